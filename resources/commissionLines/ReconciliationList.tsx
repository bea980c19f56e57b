import SyncIcon from '@mui/icons-material/Sync';
import { Box, Chip, Dialog, DialogContent, DialogTitle, Divider, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BulkDeleteButton,
  Button,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ReconciliationScope } from '../../dataProvider/reconciliation';
import { formatCount, formatDate, formatRupees, TO_THE_PAISA } from '../../src/i18n/formats';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';
import { BulkChangeButton } from '../core/bulk/BulkChangeButton';
import { FieldValue } from '../core/declared/DeclaredViews';
import { DownloadCsvButton } from '../core/DownloadCsvButton';
import { ImportButton } from '../core/import/ImportButton';
import { choiceKey, choicesOf, noWrap, shortDate } from '../core/listFormats';
import { ListNoMatch } from '../core/ListStates';
import { ListPagination, ResponsiveList } from '../core/ResponsiveList';
import { ReferenceAutocomplete } from '../core/ReferenceAutocomplete';
import { type CommissionLine, commissionLineDeclaration, NO_POLICY } from './declaration';

const fields = commissionLineDeclaration.fields;
/** A long note is cut to one line in the list (whole in the line's edit page). */
const ellipsis = () => ({ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }) as const;

/** The insurer and month the list is filtered to: what the totals and the missing policies are of. */
function useScope(): ReconciliationScope {
  const { filterValues } = useListContext();
  return { insurer: filterValues.insurer || undefined, statement_month: filterValues.statement_month || undefined };
}

/** The insurer's policies starting in the month that no statement line names (first 100). */
function MissingPolicies({ scope, onClose }: { scope: Required<ReconciliationScope>; onClose(): void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { data, error } = useQuery({ queryKey: ['missingFromStatement', scope], queryFn: () => dataProvider.policiesMissingFromStatement(scope) });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('app.reconciliation.missingTitle', { month: scope.statement_month })}</DialogTitle>
      <DialogContent>
        {error ? (
          <Typography color="error">{translate('app.reconciliation.totalsFailed')}</Typography>
        ) : !data ? (
          <Typography role="status">{translate('app.loading')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.motorPolicies.fields.policy_number')}</TableCell>
                <TableCell>{translate('resources.motorPolicies.fields.customer_name')}</TableCell>
                <TableCell>{translate('resources.motorPolicies.fields.start_date')}</TableCell>
                <TableCell align="right">{translate('resources.commissionLines.fields.expected')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((policy) => (
                <TableRow key={policy.id}>
                  <TableCell>{policy.policy_number}</TableCell>
                  <TableCell>{policy.customer_name}</TableCell>
                  <TableCell>{formatDate(policy.start_date, locale, { day: '2-digit', month: 'short', year: 'numeric' })}</TableCell>
                  <TableCell align="right">{formatRupees(policy.payin, locale, TO_THE_PAISA)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data && data.total > data.data.length && <Typography sx={{ mt: 1 }}>{translate('app.reconciliation.moreMissing', { smart_count: data.total - data.data.length })}</Typography>}
      </DialogContent>
    </Dialog>
  );
}

/** Above the lines: what was expected and received over the chosen insurer and month (the other filters aside), per status; a status filters the list. */
function Totals() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { setFilters, filterValues, displayedFilters } = useListContext();
  /** A status chip shows that status's lines, and pressed again all of them; the filters on show stay. */
  const toggleStatus = (status: string) => {
    const { status: shown, ...others } = filterValues;
    setFilters(shown === status ? others : { ...others, status }, displayedFilters);
  };
  const scope = useScope();
  const [showMissing, setShowMissing] = useState(false);
  const { data, error } = useQuery({ queryKey: ['reconciliationTotals', scope], queryFn: () => dataProvider.reconciliationTotals(scope) });
  if (error) return <Typography color="error" sx={{ p: 2 }}>{translate('app.reconciliation.totalsFailed')}</Typography>;
  if (!data) return <Typography role="status" sx={{ p: 2 }}>{translate('app.loading')}</Typography>;
  const money = (value: number) => formatRupees(value, locale, TO_THE_PAISA);
  const figure = (label: string, value: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="subtitle1" component="div">
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box component="section" aria-label={translate('app.reconciliation.totals')} sx={{ p: 2 }}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {figure('app.reconciliation.lines', formatCount(data.lines, locale))}
        {figure('resources.commissionLines.fields.expected', money(data.expected))}
        {figure('resources.commissionLines.fields.commission', money(data.received))}
        {figure('resources.commissionLines.fields.difference', money(data.difference))}
        {figure('resources.commissionLines.fields.reconciled', formatCount(data.reconciled, locale))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        {data.byStatus.map(({ status, count, difference, received }) => (
          <Chip
            key={status}
            size="small"
            variant={filterValues.status === status ? 'filled' : 'outlined'}
            color={filterValues.status === status ? 'primary' : 'default'}
            label={`${translate(choiceKey('commissionLines', 'status', status), { _: status })}: ${formatCount(count, locale)} (${status === NO_POLICY ? translate('app.reconciliation.received', { amount: money(received) }) : money(difference)})`}
            aria-pressed={filterValues.status === status}
            onClick={() => toggleStatus(status)}
          />
        ))}
        {data.missing === null ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.reconciliation.chooseScope')}
          </Typography>
        ) : (
          <Link component="button" variant="body2" onClick={() => setShowMissing(true)} disabled={data.missing === 0}>
            {translate('app.reconciliation.missing', { smart_count: data.missing })}
          </Link>
        )}
      </Stack>
      {showMissing && scope.insurer && scope.statement_month && (
        <MissingPolicies scope={{ insurer: scope.insurer, statement_month: scope.statement_month }} onClose={() => setShowMissing(false)} />
      )}
      <Divider sx={{ mt: 2, mx: -2 }} />
    </Box>
  );
}

/** Matches the filtered lines not yet reconciled with the policies again (after policies were added or corrected). */
function MatchAgainButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const scope = useScope();
  const match = useMutation({
    mutationFn: () => dataProvider.matchCommissionLines(scope),
    onSuccess: ({ matched }) => {
      notify('app.reconciliation.matched', { messageArgs: { smart_count: matched } });
      refresh();
    },
    onError: () => notify('app.reconciliation.matchFailed', { type: 'error' }),
  });
  return (
    <Button label="app.reconciliation.matchAgain" onClick={() => match.mutate()} disabled={match.isPending}>
      <SyncIcon />
    </Button>
  );
}

/** The lines on phones: policy number, status and difference, payment date; a line opens for its edit. */
function LineSimpleList() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <SimpleList<CommissionLine & { id: string }>
      linkType="edit"
      primaryText={(line) => line.policy_number}
      secondaryText={(line) => {
        const status = translate(choiceKey('commissionLines', 'status', line.status), { _: line.status ?? '' });
        // A line no policy matched has no difference: nothing was expected of it.
        return line.difference == null ? status : `${status} · ${formatRupees(Number(line.difference), locale, TO_THE_PAISA)}`;
      }}
      tertiaryText={(line) => (line.payment_date ? formatDate(String(line.payment_date), locale, shortDate) : '')}
      empty={<ListNoMatch message="app.reconciliation.empty" />}
    />
  );
}

const Difference = () => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    <FieldValue source="difference" field={fields.difference} exact />
  </Box>
);

