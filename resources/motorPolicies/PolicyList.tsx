import { Stack } from '@mui/material';
import {
  BulkDeleteButton,
  ColumnsButton,
  CreateButton,
  DataTable,
  DateInput,
  FilterButton,
  List,
  ReferenceField,
  SelectInput,
  SimpleList,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatRupees } from '../../src/i18n/formats';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';
import { paths } from '../../src/paths';
import { DeclaredChoiceField } from '../core/DeclaredChoiceField';
import { LocalDateField } from '../core/LocalDateField';
import { partyFilters } from './partyFilters';
import { BulkChangeButton } from '../core/bulk/BulkChangeButton';
import { type MotorPolicy, motorPolicyDeclaration } from './declaration';
import { DownloadCsvButton } from '../core/DownloadCsvButton';
import { ImportButton } from '../core/import/ImportButton';
import { POLICY_LIST_DEFAULTS } from './listRequest';
import { PolicyRowActions } from './PolicyRowActions';
import { choicesOf, isSortable, noWrap, POLICY_PAGE_SIZES, shortDate } from '../core/listFormats';
import { ListEmpty, ListLoadError, ListNoMatch } from '../core/ListStates';
import { ListPagination, ResponsiveList, usePhoneLayout } from '../core/ResponsiveList';
import { listSearch } from '../core/ListSearch';
import { SuggestedTextInput } from '../core/SuggestedTextInput';

function ListActions() {
  const phone = usePhoneLayout();
  return (
    <TopToolbar sx={{ alignItems: 'flex-start' }}>
      <DownloadCsvButton />
      <ImportButton />
      <FilterButton />
      {/* A phone shows the simple list, which has no columns to choose. */}
      {!phone && <ColumnsButton />}
      <CreateButton to={paths.createPolicy} />
    </TopToolbar>
  );
}

/**
 * A column of text kept to one line, cut with an ellipsis: it takes `share` of the table's width where the other
 * columns leave room and less where they do not, so rows stay one line high at 1280 px and wider screens show more.
 */
const oneLineCell = (share: string) => () => ({ maxWidth: 0, width: share, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }) as const;

/** A one-line cell's text, whole on hover. */
function OneLine({ text }: { text: string | null | undefined }) {
  return <span title={text ?? undefined}>{text}</span>;
}

function Vehicle() {
  const record = useRecordContext<MotorPolicy>();
  return <OneLine text={[record?.make, record?.model].filter(Boolean).join(' ')} />;
}


