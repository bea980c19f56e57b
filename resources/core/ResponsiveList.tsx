import { type TablePaginationProps, type Theme, useMediaQuery } from '@mui/material';
import { type ComponentProps, type ComponentType, type ReactElement, type ReactNode, startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { ListContextProvider, Pagination, PaginationActions, type PaginationProps, useListContext, useTranslate } from 'react-admin';
import { formatCount } from '../../src/i18n/formats';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';
import { FIRST_ROWS_MARK } from '../../src/performanceMarks';
import { windowHeight } from '../../src/windowHeight';
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

/** The least a row takes: a phone's simple list row shows two lines (about 72 px), a table row 53 px or more. */
const MIN_ROW_HEIGHT = { phone: 64, table: 48 };

/** Rows enough to fill the window, so the rest of the page, and the pagination under it, start below the fold. */
const firstScreenRows = (rowHeight: number) => Math.ceil(windowHeight() / rowHeight);

/**
 * The list's first page, its first screen of rows before the rest: when a list opens, the rows the
 * window shows are drawn first and the rest of the page straight after, as a background render, so
 * a phone has less to draw before the first rows show (BENCHMARKS.md: "First rows").
 * Later pages come whole, so no row ever appears under the pagination a reader has just used.
 */
function FirstScreenFirst({ rowHeight, children }: { rowHeight: number; children: ReactNode }) {
  const list = useListContext();
  const loaded = list.data !== undefined;
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (!loaded || whole) return;
    performance.mark(FIRST_ROWS_MARK);
    startTransition(() => setWhole(true));
  }, [loaded, whole]);
  const shown = useMemo(() => {
    const rows = firstScreenRows(rowHeight);
    return whole || !list.data || list.data.length <= rows ? list : { ...list, data: list.data.slice(0, rows) };
  }, [list, whole, rowHeight]);
  return <ListContextProvider value={shown}>{children}</ListContextProvider>;
}

/**
 * A list's selection is of the rows its search and filters show. react-admin keeps the selected ids when they change
 * (and across visits), so a bulk change or delete would act on rows no longer on screen: they are unselected instead,
 * as they are when the list opens.
 */
export function useSelectionOfShownRows() {
  const { filterValues, selectedIds, onUnselectItems } = useListContext();
  const filters = JSON.stringify(filterValues ?? {});
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shown.current !== filters && selectedIds.length) onUnselectItems();
    shown.current = filters;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- selecting rows changes nothing shown: only the filters count
  }, [filters]);
}

/** Whether lists show their phone version (under 600 px): a simple list, with no columns. */
export const usePhoneLayout = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/**
 * A list's table on tablets and laptops, and on phones (under 600 px) the `phone` version, a
 * react-admin `<SimpleList>`: a table of seven columns cannot be read at 375 px. The phone
 * version's row buttons have no tooltips (see `RowTooltipsContext`).
 */
export function ResponsiveList({ phone, children }: { phone: ReactElement; children: ReactElement }) {
  const onPhone = usePhoneLayout();
  useSelectionOfShownRows();
  return (
    <DeferredListState>
      <FirstScreenFirst rowHeight={onPhone ? MIN_ROW_HEIGHT.phone : MIN_ROW_HEIGHT.table}>
        {onPhone ? <RowTooltipsContext.Provider value={false}>{phone}</RowTooltipsContext.Provider> : children}
      </FirstScreenFirst>
    </DeferredListState>
  );
}

/** react-admin's `<Pagination>` hands its other props to MUI's `<TablePagination>`, after its own label. */
const LabelledPagination = Pagination as ComponentType<PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>>;

/** react-admin's page buttons, their row named in the user's language (MUI names it 'pagination navigation' in English). */
function NamedPaginationActions(props: ComponentProps<typeof PaginationActions>) {
  const translate = useTranslate();
  return <PaginationActions {...props} aria-label={translate('app.pages')} />;
}

/**
 * react-admin's `<Pagination>` for a list whose rows are a `<ResponsiveList>`, its 'from–to of
 * total' in the user's language with Indian grouping ("1-50 of 10,00,000"; react-admin's own label
 * prints the raw numbers).
 */
export function ListPagination(props: PaginationProps) {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const labelDisplayedRows = ({ from, to, count }: { from: number; to: number; count: number }) => {
    const [offsetBegin, offsetEnd] = [formatCount(from, intlLocale), formatCount(to, intlLocale)];
    return count === -1
      ? translate('ra.navigation.partial_page_range_info', { offsetBegin, offsetEnd })
      : translate('ra.navigation.page_range_info', { offsetBegin, offsetEnd, total: formatCount(count, intlLocale) });
  };
  return (
    <DeferredListState>
      <LabelledPagination labelDisplayedRows={labelDisplayedRows} actions={NamedPaginationActions} {...props} />
    </DeferredListState>
  );
}
