import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractPolicy } from '../../server/extraction/extractPolicy';
import { type LayoutTemplate, learnLayout } from '../../server/extraction/layoutTemplate';
import { readLines } from '../../server/extraction/pdfText';
import { ODD_LAYOUT_DOCUMENTS, oddLayoutConfiguration, oddLayoutSchedule } from '../fixtures/configured/oddLayout';
import { schedulePdf } from '../support/schedulePdf';

const FIXTURES = path.resolve('tests/fixtures/policy-pdfs');
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

describe('a configuration teaches the extractor a layout', () => {
  let template: LayoutTemplate;
  beforeAll(async () => {
    const sample = await schedulePdf(oddLayoutSchedule(0).pages);
    const { learned, report } = learnLayout(await readLines(sample), oddLayoutConfiguration());
    expect(report.missing).toEqual([]);
    expect(report.found).toHaveLength(oddLayoutConfiguration().length);
    template = { name: 'Sundarban Mutual', learned };
  });

  it('reads every configured field of other documents of the layout, which it could not before', async () => {
    for (let index = 1; index < ODD_LAYOUT_DOCUMENTS; index++) {
      const { pages, expected, other } = oddLayoutSchedule(index);
      const pdf = await schedulePdf(pages);
      const before = await extractPolicy(pdf);
      const rightBefore = Object.entries(expected).filter(([field, value]) => before.fields[field] === value);
      expect(rightBefore.length).toBeLessThan(Object.keys(expected).length / 2);

      const after = await extractPolicy(pdf, [template]);
      expect(after.configuration).toBe('Sundarban Mutual');
      expect(after.fields).toMatchObject(expected);
      expect(after.fields.rto_code).toBe(String(expected.vehicle_number).slice(0, 4));
      expect(after.otherFields).toEqual(other);
    }
  });

  it('leaves documents of other layouts to the generic extractor', async () => {
    const { fields, configuration, otherFields } = await extractPolicy(fixture('gridTable-01.pdf'), [template]);
    expect(configuration).toBeUndefined();
    expect(otherFields).toEqual({});
    expect(fields.policy_number).toBe('P20566088-80');
  });

  it('tells which sample values the sample does not print', async () => {
    const sample = await schedulePdf(oddLayoutSchedule(0).pages);
    const rows = [...oddLayoutConfiguration(), { key: 'insurer', label: 'Insurer', value: 'Some Other Insurance Co.' }];
    const { report } = learnLayout(await readLines(sample), rows);
    expect(report.missing).toEqual(['insurer']);
  });

  it('recognises its own layout among the sample layouts', async () => {
    const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'gridTable-01.json'), 'utf8')).expected;
    const { learned } = learnLayout(await readLines(fixture('gridTable-01.pdf')), [
      { key: 'policyNumber', label: 'Policy Number', value: expected.policy_number },
      { key: 'engineNumber', label: 'Engine Number', value: expected.engine_number },
    ]);
    const grid: LayoutTemplate = { name: 'grid', learned };
    expect((await extractPolicy(fixture('gridTable-02.pdf'), [grid])).configuration).toBe('grid');
    expect((await extractPolicy(fixture('kvTwoColumn-01.pdf'), [grid])).configuration).toBeUndefined();
    expect((await extractPolicy(fixture('sections-01.pdf'), [grid])).configuration).toBeUndefined();
  });
});
