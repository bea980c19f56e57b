import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { downloadDestination, type DownloadFile } from '../core/downloadDestination';
import { motorPolicyDeclaration } from './declaration';

const CSV_FILE: DownloadFile = { name: motorPolicyDeclaration.csvFile!, mimeType: 'text/csv', description: 'CSV' };

/**
 * Above this many rows (about 73 MB of CSV) the file is streamed to a place the user picks, where the
 * browser allows, rather than kept in the page's memory until it is complete (downloadDestination.ts).
 */
export const ROWS_KEPT_IN_MEMORY = 100_000;

/**
 * Download CSV (above the Policy List): every policy matching the current search and filters, not
 * just the page on screen, with progress while the server streams it.
 */
export function DownloadCsvButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  async function download() {
    setFailed(false);
    try {
      const destination = await downloadDestination(CSV_FILE, { large: (total ?? 0) > ROWS_KEPT_IN_MEMORY });
      if (!destination) return;
      setProgress(0);
      await dataProvider.downloadCsv('motorPolicies', { filter: filterValues, sort }, destination, setProgress);
      notify('resources.motorPolicies.notifications.csvDownloaded', { type: 'success' });
    } catch {
      setFailed(true);
      notify('resources.motorPolicies.notifications.csvFailedNotice', { type: 'error' });
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 180 }}>
      <Button variant="contained" size="small" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
        {busy
          ? translate('resources.motorPolicies.actions.downloading', { percent: Math.round(progress * 100) })
          : translate('resources.motorPolicies.actions.downloadCsv')}
      </Button>
      {busy && <LinearProgress variant="determinate" value={progress * 100} aria-label={translate('resources.motorPolicies.actions.downloadCsv')} />}
      {failed && (
        <Alert severity="error" sx={{ py: 0 }}>
          {translate('resources.motorPolicies.notifications.csvFailed')}
        </Alert>
      )}
    </Stack>
  );
}
