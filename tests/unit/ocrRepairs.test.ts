import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../server/extraction/reading/candidates';
import { repairOcrReadings } from '../../server/extraction/reading/ocrRepairs';
import { readValue } from '../../server/extraction/values/readValue';

const candidate = (target: string, value: string, text: string) => ({ target, value, score: 0.5, placement: 'right', span: { text, ocr: 0.9 } }) as unknown as Candidate;

describe('codes OCR cut or misread', () => {
  it('offers an engine number cut in two at a J read as a bracket, joined with its J', () => {
    const [repaired] = repairOcrReadings([candidate('engine_number', 'P40275', 'H4K-) P40275')]);
    expect(repaired).toMatchObject({ value: 'H4K-JP40275', repaired: true });
  });

  it('reads a VIN printed or read in groups as one, and a chassis number of another length as less sure', () => {
    expect(readValue('chasis_number', 'MEE 7P5010PG035058', '')?.value).toBe('MEE7P5010PG035058');
    expect(readValue('chasis_number', 'MEE7P5010PG035058', '')?.quality).toBe(1);
    expect(readValue('chasis_number', '7P5010PG035058', '')?.quality).toBeLessThan(1);
  });
});
