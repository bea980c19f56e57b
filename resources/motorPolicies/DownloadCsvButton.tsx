import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** Saves a Blob under a file name through a temporary link. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Download CSV (above the Policy List): every policy matching the current search and filters, not
 * just the page on screen, with progress while the server streams it.
 */
export function DownloadCsvButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort } = useListContext();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  async function download() {
    setFailed(false);
    setProgress(0);
    try {
      const blob = await dataProvider.downloadCsv('motorPolicies', { filter: filterValues, sort }, setProgress);
      saveFile(blob, 'motor-policies.csv');
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
