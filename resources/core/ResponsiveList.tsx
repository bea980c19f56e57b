import { type Theme, useMediaQuery } from '@mui/material';
import { type ReactElement, type ReactNode, useDeferredValue } from 'react';
import { ListContextProvider, Pagination, type PaginationProps, useListContext } from 'react-admin';
import { RowTooltipsContext } from './RowActions';

/**
 * The list's state as its rows see it: a deferred copy. When a page of fifty rows arrives, React
 * renders them in the background in small slices instead of one long task, so the screen keeps
 * answering taps and keys (BENCHMARKS.md: the longest task of each page on a phone). Everything under
 * the rows (the pagination) must follow the same copy, or it would show first and then jump down.
 */
function DeferredListState({ children }: { children: ReactNode }) {
  const list = useDeferredValue(useListContext());
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
}

/**
 * A list's table on tablets and laptops, and on phones (under 600 px) the `phone` version, a
 * react-admin `<SimpleList>`: a table of seven columns cannot be read at 375 px. The phone
 * version's row buttons have no tooltips (see `RowTooltipsContext`).
 */
export function ResponsiveList({ phone, children }: { phone: ReactElement; children: ReactElement }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <DeferredListState>
      {small ? <RowTooltipsContext.Provider value={false}>{phone}</RowTooltipsContext.Provider> : children}
    </DeferredListState>
  );
}

/** react-admin's `<Pagination>` for a list whose rows are a `<ResponsiveList>`. */
export const ListPagination = (props: PaginationProps) => (
  <DeferredListState>
    <Pagination {...props} />
  </DeferredListState>
);
