import { describe, expect, it } from 'vitest';
import { type Candidate, CandidateCollector } from '../../server/extraction/reading/candidates';
import { repairOcrReadings } from '../../server/extraction/reading/ocrRepairs';
import { ocrRereading } from '../../server/extraction/values/ocrMisreadings';
import { makeNameFromOcr } from '../../server/extraction/values/makes';
import { readValue } from '../../server/extraction/values/readValue';
import { parseAmount } from '../../server/extraction/normalise';

const candidate = (target: string, value: string, text: string) => ({ target, value, score: 0.5, placement: 'right', span: { text, ocr: 0.9 } }) as unknown as Candidate;

describe('codes OCR cut or misread', () => {
  it('offers an engine number cut in two at a J read as a bracket, joined with its J', () => {
    const [repaired] = repairOcrReadings([candidate('engine_number', 'P40275', 'H4K-) P40275')]);
    expect(repaired).toMatchObject({ value: 'H4K-JP40275', repaired: true });
  });

  it('reads a J OCR made a bracket inside a code, and a policy number OCR spaced at its slashes, whole', () => {
    expect(readValue('engine_number', 'G4FL-D)18463', '')?.value).toBe('G4FL-DJ18463');
    expect(readValue('chasis_number', 'MATN1AF47J)N155097', '')?.value).toBe('MATN1AF47JN155097');
    expect(readValue('policy_number', '3362 /632009556/00/ 000', '')?.value).toBe('3362/632009556/00/000');
  });

  it('reads an amount whose "/-" lost its dash, and an e-mail address OCR spaced after its dots', () => {
    expect(readValue('basic_tp_premium', 'Rs. 3,416/', '')).toEqual({ value: 3416, quality: 1 });
    expect(readValue('customer_email', 'ramesh. sharma@yahoo. co.in', '')?.value).toBe('ramesh.sharma@yahoo.co.in');
    expect(readValue('customer_email', 'Mail abc@x.com. Phone', '')?.value).toBe('abc@x.com');
  });

  it('reads a value after its separator and a speck of the scan beside it (":.MA3M3YCL5PK082269")', () => {
    expect(readValue('chasis_number', ':.MA3M3YCL5PK082269', '')?.value).toBe('MA3M3YCL5PK082269');
    expect(readValue('net_premium', '.: 1,234.00', '')?.value).toBe(1234);
  });

  it('rereads a grouped amount whose first figures OCR set apart and whose point it read as a space ("INR 1 0,321 75")', () => {
    const reread = ocrRereading('basic_od_premium', 'amount')!;
    expect(reread('INR 1 0,321 75')).toBe('10,321.75');
    expect(reread('₹ 1 0,34,567.00')).toBe('10,34,567.00');
    // Figures that may be two things side by side stay so.
    expect(reread('1 2,580.44')).toBeUndefined();
    expect(reread('10,321.75')).toBeUndefined();
  });

  it('offers the reread amount where the printed text read only as a figure beside others, marked repaired', () => {
    const collector = new CandidateCollector();
    collector.offer('basic_od_premium', { text: 'INR 1 0,321 75', ocr: 0.9, labelishness: 0 } as never, { labelScore: 1, placement: 'table' });
    expect(collector.candidates).toEqual([expect.objectContaining({ value: 10321.75, repaired: true })]);
  });

  it('reads a VIN printed or read in groups as one, and a chassis number of another length as less sure', () => {
    expect(readValue('chasis_number', 'MEE 7P5010PG035058', '')?.value).toBe('MEE7P5010PG035058');
    expect(readValue('chasis_number', 'MEE7P5010PG035058', '')?.quality).toBe(1);
    expect(readValue('chasis_number', '7P5010PG035058', '')?.quality).toBeLessThan(1);
    // Not a word before it, nor a chassis and an engine number in one cell.
    expect(readValue('chasis_number', 'VIN MA3EWB22S00123', '')?.value).toBe('MA3EWB22S00123');
    expect(readValue('chasis_number', 'MAT448012 K5P12345', '')?.value).toBe('MAT448012');
  });

  it('rereads OCR text that is no chassis number as a VIN only when it is one but for a speck', () => {
    const reread = ocrRereading('chasis_number', 'code')!;
    expect(reread('MALDKJGW®6)S319475')).toBe('MALDKJGW6JS319475');
    expect(reread('TATA MOTORS LIMITED')).toBeUndefined();
    expect(reread('ENGINE NO / CHASSIS NO')).toBeUndefined();
  });

  it('rereads a date whose slash OCR read as a bracket or a bar', () => {
    const reread = ocrRereading('issue_date', 'date')!;
    expect(reread('25/11 [2024')).toBe('25/11/2024');
    expect(reread('25|11|2024')).toBe('25/11/2024');
    expect(reread('25/11/2024')).toBeUndefined();
  });

  it('rereads a date\'s day, month or year whose figures OCR read as the letters they look like ("Z1 Dec 2023"), not words', () => {
    const reread = ocrRereading('start_date', 'period')!;
    expect(reread('Z1 Dec 2023 - 20 Dec 2024')).toBe('21 Dec 2023 - 20 Dec 2024');
    expect(reread('O3/12/2O24')).toBe('03/12/2024');
    expect(reread('1st Jan 2024')).toBeUndefined();
    expect(reread('Il Dec 2023 SBI')).toBeUndefined();
    expect(reread('21-Dec-2023 to 20-Dec-2024')).toBeUndefined();
  });

  it('rereads a month past December whose 0 OCR read as a 6 or an 8 ("10-64-2017"), not a month there is', () => {
    const reread = ocrRereading('registration_date', 'date')!;
    expect(reread('10-64-2017')).toBe('10-04-2017');
    expect(reread('10/84/2017')).toBe('10/04/2017');
    expect(reread('10-12-2017')).toBeUndefined();
    expect(reread('2017-64-10')).toBeUndefined();
  });

  it('rereads an e-mail address OCR set a space in beside its @ ("abhishektrivedi26 @hotmail.com")', () => {
    const reread = ocrRereading('customer_email', 'email')!;
    expect(reread('abhishektrivedi26 @hotmail.com')).toBe('abhishektrivedi26@hotmail.com');
    expect(reread('abc@ gmail.com')).toBe('abc@gmail.com');
    expect(reread('abc@gmail.com')).toBeUndefined();
    expect(reread('tanvitrivedi5 1 @gmail.com')).toBeUndefined();
  });

  it('rereads a code holding a mark no code has, a speck OCR read between its characters ("DKL-AW?72352")', () => {
    const reread = ocrRereading('engine_number', 'code')!;
    expect(reread('DKL-AW?72352')).toBe('DKL-AW72352');
    expect(reread('DKL-AW72352')).toBeUndefined();
    expect(reread('Engine No.?')).toBeUndefined();
  });
});

