import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../server/extraction/extractDocument';

/** A broker's issuance form, not flattened: labels printed, every value in a form field, the policy's type a ticked box. */
async function fillableForm(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const form = pdf.getForm();
  const rows: [string, string][] = [
    ['Policy Number', '3001/MC/0599013/00/000'],
    ['Policy Start Date', '07.10.2025'],
    ['Policy End Date', '06.10.2026'],
    ['Insured Name', 'Sandeep Kumar Mishra'],
    ['Mobile No.', '9810334458'],
    ['Engine No.', 'K12MN4979692'],
    ['Chassis No.', 'MA3EWD8GWX722FAR4'],
  ];
  rows.forEach(([label, value], index) => {
    const y = 780 - index * 22;
    page.drawText(label, { x: 40, y: y + 3, size: 8.5, font });
    const field = form.createTextField(`Text${index + 1}`);
    field.setText(value);
    field.addToPage(page, { x: 160, y, width: 145, height: 14, borderWidth: 0 });
  });
  const y = 780 - rows.length * 22;
  page.drawText('Policy Type', { x: 40, y: y + 2, size: 8.5, font });
  ['Comprehensive', 'Third Party', 'Standalone OD'].forEach((option, index) => {
    const box = form.createCheckBox(`Check Box${index + 1}`);
    box.addToPage(page, { x: 160 + index * 120, y, width: 9, height: 9 });
    if (option === 'Third Party') box.check();
    page.drawText(option, { x: 173 + index * 120, y: y + 1, size: 8.5, font });
  });
  return pdf.save();
}

describe('a fillable form', () => {
  it('reads the values its fields hold and the option its ticked box marks', async () => {
    const result = await extractDocument(await fillableForm());
    expect(result.fields).toMatchObject({
      policy_number: '3001/MC/0599013/00/000', start_date: '2025-10-07', end_date: '2026-10-06', customer_name: 'Sandeep Kumar Mishra',
      customer_phone: '9810334458', engine_number: 'K12MN4979692', chasis_number: 'MA3EWD8GWX722FAR4', policy_type: 'Third Party',
    });
  });
});
