import fs from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { extractDocument, readDocument } from '../../server/extraction/extractDocument';
import { scanOf } from '../support/scanOf';

const FIXTURES = path.resolve('tests/fixtures/policy-pdfs');
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));
const expectedOf = (name: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, name.replace('.pdf', '.json')), 'utf8')).expected;

// OCR of a page takes a few seconds.
describe('scans and photos of schedules (OCR)', { timeout: 60_000 }, () => {
  it('reads a JPG photo of a schedule, and asks for a review of what OCR read', async () => {
    const photo = await scanOf(fixture('premiumTable-01.pdf'), { dpi: 200, as: 'jpeg' });
    const { fields, confidence, needsReview, reviewReasons } = await extractDocument(new Uint8Array(photo));
    expect(fields).toMatchObject({
      policy_number: '231176380932',
      customer_name: 'Bhagavaan Gill',
      start_date: '2024-10-22',
      end_date: '2025-10-21',
      total_od_premium: 8425.9,
      net_premium: 11841.9,
      total_premium: 13973.44,
    });
    // Identifiers a photo blurs are read right or left out, never read as something else (an amount, a state that does not exist).
    expect([undefined, 'GJ01Q7360']).toContain(fields.vehicle_number);
    expect([undefined, 'MAJXL0YN8K4VM71G4']).toContain(fields.chasis_number);
    expect(needsReview).toBe(true);
    expect(reviewReasons[0]).toEqual({ code: 'ocr', message: expect.stringMatching(/^Read by OCR from a scan/) });
    // What OCR read is doubtful unless a sum proves it.
    expect(confidence.policy_number).toBeLessThan(0.9);
    expect(confidence.customer_name).toBeLessThan(0.9);
    expect(confidence.total_premium).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a photo whose file happens to hold the bytes "<svg" (here in a JPEG comment), which the image decoder once took for an SVG', async () => {
    const photo = await scanOf(fixture('premiumTable-01.pdf'), { dpi: 200, as: 'jpeg' });
    const comment = Buffer.from('<svg> in an editor\'s note');
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const commented = Buffer.concat([photo.subarray(0, 2), segment, photo.subarray(2)]);
    const { fields } = await extractDocument(new Uint8Array(commented));
    expect(fields.policy_number).toBe('231176380932');
  });

  it('reads a scanned PDF (an image per page, no text) nearly as well as the printed one', async () => {
    const scanned = await scanOf(fixture('sections-01.pdf'), { dpi: 200, as: 'pdf' });
    const { fields } = await extractDocument(new Uint8Array(scanned));
    const expected = Object.entries(expectedOf('sections-01.pdf'));
    const right = expected.filter(([field, value]) => fields[field] === value);
    // OCR confuses a few characters of identifiers; everything else must come through.
    expect(right.length / expected.length).toBeGreaterThanOrEqual(0.9);
  });

  it('reads letters printed white on a filled band (a table\'s header row) on a scan', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 30, y: 760, width: 535, height: 22, color: rgb(0.12, 0.36, 0.77) });
    page.drawText('Particulars', { x: 38, y: 767, size: 10, font, color: rgb(1, 1, 1) });
    page.drawText('Renewed Term', { x: 440, y: 767, size: 10, font, color: rgb(1, 1, 1) });
    page.drawText('Net Premium', { x: 38, y: 740, size: 10, font });
    page.drawText('30,340.12', { x: 460, y: 740, size: 10, font });
    const model = await readDocument(new Uint8Array(await scanOf(await pdf.save(), { dpi: 200, as: 'png' })));
    const lines = model.lines.map((line) => line.segments.map((segment) => segment.text).join(' | '));
    expect(lines).toEqual(['Particulars | Renewed Term', 'Net Premium | 30,340.12']);
  });

  it('says so when not even OCR finds text, and refuses what is not a PDF or an image', async () => {
    const canvas = createCanvas(800, 1100);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 800, 1100);
    await expect(extractDocument(new Uint8Array(canvas.toBuffer('image/png')))).rejects.toThrow(/^No text could be read from the document, not even by OCR/);
    await expect(extractDocument(new Uint8Array(Buffer.from('GIF89a....')))).rejects.toThrow('The file is not a PDF, JPG or PNG.');
  });
});