/**
 * Commission reconciliation: the statement lines insurers paid against, filtered by insurer, month
 * and status, with the totals of the filter above them; a statement is brought in by Import, and
 * lines dealt with are marked reconciled, with a note, through the bulk change.
 */
export function ReconciliationList() {
  const filters = [
    <SearchInput key="search" source="search" alwaysOn />,
    <ReferenceAutocomplete key="insurer" source="insurer" reference="companies" alwaysOn />,
    <TextInput key="statement_month" source="statement_month" type="month" alwaysOn slotProps={{ inputLabel: { shrink: true } }} />,
    <SelectInput key="status" source="status" choices={choicesOf(commissionLineDeclaration, 'status')} />,
    <NullableBooleanInput key="reconciled" source="reconciled" />,
  ];
  return (
    <List
      filters={filters}
      sort={commissionLineDeclaration.defaultSort}
      perPage={25}
      pagination={<ListPagination />}
      empty={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <MatchAgainButton />
          <ImportButton />
          <DownloadCsvButton />
          <CreateButton />
        </TopToolbar>
      }
    >
      <Totals />
      <ResponsiveList phone={<LineSimpleList />}>
        <DataTable rowClick="edit" empty={<ListNoMatch message="app.reconciliation.empty" />} bulkActionButtons={<><BulkChangeButton /><BulkDeleteButton mutationMode="pessimistic" /></>}>
          <DataTable.Col source="policy_number" cellSx={noWrap} />
          <DataTable.Col source="insurer" disableSort>
            <FieldValue source="insurer" field={fields.insurer} />
          </DataTable.Col>
          <DataTable.Col source="payment_date" cellSx={noWrap}>
            <FieldValue source="payment_date" field={fields.payment_date} />
          </DataTable.Col>
          <DataTable.Col source="expected" disableSort cellSx={noWrap}>
            <FieldValue source="expected" field={fields.expected} exact />
          </DataTable.Col>
          <DataTable.Col source="commission" cellSx={noWrap}>
            <FieldValue source="commission" field={fields.commission} exact />
          </DataTable.Col>
          <DataTable.Col source="difference">
            <Difference />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort cellSx={noWrap}>
            <FieldValue source="status" field={fields.status} />
          </DataTable.Col>
          <DataTable.Col source="reconciled" disableSort>
            <FieldValue source="reconciled" field={fields.reconciled} />
          </DataTable.Col>
          <DataTable.Col source="reconcile_note" disableSort cellSx={ellipsis} />
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
