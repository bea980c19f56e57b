import type { ReactNode } from 'react';
import { List, TopToolbar, useTranslate } from 'react-admin';
import { declarationFor } from '../registry';
import { DownloadCsvButton } from './DownloadCsvButton';
import { ImportButton } from './import/ImportButton';
import { ListLoadError, ListNoMatch, LoadingText } from './ListStates';
import { PEOPLE_PAGE_SIZES } from './peopleLists';
import { ListPagination } from './ResponsiveList';
import { listSearch } from './ListSearch';

/**
 * A List Users table of one kind: paged, sorted and searched on the server, 10 a page
 * (5/10/25/50/100), with Download CSV where the kind has a CSV file. Its state is kept per kind
 * rather than in the address, since one screen shows either kind.
 */
export function PeopleList({ resource, children }: { resource: string; children: ReactNode }) {
  const translate = useTranslate();
  const filters = [listSearch(translate('app.people.search'))];
  return (
    <List
      resource={resource}
      title={false}
      disableSyncWithLocation
      storeKey={`${resource}.listUsers`}
      filters={filters}
      actions={
        <TopToolbar sx={{ alignItems: 'flex-start' }}>
          {declarationFor(resource)?.csvFile && <DownloadCsvButton />}
          {declarationFor(resource)?.importKey && <ImportButton />}
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<ListPagination rowsPerPageOptions={PEOPLE_PAGE_SIZES} />}
      error={<ListLoadError message={`resources.${resource}.notifications.loadFailed`} serverMessageFirst />}
      empty={<ListNoMatch message={`resources.${resource}.notifications.empty`} />}
    >
      <LoadingText>{children}</LoadingText>
    </List>
  );
}

export const NoPeopleMatch = ({ resource }: { resource: string }) => <ListNoMatch message={`resources.${resource}.notifications.empty`} />;