/** The Policy List on phones: number, customer and vehicle, premium, the row's actions. */
function PolicySimpleList() {
  const intlLocale = useIntlLocale();
  return (
    <SimpleList<MotorPolicy & { id: string }>
      rowClick={false}
      primaryText={(record) => record.policy_number}
      secondaryText={(record) => [record.customer_name, [record.make, record.model].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}
      tertiaryText={(record) => formatRupees(record.total_premium, intlLocale)}
      rightIcon={() => <PolicyRowActions />}
      empty={<ListNoMatch message="resources.motorPolicies.notifications.empty" />}
    />
  );
}

/** Bulk update and delete; after a delete react-admin's own success step says how many and clears the selection. */
function BulkActions() {
  const notify = useNotify();
  return (
    <>
      <BulkChangeButton />
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmContent="resources.motorPolicies.notifications.confirmBulkDelete"
        successMessage="resources.motorPolicies.notifications.bulkDeleted"
        mutationOptions={{ onError: () => notify('resources.motorPolicies.notifications.deleteFailed', { type: 'error' }) }}
      />
    </>
  );
}

/** A column of the list, sortable where the API sorts (its declaration's sort fields). */
const column = (source: string) => ({ source, disableSort: !isSortable(motorPolicyDeclaration, source) });

/**
 * /panel/policies: every policy, 50 a page (10/25/50/100), searched on the server by policy number,
 * customer or vehicle number; sortable columns, filters, a column chooser, bulk update and delete.
 */

export function PolicyList() {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const rupees = (source: 'total_premium' | 'payin' | 'payout' | 'margin') => (record: MotorPolicy) => formatRupees(record[source], intlLocale);
  // react-admin reads `source` and `alwaysOn` from the filter elements themselves.
  const filters = [
    listSearch(translate('resources.motorPolicies.search')),
    <SelectInput key="business_type" source="business_type" choices={choicesOf(motorPolicyDeclaration, 'business_type')} />,
    <SelectInput key="policy_type" source="policy_type" choices={choicesOf(motorPolicyDeclaration, 'policy_type')} />,
    // The names and makes the book holds, offered as typed: the filter matches a whole name.
    <SuggestedTextInput key="broker_name" source="broker_name" definition={motorPolicyDeclaration.fields.broker_name} />,
    <SuggestedTextInput key="make" source="make" definition={motorPolicyDeclaration.fields.make} />,
    ...partyFilters(),
    <DateInput key="start_date_gte" source="start_date_gte" label="resources.motorPolicies.filters.startFrom" />,
    <DateInput key="start_date_lte" source="start_date_lte" label="resources.motorPolicies.filters.startTo" />,
    <DateInput key="end_date_gte" source="end_date_gte" label="resources.motorPolicies.filters.endFrom" />,
    <DateInput key="end_date_lte" source="end_date_lte" label="resources.motorPolicies.filters.endTo" />,
  ];
  return (
    <List
      resource="motorPolicies"
      title="resources.motorPolicies.page.list"
      filters={filters}
      actions={<ListActions />}
      sort={POLICY_LIST_DEFAULTS.sort}
      perPage={POLICY_LIST_DEFAULTS.perPage}
      pagination={<ListPagination rowsPerPageOptions={POLICY_PAGE_SIZES} />}
      error={<ListLoadError message="resources.motorPolicies.notifications.loadFailed" />}
      empty={<ListEmpty message="resources.motorPolicies.notifications.empty" action={<Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}><CreateButton to={paths.createPolicy} variant="contained" /><ImportButton /></Stack>} />}
    >
      <ResponsiveList phone={<PolicySimpleList />}>
        <DataTable
          rowClick={false}
          // Half the usual space between columns: the spec's nine columns fit 1280 px on one line a row.
          sx={{ '& .MuiTableCell-root.MuiTableCell-root': { px: 0.75 } }}
          empty={<ListNoMatch message="resources.motorPolicies.notifications.empty" />}
          bulkActionButtons={<BulkActions />}
          hiddenColumns={['business_type', 'insurer', 'vehicle_number', 'payin', 'payout', 'margin', 'partner', 'agent']}
        >
          <DataTable.Col {...column('policy_number')} label="resources.motorPolicies.columns.policyNumber" cellSx={noWrap} />
          <DataTable.Col {...column('customer_name')} render={(record: MotorPolicy) => <OneLine text={record.customer_name} />} cellSx={oneLineCell('14%')} />
          <DataTable.Col {...column('policy_type')}>
            <DeclaredChoiceField source="policy_type" />
          </DataTable.Col>
          <DataTable.Col {...column('business_type')}>
            <DeclaredChoiceField source="business_type" />
          </DataTable.Col>
          <DataTable.Col {...column('insurer')}>
            <ReferenceField source="insurer" reference="companies" link={false} />
          </DataTable.Col>
          <DataTable.Col {...column('make')} label="resources.motorPolicies.columns.vehicle" cellSx={oneLineCell('16%')}>
            <Vehicle />
          </DataTable.Col>
          <DataTable.Col {...column('vehicle_number')} />
          <DataTable.Col {...column('total_premium')} align="right" render={rupees('total_premium')} cellSx={noWrap} />
          <DataTable.Col {...column('payin')} align="right" render={rupees('payin')} cellSx={noWrap} />
          <DataTable.Col {...column('payout')} align="right" render={rupees('payout')} cellSx={noWrap} />
          <DataTable.Col {...column('margin')} align="right" render={rupees('margin')} cellSx={noWrap} />
          <DataTable.Col {...column('broker_name')} render={(record: MotorPolicy) => <OneLine text={record.broker_name} />} cellSx={oneLineCell('14%')} />
          <DataTable.Col {...column('partner')}>
            <ReferenceField source="partner" reference="partners" link={false} />
          </DataTable.Col>
          <DataTable.Col {...column('agent')}>
            <ReferenceField source="agent" reference="agents" link={false} />
          </DataTable.Col>
          <DataTable.Col {...column('start_date')} cellSx={noWrap}>
            <LocalDateField source="start_date" options={shortDate} />
          </DataTable.Col>
          <DataTable.Col {...column('end_date')} cellSx={noWrap}>
            <LocalDateField source="end_date" options={shortDate} />
          </DataTable.Col>
          <DataTable.Col label="resources.motorPolicies.columns.actions" disableSort>
            <PolicyRowActions />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
