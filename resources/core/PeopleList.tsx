import type { ReactElement, ReactNode } from 'react';
import { FilterButton, List, TopToolbar, useTranslate } from 'react-admin';
import { declarationFor } from '../registry';
import { DownloadCsvButton } from './DownloadCsvButton';
import { ImportButton } from './import/ImportButton';
import { ListLoadError, ListNoMatch, LoadingText } from './ListStates';
import { PEOPLE_PAGE_SIZES } from './peopleLists';
import { ListPagination } from './ResponsiveList';
import { listSearch } from './ListSearch';

/**
 * A List Users table of one kind: paged, sorted, searched and filtered on the server, 10 a page
 * (5/10/25/50/100), with saved views (Add filter), Download CSV where the kind has a CSV file
 * and Import. Its state is kept in the address, per kind in the store.
 */
export function PeopleList({ resource, filters = [], children }: { resource: string; filters?: ReactElement[]; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <List
      resource={resource}
      title={false}
      storeKey={`${resource}.listUsers`}
      filters={[listSearch(translate('app.people.search')), ...filters]}
      actions={
        <TopToolbar sx={{ alignItems: 'flex-start' }}>
          <FilterButton />
          {declarationFor(resource)?.csvFile && <DownloadCsvButton />}
          {declarationFor(resource)?.importKey && <ImportButton />}
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<ListPagination rowsPerPageOptions={PEOPLE_PAGE_SIZES} />}
      error={<ListLoadError message={`resources.${resource}.notifications.loadFailed`} serverMessageFirst />}
      // Not react-admin's empty page: it drops the toolbar, and an empty book is where Import is needed first.
      empty={false}
    >
      <LoadingText>{children}</LoadingText>
    </List>
  );
}

export const NoPeopleMatch = ({ resource }: { resource: string }) => <ListNoMatch message={`resources.${resource}.notifications.empty`} />;
