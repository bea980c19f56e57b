/**
 * OCR workers that fail to start (server/extraction/page/ocrWords.ts): the document fails with the
 * reason, and the next document tries to start them again rather than failing on the first one's
 * remembered failure. Tesseract itself is replaced here by a start that always fails.
 */
import { createWorker } from 'tesseract.js';
import { describe, expect, it, vi } from 'vitest';
import { readOcrWords } from '../../server/extraction/page/ocrWords';
import { schedulePdf } from '../support/schedulePdf';

vi.mock('tesseract.js', async (original) => ({
  ...(await original<typeof import('tesseract.js')>()),
  createWorker: vi.fn(async () => {
    throw new Error('Tesseract could not start');
  }),
}));

describe('OCR workers that fail to start', () => {
  it('fail the document, and are started afresh for the next one', async () => {
    const pdf = await schedulePdf([[{ text: 'Policy Number: P-1', x: 40, y: 40 }]]);
    await expect(readOcrWords(pdf)).rejects.toThrow('Tesseract could not start');
    await expect(readOcrWords(pdf)).rejects.toThrow('Tesseract could not start');
    // Two workers (one per reading) asked for each document.
    expect(vi.mocked(createWorker)).toHaveBeenCalledTimes(4);
  });
});
