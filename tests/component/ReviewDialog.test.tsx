import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtractionOutput } from '../../resources/extractionOutputs/declaration';
import { ReviewDialog } from '../../resources/extractionOutputs/ReviewDialog';
import { answerApiWith, renderWithAdmin, signInAs } from '../support/renderWithAdmin';

// jsdom draws nothing: pdf.js is replaced by a one-page A4 document whose drawing is recorded.
const drawn = vi.hoisted(() => [] as { page: number; width: number }[]);
vi.mock('../../resources/extractionOutputs/pdfDocument', () => ({
  openPdf: async () => ({
    numPages: 1,
    destroy() {},
    async getPage(page: number) {
      return {
        getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
        render: ({ viewport }: { viewport: { width: number } }) => {
          drawn.push({ page, width: viewport.width });
          return { promise: Promise.resolve(), cancel() {} };
        },
      };
    },
  }),
}));

const PANE_WIDTH = 476;

const output = {
  _id: 'e1',
  fileName: 'kaveri-1.pdf',
  status: 'Success',
  extractedFields: { policy_number: 'KGI/MC/2025/118204', customer_name: 'Anjali Kulkarni' },
  confidence: { policy_number: 0.97, customer_name: 0.97 },
  evidence: {
    pages: [{ width: 595, height: 842 }],
    fields: {
      policy_number: { page: 1, box: [178.5, 84.2, 90, 8], placement: 'right', label: 'Policy Number', labelBox: [40, 84.2, 55, 8] },
      customer_name: { page: 1, box: [180, 132, 70, 8], placement: 'right' },
    },
  },
  commission_receivable_od: 15,
  commission_receivable_tp: 2.5,
  commission_payable_od: 10,
  commission_payable_tp: 1,
} as unknown as ExtractionOutput;

const server = setupServer(http.get('*/api/pdf-extraction/outputs/e1/pdf', () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } })));

/** The outlines drawn over the page, by what they outline. */
const outline = (kind: 'value' | 'label') => document.querySelector<HTMLElement>(`[data-highlight="${kind}"]`);

async function openReview(evidence = output.evidence) {
  renderWithAdmin('extractionOutputs', <ReviewDialog output={{ ...output, evidence }} onClose={() => {}} />);
  return screen.findByRole('img', { name: 'Page 1 of 1, kaveri-1.pdf' });
}

describe("'Update Extracted Policy': where each value was read", () => {
  answerApiWith(server);
  const scrolled = vi.fn();
  beforeAll(() => {
    // The pane is PANE_WIDTH wide; jsdom measures nothing and scrolls nothing.
    globalThis.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report([{ contentRect: { width: PANE_WIDTH } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    };
    Element.prototype.scrollBy = scrolled;
    URL.createObjectURL = () => 'blob:kaveri-1';
    URL.revokeObjectURL = () => {};
  });
  afterAll(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });
  beforeEach(() => signInAs('staff'));
  afterEach(() => {
    drawn.length = 0;
    scrolled.mockClear();
  });

  it('draws the PDF at the width of its pane, named for the reader, and keeps the download link', async () => {
    const page = await openReview();
    await waitFor(() => expect(drawn).toEqual([{ page: 1, width: PANE_WIDTH * window.devicePixelRatio }]));
    expect(page.tagName).toBe('CANVAS');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', 'kaveri-1.pdf');
    expect(outline('value')).toBeNull();
  });

  it("outlines a focused field's value and label on the page, and scrolls the pane to them", async () => {
    await openReview();
    fireEvent.focus(screen.getByRole('textbox', { name: /^Policy Number/ }));

    const value = await waitFor(() => outline('value')!);
    // As shares of the page, so the outline follows the page at any width or zoom.
    expect(parseFloat(value.style.left)).toBeCloseTo((178.5 / 595) * 100, 2);
    expect(parseFloat(value.style.top)).toBeCloseTo((84.2 / 842) * 100, 2);
    expect(parseFloat(value.style.width)).toBeCloseTo((90 / 595) * 100, 2);
    expect(parseFloat(outline('label')!.style.left)).toBeCloseTo((40 / 595) * 100, 2);
    expect(value.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(scrolled).toHaveBeenCalled();

    // The next field has a value box but no label box.
    fireEvent.focus(screen.getByRole('textbox', { name: /^Customer Name/ }));
    await waitFor(() => expect(parseFloat(outline('value')!.style.top)).toBeCloseTo((132 / 842) * 100, 2));
    expect(outline('label')).toBeNull();
  });

  it('outlines nothing for a field that was not read', async () => {
    await openReview();
    fireEvent.focus(screen.getByRole('textbox', { name: /^Policy Number/ }));
    await waitFor(() => expect(outline('value')).not.toBeNull());
    fireEvent.focus(screen.getByRole('textbox', { name: /^Vehicle Number/ }));
    await waitFor(() => expect(outline('value')).toBeNull());
  });

  it("turns the outline back by a scanned page's skew, about the page's centre", async () => {
    await openReview({ ...output.evidence!, pages: [{ width: 595, height: 842, skew: -1.5 }] });
    fireEvent.focus(screen.getByRole('textbox', { name: /^Policy Number/ }));
    const layer = await waitFor(() => outline('value')!.parentElement!);
    expect(layer.style.transform).toBe('rotate(-1.5deg)');
  });

  it('draws the pages wider when the reviewer zooms in', async () => {
    await openReview();
    await waitFor(() => expect(drawn).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(drawn.at(-1)!.width).toBe(Math.floor(PANE_WIDTH * 1.5) * window.devicePixelRatio));
    expect(screen.getByText('150%')).toBeInTheDocument();
  });
});
