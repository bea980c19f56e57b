import EditNoteIcon from '@mui/icons-material/EditNote';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Card, CardContent, IconButton, Link } from '@mui/material';
import { addDays, format } from 'date-fns';
import { useState } from 'react';
import {
  Button,
  DataTable,
  DateInput,
  FilterButton,
  FilterList,
  FilterListItem,
  List,
  ReferenceField,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../src/paths';
import { DownloadCsvButton } from '../core/DownloadCsvButton';
import { LocalDateField } from '../core/LocalDateField';
import { ListLoadError, ListNoMatch } from '../core/ListStates';
import { ListPagination } from '../core/ResponsiveList';
import { partyFilters } from './partyFilters';
import { ReferenceAutocomplete } from '../core/ReferenceAutocomplete';
import { choicesOf, noWrap, POLICY_PAGE_SIZES, shortDate } from '../core/listFormats';
import { DeclaredChoiceField } from '../core/DeclaredChoiceField';
import { DeclaredInput } from '../core/DeclaredInput';
import { RecordEditDialog } from '../core/RecordEditDialog';
import { RowIconButton } from '../core/RowActions';
import { type MotorPolicy, motorPolicyDeclaration } from './declaration';
import { renewalOf } from './renewal';

/** The periods staff look ahead by to call customers before their cover ends. */
const PERIODS_IN_DAYS = [7, 15, 30, 60, 90] as const;
const DEFAULT_PERIOD_IN_DAYS = 30;

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');
/** Policies ending from today through `days` days on. */
const endingWithin = (days: number) => ({ end_date_gte: isoDay(new Date()), end_date_lte: isoDay(addDays(new Date(), days)) });

function Periods() {
  const translate = useTranslate();
  return (
    <Card sx={{ order: -1, mr: 2, mt: 1, width: 180, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
      <CardContent>
        <FilterList label="resources.motorPolicies.renewals.endsWithin" icon={<EventRepeatIcon />}>
          {PERIODS_IN_DAYS.map((days) => (
            <FilterListItem key={days} label={translate('resources.motorPolicies.renewals.days', { smart_count: days })} value={endingWithin(days)} />
          ))}
        </FilterList>
      </CardContent>
    </Card>
  );
}

/** Add Policy opened with the renewal of the row's policy (renewal.ts); its insurer's name becomes the previous insurer. */
function RenewButton() {
  const record = useRecordContext<MotorPolicy & { id: string }>();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  const [opening, setOpening] = useState(false);
  if (!record || record.renewal_status === 'Renewed') return null;

  async function renew() {
    setOpening(true);
    try {
      const insurer = record!.insurer ? (await dataProvider.getOne('companies', { id: record!.insurer })).data : undefined;
      navigate(paths.createPolicy, { state: { record: renewalOf(record!, insurer?.name) } });
    } catch {
      notify('resources.motorPolicies.notifications.loadFailed', { type: 'error' });
      setOpening(false);
    }
  }

  return (
    <Button
      label="resources.motorPolicies.renewals.renew"
      aria-label={translate('resources.motorPolicies.renewals.renewing', { policy: record.policy_number })}
      onClick={renew}
      disabled={opening}
    />
  );
}

/** The row's renewal status, 'Due' while nobody has followed it up. */
function RenewalStatus() {
  const record = useRecordContext<MotorPolicy>();
  const translate = useTranslate();
  return record?.renewal_status ? <DeclaredChoiceField source="renewal_status" /> : <>{translate('resources.motorPolicies.renewals.due')}</>;
}

/** How renewing the row's policy stands, a note (why it was lost) and whether a claim was made, in the edit dialog with the policy's history. */
function FollowUpButton() {
  const record = useRecordContext<MotorPolicy & { id: string }>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowIconButton title="resources.motorPolicies.renewals.follow" subject={record.policy_number} icon={<EditNoteIcon fontSize="small" />} onClick={() => setOpen(true)} />
      {open && (
        <RecordEditDialog resource="motorPolicies" id={record.id} onClose={() => setOpen(false)}>
          <DeclaredInput source="renewal_status" />
          <DeclaredInput source="renewal_note" fullWidth />
          <DeclaredInput source="claim_made" />
        </RecordEditDialog>
      )}
    </>
  );
}

const Phone = () => {
  const record = useRecordContext<MotorPolicy>();
  return record?.customer_phone ? <Link href={`tel:${record.customer_phone}`}>{record.customer_phone}</Link> : null;
};

/** The customer's e-mail as an envelope that writes to it (the address on hover): the row stays one line at 1280 px. */
const Email = () => {
  const record = useRecordContext<MotorPolicy>();
  if (!record?.customer_email) return null;
  return (
    <IconButton size="small" href={`mailto:${record.customer_email}`} title={record.customer_email} aria-label={record.customer_email}>
      <MailOutlineIcon fontSize="small" />
    </IconButton>
  );
};

/**
 * /panel/renewals (Renewals due): the policies ending in the next days, soonest first, by insurer,
 * partner, agent, their RM or renewal status, each with the customer's phone and e-mail a click away, how
 * renewing it stands (Update status), and Renew beside it.
 */
export function RenewalsDue() {
  const filters = [
    ...partyFilters(),
    <ReferenceAutocomplete key="rm" source="rm" reference="employees" label="resources.motorPolicies.renewals.rm" />,
    <SelectInput key="renewal_status" source="renewal_status" choices={choicesOf(motorPolicyDeclaration, 'renewal_status')} />,
    <DateInput key="end_date_gte" source="end_date_gte" label="resources.motorPolicies.renewals.endFrom" />,
    <DateInput key="end_date_lte" source="end_date_lte" label="resources.motorPolicies.renewals.endTo" />,
  ];
  return (
    <List
      resource="motorPolicies"
      storeKey="renewalsDue"
      title="resources.motorPolicies.renewals.title"
      filters={filters}
      filterDefaultValues={endingWithin(DEFAULT_PERIOD_IN_DAYS)}
      aside={<Periods />}
      actions={
        <TopToolbar>
          <DownloadCsvButton />
          <FilterButton />
        </TopToolbar>
      }
      sort={{ field: 'end_date', order: 'ASC' }}
      perPage={50}
      pagination={<ListPagination rowsPerPageOptions={POLICY_PAGE_SIZES} />}
      error={<ListLoadError message="resources.motorPolicies.notifications.loadFailed" />}
      empty={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false} empty={<ListNoMatch message="resources.motorPolicies.renewals.empty" />}>
        <DataTable.Col source="policy_number" label="resources.motorPolicies.columns.policyNumber" disableSort cellSx={noWrap} />
        <DataTable.Col source="customer_name" disableSort />
        <DataTable.Col source="customer_phone" disableSort>
          <Phone />
        </DataTable.Col>
        <DataTable.Col source="customer_email" disableSort>
          <Email />
        </DataTable.Col>
        <DataTable.Col source="vehicle_number" disableSort />
        <DataTable.Col source="insurer" disableSort>
          <ReferenceField source="insurer" reference="companies" link={false} />
        </DataTable.Col>
        <DataTable.Col source="end_date" cellSx={noWrap}>
          <LocalDateField source="end_date" options={shortDate} />
        </DataTable.Col>
        <DataTable.Col source="renewal_status" disableSort>
          <RenewalStatus />
        </DataTable.Col>
        <DataTable.Col label="resources.motorPolicies.columns.actions" disableSort cellSx={noWrap}>
          <FollowUpButton />
          <RenewButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
