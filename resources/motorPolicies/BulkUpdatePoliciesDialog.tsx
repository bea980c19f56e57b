import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { Form, useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';
import { DeclaredInput } from '../core/DeclaredInput';
import { SubmitButton } from '../core/SubmitButton';

/** What a bulk update may change: the broker and the four commission percentages. */
const BULK_FIELDS = [
  'broker_name',
  'broker_code',
  'broker_email',
  'commission_receivable_od',
  'commission_receivable_tp',
  'commission_payable_od',
  'commission_payable_tp',
] as const;

/**
 * Sets the broker and/or commission percentages of the selected policies in one request (the
 * bulk-update endpoint); the server recomputes each policy's payin, payout and margin.
 */
export function BulkUpdatePoliciesDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const count = selectedIds.length;

  async function apply(values: Record<string, unknown>) {
    const data = Object.fromEntries(
      BULK_FIELDS.filter((name) => values[name] !== undefined && values[name] !== null && values[name] !== '').map((name) => [
        name,
        values[name],
      ]),
    );
    if (!Object.keys(data).length) {
      notify('resources.motorPolicies.bulk.nothing', { type: 'warning' });
      return;
    }
    await updateMany(
      'motorPolicies',
      { ids: selectedIds, data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.motorPolicies.bulk.updated', { type: 'success', messageArgs: { smart_count: count } });
          onUnselectItems();
          onClose();
        },
        onError: () => notify('resources.motorPolicies.notifications.updateFailedNotice', { type: 'error' }),
      },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="policy-bulk-title">
      <Form onSubmit={apply} mode="onChange">
        <DialogTitle id="policy-bulk-title">
          {translate('resources.motorPolicies.bulk.title', { smart_count: count })}
        </DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('resources.motorPolicies.bulk.hint')}
          </Typography>
          <Grid container columnSpacing={2}>
            {BULK_FIELDS.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: name.startsWith('broker') ? 12 : 6 }}>
                <DeclaredInput source={name} fullWidth />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('resources.motorPolicies.actions.cancel')}
          </Button>
          <SubmitButton label={translate('resources.motorPolicies.actions.apply', { smart_count: count })} busyLabel="ra.message.loading" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
