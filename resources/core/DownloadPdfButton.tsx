import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from './downloadDestination';

/**
 * Downloads a stored PDF (fetched with the bearer token, so it cannot be a plain link) under its
 * file name; `failed` is the message shown when the download fails.
 */
export function DownloadPdfButton({ fetchPdf, fileName, label, failed }: { fetchPdf: () => Promise<Blob>; fileName: string; label: string; failed: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const download = async () => {
    try {
      saveBlob(await fetchPdf(), fileName.replace(/\.(jpe?g|png)$/i, '.pdf'));
    } catch {
      notify(failed, { type: 'error' });
    }
  };
  const text = translate(label);
  return (
    <Tooltip title={text}>
      <IconButton aria-label={`${text} ${fileName}`} onClick={download} size="small">
        <DownloadIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
