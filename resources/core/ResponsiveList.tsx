import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactElement } from 'react';

/**
 * A list's table on tablets and laptops, and on phones (under 600 px) the `phone` version, a
 * react-admin `<SimpleList>`: a table of seven columns cannot be read at 375 px.
 */
export function ResponsiveList({ phone, children }: { phone: ReactElement; children: ReactElement }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return small ? phone : children;
}