describe('amounts OCR misread', () => {
  it('reads no amount in figures that run on past a group ("10,72826"), and rereads them with their decimal point', () => {
    expect(parseAmount('10,72826')).toBeUndefined();
    expect(parseAmount('Rs. 1,23,456.50/-')).toBe(123456.5);
    // Nor the figures after its decimal point; an amount after a comma with no figure before it is one.
    expect(parseAmount('12,34567.89')).toBeUndefined();
    expect(readValue('taxes', 'GST 18%,1,800.00', '')?.value).toBe(1800);
    expect(ocrRereading('total_od_premium', 'amount')!('£10,72826')).toBe('10,728.26');
    // A decimal point read as a space, after a group of thousands only.
    expect(ocrRereading('net_premium', 'amount')!('6,461 22')).toBe('6,461.22');
    expect(ocrRereading('net_premium', 'amount')!('12 34')).toBeUndefined();
  });

  it('mends a maker\'s name OCR misread by a letter in the case it was printed ("Mahjndra"), not a short or unknown word', () => {
    expect(makeNameFromOcr('Mahjndra')).toBe('Mahindra');
    expect(makeNameFromOcr('MAHJNDRA & MAHINDRA')).toBe('MAHINDRA & MAHINDRA');
    expect(makeNameFromOcr('Kla')).toBeUndefined();
    expect(makeNameFromOcr('Maruti Suzuki')).toBeUndefined();
    expect(makeNameFromOcr('Kushaq')).toBeUndefined();
  });

  it('rereads a year ending the text whose figures OCR read as letters ("2Q20", "03/2O2O"), not a word nor what is no year', () => {
    const reread = ocrRereading('manufacturing_year', 'year')!;
    expect(reread('2Q20')).toBe('2020');
    expect(reread('03/2O2O')).toBe('03/2020');
    expect(reread('Year')).toBeUndefined();
    expect(reread('B123')).toBeUndefined();
    expect(reread('2020')).toBeUndefined();
  });

  it('reads an amount beside other figures as unsure, and offers it joined and without a sign read as a figure', () => {
    expect(readValue('basic_od_premium', '78,1 72.30', '')?.quality).toBeLessThan(0.5);
    const offered = repairOcrReadings([candidate('basic_od_premium', '72.3', '78,1 72.30'), candidate('net_premium', '7', '7 14,919.26')]);
    expect(offered.map((repaired) => repaired.value)).toEqual(expect.arrayContaining([8172.3, 14919.26]));
    expect(offered.every((repaired) => repaired.repaired && repaired.score < 0.5)).toBe(true);
  });

  it('offers an amount whose grouping comma OCR read as a stop ("7.897") as the thousands it is, marked repaired', () => {
    const [offered] = repairOcrReadings([candidate('basic_tp_premium', '7.897', '7.897')]);
    expect(offered).toMatchObject({ value: 7897, repaired: true });
    expect(repairOcrReadings([candidate('basic_tp_premium', '78.97', '78.97')]).map((repaired) => repaired.value)).not.toContain(7897);
  });

  it('reads no name in stray glyphs (a Hindi label\'s broken text), and a name of two letters or more', () => {
    expect(readValue('previous_insurer_name', 'Ǻ ȋ', '')).toBeUndefined();
    expect(readValue('customer_name', 'ȁ', '')).toBeUndefined();
    expect(readValue('customer_name', 'Om Prakash', '')?.value).toBe('Om Prakash');
  });

  it('reads an amount after a rupee sign a scan made a yen or pound sign as surely as after the rupee sign', () => {
    expect(readValue('total_od_add_on_premium', '¥1,099.00', '')).toEqual({ value: 1099, quality: 1 });
    expect(readValue('total_od_add_on_premium', '£ 1,099.00', '')).toEqual({ value: 1099, quality: 1 });
  });
});
