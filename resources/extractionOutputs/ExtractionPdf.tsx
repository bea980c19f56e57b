import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Alert, Box, IconButton, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ExtractionEvidence } from './declaration';
import type { FieldEvidence } from './EvidenceHighlight';
import { PdfPages } from './PdfPages';

/** Page widths as multiples of the pane's: a schedule's small print needs more than the pane to read. */
const ZOOMS = [1, 1.5, 2, 3];

interface StoredPdf {
  bytes: Uint8Array;
  /** For the download link. */
  url: string;
}

function ZoomButtons({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const translate = useTranslate();
  const index = ZOOMS.indexOf(zoom);
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton size="small" aria-label={translate('resources.extractionOutputs.review.zoomOut')} disabled={index === 0} onClick={() => onZoom(ZOOMS[index - 1])}>
        <ZoomOutIcon fontSize="small" />
      </IconButton>
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: 44, textAlign: 'center' }}>
        {Math.round(zoom * 100)}%
      </Typography>
      <IconButton size="small" aria-label={translate('resources.extractionOutputs.review.zoomIn')} disabled={index === ZOOMS.length - 1} onClick={() => onZoom(ZOOMS[index + 1])}>
        <ZoomInIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/**
 * The uploaded PDF beside the review form, fetched with the session's token and drawn by pdf.js,
 * with the focused field's evidence outlined; the download link keeps the file one click away.
 */
export function ExtractionPdf({ id, fileName, evidence, focusedField }: { id: string; fileName: string; evidence?: ExtractionEvidence | null; focusedField: string | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [pdf, setPdf] = useState<StoredPdf | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(ZOOMS[0]);

  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    dataProvider
      .extractionPdf(id)
      .then(async (blob) => {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setPdf({ bytes, url });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [dataProvider, id]);

  const highlight: FieldEvidence | undefined = focusedField ? evidence?.fields[focusedField] : undefined;
  if (failed) return <Alert severity="warning">{translate('resources.extractionOutputs.review.pdfFailed')}</Alert>;
  if (!pdf) return <Typography role="status">{translate('resources.extractionOutputs.review.pdfLoading')}</Typography>;
  return (
    // Stays in view while the form beside it scrolls, so a focused field's box can be shown at any time.
    <Box sx={{ position: 'sticky', top: 0, height: { xs: '45vh', md: 'calc(100vh - 200px)' }, minHeight: 320, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Link href={pdf.url} download={fileName} variant="body2">
          {translate('resources.extractionOutputs.actions.downloadPdf')}
        </Link>
        <ZoomButtons zoom={zoom} onZoom={setZoom} />
      </Stack>
      <PdfPages data={pdf.bytes} fileName={fileName} pages={evidence?.pages ?? []} highlight={highlight} zoom={zoom} />
    </Box>
  );
}
