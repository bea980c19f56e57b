import { LocalDateField } from '../core/LocalDateField';
import { Typography } from '@mui/material';
import { DataTable, List, SearchInput, useTranslate } from 'react-admin';
import { AccountRoleSelect } from './AccountRoleSelect';

function Intro() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
      {translate('resources.accounts.intro')}
    </Typography>
  );
}

/** Team access (administrators only): who has registered and what each may do. */
export function AccountList() {
  return (
    <List
      resource="accounts"
      title="resources.accounts.page.list"
      filters={[<SearchInput key="search" source="search" alwaysOn />]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={false}
      perPage={25}
    >
      <Intro />
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" render={(record) => `${record.firstname} ${record.lastname}`} disableSort />
        <DataTable.Col source="email" />
        <DataTable.Col source="mobileNumber" disableSort />
        <DataTable.Col source="createdAt">
          <LocalDateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="role">
          <AccountRoleSelect />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
