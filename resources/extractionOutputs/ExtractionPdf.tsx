import { Alert, Box, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** The uploaded PDF beside the review form, fetched with the session's token. */
export function ExtractionPdf({ id, fileName }: { id: string; fileName: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    dataProvider
      .extractionPdf(id)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [dataProvider, id]);

  if (failed) return <Alert severity="warning">{translate('resources.extractionOutputs.review.pdfFailed')}</Alert>;
  if (!url) return <Typography role="status">{translate('resources.extractionOutputs.review.pdfLoading')}</Typography>;
  return (
    <Box sx={{ height: '100%', minHeight: 480, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box component="object" data={url} type="application/pdf" aria-label={fileName} sx={{ flex: 1, width: '100%', minHeight: 440, border: 0 }}>
        <Link href={url} download={fileName}>
          {translate('resources.extractionOutputs.actions.openPdf')}
        </Link>
      </Box>
      <Link href={url} download={fileName} variant="body2">
        {translate('resources.extractionOutputs.actions.downloadPdf')}
      </Link>
    </Box>
  );
}
