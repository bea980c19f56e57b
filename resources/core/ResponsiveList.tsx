import { type Theme, useMediaQuery } from '@mui/material';
import { type ReactElement, useDeferredValue } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * A list's table on tablets and laptops, and on phones (under 600 px) the `phone` version, a
 * react-admin `<SimpleList>`: a table of seven columns cannot be read at 375 px.
 *
 * The rows follow a deferred copy of the list's state: when a page of fifty rows arrives, React
 * renders them in the background in small slices instead of one long task, so the screen keeps
 * answering taps and keys (on a mid-range phone that render takes over a second).
 */
export function ResponsiveList({ phone, children }: { phone: ReactElement; children: ReactElement }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const list = useDeferredValue(useListContext());
  return <ListContextProvider value={list}>{small ? phone : children}</ListContextProvider>;
}
