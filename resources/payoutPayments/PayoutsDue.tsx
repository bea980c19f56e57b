import DownloadIcon from '@mui/icons-material/Download';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Box, Button, Card, Chip, Dialog, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CreateBase, SaveButton, SimpleForm, Title, Toolbar, useDataProvider, useNotify, useStore, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { PayoutDue } from '../../dataProvider/payouts';
import { formatCount, formatRupees, TO_THE_PAISA } from '../../src/i18n/formats';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';
import { DeclaredInput } from '../core/DeclaredInput';
import { saveBlob } from '../core/downloadDestination';

const QUERY_KEY = 'payoutsDue';

/** Records a payment to the party for the month, the balance offered as its amount. */
function MarkPaidDialog({ month, party, onClose }: { month: string; party: PayoutDue; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const record = { month, [party.kind]: party.id, amount: party.balance > 0 ? party.balance : undefined, paid_on: format(new Date(), 'yyyy-MM-dd') };
  const saved = () => {
    notify('app.payouts.paid', { messageArgs: { name: party.name } });
    void queryClient.invalidateQueries({ queryKey: [QUERY_KEY] });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('app.payouts.markPaidTitle', { name: party.name, month })}</DialogTitle>
      <DialogContent>
        <CreateBase resource="payoutPayments" record={record} redirect={false} mutationOptions={{ onSuccess: saved }}>
          <SimpleForm mode="onBlur" toolbar={<Toolbar><SaveButton label="app.payouts.markPaid" alwaysEnable /></Toolbar>}>
            <DeclaredInput source="amount" fullWidth />
            <DeclaredInput source="paid_on" fullWidth />
            <DeclaredInput source="reference" fullWidth />
            <DeclaredInput source="note" fullWidth />
          </SimpleForm>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
}

function PartyRow({ month, party, onPay }: { month: string; party: PayoutDue; onPay(party: PayoutDue): void }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const money = (value: number) => formatRupees(value, locale, TO_THE_PAISA);
  const download = async () => {
    try {
      saveBlob(await dataProvider.payoutStatement(month, party), `payout-${party.name}-${month}.csv`);
    } catch {
      notify('app.payouts.statementFailed', { type: 'error' });
    }
  };
  return (
    <TableRow>
      <TableCell>
        {party.name} <Chip size="small" variant="outlined" label={translate(`resources.payoutPayments.fields.${party.kind}`)} />
      </TableCell>
      <TableCell align="right">{formatCount(party.policies, locale)}</TableCell>
      <TableCell align="right">{money(party.due)}</TableCell>
      <TableCell align="right">{money(party.paid)}</TableCell>
      <TableCell align="right" sx={{ fontWeight: party.balance > 0 ? 700 : 400 }}>
        {money(party.balance)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Button size="small" startIcon={<PaymentsIcon />} onClick={() => onPay(party)} disabled={party.balance <= 0} aria-label={translate('app.payouts.markPaidFor', { name: party.name })}>
          {translate('app.payouts.markPaid')}
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} onClick={download} aria-label={translate('app.payouts.statementOf', { name: party.name })}>
          {translate('app.payouts.statement')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * Payouts: for a month, every partner and agent with policies starting in it, the payout due from
 * those policies (computed today), what has been paid and the balance; Mark paid records a payment
 * with its date and reference, Statement downloads what they can be sent (CSV); Payments made opens
 * the payments' own list, where a wrong one is corrected or deleted.
 */
export function PayoutsDue() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [month, setMonth] = useStore('payouts.month', format(new Date(), 'yyyy-MM'));
  const [paying, setPaying] = useState<PayoutDue>();
  const valid = /^\d{4}-\d{2}$/.test(month);
  const { data, error } = useQuery({ queryKey: [QUERY_KEY, month], queryFn: () => dataProvider.payoutsDue(month), enabled: valid });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.menu.payouts')} />
      {/* On a phone one under another: the month input's own width left the hint and the button off the screen. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}>
        <TextField type="month" size="small" sx={{ width: 200, flexShrink: 0 }} label={translate('resources.payoutPayments.fields.month')} value={month} onChange={(event) => setMonth(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {translate('app.payouts.hint')}
        </Typography>
        <Button component={Link} to={`/payoutPayments?${new URLSearchParams({ filter: JSON.stringify(valid ? { month } : {}) })}`}>
          {translate('app.payouts.payments')}
        </Button>
      </Stack>
      <Card>
        {!valid ? (
          <Typography sx={{ p: 2 }}>{translate('app.payouts.chooseMonth')}</Typography>
        ) : error ? (
          <Typography sx={{ p: 2 }} color="error">
            {translate('app.payouts.loadFailed')}
          </Typography>
        ) : !data ? (
          <Typography role="status" sx={{ p: 2 }}>
            {translate('app.loading')}
          </Typography>
        ) : data.length === 0 ? (
          <Typography sx={{ p: 2 }}>{translate('app.payouts.none')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('app.menu.payouts')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.payouts.party')}</TableCell>
                <TableCell align="right">{translate('app.payouts.policies')}</TableCell>
                <TableCell align="right">{translate('app.payouts.due')}</TableCell>
                <TableCell align="right">{translate('app.payouts.paidColumn')}</TableCell>
                <TableCell align="right">{translate('app.payouts.balance')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((party) => (
                <PartyRow key={`${party.kind}-${party.id}`} month={month} party={party} onPay={setPaying} />
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {paying && <MarkPaidDialog month={month} party={paying} onClose={() => setPaying(undefined)} />}
    </Box>
  );
}
