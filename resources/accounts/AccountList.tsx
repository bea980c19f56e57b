import { LocalDateField } from '../core/LocalDateField';
import { shortDate } from '../core/listFormats';
import { Typography } from '@mui/material';
import { DataTable, List, SearchInput, SimpleList, useTranslate } from 'react-admin';
import { ListPagination, ResponsiveList } from '../core/ResponsiveList';
import { AccountRoleSelect } from './AccountRoleSelect';
import { PasswordResetButton } from './PasswordResetButton';
import type { Account } from './declaration';

function Intro() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
      {translate('resources.accounts.intro')}
    </Typography>
  );
}

const fullName = (record: Account) => `${record.firstname} ${record.lastname}`;

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
      pagination={<ListPagination />}
    >
      <Intro />
      <ResponsiveList
        phone={
          <SimpleList<Account & { id: string }>
            rowClick={false}
            primaryText={fullName}
            secondaryText={(record) => [record.email, record.mobileNumber].filter(Boolean).join(' · ')}
            rightIcon={() => <AccountRoleSelect />}
          />
        }
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="name" render={fullName} disableSort />
          <DataTable.Col source="email" />
          <DataTable.Col source="mobileNumber" disableSort />
          <DataTable.Col source="createdAt">
            <LocalDateField source="createdAt" options={shortDate} />
          </DataTable.Col>
          <DataTable.Col source="role">
            <AccountRoleSelect />
          </DataTable.Col>
          <DataTable.Col label="resources.accounts.reset.column" disableSort>
            <PasswordResetButton />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
