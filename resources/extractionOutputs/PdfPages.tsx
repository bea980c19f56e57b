import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ExtractionEvidence } from './declaration';
import { EvidenceHighlight, type FieldEvidence } from './EvidenceHighlight';
import { openPdf, type PDFDocumentProxy } from './pdfDocument';

type PageSize = ExtractionEvidence['pages'][number];

/** The width the pages are drawn at: the pane's, followed as the dialog or the window is resized. */
function usePaneWidth() {
  const pane = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!pane.current) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(pane.current);
    return () => observer.disconnect();
  }, []);
  return { pane, width };
}

/** One page drawn on a canvas `width` CSS pixels wide, sharp on high-density screens. */
function PdfPage({ pdf, number, width, name, read, highlight }: {
  pdf: PDFDocumentProxy;
  number: number;
  width: number;
  name: string;
  /** The page as the server read it (its size in points, a scan's skew). */
  read?: PageSize;
  highlight?: FieldEvidence;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<PageSize | null>(null);
  useEffect(() => {
    let cancelled = false;
    let cancelRender = () => {};
    pdf.getPage(number).then((page) => {
      if (cancelled || !canvas.current) return;
      const points = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width / points.width) * window.devicePixelRatio });
      canvas.current.width = Math.floor(viewport.width);
      canvas.current.height = Math.floor(viewport.height);
      const task = page.render({ canvas: canvas.current, viewport });
      cancelRender = () => task.cancel();
      // A render cancelled by a newer width is not a failure.
      task.promise.catch(() => undefined);
      setDrawn({ width: points.width, height: points.height });
    });
    return () => {
      cancelled = true;
      cancelRender();
    };
  }, [pdf, number, width]);
  const page = read ?? drawn;
  return (
    // Size inline, like the outlines': a class per width would pile up as the pane is resized or zoomed.
    <Box style={{ width, aspectRatio: drawn ? `${drawn.width} / ${drawn.height}` : undefined }} sx={{ position: 'relative', mb: 1, boxShadow: 1, bgcolor: 'common.white' }}>
      <canvas ref={canvas} role="img" aria-label={name} style={{ display: 'block', width: '100%', height: '100%' }} />
      {highlight && page && <EvidenceHighlight evidence={highlight} page={page} drawnWidth={width} />}
    </Box>
  );
}

/**
 * Every page of the PDF at the pane's width times `zoom`, one canvas each, with the focused field's
 * evidence outlined on its page. The pane scrolls on its own, so bringing a box into view leaves
 * the form beside it where it is.
 */
export function PdfPages({ data, fileName, pages, highlight, zoom }: { data: Uint8Array; fileName: string; pages: PageSize[]; highlight?: FieldEvidence; zoom: number }) {
  const translate = useTranslate();
  const { pane, width } = usePaneWidth();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let opened: PDFDocumentProxy | undefined;
    let cancelled = false;
    // pdf.js takes the bytes over to its worker: give it a copy, so a second open still has them.
    openPdf(data.slice())
      .then((document) => {
        opened = document;
        if (cancelled) document.destroy();
        else setPdf(document);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      opened?.destroy();
    };
  }, [data]);

  if (failed) return <Alert severity="warning">{translate('resources.extractionOutputs.review.pdfFailed')}</Alert>;
  return (
    <Box ref={pane} data-pdf-pane sx={{ flex: 1, minHeight: 0, overflow: 'auto', scrollbarGutter: 'stable', p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
      {!pdf && <Typography role="status">{translate('resources.extractionOutputs.review.pdfLoading')}</Typography>}
      {pdf &&
        width > 0 &&
        Array.from({ length: pdf.numPages }, (_, index) => index + 1).map((number) => (
          <PdfPage
            key={number}
            pdf={pdf}
            number={number}
            width={Math.floor(width * zoom)}
            name={translate('resources.extractionOutputs.review.page', { page: number, pages: pdf.numPages, fileName })}
            read={pages[number - 1]}
            highlight={highlight?.page === number ? highlight : undefined}
          />
        ))}
    </Box>
  );
}
