import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { ExtractionEvidence, PageBox } from './declaration';

export type FieldEvidence = ExtractionEvidence['fields'][string];

/** A box in points as a share of its page, so it follows the page at whatever width it is drawn. */
const placed = ([x, y, width, height]: PageBox, page: { width: number; height: number }) => ({
  left: `${(x / page.width) * 100}%`,
  top: `${(y / page.height) * 100}%`,
  width: `${(width / page.width) * 100}%`,
  height: `${(height / page.height) * 100}%`,
});

/** Scrolls `pane` (the PDF's own scroller, not the dialog around it) so `target` is in its middle. */
function centreIn(pane: HTMLElement, target: HTMLElement) {
  const [outer, inner] = [pane.getBoundingClientRect(), target.getBoundingClientRect()];
  pane.scrollBy({
    top: inner.top - outer.top - (outer.height - inner.height) / 2,
    left: inner.left - outer.left - (outer.width - inner.width) / 2,
    behavior: 'smooth',
  });
}

/**
 * Where a field's value was read, outlined over its page (and its label, fainter), and scrolled
 * into the middle of the PDF pane. Boxes of a scanned page are on the page as straightened for
 * reading: the layer turns them back by the page's skew, about the page's centre, onto the scan.
 * Decorative: the input it belongs to already says what the value is.
 */
export function EvidenceHighlight({ evidence, page, drawnWidth }: {
  evidence: FieldEvidence;
  page: { width: number; height: number; skew?: number };
  /** The page's width on screen: zoomed, the box is brought into view again. */
  drawnWidth: number;
}) {
  const valueBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pane = valueBox.current?.closest<HTMLElement>('[data-pdf-pane]');
    if (pane && valueBox.current) centreIn(pane, valueBox.current);
  }, [evidence, drawnWidth]);
  // Geometry inline: as style classes, every box a reviewer focuses would add a rule to the page.
  return (
    <Box aria-hidden style={{ transform: page.skew ? `rotate(${page.skew}deg)` : undefined }} sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      {evidence.labelBox && (
        <Box data-highlight="label" style={placed(evidence.labelBox, page)} sx={{ position: 'absolute', outline: '2px solid rgba(25, 118, 210, 0.35)', outlineOffset: 2, borderRadius: 0.5 }} />
      )}
      <Box
        ref={valueBox}
        data-highlight="value"
        style={placed(evidence.box, page)}
        sx={{ position: 'absolute', outline: '3px solid rgba(237, 108, 2, 0.9)', outlineOffset: 2, bgcolor: 'rgba(255, 193, 7, 0.25)', borderRadius: 0.5 }}
      />
    </Box>
  );
}
