import { describe, expect, it } from 'vitest';
import { policyFieldOf } from '../../resources/policyConfigurations/configurationKeys';
import { extractFromModel, readDocument } from '../../server/extraction/extractDocument';
import { learnLayout, type SampleRow } from '../../server/extraction/layouts/learnLayout';
import type { LayoutTemplate } from '../../server/extraction/layouts/readLayout';
import { drawnPage } from '../support/drawnPage';
import { labelKey } from '../../server/extraction/layouts/samplePlaces';
import { ODD_LAYOUT_DOCUMENTS, oddLayoutConfiguration, oddLayoutSchedule } from '../fixtures/configured/oddLayout';
import { schedulePdf } from '../support/schedulePdf';
import { configurationRowsFor, generateSchedule } from '../../bench/schedules';

const rowsOf = (rows: { key: string; label: string; value: string }[]): SampleRow[] => rows.map((row) => ({ ...row, policyField: policyFieldOf(row.key) }));
const template = (learned: ReturnType<typeof learnLayout>['learned'], kind: LayoutTemplate['kind'] = 'configuration'): LayoutTemplate => ({ kind, name: 'Sundarban', learned });

describe('learning a layout from one sample document', () => {
  it('reads every configured field of the other documents of a layout in wordings no reader knows', async () => {
    const sample = await readDocument(await schedulePdf(oddLayoutSchedule(0).pages));
    const { learned, report } = learnLayout(sample, rowsOf(oddLayoutConfiguration()));
    expect(report.missing).toEqual([]);
    for (let index = 1; index < ODD_LAYOUT_DOCUMENTS; index++) {
      const { pages, expected, other } = oddLayoutSchedule(index);
      const result = extractFromModel(await readDocument(await schedulePdf(pages)), [template(learned)]);
      expect(Object.fromEntries(Object.keys(expected).map((field) => [field, result.fields[field]]))).toEqual(expected);
      expect(result.otherFields).toMatchObject(other);
      expect(result.layouts).toEqual([{ kind: 'configuration', name: 'Sundarban', id: undefined }]);
    }
  });

  it('reads the parts of a run as the sample\'s were, whatever joiners the next document\'s values hold, and a name after any honorific', () => {
    const page = (make: string, name: string) =>
      drawnPage([
        [[40, 'Name of Insured'], [160, name]],
        [[40, 'Vehicle Make & Model'], [160, make]],
        [[40, 'Engine Number'], [160, 'K12N375439']],
        [[40, 'Chassis Number'], [160, 'MA3STGVP3HM078631']],
        [[40, 'Registration Number'], [160, 'KA 09 W 4914']],
      ]);
    const { learned } = learnLayout(page('RENAULT - KWID RXL(O)', 'Mrs. KAVITA AGARWAL'), [
      { key: 'make', label: 'Vehicle Make & Model', value: 'RENAULT', policyField: 'make' },
      { key: 'Model', label: 'Vehicle Make & Model', value: 'KWID RXL(O)', policyField: 'model' },
      { key: 'customerName', label: 'Name of Insured', value: 'KAVITA AGARWAL', policyField: 'customer_name' },
    ]);
    const result = extractFromModel(page('MAHINDRA AND MAHINDRA LTD - THAR AX (O)', 'Mr. RAVI RAO'), [template(learned)]);
    expect(result.fields).toMatchObject({ make: 'MAHINDRA AND MAHINDRA LTD', model: 'THAR AX (O)', customer_name: 'RAVI RAO' });
  });

  it('reads a period\'s dates out of the words around them, a make holding "&", and a value in a cell that moved nearer its label', () => {
    const page = (period: string, make: string, nameAt: number, name: string) =>
      drawnPage([
        [[40, 'Period of Cover:'], [190, period]],
        [[40, 'Make / Model'], [160, make]],
        [[40, 'Name of Insured'], [nameAt, name], [330, 'THIRD PARTY']],
      ]);
    const { learned } = learnLayout(page('From (00:00 Hrs) of 01-Jun-2025 to (23:59 Hrs) of 31-May-2026', 'Mahindra & Mahindra / Scorpio-N Z6', 250, 'Chetan Menon'), [
      { key: 'start_date', label: 'Period of Cover', value: '2025-06-01', policyField: 'start_date' },
      { key: 'end_date', label: 'Period of Cover', value: '31-May-2026', policyField: 'end_date' },
      { key: 'make', label: 'Make / Model', value: 'Mahindra & Mahindra', policyField: 'make' },
      { key: 'Model', label: 'Make / Model', value: 'Scorpio-N Z6', policyField: 'model' },
      { key: 'customerName', label: 'Name of Insured', value: 'Chetan Menon', policyField: 'customer_name' },
    ]);
    const result = extractFromModel(page('From (00:00 Hrs) of 17-Jan-2025 to (23:59 Hrs) of 16-Jan-2026', 'RENAULT INDIA / Triber RXZ', 140, 'Pradeep Yadav'), [template(learned)]);
    expect(result.fields).toMatchObject({ start_date: '2025-01-17', end_date: '2026-01-16', make: 'RENAULT INDIA', model: 'Triber RXZ', customer_name: 'Pradeep Yadav' });
  });

  it('learns an amount set against the right margin by its row\'s label, a tax rate typed as printed by CGST, and an address after its label over its commas', () => {
    const page = (address: string, basic: string, cgst: string) =>
      drawnPage([
        [[40, `Mailing Address: ${address}`]],
        [[40, 'BASIC OWN DAMAGE PREMIUM'], [510, basic]],
        [[40, 'CGST @9%:'], [200, cgst]],
      ]);
    const { learned } = learnLayout(page('Flat No. 1105, Ashirwad Complex, Law Garden, Pune - 411001', '₹ 36,827.25', '₹ 789.94'), [
      { key: 'address', label: 'Mailing Address', value: 'Flat No. 1105, Ashirwad Complex, Law Garden, Pune - 411001', policyField: 'customer_address' },
      { key: 'basic_od_premium', label: 'Basic Own Damage Premium', value: '36827.25', policyField: 'basic_od_premium' },
      { key: 'taxes_rate', label: 'CGST @9%', value: '9%', policyField: 'taxes_rate' },
    ]);
    expect(learned.rules.find((rule) => rule.key === 'basic_od_premium')).toMatchObject({ label: 'BASIC OWN DAMAGE PREMIUM', placement: 'right' });
    const result = extractFromModel(page('22/7, Anna Nagar 2nd Street, Patna, Bihar - 800039', '₹ 5,825.16', '₹ 524.26'), [template(learned)]);
    expect(result.fields).toMatchObject({ customer_address: '22/7, Anna Nagar 2nd Street, Patna, Bihar - 800039', basic_od_premium: 5825.16, taxes_rate: 18 });
  });

  it('knows a bilingual label again by its English words, however its Hindi came out of the PDF', () => {
    expect(labelKey('निमा X ण वष X Mfg. Year')).toBe(labelKey('निमार्ण वषर् Mfg. Year'));
    expect(labelKey('निमा X ण वष X Mfg. Year')).toBe('mfgyear');
    expect(labelKey('मध्यस्थ का नाम')).toBe('मधयसथकनम');
  });

  it('reads a number learned inside a sentence as wide as the sample\'s, not to the end of the clause', () => {
    const letter = (vehicle: string, policy: string) =>
      drawnPage([
        [[34, 'Kanchan General Insurance Limited']],
        [[34, 'Policy Schedule cum Certificate of Insurance']],
        [[34, `Certified that the vehicle ${vehicle} stands insured under Policy No. ${policy}, issued on 16-11-2023.`]],
      ]);
    const { learned } = learnLayout(letter('MH-15-NX-6705', 'OG-23-6165-9623-70652132'), [{ key: 'vehicle_number', label: '', value: 'MH15NX6705', policyField: 'vehicle_number' }]);
    const result = extractFromModel(letter('MH-14-KL-7471', 'OG-24-6626-3088-81190680'), [template(learned, 'learned')]);
    expect(result.fields.vehicle_number).toBe('MH14KL7471');
    expect(result.evidence.vehicle_number.placement).toBe('layout');
  });

  it('ends a name read inside a sentence where the sample\'s name ended, before the same word', () => {
    const letter = (insurer: string, date: string) =>
      drawnPage([
        [[34, 'Kanchan General Insurance Limited']],
        [[34, `Your previous policy issued by ${insurer} expired on ${date}.`]],
      ]);
    const { learned } = learnLayout(letter('GARUDA MOTOR & GENERAL INSURANCE LTD.', '04-Jul-2023'), [
      { key: 'previous_insurer_name', label: 'issued by', value: 'GARUDA MOTOR & GENERAL INSURANCE LTD.', policyField: 'previous_insurer_name' },
    ]);
    const result = extractFromModel(letter('Vindhya Assurance General Insurance Limited', '09-Jan-2024'), [template(learned, 'learned')]);
    expect(result.fields.previous_insurer_name).toBe('Vindhya Assurance General Insurance Limited');
  });

  it('binds a value printed twice to the place whose label matches the typed label, not to the first place', () => {
    const page = drawnPage([
      [[40, 'Policy Start Date :'], [200, '01/04/2025']],
      [[40, 'Conveyance From :'], [200, '01/04/2025']],
    ]);
    const { learned, report } = learnLayout(page, [{ key: 'od_start_date', label: 'Conveyance From', value: '01/04/2025', policyField: 'od_start_date' }]);
    expect(report.found).toEqual(['od_start_date']);
    expect(learned.rules[0]).toMatchObject({ label: 'Conveyance From', placement: 'right' });
  });

  it('finds values typed as a policy stores them and inside longer runs, and says which it did not find', () => {
    const page = drawnPage([
      [[40, 'Risk Inception : 12-Mar-2024 (00:00 Hrs)']],
      [[40, 'Cover Value (Rs.) :'], [200, 'Rs. 5,40,000.00']],
    ]);
    const { learned, report } = learnLayout(page, [
      { key: 'start_date', label: 'Risk Inception', value: '2024-03-12', policyField: 'start_date' },
      { key: 'totalIdv', label: 'Cover Value', value: '540000', policyField: 'vehicle_idv' },
      { key: 'insurer', label: 'Insurer', value: 'Sundarban Mutual' },
    ]);
    expect(report).toMatchObject({ found: ['start_date', 'totalIdv'], missing: ['insurer'], ambiguous: [] });
    expect(learned.rules.map((rule) => rule.placement)).toEqual(['inline', 'right']);
  });

  it('asks which place is meant when the typed label cannot tell two places apart', () => {
    const page = drawnPage([
      [[40, 'Period :'], [200, '01/04/2025 to 31/03/2026']],
      [[40, 'OD Cover :'], [200, '01/04/2025 to 31/03/2026']],
    ]);
    const rows: SampleRow[] = [{ key: 'start_date', label: 'From', value: '01/04/2025', policyField: 'start_date' }];
    const { report } = learnLayout(page, rows);
    expect(report.ambiguous).toHaveLength(1);
    expect(report.ambiguous[0].places.map((place) => place.label)).toEqual(['Period', 'OD Cover']);
    const chosen = learnLayout(page, rows, { start_date: 1 });
    expect(chosen.learned.rules[0]).toMatchObject({ label: 'OD Cover', part: { index: 0, count: 2 } });
  });

  it('learns from a corrected document without typed labels, by what the label by the value names', async () => {
    const sample = await readDocument(await schedulePdf(oddLayoutSchedule(0).pages));
    const corrected = extractFromModel(sample);
    const expected = oddLayoutSchedule(0).expected;
    const fields = Object.keys(expected).filter((field) => corrected.fields[field] !== expected[field]);
    expect(fields.length).toBeGreaterThan(0);
    const { learned } = learnLayout(sample, fields.map((field) => ({ key: field, label: '', value: String(expected[field]), policyField: field })));
    const { pages, expected: next } = oddLayoutSchedule(1);
    const result = extractFromModel(await readDocument(await schedulePdf(pages)), [template(learned, 'learned')]);
    for (const field of fields) expect(result.fields[field], field).toEqual(next[field]);
  });

  it('learns labels in words no lexicon has, printed in the value\'s font or over two lines, and stops a wrapped value at the next row\'s label', () => {
    // Labels in a language the reader does not know (as a reader meets a new insurer's own wording).
    const page = (name: string, address: string[], make: string) =>
      drawnPage([
        [[40, 'ZBQRY PHFGBZRE'], [160, name]],
        [[40, 'PBZZHAVPNGVBA'], [160, address[0]]],
        [[40, 'NQQERFF:'], [160, address[1]]],
        [[160, address[2]]],
        [[40, 'IRUVPYR ZNXR'], [160, make]],
        [[40, 'LRNE'], [160, '2021']],
      ]);
    const { learned, report } = learnLayout(page('ANJALI HEGDE', ['FLAT 12, KRISHNA KUNJ', 'MG ROAD', 'PUNE - 411001'], 'MARUTI SUZUKI'), [
      { key: 'customerName', label: 'ZBQRY PHFGBZRE', value: 'ANJALI HEGDE', policyField: 'customer_name' },
      { key: 'address', label: 'PBZZHAVPNGVBA NQQERFF', value: 'FLAT 12, KRISHNA KUNJ, MG ROAD, PUNE - 411001', policyField: 'customer_address' },
      { key: 'make', label: 'IRUVPYR ZNXR', value: 'MARUTI SUZUKI', policyField: 'make' },
    ]);
    expect(report).toMatchObject({ missing: [], ambiguous: [] });
    expect(learned.rules.map((rule) => rule.label)).toEqual(['ZBQRY PHFGBZRE', 'PBZZHAVPNGVBA NQQERFF', 'IRUVPYR ZNXR']);
    const result = extractFromModel(page('RAVI RAO', ['H.NO. 4-2-11', 'STATION ROAD', 'NAGPUR - 440001'], 'TOYOTA KIRLOSKAR MOTOR'), [template(learned)]);
    expect(result.fields).toMatchObject({ customer_name: 'RAVI RAO', customer_address: 'H.NO. 4-2-11, STATION ROAD, NAGPUR - 440001', make: 'TOYOTA KIRLOSKAR MOTOR' });
  });

  it('learns a label whose other language is printed above it, and a value wrapped from inside its run back to the run\'s start', () => {
    const page = (name: string, makeModel: string[]) =>
      drawnPage([
        [[40, 'बीमित का नाम']],
        [[40, `Vafherq : ${name}`]],
        [[40, 'Make & Model:'], [160, makeModel[0]]],
        ...(makeModel[1] ? [[[160, makeModel[1]] as [number, string]]] : []),
        [[40, 'Year:'], [160, '2021']],
      ]);
    const { learned } = learnLayout(page('Divya Kamath', ['KIA INDIA PVT LTD, Carens', 'Prestige']), [
      { key: 'customerName', label: 'बीमित का नाम Vafherq', value: 'Divya Kamath', policyField: 'customer_name' },
      { key: 'Model', label: 'Make & Model', value: 'Carens Prestige', policyField: 'model' },
    ]);
    const result = extractFromModel(page('Bhavna Srivastava', ['Tata Motors, Nexon XZ+']), [template(learned)]);
    expect(result.fields).toMatchObject({ customer_name: 'Bhavna Srivastava', model: 'Nexon XZ+' });
  });

  it('reads a make and model printed in one cell whole, wherever this document\'s cell wraps, in words the reader does not know', () => {
    const page = (makeModel: string[]) =>
      drawnPage([
        [[40, 'Ertvfgengvba'], [160, 'KA09 LM 3771'], [300, 'Znxr / Zbqry'], [400, makeModel[0]]],
        [[40, 'Znex'], ...(makeModel[1] ? [[400, makeModel[1]] as [number, string]] : [])],
        [[40, 'Lrne'], [160, '2016']],
      ]);
    const { learned } = learnLayout(page(['HYUNDAI MOTOR INDIA,', 'I20 ASTA (O)']), [
      { key: 'make', label: 'Znxr / Zbqry', value: 'HYUNDAI MOTOR INDIA', policyField: 'make' },
      { key: 'Model', label: 'Znxr / Zbqry', value: 'I20 ASTA (O)', policyField: 'model' },
    ]);
    expect(learned.rules.map((rule) => rule.cell)).toEqual(['make', 'model']);
    for (const [makeModel, make, model] of [
      [['MAHINDRA & MAHINDRA /', 'XUV700 AX7 L'], 'MAHINDRA & MAHINDRA', 'XUV700 AX7 L'],
      [['MAHINDRA, BOLERO NEO', 'N10'], 'MAHINDRA', 'BOLERO NEO N10'],
      [['TATA MOTORS - NEXON EV'], 'TATA MOTORS', 'NEXON EV'],
    ] as const) {
      expect(extractFromModel(page([...makeModel]), [template(learned)]).fields).toMatchObject({ make, model });
    }
    // Each is boxed by its own words.
    const { evidence } = extractFromModel(page(['TATA MOTORS - NEXON EV']), [template(learned)]);
    expect(evidence.make?.box).not.toEqual(evidence.model?.box);
  });

  it('reads a value under a column header only in the row the sample\'s was in (a TP-only schedule\'s TP row where the sample printed OD)', () => {
    // Beside a panel of the vehicle's details, whose rows fall differently from one document to the next.
    const table = (row: string, addOn: string, total: string, panel = 'Engine No') =>
      drawnPage([
        [[230, 'Frpgvba', 'bold'], [330, 'Nqq-ba Pbiref', 'bold'], [474, 'Gbgny Cerzvhz', 'bold']],
        [[40, panel, 'bold'], [110, 'K12N375439'], [230, row, 'bold'], [340, addOn], [517, total]],
        [[40, 'Lrne', 'bold'], [110, '2016']],
      ]);
    const { learned } = learnLayout(table('Own Damage', '3,482.10', '6,619.21'), [
      { key: 'total_od_add_on_premium', label: 'Nqq-ba Pbiref', value: '3482.1', policyField: 'total_od_add_on_premium' },
      { key: 'total_od_premium', label: 'Gbgny Cerzvhz', value: '6,619.21', policyField: 'total_od_premium' },
    ]);
    expect(learned.rules.map((rule) => rule.rowLabel)).toEqual(['owndamage', 'owndamage']);
    expect(extractFromModel(table('Own Damage', '1,200.00', '9,100.50', 'Chassis No'), [template(learned)]).fields).toMatchObject({ total_od_add_on_premium: 1200, total_od_premium: 9100.5 });
    const thirdPartyOnly = extractFromModel(table('Third Party', '350.00', '8,247.00'), [template(learned)]).fields;
    expect(thirdPartyOnly.total_od_premium).toBeUndefined();
    expect(thirdPartyOnly.total_od_add_on_premium).toBeUndefined();
    // A row's label printed in the values' font is known by its words.
    const plain = (row: string, total: string) => drawnPage([[[34, 'FRPGVBA', 'bold'], [474, 'Gbgny Cerzvhz', 'bold']], [[34, row], [230, '8,232.88'], [517, total]]]);
    const { learned: plainly } = learnLayout(plain('OWN DAMAGE', '9,407.41'), [{ key: 'total_od_premium', label: 'Gbgny Cerzvhz', value: '9,407.41', policyField: 'total_od_premium' }]);
    expect(plainly.rules[0].rowLabel).toBe('owndamage');
    expect(extractFromModel(plain('THIRD PARTY LIABILITY', '2,543.00'), [template(plainly)]).fields.total_od_premium).toBeUndefined();
  });

  it('reads an amount right of its row\'s label only under a header of the sample\'s section (an OD-only sample, a TP-only schedule)', () => {
    const table = (section: string, basic: string, total: string) =>
      drawnPage([
        [[33, 'PARTICULARS', 'bold'], [444, section, 'bold']],
        [[33, 'BASIC'], [520, basic]],
        [[33, 'TOTAL', 'bold'], [520, total]],
      ]);
    const { learned } = learnLayout(table('OWN DAMAGE (OD) in Rs.', '18,315.94', '10,056.97'), [
      { key: 'basic_od_premium', label: 'BASIC', value: '18315.94', policyField: 'basic_od_premium' },
      { key: 'total_od_premium', label: 'TOTAL', value: '10,056.97', policyField: 'total_od_premium' },
    ]);
    expect(learned.rules.map((rule) => [rule.placement, rule.columnSection])).toEqual([['right', 'od'], ['right', 'od']]);
    expect(extractFromModel(table('OWN DAMAGE (OD) in Rs.', '12,000.00', '9,000.00'), [template(learned)]).fields).toMatchObject({ basic_od_premium: 12000, total_od_premium: 9000 });
    const thirdPartyOnly = extractFromModel(table('LIABILITY in Rs.', '3,416', '4,146'), [template(learned)]).fields;
    expect(thirdPartyOnly).toMatchObject({ basic_tp_premium: 3416, total_tp_premium: 4146 });
    expect(thirdPartyOnly.basic_od_premium).toBeUndefined();
  });

  it('does not take a longer label opening with the sample\'s ("Total Value (IDV):" for "Total") where the sample\'s row has no value', () => {
    const page = (odColumn: string | undefined, total: string) =>
      drawnPage([
        [[24, 'Total Value (IDV):', 'bold'], [177, '7,13,000.00']],
        [[27, 'Description', 'bold'], [296, 'Own Damage', 'bold'], [549, 'Total', 'bold']],
        [[27, 'Total', 'bold'], ...(odColumn ? [[304, odColumn] as [number, string]] : []), [523, total]],
      ]);
    const { learned } = learnLayout(page('10,630.62', '18,926.62'), [{ key: 'total_od_premium', label: 'Total', value: '10630.62', policyField: 'total_od_premium' }]);
    expect(extractFromModel(page(undefined, '13,204.38'), [template(learned)]).fields.total_od_premium).not.toBe(713000);
  });

  it('reads a make and model cell closed by a bare mark where the variant was left out', () => {
    const page = (makeModel: string[]) => drawnPage([[[300, 'Znxr / Zbqry / Inevnag'], [420, makeModel[0]]], ...(makeModel[1] ? [[[420, makeModel[1]] as [number, string]]] : []), [[300, 'Lrne'], [420, '2016']]]);
    const { learned } = learnLayout(page(['TATA MOTORS / NEXON EV /']), [
      { key: 'make', label: 'Znxr / Zbqry / Inevnag', value: 'TATA MOTORS', policyField: 'make' },
      { key: 'Model', label: 'Znxr / Zbqry / Inevnag', value: 'NEXON EV', policyField: 'model' },
    ]);
    expect(extractFromModel(page(['MAHINDRA & MAHINDRA /', 'XUV700 AX7 /']), [template(learned)]).fields).toMatchObject({ make: 'MAHINDRA & MAHINDRA', model: 'XUV700 AX7' });
  });

  it('keeps a make and model apart where the model does not end the cell, or the labels typed say they are rows of their own', () => {
    const cell = (text: string) => drawnPage([[[40, 'Znxr / Zbqry / Inevnag'], [200, text]], [[40, 'Lrne'], [200, '2016']]]);
    const withVariant = learnLayout(cell('MARUTI / SWIFT / VXI'), [
      { key: 'make', label: 'Znxr / Zbqry / Inevnag', value: 'MARUTI', policyField: 'make' },
      { key: 'Model', label: 'Znxr / Zbqry / Inevnag', value: 'SWIFT', policyField: 'model' },
    ]).learned;
    expect(withVariant.rules.map((rule) => rule.cell)).toEqual([undefined, undefined]);
    expect(extractFromModel(cell('HYUNDAI / CRETA / SX'), [template(withVariant)]).fields).toMatchObject({ make: 'HYUNDAI', model: 'CRETA' });
    const rows = (make: string, model: string) => drawnPage([[[40, 'Znxr'], [160, make]], [[40, 'Zbqry'], [160, model]]]);
    const apart = learnLayout(rows('MARUTI SUZUKI INDIA LTD.,', 'SWIFT'), [
      { key: 'make', label: 'Znxr', value: 'MARUTI SUZUKI INDIA LTD.', policyField: 'make' },
      { key: 'Model', label: 'Zbqry', value: 'SWIFT', policyField: 'model' },
    ]).learned;
    expect(extractFromModel(rows('TATA MOTORS LTD', 'NEXON'), [template(apart)]).fields).toMatchObject({ make: 'TATA MOTORS LTD', model: 'NEXON' });
  });

  it('ends a value where the sample\'s next row began, in words the reader does not know', () => {
    const page = (address: string, mobile: string) =>
      drawnPage([
        [[40, `Pbzzhavpngvba Nqqerff = ${address}`]],
        [[40, `Zbovyr Ahzore = ${mobile}`], [300, 'TFGVA = NA']],
      ]);
    const { learned } = learnLayout(page('741, ROYAL PALMS, KOCHI, KERALA - 682043', '9347547342'), [
      { key: 'address', label: 'Pbzzhavpngvba Nqqerff', value: '741, ROYAL PALMS, KOCHI, KERALA - 682043', policyField: 'customer_address' },
    ]);
    expect(learned.rules[0].nextRow).toBe('zbovyr');
    const result = extractFromModel(page('PLOT 28, MG ROAD, BHOPAL, MADHYA PRADESH - 462039', '6987921671'), [template(learned)]);
    expect(result.fields.customer_address).toBe('PLOT 28, MG ROAD, BHOPAL, MADHYA PRADESH - 462039');
    // A layout stored before rows were known by their first word kept the row's leading words: it still stops there.
    const stored = { ...learned, rules: learned.rules.map((rule) => ({ ...rule, nextRow: 'zbovyrahzore' })) };
    expect(extractFromModel(page('PLOT 28, MG ROAD, BHOPAL, MADHYA PRADESH - 462039', '6987921671'), [template(stored)]).fields.customer_address).toBe('PLOT 28, MG ROAD, BHOPAL, MADHYA PRADESH - 462039');
    // The same words in the other column, beside the value's next line, are another row's, not the value's end.
    const twoColumns = drawnPage([
      [[40, 'Cbyvpl Qrgnvyf'], [260, 'Pbzzhavpngvba Nqqerff = H.NO. 4-2-11,']],
      [[40, 'Zbovyr Ahzore = 9123456780'], [260, 'STATION ROAD, NAGPUR - 440001']],
      [[260, 'Zbovyr Ahzore = 9347547342'], [420, 'TFGVA = NA']],
    ]);
    const moved = learnLayout(page('741, ROYAL PALMS, KOCHI, KERALA - 682043', '9347547342'), [
      { key: 'address', label: 'Pbzzhavpngvba Nqqerff', value: '741, ROYAL PALMS, KOCHI, KERALA - 682043', policyField: 'customer_address' },
    ]).learned;
    const other = extractFromModel(twoColumns, [template({ ...moved, fingerprint: ['cbyvpl qrgnvyf', 'tfgva na'] })]);
    expect(other.fields.customer_address).toBe('H.NO. 4-2-11, STATION ROAD, NAGPUR - 440001');
  });

  it('finds a mobile number typed without the +91 it is printed with, and an address whose lines the other column\'s rows come between', () => {
    const page = (name: string, mobile: string, address: string[]) =>
      drawnPage(
        [
          [[40, 'Vafherq Anzr'], [170, 'Pbagnpg Ahzore']],
          [[40, name], [170, mobile]],
          [[40, 'Nqqerff'], [150, `: ${address[0]}`], [330, 'Bja Qnzntr'], [480, '10,483.83']],
          [[330, 'Qrqhpg APO'], [480, '4,717.72']],
          [[158, address[1]]],
          [[330, 'Gbgny'], [480, '5,766.11']],
          [[158, address[2]]],
          [[40, 'Zbovyr']],
        ],
        { lineGap: 6 },
      );
    const { learned, report } = learnLayout(page('MR. ZUBIN Z. JAIN', '+91-6823826574', ['Flat No. 1207, Royal Palms,', 'Gandhi Chowk', 'Coimbatore - 641053']), [
      { key: 'customerName', label: 'Vafherq Anzr', value: 'ZUBIN Z. JAIN', policyField: 'customer_name' },
      { key: 'mobileNo', label: 'Pbagnpg Ahzore', value: '6823826574', policyField: 'customer_phone' },
      { key: 'address', label: 'Nqqerff', value: 'Flat No. 1207, Royal Palms, Gandhi Chowk, Coimbatore - 641053', policyField: 'customer_address' },
    ]);
    expect(report.missing).toEqual([]);
    expect(learned.rules[0].label).toBe('Vafherq Anzr');
    const result = extractFromModel(page('MRS. ANJALI BOSE', '+91-9206126246', ['H.No. 7-8-68, Nehru Nagar,', 'Patna', 'Bihar - 800065']), [template(learned)]);
    expect(result.fields).toMatchObject({ customer_name: 'ANJALI BOSE', customer_phone: '9206126246', customer_address: 'H.No. 7-8-68, Nehru Nagar, Patna, Bihar - 800065' });
  });

  it('learns from a correction beside a label in the value\'s font and unknown words, the record\'s other values telling values from labels', () => {
    const page = (model: string, year: string, engine: string) =>
      drawnPage([
        [[40, 'ZBQRY-INEVNAG'], [200, model]],
        [[40, 'LBZ'], [260, year]],
        [[40, 'RATVAR AHZORE'], [230, engine]],
      ]);
    const record = ['VENUE S(O) TURBO', '2025', 'G4LA122090', 'HYUNDAI', 'MH15NK0808', 'RAMESH PILLAI', '13-03-2026', '12-03-2027'];
    const { learned } = learnLayout(page('VENUE S(O) TURBO', '2025', 'G4LA122090'), [{ key: 'manufacturing_year', label: '', value: '2025', policyField: 'manufacturing_year' }], {}, record);
    expect(learned.rules[0]).toMatchObject({ label: 'LBZ', placement: 'right' });
    const result = extractFromModel(page('CRETA SX', '2019', 'G4FG551234'), [template(learned, 'learned')]);
    expect(result.fields.manufacturing_year).toBe(2019);
  });

  it('reads an amount set against its column\'s right edge that is longer than the sample\'s', () => {
    const page = (tp: string, tpAt: number) =>
      drawnPage([
        [[40, 'Cnegvphynef'], [300, 'Bja Qnzntr'], [420, 'Guveq Cnegl']],
        [[40, 'Onfr Cerzvhz'], [306, '9,713.11'], [tpAt, tp]],
      ]);
    const { learned } = learnLayout(page('0.00', 441), [{ key: 'basic_tp_premium', label: 'Onfr Cerzvhz', value: '0.00', policyField: 'basic_tp_premium' }]);
    expect(extractFromModel(page('3,416.00', 424), [template(learned)]).fields.basic_tp_premium).toBe(3416);
  });

  it('stops a wrapped name at a line in its label\'s font, a name in a sentence before a bracketed code, and wraps a value after a label printed in two languages back to its run\'s start', () => {
    // The second document prints another row under the name (its template reflows): only the label's font tells it.
    const page = (name: string, broker: string[], code: string, nextRow = 'PBEERFCBAQRAPR NQQERFF') =>
      drawnPage([
        [[40, 'ANZR BS VAFHERQ', 'bold']],
        [[40, name]],
        [[40, nextRow, 'bold']],
        [[40, 'H.NO. 8-3-346, RAJAJI NAGAR']],
        [[40, `मध्यस्थ का नाम / Vagrezrqvnel Anzr: ${broker[0]}`]],
        ...broker.slice(1).map((line) => [[40, line]] as [number, string][]),
        [[40, 'मध्यस्थ कोड / Oebxre Pbqr: NA']],
        [[40, `Freivprq ol ${broker.join(' ')} (pbqr ${code}).`]],
      ]);
    const { learned } = learnLayout(page('TANVI CHATTERJEE', ['Prabal Insurance', 'Brokers Private Limited'], 'BR156101'), [
      { key: 'customerName', label: '', value: 'TANVI CHATTERJEE', policyField: 'customer_name' },
      { key: 'broker_name', label: 'Vagrezrqvnel Anzr', value: 'Prabal Insurance Brokers Private Limited', policyField: 'broker_name' },
      { key: 'broker_code', label: '(pbqr', value: 'BR156101', policyField: 'broker_code' },
    ]);
    // The name is printed once, so its rule is sure though no label was typed (a reviewer's correction).
    expect(learned.rules.find((rule) => rule.key === 'customerName')).toMatchObject({ label: 'ANZR BS VAFHERQ', labelScore: 1 });
    const result = extractFromModel(page('GURPREET DAS', ['Dhwaja Insurance', 'Brokers LLP'], '2000069804', 'CREZNARAG NQQERFF'), [template(learned)]);
    expect(result.fields).toMatchObject({ customer_name: 'GURPREET DAS', broker_name: 'Dhwaja Insurance Brokers LLP', broker_code: '2000069804' });
    for (const field of ['customer_name', 'broker_name', 'broker_code']) expect(result.evidence[field].placement).toBe('layout');
  });

  it('learns a label of four unknown words before an honorific, and ends an address at the next row known by its first word alone', () => {
    const page = (name: string, address: string, email: string) =>
      drawnPage([
        [[40, 'QRGNVYF BS VAFHERQ']],
        [[40, 'Cbyvpl Fpurqhyr']],
        [[40, `Qrne Mr. ${name},`]],
        [[40, `Anzr bs gur Vafherq - Mr. ${name}`]],
        [[40, `NQQERFF ${address}`]],
        [[40, `RZNVY VQ ${email}`]],
      ]);
    const { learned } = learnLayout(page('Abhishek Rao', '20/24, Station Road, Kolkata - 700032', 'pallavi_kamath96@gmail.com'), [
      { key: 'customerName', label: 'Anzr bs gur Vafherq', value: 'Abhishek Rao', policyField: 'customer_name' },
      { key: 'address', label: 'NQQERFF', value: '20/24, Station Road, Kolkata - 700032', policyField: 'customer_address' },
    ]);
    expect(learned.rules.map((rule) => [rule.label, rule.nextRow])).toEqual([
      ['Anzr bs gur Vafherq', 'nqqerff'],
      ['NQQERFF', 'rznvy'],
    ]);
    const result = extractFromModel(page('Karthik Nair', '445, Krishna Kunj, Rajaji Nagar, Chandigarh - 160065', 'tushar_menon74@rediffmail.com'), [template(learned)]);
    expect(result.fields).toMatchObject({ customer_name: 'Karthik Nair', customer_address: '445, Krishna Kunj, Rajaji Nagar, Chandigarh - 160065' });
  });

  it('does not vouch for an amount whose row has more columns than the sample\'s', () => {
    const page = (rows: [string, ...string[]][]) =>
      drawnPage([[[40, 'Cerzvhz Fhzznel', 'bold']], [[40, 'Cnegvphynef', 'bold']], ...rows.map(([label, ...amounts]) => [[40, label] as [number, string], ...amounts.map((amount, index) => [300 + index * 120 - amount.length * 4.2, amount] as [number, string])])]);
    // A third-party-only sample prints one amount column; a comprehensive policy of the layout prints OD, TP and the total.
    const { learned } = learnLayout(page([['Onfvp Pbire', '', '', '₹ 3,416.00']]), [{ key: 'basic_tp_premium', label: 'Onfvp Pbire', value: '3416', policyField: 'basic_tp_premium' }]);
    const sameColumns = extractFromModel(page([['Onfvp Pbire', '', '', '₹ 3,791.00']]), [template(learned)]);
    expect([sameColumns.fields.basic_tp_premium, sameColumns.confidence.basic_tp_premium >= 0.9]).toEqual([3791, true]);
    const result = extractFromModel(page([['Onfvp Pbire', '₹ 22,244.23', '₹ 3,416.00', '₹ 25,660.23']]), [template(learned)]);
    expect(result.confidence.basic_tp_premium ?? 0).toBeLessThan(0.9);
  });

  it('reads a date of a sentence that the printer wrapped onto the next line, and a code before the sentence\'s full stop', () => {
    const page = (sentence: string[], code: string) =>
      drawnPage(['Cerivbhf Vafhenapr Qrgnvyf', ...sentence, `Fbheprq guebhtu oebxre, yvprapr pbqr ${code}.`].map((line) => [[40, line]] as [number, string][]));
    const { learned } = learnLayout(page(['Gur iruvpyr jnf vafherq haqre cbyvpl ab. 2554862853-23 inyvq gvyy 26 March 2026.', 'APO rnearq: 45%.'], '2000054324'), [
      { key: 'previous_policy_end_date', label: 'inyvq gvyy', value: '2026-03-26', policyField: 'previous_policy_end_date' },
      { key: 'broker_code', label: 'yvprapr pbqr', value: '2000054324', policyField: 'broker_code' },
    ]);
    const result = extractFromModel(page(['Gur iruvpyr jnf vafherq haqre cbyvpl ab. MOT-2023-9566354 inyvq gvyy 6 April', '2024. APO rnearq: 0%.'], '2000054014'), [template(learned)]);
    expect(result.fields).toMatchObject({ previous_policy_end_date: '2024-04-06', broker_code: '2000054014' });
  });

  it('joins an e-mail address a narrower column cut, reads on past a label\'s second line, and leaves a sentence\'s full stop out of a name', () => {
    const page = (email: string[], broker: string[], sentence: string) =>
      drawnPage([
        [[40, 'RZNVY VQ'], [160, email[0]]],
        ...email.slice(1).map((line) => [[160, line]] as [number, string][]),
        [[40, 'NTRAG / OEBXRE'], [160, broker[0]]],
        [[40, 'ANZR'], ...broker.slice(1).map((line) => [160, line] as [number, string])],
        [[40, 'Cubar'], [160, '022-2945 5046']],
        [[40, `Guvf cbyvpl vf freivprq ol vagrezrqvnel ${sentence}`]],
      ]);
    const { learned } = learnLayout(page(['tushar@gmail.com'], ['Sanchay Insurance Web Brokers Pvt. Ltd.'], 'DHAN RAKSHA INSURANCE BROKERS PVT. LTD..'), [
      { key: 'email', label: 'RZNVY VQ', value: 'tushar@gmail.com', policyField: 'customer_email' },
      { key: 'broker_name', label: 'NTRAG / OEBXRE ANZR', value: 'Sanchay Insurance Web Brokers Pvt. Ltd.', policyField: 'broker_name' },
      { key: 'previous_insurer_name', label: 'vagrezrqvnel', value: 'DHAN RAKSHA INSURANCE BROKERS PVT. LTD.', policyField: 'previous_insurer_name' },
    ]);
    const result = extractFromModel(page(['harpreetpatil73@rediffmail.co', 'm'], ['Vishwas Insurance Broking', 'Pvt. Ltd.'], 'DHWAJA INSURANCE BROKERS LLP.'), [template(learned)]);
    expect(result.fields).toMatchObject({ customer_email: 'harpreetpatil73@rediffmail.com', broker_name: 'Vishwas Insurance Broking Pvt. Ltd.', previous_insurer_name: 'DHWAJA INSURANCE BROKERS LLP' });
    // A name printed with its own full stop keeps it.
    const own = extractFromModel(page(['harpreet@gmail.com'], ['Vishwas Insurance Broking Pvt. Ltd.'], 'SAHAJ POLICY BROKERS PVT. LTD..'), [template(learned)]);
    expect(own.fields.previous_insurer_name).toBe('SAHAJ POLICY BROKERS PVT. LTD.');
  });

  it('learns a label printed over two lines whole, so that another row\'s first line ("… / Total") does not pass for it', () => {
    const row = (label: string[], amount: string): [number, string][][] => [[[40, label[0]], [200, amount]], ...label.slice(1).map((line) => [[40, line]] as [number, string][])];
    const ownDamage = ['कुल स्वयं क्षति प्रीमियम / Total', 'Premium - Own Damage'];
    const thirdParty = ['कुल तृतीय पक्ष प्रीमियम / Total', 'Third Party Premium'];
    const policy = ['कुल प्रीमियम / Total Policy', 'Premium'];
    const { learned } = learnLayout(drawnPage([...row(ownDamage, '₹ 2,670.22'), ...row(thirdParty, '₹ 3,791.00'), ...row(policy, '₹ 7,624.24')]), [
      { key: 'total_od_premium', label: 'Total Premium - Own Damage', value: '2670.22', policyField: 'total_od_premium' },
      { key: 'total_tp_premium', label: 'Total Third Party Premium', value: '₹ 3,791.00', policyField: 'total_tp_premium' },
    ]);
    expect(learned.rules.find((rule) => rule.key === 'total_od_premium')?.label).toBe('कुल स्वयं क्षति प्रीमियम / Total Premium - Own Damage');
    // A liability-only schedule of the layout prints no own-damage total.
    const result = extractFromModel(drawnPage([...row(thirdParty, '₹ 3,986.00'), ...row(policy, '₹ 4,703.48')]), [template(learned)]);
    expect(result.fields.total_tp_premium).toBe(3986);
    expect(result.evidence.total_od_premium?.placement).not.toBe('layout');
  });

  it('learns a make as the first part of a run its label opens ("Make / model | Skoda - Slavia Style")', () => {
    const page = (vehicle: string) => drawnPage([[[40, 'RTO location | Lucknow']], [[40, `निर्माता / मॉडल / Make / model | ${vehicle}`]], [[40, 'YOM | 2017']]]);
    const { learned } = learnLayout(page('Skoda - Slavia Style 1.5 TSI'), [
      { key: 'make', label: 'Make / model', value: 'Skoda', policyField: 'make' },
      { key: 'Model', label: 'निर्माता / मॉडल / Make / model', value: 'Slavia Style 1.5 TSI', policyField: 'model' },
    ]);
    expect(learned.rules.find((rule) => rule.key === 'make')?.part).toEqual({ index: 0, count: 2, joiner: '-' });
    const result = extractFromModel(page('Kia India - Carens Prestige'), [template(learned)]);
    expect(result.fields).toMatchObject({ make: 'Kia India', model: 'Carens Prestige' });
  });

  it('reads a value opening the line after the sentence words its label is ("… was issued on" / "2025-09-25 and is valid from …")', () => {
    const page = (issued: string, from: string, to: string) =>
      drawnPage([
        [[31, 'We are pleased to enclose the Policy Schedule for your vehicle. Policy Number OG-25-5424 was issued on']],
        [[31, `${issued} and is valid from ${from} to ${to}.`]],
        [[31, 'POLICY PARTICULARS', 'bold']],
      ]);
    const { learned, report } = learnLayout(page('2025-09-25', '2025-09-26', '2026-09-25'), [{ key: 'issue_date', label: 'issued on', value: '2025-09-25', policyField: 'issue_date' }]);
    expect(report.found).toEqual(['issue_date']);
    expect(learned.rules[0]).toMatchObject({ placement: 'inline', valueOnNextLine: true });
    expect(extractFromModel(page('2024-03-02', '2024-03-05', '2025-03-04'), [template(learned)]).fields.issue_date).toBe('2024-03-02');
  });

  it('splits a make from its model only where the sample joined them, and reads the parts of a value that wrapped after its joiner', async () => {
    // Tuning family 19 in words no reader knows: the sample's make and model were joined by a comma; document 2 prints
    // "MAHINDRA AND MAHINDRA LTD," over its model. Family 3: document 2's engine number wraps after its "&".
    const configured = async (family: number) => {
      const sample = await generateSchedule(family, 1);
      const rows = configurationRowsFor(sample).map((row) => ({ ...row, policyField: policyFieldOf(row.key) }));
      return template(learnLayout(await readDocument(sample.pdf), rows).learned);
    };
    const makes = extractFromModel(await readDocument((await generateSchedule(100_019, 2)).pdf), [await configured(100_019)]);
    expect(makes.fields.make).not.toBe('MAHINDRA');
    const wrapped = await generateSchedule(100_003, 2);
    const codes = extractFromModel(await readDocument(wrapped.pdf), [await configured(100_003)]);
    expect([codes.fields.engine_number, codes.fields.chasis_number]).toEqual([wrapped.expected.engine_number, wrapped.expected.chasis_number]);
  });

  it('reads a label printed as often as on the sample only at the sample\'s printing, not at another when that one holds no value', () => {
    const { learned } = learnLayout(
      drawnPage([
        [[42, 'Particulars', 'bold'], [260, 'स्वयं क्षति / Own damage', 'bold'], [402, 'तृतीय पक्ष / TP', 'bold']],
        [[42, 'मूल प्रीमियम / Base premium'], [311, '23,502.76'], [419, '6,712.00']],
        [[42, 'कुल / Net premium', 'bold'], [311, '16,446.79', 'bold'], [419, '7,037.00', 'bold']],
        [[39, 'शुद्ध प्रीमियम / Net premium'], [222, ': 23,483.79']],
      ]),
      [
        { key: 'total_od_premium', label: 'Net premium', value: '16,446.79', policyField: 'total_od_premium' },
        { key: 'total_tp_premium', label: 'कुल / Net premium', value: '7,037.00', policyField: 'total_tp_premium' },
        { key: 'net_premium', label: 'Net premium', value: '23,483.79', policyField: 'net_premium' },
      ],
    );
    // A liability-only schedule of the layout: the table's OD column is gone; the net premium's line is no OD total.
    const result = extractFromModel(
      drawnPage([
        [[42, 'Particulars', 'bold'], [506, 'तृतीय पक्ष / TP', 'bold']],
        [[42, 'मूल प्रीमियम / Base premium'], [522, '3,416.00']],
        [[42, 'कुल / Net premium', 'bold'], [522, '3,736.00', 'bold']],
        [[39, 'शुद्ध प्रीमियम / Net premium'], [222, ': 3,736.00']],
      ]),
      [template(learned)],
    );
    expect(result.fields.net_premium).toBe(3736);
    expect(result.evidence.total_od_premium?.placement).not.toBe('layout');
  });

  it('reads an amount of a section\'s column only under a header naming that section, not from the same label\'s line outside the table', () => {
    const { learned } = learnLayout(
      drawnPage([
        [[29, 'Cover', 'bold'], [290, 'Own Damage ( ₹ )', 'bold'], [378, 'Section II - Liability ( ₹ )', 'bold'], [503, 'Total Premium ( ₹ )', 'bold']],
        [[29, 'Add-On Premium'], [326, '649.00'], [435, '400.00'], [537, '1,049.00']],
        [[29, 'Total Premium', 'bold'], [320, '2,738.87', 'bold'], [428, '2,494.00', 'bold'], [537, '5,232.87', 'bold']],
        [[26, 'No Claim Bonus (%):'], [162, '50%'], [298, 'Total Premium (A+B):'], [433, '5,232.87']],
        [[26, 'Goods And Services Tax:'], [162, '941.92'], [298, 'Gross Premium Paid:'], [433, '6,174.79']],
      ]),
      [
        { key: 'total_od_premium', label: 'Total Premium', value: '2,738.87', policyField: 'total_od_premium' },
        { key: 'total_tp_premium', label: 'Total Premium', value: '2,494.00', policyField: 'total_tp_premium' },
        { key: 'net_premium', label: 'Total Premium', value: '5,232.87', policyField: 'net_premium' },
      ],
    );
    // A liability-only schedule of the layout: the line "Total Premium (A+B):" is where the sample's table row was.
    const result = extractFromModel(
      drawnPage([
        [[29, 'Cover', 'bold'], [487, 'Section II - Liability ( ₹ )', 'bold']],
        [[29, 'Add-On Premium'], [543, '399.00']],
        [[29, 'Total Premium', 'bold'], [537, '3,815.00', 'bold']],
        [[26, 'Total Premium (A+B):'], [162, '3,815.00'], [298, 'Goods And Services Tax:'], [433, '686.70']],
        [[26, 'Gross Premium Paid:'], [162, '4,501.70'], [298, 'Total Premium (Rounded Off):'], [433, '4,502.00']],
      ]),
      [template(learned)],
    );
    expect(result.evidence.total_od_premium?.placement).not.toBe('layout');
  });

  it('reads a value set right that starts after the sample\'s place, and not a longer label opening with the sample\'s ("Email of Intermediary")', () => {
    // The address is set against its column's right edge, further right on the second document.
    const page = (address: string[], email: string | undefined, edge: number) =>
      drawnPage([
        [[24, 'Address Of Insured:'], [edge - address[0].length * 4.2, address[0]]],
        ...address.slice(1).map((line) => [[edge - line.length * 4.2, line]] as [number, string][]),
        [[24, 'GSTIN Of Insured:'], [548, 'URP']],
        ...(email ? [[[24, 'Email:'], [300, email]] as [number, string][]] : []),
        [[24, 'Email of Intermediary'], [196, ': help@vishwasbroking.in']],
      ]);
    const { learned } = learnLayout(page(['Flat No. 1103, Shanti Niketan Society, Model Town', 'Dehradun, Uttarakhand - 248040'], 'anjali.rao@yahoo.co.in', 330), [
      { key: 'address', label: 'Address Of Insured', value: 'Flat No. 1103, Shanti Niketan Society, Model Town, Dehradun, Uttarakhand - 248040', policyField: 'customer_address' },
      { key: 'email', label: 'Email', value: 'anjali.rao@yahoo.co.in', policyField: 'customer_email' },
    ]);
    const result = extractFromModel(page(['Plot 60', 'Ashok Vihar Phase 2', 'Pune, Maharashtra - 411063'], undefined, 420), [template(learned)]);
    expect(result.fields.customer_address).toBe('Plot 60, Ashok Vihar Phase 2, Pune, Maharashtra - 411063');
    expect(result.fields.customer_email).toBeUndefined();
  });

  it('keeps a column\'s section only for a premium of that section, and finds the header of a table run on from the previous page', () => {
    const rows = (total: string, idv: string): Parameters<typeof drawnPage>[0] => [
      [[33, 'PARTICULARS', 'bold'], [444, 'OWN DAMAGE (OD) in Rs.', 'bold']],
      [[33, 'TOTAL', 'bold'], [520, total]],
      [[33, 'INSURED DECLARED VALUE'], [520, idv]],
    ];
    const { learned } = learnLayout(drawnPage([[[33, 'Cbyvpl Fpurqhyr']], ...rows('10,056.97', '5,76,800.00')]), [
      { key: 'total_od_premium', label: 'TOTAL', value: '10,056.97', policyField: 'total_od_premium' },
      { key: 'totalIdv', label: 'INSURED DECLARED VALUE', value: '576800', policyField: 'vehicle_idv' },
    ]);
    expect(learned.rules.map((rule) => [rule.key, rule.columnSection])).toEqual([['total_od_premium', 'od'], ['totalIdv', undefined]]);
    // The next document's table starts at the foot of page 1 and runs on to page 2.
    const [header, ...onNextPage] = rows('9,000.00', '3,78,000.00');
    const result = extractFromModel(drawnPage([[[33, 'Cbyvpl Fpurqhyr']], [[33, 'Nqqerff']], header, ...onNextPage], { linesPerPage: 3 }), [template(learned)]);
    expect(result.fields).toMatchObject({ total_od_premium: 9000, vehicle_idv: 378000 });
    expect(result.evidence.total_od_premium.placement).toBe('layout');
  });

  it('finds a label whose first line is Hindi alone, reads a grid\'s other value as no row label, and vouches for no run far right of an empty place', () => {
    // "पता" over "Correspondence Address": the whole is learned, and found again from its Hindi line.
    const address = (lines: string[], phone: string) =>
      drawnPage([
        [[39, 'Name of the Insured'], [155, 'Anjali Nair']],
        [[39, 'पता'], [155, lines[0]]],
        [[39, 'Correspondence Address'], [155, lines[1]]],
        [[39, 'मोबाइल नंबर'], [155, phone]],
        [[39, 'Phone No.']],
      ]);
    const { learned: byHindi } = learnLayout(address(['Plot 127, Gandhi Chowk', 'Nagpur, Maharashtra - 440091'], '98407 51250'), [
      { key: 'address', label: 'पता Correspondence Address', value: 'Plot 127, Gandhi Chowk, Nagpur, Maharashtra - 440091', policyField: 'customer_address' },
    ]);
    expect(extractFromModel(address(['H.No. 12-4-78, Gandhi Chowk', 'Dehradun, Uttarakhand - 248076'], '84282 13630'), [template(byHindi)]).fields).toMatchObject({
      customer_address: 'H.No. 12-4-78, Gandhi Chowk, Dehradun, Uttarakhand - 248076',
      customer_phone: '8428213630',
    });
    // A grid of headers over values: the policy type beside the business type is no row label of it.
    const grid = (type: string, date: string) =>
      drawnPage([
        [[42, 'Cbyvpl #', 'bold'], [170, 'Glcr bs cbyvpl', 'bold'], [298, 'Ohfvarff glcr', 'bold'], [425, 'Vffhnapr qngr', 'bold']],
        [[42, '3362/139049108/00/000'], [170, type], [298, 'Rollover'], [425, date]],
      ]);
    const { learned: inGrid } = learnLayout(grid('Comprehensive Cover', '15.02.2026'), [
      { key: 'business_type', label: 'Ohfvarff glcr', value: 'Rollover', policyField: 'business_type' },
      { key: 'issue_date', label: 'Vffhnapr qngr', value: '15.02.2026', policyField: 'issue_date' },
    ]);
    expect(inGrid.rules.map((rule) => rule.rowLabel)).toEqual([undefined, undefined]);
    expect(extractFromModel(grid('Standalone OD', '10.09.2023'), [template(inGrid)]).fields).toMatchObject({ business_type: 'Rollover', issue_date: '2023-09-10' });
    // No broker printed: the run far right on the label's line is another box's, and the layout does not vouch for it.
    const broker = (name: string | undefined) =>
      drawnPage([
        [[24, 'Insured Name:'], [160, 'Rajesh Kumar Verma'], [420, 'Dealer']],
        [[24, 'Broker Name:'], ...(name ? [[160, name] as [number, string]] : []), [420, 'Maruti Arena Motors']],
        [[24, 'Mobile:'], [160, '9876543210']],
      ]);
    const { learned: byBroker } = learnLayout(broker('Sunita Sharma'), [
      { key: 'customerName', label: 'Insured Name', value: 'Rajesh Kumar Verma', policyField: 'customer_name' },
      { key: 'broker_name', label: 'Broker Name', value: 'Sunita Sharma', policyField: 'broker_name' },
    ]);
    expect(extractFromModel(broker(undefined), [template(byBroker)]).evidence.broker_name?.placement).not.toBe('layout');
  });

  it('learns a sentence\'s full stop only from a value typed as printed, and reads a table run on to another page than the sample\'s', () => {
    const sentence = (name: string) => drawnPage([[[40, `Guvf cbyvpl vf freivprq ol vagrezrqvnel ${name}`]]]);
    const typedWithoutDots = learnLayout(sentence('SAHAJ POLICY BROKERS PVT. LTD.'), [{ key: 'broker_name', label: 'vagrezrqvnel', value: 'Sahaj Policy Brokers Pvt Ltd', policyField: 'broker_name' }]);
    expect(typedWithoutDots.learned.rules[0].sentenceStop).toBeUndefined();
    const rows = (total: string): Parameters<typeof drawnPage>[0] => [
      [[33, 'PARTICULARS', 'bold'], [444, 'OWN DAMAGE (OD) in Rs.', 'bold']],
      [[33, 'BASIC PREMIUM', 'bold'], [520, '8,000.00']],
      [[33, 'TOTAL', 'bold'], [520, total]],
      [[33, 'INSURED DECLARED VALUE'], [520, '5,76,800.00']],
    ];
    const { learned } = learnLayout(drawnPage([[[33, 'Cbyvpl Fpurqhyr']], ...rows('10,056.97')]), [
      { key: 'total_od_premium', label: 'TOTAL', value: '10,056.97', policyField: 'total_od_premium' },
      { key: 'totalIdv', label: 'INSURED DECLARED VALUE', value: '576800', policyField: 'vehicle_idv' },
    ]);
    // The header at page 1's foot over nine lines of terms; the rows on page 2.
    const [header, ...onNextPage] = rows('9,000.00');
    const terms = Array.from({ length: 9 }, (_, line) => [[33, `Gnezf naq pbaqvgvbaf yvar ${line}`]] as [number, string][]);
    const result = extractFromModel(drawnPage([[[33, 'Cbyvpl Fpurqhyr']], header, ...terms, ...onNextPage], { linesPerPage: 11 }), [template(learned)]);
    expect(result.fields.total_od_premium).toBe(9000);
  });
});
