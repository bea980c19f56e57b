import { LocalDateField } from '../core/LocalDateField';
import { Box, Stack, Typography } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SelectInput,
  SimpleList,
  TextInput,
  useTranslate,
} from 'react-admin';
import { paths } from '../../src/paths';
import { CompanyRowActions } from './CompanyRowActions';
import { ListCreateAction } from '../core/ListCreateAction';
import { ImportButton } from '../core/import/ImportButton';
import { DownloadCsvButton } from '../core/DownloadCsvButton';
import { BulkChangeButton } from '../core/bulk/BulkChangeButton';
import { ListLoadError, ListNoMatch } from '../core/ListStates';
import { ListPagination, ResponsiveList } from '../core/ResponsiveList';
import { type Company, companyDeclaration } from './declaration';
import { choicesOf, shortDate } from '../core/listFormats';
import { listSearch } from '../core/ListSearch';

/** Shown when there are no companies at all (not a search with no match). */
function NoCompaniesYet() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 6 }}>
      <Typography variant="h6" gutterBottom>
        {translate('ra.page.empty', { name: translate('resources.companies.name', { smart_count: 2 }) })}
      </Typography>
      <Typography color="text.secondary" gutterBottom>{translate('ra.page.invite')}</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        <CreateButton to={paths.companyCreation} variant="contained" />
        <ImportButton />
      </Stack>
    </Box>
  );
}

/** /panel/view-company (and /companies): search by name or e-mail, view, edit, delete. */
export function CompanyList() {
  const translate = useTranslate();
  // react-admin reads `source` and `alwaysOn` from the filter elements themselves, so no wrapper component here.
  // Filters beside the search, and react-admin's saved queries of them under Add filter (saved views).
  const filters = [
    listSearch(translate('resources.companies.search')),
    <SelectInput key="partnerType" source="partnerType" choices={choicesOf(companyDeclaration, 'partnerType')} />,
    <TextInput key="city" source="city" />,
    <TextInput key="state" source="state" />,
  ];
  return (
    <List
      resource="companies"
      title="resources.companies.page.list"
      filters={filters}
      actions={
        <ListCreateAction to={paths.companyCreation}>
          <FilterButton />
          <DownloadCsvButton />
          <ImportButton />
        </ListCreateAction>
      }
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      error={<ListLoadError message="resources.companies.notifications.loadFailed" serverMessageFirst />}
      empty={<NoCompaniesYet />}
    >
      <ResponsiveList
        phone={
          <SimpleList<Company & { id: string }>
            rowClick={false}
            primaryText={(record) => record.name}
            secondaryText={(record) => [record.email, record.mobile].filter(Boolean).join(' · ')}
            rightIcon={() => <CompanyRowActions />}
            empty={<ListNoMatch message="resources.companies.notifications.noMatch" />}
          />
        }
      >
        <DataTable rowClick={false} empty={<ListNoMatch message="resources.companies.notifications.noMatch" />} bulkActionButtons={<><BulkChangeButton /><BulkDeleteButton mutationMode="pessimistic" /></>}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="mobile" label="resources.companies.columns.phone" />
          <DataTable.Col source="createdAt">
            <LocalDateField source="createdAt" options={shortDate} />
          </DataTable.Col>
          <DataTable.Col label="resources.companies.columns.actions" disableSort>
            <CompanyRowActions />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
