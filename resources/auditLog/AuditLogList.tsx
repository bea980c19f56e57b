import { LocalDateField } from '../core/LocalDateField';
import { DataTable, DateInput, List, SelectInput, SimpleList, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { declarations } from '../registry';
import { shortDateTime } from '../core/listFormats';
import { ListLoadError, ListNoMatch } from '../core/ListStates';
import { PEOPLE_PAGE_SIZES } from '../core/peopleLists';
import { ListPagination, ResponsiveList } from '../core/ResponsiveList';
import { ChangeList } from './ChangeList';
import { RestoreChangeButton } from './RestoreChangeButton';
import { AUDIT_ACTIONS, type AuditEntry } from './declaration';

function Action() {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  return <>{record?.action ? translate(`resources.auditLog.actions.${record.action}`) : null}</>;
}

function RecordType() {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  return <>{record?.resource ? translate(`resources.${record.resource}.name`, { smart_count: 1, _: record.resource }) : null}</>;
}

function Changes() {
  const record = useRecordContext<AuditEntry>();
  return record ? <ChangeList resource={record.resource ?? ''} changes={record.changes ?? {}} limit={4} /> : null;
}

/**
 * /panel/audit-log (administrators): every recorded change, newest first, filtered by record type,
 * action, who, and days (India time).
 */
export function AuditLogList() {
  const translate = useTranslate();
  const resourceChoices = Object.keys(declarations)
    .filter((name) => name !== 'auditLog')
    .map((name) => ({ id: name, name: translate(`resources.${name}.name`, { smart_count: 2, _: name }) }));
  const filters = [
    <SelectInput key="resource" source="resource" choices={resourceChoices} alwaysOn />,
    <SelectInput key="action" source="action" choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: `resources.auditLog.actions.${action}` }))} alwaysOn />,
    <TextInput key="accountEmail" source="accountEmail" label="resources.auditLog.filters.accountEmail" />,
    <DateInput key="from" source="from" label="resources.auditLog.filters.from" />,
    <DateInput key="to" source="to" label="resources.auditLog.filters.to" />,
  ];
  return (
    <List
      resource="auditLog"
      title="resources.auditLog.page.list"
      filters={filters}
      actions={false}
      perPage={25}
      pagination={<ListPagination rowsPerPageOptions={PEOPLE_PAGE_SIZES} />}
      error={<ListLoadError message="resources.auditLog.notifications.loadFailed" />}
      empty={false}
    >
      <ResponsiveList
        phone={
          <SimpleList<AuditEntry & { id: string }>
            rowClick={false}
            rightIcon={() => <RestoreChangeButton />}
            primaryText={
              <>
                <Action /> · <RecordType />
              </>
            }
            secondaryText={
              <>
                <LocalDateField source="createdAt" options={shortDateTime} /> · <TextField source="accountEmail" />
              </>
            }
            empty={<ListNoMatch message="resources.auditLog.notifications.empty" />}
          />
        }
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={<ListNoMatch message="resources.auditLog.notifications.empty" />}>
          <DataTable.Col source="createdAt" disableSort>
            <LocalDateField source="createdAt" options={shortDateTime} />
          </DataTable.Col>
          <DataTable.Col source="accountEmail" disableSort />
          <DataTable.Col source="action" disableSort>
            <Action />
          </DataTable.Col>
          <DataTable.Col source="resource" disableSort>
            <RecordType />
          </DataTable.Col>
          <DataTable.Col source="recordId" disableSort />
          <DataTable.Col source="changes" disableSort>
            <Changes />
          </DataTable.Col>
          <DataTable.Col label={false} disableSort>
            <RestoreChangeButton />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
