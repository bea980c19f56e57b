import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { declarationFor } from '../registry';
import { downloadDestination } from './downloadDestination';

/**
 * Above this many rows (about 73 MB of CSV) the file is streamed to a place the user picks, where the
 * browser allows, rather than kept in the page's memory until it is complete (downloadDestination.ts).
 */
export const ROWS_KEPT_IN_MEMORY = 100_000;

/**
 * Download CSV (above a list whose declaration names a `csvFile`): every record matching the
 * current search and filters, not just the page on screen, with progress while the server streams
 * it (texts: `app.csv.*`, the spec's for policies).
 */
export function DownloadCsvButton() {
  const resource = useResourceContext()!;
  const csvFile = { name: declarationFor(resource)!.csvFile!, mimeType: 'text/csv', description: 'CSV' };
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  async function download() {
    setFailed(false);
    try {
      const destination = await downloadDestination(csvFile, { large: (total ?? 0) > ROWS_KEPT_IN_MEMORY });
      if (!destination) return;
      setProgress(0);
      await dataProvider.downloadCsv(resource, { filter: filterValues, sort }, destination, setProgress);
      notify('app.csv.notifications.csvDownloaded', { type: 'success' });
    } catch {
      setFailed(true);
      notify('app.csv.notifications.csvFailedNotice', { type: 'error' });
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 180 }}>
      <Button variant="contained" size="small" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
        {busy
          ? translate('app.csv.actions.downloading', { percent: Math.round(progress * 100) })
          : translate('app.csv.actions.downloadCsv')}
      </Button>
      {busy && <LinearProgress variant="determinate" value={progress * 100} aria-label={translate('app.csv.actions.downloadCsv')} />}
      {failed && (
        <Alert severity="error" sx={{ py: 0 }}>
          {translate('app.csv.notifications.csvFailed')}
        </Alert>
      )}
    </Stack>
  );
}
