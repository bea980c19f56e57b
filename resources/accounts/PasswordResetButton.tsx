import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { formatDate } from '../../src/i18n/formats';
import { shortDateTime } from '../core/listFormats';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';
import type { Account } from './declaration';

/**
 * An administrator's one-time reset link for the account of the row. No e-mail is configured by
 * default, so the link is shown here to pass on; it works once, for a day, and a newer one replaces it.
 */
export function PasswordResetButton() {
  const record = useRecordContext<Account & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const intlLocale = useIntlLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const issue = useMutation({
    mutationFn: () => dataProvider.issuePasswordReset(String(record!.id)),
    onError: (error: Error) => notify(error.message || 'resources.accounts.reset.failed', { type: 'error' }),
  });
  if (!record) return null;
  const link = issue.data ? new URL(issue.data.path, window.location.origin).toString() : '';
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    notify('resources.accounts.reset.copied', { type: 'info' });
  };

  return (
    <>
      <Button size="small" onClick={() => issue.mutate()} disabled={issue.isPending} aria-label={translate('resources.accounts.reset.buttonFor', { email: record.email })}>
        {translate('resources.accounts.reset.button')}
      </Button>
      <Dialog open={Boolean(issue.data)} onClose={() => issue.reset()} fullWidth maxWidth="sm" aria-labelledby="reset-link-title">
        <DialogTitle id="reset-link-title">{translate('resources.accounts.reset.title', { email: issue.data?.email ?? '' })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('resources.accounts.reset.help', { expiresAt: issue.data ? formatDate(issue.data.expiresAt, intlLocale, shortDateTime) : '' })}
          </Typography>
          <TextField label={translate('resources.accounts.reset.link')} value={link} fullWidth slotProps={{ htmlInput: { readOnly: true } }} onFocus={(event) => event.target.select()} />
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('resources.accounts.reset.sessions')}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={copy}>{translate('resources.accounts.reset.copy')}</Button>
          <Button onClick={() => issue.reset()} variant="contained">
            {translate('ra.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
