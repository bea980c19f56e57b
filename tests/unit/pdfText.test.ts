import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { intoLines, readLines } from '../../server/extraction/pdfText';

const FIXTURES = path.resolve('tests/fixtures/policy-pdfs');
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

describe('text of a PDF with positions', () => {
  it('keeps labels and values in separate cells of one line, top to bottom', async () => {
    const lines = await readLines(fixture('gridTable-01.pdf'));
    const texts = lines.map((line) => line.cells.map((cell) => cell.text));
    const labels = texts.findIndex((cells) => cells.includes('Policy Number'));
    expect(texts[labels]).toEqual(['Policy Number', 'Date of Issue', 'Policy Type', 'Business Type']);
    // The values sit on the next line, under their labels.
    expect(texts[labels + 1]).toEqual(['P20566088-80', '08-Nov-2024', 'Comprehensive', 'Rollover']);
    const label = lines[labels].cells[2];
    const value = lines[labels + 1].cells[2];
    expect(value.x).toBeCloseTo(label.x, 0);
    expect(value.y).toBeGreaterThan(label.y);
  });

  it('joins runs of one phrase and splits runs far apart', () => {
    const run = (text: string, x: number, width: number) => ({ text, page: 1, x, y: 100, width, height: 8 });
    const [line] = intoLines([run('Name', 10, 20), run('of Insured', 32, 35), run('Kannan Marar', 150, 50)]);
    expect(line.cells.map((cell) => cell.text)).toEqual(['Name of Insured', 'Kannan Marar']);
  });
});
