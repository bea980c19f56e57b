import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Card, CardContent, Link } from '@mui/material';
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
import { ReferenceAutocomplete } from '../core/ReferenceAutocomplete';
import { POLICY_PAGE_SIZES, shortDate } from '../core/listFormats';
import type { MotorPolicy } from './declaration';
import { renewalOf } from './renewal';

/** The periods staff call customers in (reminders go out 30, 15, 7 and 1 days before expiry). */
const PERIODS_IN_DAYS = [7, 15, 30, 60, 90] as const;
const DEFAULT_PERIOD_IN_DAYS = 30;

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
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
  if (!record) return null;

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

const Phone = () => {
  const record = useRecordContext<MotorPolicy>();
  return record?.customer_phone ? <Link href={`tel:${record.customer_phone}`}>{record.customer_phone}</Link> : null;
};

const Email = () => {
  const record = useRecordContext<MotorPolicy>();
  return record?.customer_email ? <Link href={`mailto:${record.customer_email}`}>{record.customer_email}</Link> : null;
};

/**
 * /panel/renewals (Renewals due): the policies ending in the next days, soonest first, by insurer,
 * partner or agent, each with the customer's phone and e-mail a click away and Renew beside it.
 */
export function RenewalsDue() {
  const filters = [
    <ReferenceAutocomplete key="insurer" source="insurer" reference="companies" />,
    <ReferenceAutocomplete key="partner" source="partner" reference="partners" />,
    <ReferenceAutocomplete key="agent" source="agent" reference="agents" />,
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
        <DataTable.Col label="resources.motorPolicies.columns.actions" disableSort>
          <RenewButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
