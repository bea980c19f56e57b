import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocument, extractFromModel, readDocument } from '../../server/extraction/extractDocument';
import { generateSchedule } from '../../bench/schedules';
import { pageIndexOf, readPolicy } from '../../server/extraction/readPolicy';
import { readValue } from '../../server/extraction/values/readValue';
import { periodLeftOpen } from '../../server/extraction/normalise';
import { repairOcrReadings } from '../../server/extraction/reading/ocrRepairs';
import { type Candidate, CandidateCollector, pairLabel, pairTableCells, pairUnlabelledValues } from '../../server/extraction/reading/candidates';
import { addOnsWithTheirSum } from '../../server/extraction/reading/itemised';
import { addressLineJoin } from '../../server/extraction/values/address';
import { fieldSides } from '../../server/extraction/reading/labels';
import { proseCandidates } from '../../server/extraction/reading/prose';
import { NO_SECTION } from '../../server/extraction/lexicon/match';
import { UNSEEN_SCHEDULES } from '../fixtures/unseen/schedules';
import { findHeadings, sectionFinder } from '../../server/extraction/reading/sections';
import { buildPageModel } from '../../server/extraction/page/pageModel';
import { drawnPage } from '../support/drawnPage';
import { schedulePdf } from '../support/schedulePdf';

const FIXTURES = path.resolve('tests/fixtures/policy-pdfs');
const samples = fs.readdirSync(FIXTURES).filter((name) => name.endsWith('.pdf')).sort();
const read = (lines: Parameters<typeof drawnPage>[0]) => readPolicy(drawnPage(lines));
type Cell = [number, string, string, number];
/**
 * Rows of two columns printed on three lines each: a label's upper (Hindi) wording, its value a little lower and to the
 * right, the label's English a little lower again; then a gap.
 */
const valueBetweenLabels =
  (x: { labels: [number, number]; values: [number, number] }, size: { upper: number; value: number; english: number }) =>
  (upper: string[], values: string[], english: string[]): Parameters<typeof drawnPage>[0] => {
    const cells = (xs: [number, number], texts: string[], style: string, points: number) => texts.map((text, column): Cell => [xs[column], text, style, points]);
    return [cells(x.labels, upper, 'hindi', size.upper), cells(x.values, values, 'value', size.value), cells(x.labels, english, 'label', size.english), [], []];
  };
/** Lines as close as schedules in small print set them (8.5-point text 12 points apart): a label's lines join there. */
const readTight = (lines: Parameters<typeof drawnPage>[0]) => readPolicy(drawnPage(lines, { lineGap: 12, size: 8.5 }));

describe('reading a policy schedule', () => {
  it.each(samples)('reads every printed field of %s and is sure of them', async (name) => {
    const { expected } = JSON.parse(fs.readFileSync(path.join(FIXTURES, name.replace('.pdf', '.json')), 'utf8'));
    const result = await extractDocument(new Uint8Array(fs.readFileSync(path.join(FIXTURES, name))));
    const got = Object.fromEntries(Object.keys(expected).map((field) => [field, result.fields[field]]));
    expect(got).toEqual(expected);
    // Every sum holds; what review is asked for is for doubtful fields alone (an address over several lines, a value far from its label).
    expect(result.checks.filter((check) => !check.passed)).toEqual([]);
    expect(result.reviewReasons.every((reason) => reason.code === 'doubtful')).toBe(true);
  });

  it.each(UNSEEN_SCHEDULES.map((sample) => [sample.name, sample] as const))('reads a schedule with %s', async (_name, sample) => {
    const result = await extractDocument(await schedulePdf(sample.pages));
    const got = Object.fromEntries(Object.keys(sample.expected).map((field) => [field, result.fields[field]]));
    expect(got).toEqual(sample.expected);
  });

  it('takes the total a sum over parts it did not print proves to the paisa over the rounded one read better', () => {
    // No net premium printed: OD + TP implies it, and net + GST is the final premium, not the amount rounded.
    const result = read([
      [[40, 'Total Own Damage Premium'], [300, '10,728.26']],
      [[40, 'Total Liability Premium'], [300, '4,191.00']],
      [[40, 'GST @ 18%'], [300, '2,685.47']],
      [[40, 'Final Premium'], [300, 'Rs. 17,604.73 (incl. tax)']],
      [[40, 'Total Premium Rounded'], [300, '17,605']],
    ]);
    expect(result.fields).toMatchObject({ net_premium: 14919.26, total_premium: 17604.73 });
  });

  it('keeps the evidence of each value: its page and box, and the label it was read by', async () => {
    const result = await extractDocument(new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'gridTable-01.pdf'))));
    const evidence = result.evidence.policy_number;
    expect(evidence).toMatchObject({ page: 1, placement: 'below', label: 'Policy Number' });
    const [x, y, width, height] = evidence.box;
    const [labelX, labelY] = evidence.labelBox!;
    expect(x).toBeCloseTo(labelX, 0);
    expect(y).toBeGreaterThan(labelY);
    expect(width).toBeGreaterThan(20);
    expect(height).toBeGreaterThan(5);
  });

  it('does not take the previous policy number, the NCB or a subtotal for the current values', () => {
    const result = read([
      [[40, 'Previous Policy Number :'], [200, 'OLD/2023/555']],
      [[40, 'Policy Number :'], [200, 'NEW/2024/777']],
      [[40, 'No Claim Bonus (20%)'], [400, '2,000.00']],
      [[40, 'Basic OD Premium'], [400, '10,000.00']],
      [[40, 'Total OD Premium'], [400, '8,000.00']],
      [[40, 'Net Premium'], [400, '8,000.00']],
    ]);
    expect(result.fields).toMatchObject({ policy_number: 'NEW/2024/777', previous_policy_number: 'OLD/2023/555', ncb: 20, basic_od_premium: 10000, total_od_premium: 8000, net_premium: 8000 });
  });

  it('reads values under a header row, wrapped values and dates in Indian forms', () => {
    const result = read([
      [[40, 'Proposer Name'], [200, 'Start Date'], [330, 'Expiry Date']],
      [[40, 'Anita Rao'], [200, '12th March, 2024'], [330, '11.03.2025']],
      [[40, 'Previous Insurer :'], [200, 'Konkan General Insurance']],
      [[200, 'Company Limited']],
    ]);
    expect(result.fields).toMatchObject({
      customer_name: 'Anita Rao',
      start_date: '2024-03-12',
      end_date: '2025-03-11',
      previous_insurer_name: 'Konkan General Insurance Company Limited',
    });
  });

  it('reads two or three label: value pairs printed in one row, each value right of its own label', () => {
    const result = read([
      [[40, 'Policy No:'], [95, 'P/2025/0042'], [220, 'Issue Date:'], [280, '02/01/2025'], [400, 'Fuel:'], [440, 'Diesel']],
      [[40, 'Insured:'], [95, 'Kiran Shetty'], [220, 'Mobile:'], [280, '9845012345'], [400, 'CC:'], [440, '1497']],
    ]);
    expect(result.fields).toMatchObject({ policy_number: 'P/2025/0042', issue_date: '2025-01-02', fuel_type: 'Diesel', customer_name: 'Kiran Shetty', customer_phone: '9845012345', cc: 1497 });
  });

  it('reads a premium table by its row labels and OD / TP column headers, whatever the columns are called', () => {
    const result = read([
      [[40, 'Particulars'], [250, 'Own Damage'], [360, 'Liability'], [470, 'Total']],
      [[40, 'Basic Premium'], [262, '12,000.00'], [372, '3,416.00'], [478, '15,416.00']],
      [[40, 'Add-on Covers'], [270, '2,000.00'], [388, '375.00'], [482, '2,375.00']],
      [[40, 'Total'], [262, '14,000.00'], [372, '3,791.00'], [478, '17,791.00']],
    ]);
    expect(result.fields).toMatchObject({
      basic_od_premium: 12000,
      basic_tp_premium: 3416,
      total_od_add_on_premium: 2000,
      total_tp_add_on_premium: 375,
      total_od_premium: 14000,
      total_tp_premium: 3791,
    });
  });

  it('reads a table row under a row whose cells were lost (a scan\'s "Less NCB," with its total alone), by the column headers above', () => {
    const result = read([
      [[30, 'Description'], [300, 'Own Damage'], [430, 'Liability'], [550, 'Total']],
      [[30, 'Base Premium'], [309, '9,352.81'], [423, '7,897.00'], [527, '17,249.81']],
      [[30, 'Less NCB,'], [549, '0.00']],
      [[30, 'Total'], [308, '10,630.62'], [420, '8,296.00'], [527, '18,926.62']],
    ]);
    expect(result.fields).toMatchObject({ total_od_premium: 10630.62, total_tp_premium: 8296 });
  });

  it('reads a date its printer wrapped after its label, its day on the label\'s line', () => {
    const result = read([
      [[43, 'Previous Policy No | 3519315071-19']],
      [[43, 'Prev. Policy Expiry | 21']],
      [[43, 'February 2026']],
      [[43, 'NCB on Previous Policy | 0']],
    ]);
    expect(result.fields.previous_policy_end_date).toBe('2026-02-21');
  });

  it('keeps a section\'s short labels to its section: the broker\'s name and the previous policy\'s number', () => {
    const result = read([
      [[40, 'Insured Name :'], [200, 'Meera Pillai']],
      [[40, 'Policy No :'], [200, 'MV-2025-11']],
      [[40, 'PREVIOUS POLICY DETAILS']],
      [[40, 'Policy No :'], [200, 'MV-2024-10']],
      [[40, 'Insurer :'], [200, 'Vindhya General Insurance Ltd.']],
      [[40, 'INTERMEDIARY DETAILS']],
      [[40, 'Name :'], [200, 'Surety Brokers Pvt. Ltd.']],
      [[40, 'Code :'], [200, 'BRK-0042']],
    ]);
    expect(result.fields).toMatchObject({
      customer_name: 'Meera Pillai',
      policy_number: 'MV-2025-11',
      previous_policy_number: 'MV-2024-10',
      previous_insurer_name: 'Vindhya General Insurance Ltd.',
      broker_name: 'Surety Brokers Pvt. Ltd.',
      broker_code: 'BRK-0042',
    });
  });

  it('never builds a total from a part that was not read: a missing TP add-on leaves the TP total alone', () => {
    const result = read([
      [[40, 'Basic TP Premium :'], [200, '3,416.00']],
      [[40, 'Net Premium :'], [200, '15,000.00']],
    ]);
    expect(result.fields.basic_tp_premium).toBe(3416);
    expect(result.fields.total_tp_premium).toBeUndefined();
  });

  it('marks a schedule whose totals do not add up for review and says what it printed', () => {
    const result = read([
      [[40, 'Net Premium :'], [200, 'Rs. 10,000.00']],
      [[40, 'GST @ 18% :'], [200, 'Rs. 1,800.00']],
      [[40, 'Total Premium :'], [200, 'Rs. 12,800.00']],
      [[40, 'Engine No :'], [200, 'ABC123456']],
      [[40, 'Chassis No :'], [200, 'ABC123456']],
    ]);
    expect(result.needsReview).toBe(true);
    // Taxes are proven by the rate (18 % of the net premium): the total is the odd one, left doubtful with what was printed.
    expect(result.fields.total_premium).toBe(11800);
    expect(result.confidence.total_premium).toBeLessThan(0.9);
    expect(result.reviewReasons).toEqual(
      expect.arrayContaining([
        { code: 'mended', field: 'total_premium', value: 11800, printed: 12800, check: 'totalPremium', message: expect.stringMatching(/^Total Premium: 11800 .* prints 12800/) },
        { code: 'check', check: 'engineAndChassis', message: 'The engine number and the chassis number are the same' },
      ]),
    );
    expect(result.checks.find((check) => check.check === 'taxRate')?.passed).toBe(true);
  });

  it('finds a total that is short of net premium + GST as wrong as one that is over it', () => {
    for (const printed of ['12,800.00', '10,800.00']) {
      const result = read([
        [[40, 'Net Premium :'], [200, `Rs. 10,000.00`]],
        [[40, 'GST :'], [200, 'Rs. 1,800.00']],
        [[40, 'Total Premium :'], [200, `Rs. ${printed}`]],
      ]);
      expect(result.needsReview, printed).toBe(true);
      expect(result.checks.find((check) => check.check === 'totalPremium')?.passed, printed).toBe(false);
    }
  });

  it('chooses among candidates for all fields together: the reading that makes the sums hold wins', () => {
    // Two amounts could be the TP premium; only one makes OD + TP = net premium.
    const result = read([
      [[40, 'Total OD Premium :'], [200, '8,000.00']],
      [[40, 'TP Premium :'], [200, '3,416.00']],
      [[40, 'Third Party Premium :'], [200, '3,791.00']],
      [[40, 'Net Premium :'], [200, '11,791.00']],
    ]);
    expect(result.fields).toMatchObject({ total_od_premium: 8000, total_tp_premium: 3791, net_premium: 11791 });
    expect(result.confidence.total_tp_premium).toBeGreaterThanOrEqual(0.9);
  });

  it('takes the period of a policy from one printed period, and a 1+3 policy\'s end from its OD cover, not its 3-year TP cover', () => {
    const result = read([
      [[40, 'Policy Type :'], [200, 'Comprehensive (1 year OD + 3 years TP)']],
      [[40, 'OD Cover Period :'], [200, '01/04/2025 to 31/03/2026']],
      [[40, 'TP Cover Period :'], [200, '01/04/2025 to 31/03/2028']],
    ]);
    expect(result.fields).toMatchObject({ od_start_date: '2025-04-01', od_end_date: '2026-03-31', tp_end_date: '2028-03-31' });
    expect(result.fields.end_date).not.toBe('2028-03-31');
  });

  it('takes a "Total Premium (A+B)" printed before the tax for the net premium only where the sums prove it', () => {
    const result = read([
      [[40, 'Total Premium (A+B)'], [400, '7,616.15']],
      [[40, 'Goods and Services Tax'], [400, '1,370.91']],
      [[40, 'Total Policy Premium'], [400, '8,987.06']],
    ]);
    expect(result.fields).toMatchObject({ net_premium: 7616.15, taxes: 1370.91, total_premium: 8987.06 });
    expect(read([[[40, 'Total Premium :'], [200, '8,987.06']]]).fields.net_premium).toBeUndefined();
  });

  it('reads the previous policy from a covering sentence, with abbreviations that do not end it', () => {
    const result = read([
      [[40, 'Policy No. :'], [200, '3500/95342828/88/300']],
      [[40, 'The vehicle was earlier insured with previous insurer Garuda Motor & General Insurance Co. Ltd. under policy no.']],
      [[40, 'MOT-2023-0160270 valid till November 20, 2024. NCB earned: 20%.']],
    ]);
    expect(result.fields).toMatchObject({
      previous_insurer_name: 'Garuda Motor & General Insurance Co. Ltd.',
      previous_policy_number: 'MOT-2023-0160270',
      previous_policy_end_date: '2024-11-20',
    });
  });

  it('reads the previous policy\'s end date however OCR left "valid till": "tif", a comma after it, or the word lost', () => {
    for (const validTill of ['valid tif', 'valid till,', 'valid']) {
      const result = read([
        [[22, `The vehicle was earlier insured with previous insurer Narmada General Insurance Co. Ltd. under policy no. P33479769774325 ${validTill}`]],
        [[22, '19.03.2026. NCB earned: 25%.']],
      ]);
      expect(result.fields.previous_policy_end_date).toBe('2026-03-19');
    }
  });

  it('reads a previous policy\'s sentence as OCR may leave it: a dash joining "insurer" to the name, a space after a number\'s dash', () => {
    const insurer = read([[[28, 'The vehicle was earlier insured with previous insurer-Tapti General Insurance Company Ltd. under policy no. 93255214940284 valid till 26 Feb 2024.']]]);
    expect(insurer.fields).toMatchObject({ previous_insurer_name: 'Tapti General Insurance Company Ltd.', previous_policy_number: '93255214940284' });
    const number = read([[[24, 'Previous policy OG-23-2417- 9104- 53471825 issued by Saptagiri General Insurance Ltd. expired on 12/1/2024 with NCB of 35%.']]]);
    expect(number.fields).toMatchObject({ previous_policy_number: 'OG-23-2417-9104-53471825', previous_insurer_name: 'Saptagiri General Insurance Ltd.' });
    // (Not a word after a number's closing slash: "3001/2417/ dated …".)
    const closed = read([[[24, 'This certifies that your policy no. 3001/2417/ dated 05 Jul 2024 is in force.']]]);
    expect(String(closed.fields.policy_number ?? '')).not.toMatch(/dated/i);
  });

  it('reads the policy and registration numbers and the broker from a covering letter\'s sentences', () => {
    const result = read([
      [[43, 'Your Motor Insurance - Private Car Comprehensive no. 66776064949836 covering registration no. KL01RA1156 is in force']],
      [[43, 'from 05-AUG-2024 to 04-AUG-2025. Please check the particulars below.']],
      [[40, 'Policy sourced through broker Sahaj Policy Brokers Pvt Ltd, e-mail motor@sahajpolicy.com.']],
    ]);
    const dotted = read([[[25, 'This policy is serviced by intermediary Anchor Insurance Broking Services Pvt. Ltd..']], [[25, 'For claims call 1800 270 8799.']]]);
    expect(dotted.fields.broker_name).toBe('Anchor Insurance Broking Services Pvt. Ltd.');
    // The words that name a party are not its name ("your broker", "previous insurer").
    const named = read([
      [[25, 'This policy has been arranged through your broker Sanchay Insurance Web Brokers Pvt. Ltd., IRDAI licence no. IRDA/DB/792/19.']],
      [[25, 'Your previous policy number VPC5410002249 issued by previous insurer KANCHAN GENERAL INSURANCE LIMITED expired on 12-03-2025.']],
    ]);
    expect(named.fields).toMatchObject({ broker_name: 'Sanchay Insurance Web Brokers Pvt. Ltd.', previous_insurer_name: 'KANCHAN GENERAL INSURANCE LIMITED' });
    expect(result.fields).toMatchObject({
      policy_number: '66776064949836',
      vehicle_number: 'KL01RA1156',
      broker_name: 'Sahaj Policy Brokers Pvt Ltd',
      broker_email: 'motor@sahajpolicy.com',
      start_date: '2024-08-05',
      end_date: '2025-08-04',
    });
  });

  it('reads no sentence across a grid\'s cells, and no previous or TP policy\'s number for the policy\'s', () => {
    const grid = read([
      [[35, 'NOMINATION (FOR PA COVER)', 'bold']],
      [[35, 'Nominee age', 'bold']],
      [[35, '77']],
      [[35, 'PREVIOUS INSURANCE DETAILS', 'bold']],
      [[35, 'Previous policy start date', 'bold'], [301, 'पिछली पॉलिसी की समाप्ति तिथि / Previous policy valid till', 'bold']],
      [[35, '5/6/2023'], [301, '4/6/2024']],
      [[35, 'NCB on previous policy', 'bold'], [301, 'Claim in previous policy', 'bold']],
      [[35, '25.00%'], [301, 'No']],
    ]);
    expect(grid.fields.previous_policy_end_date).toBe('2024-06-04');
    // Read as a sentence, either would cast doubt on the policy number its label gives.
    const letters = read([
      [[25, 'Policy No. :'], [199, '3362/370168608/00/000']],
      [[25, 'ACTIVE TP POLICY DETAILS', 'bold']],
      [[25, 'Existing TP Policy No. : 69/2724/12528100/24']],
      [[44, 'The vehicle was earlier insured with previous insurer Kaveri Mutual General Insurance Company Ltd. under policy no. P57817787302337 valid']],
      [[44, 'till 24-07-2023. NCB earned: 35%.']],
    ]);
    expect(letters.fields).toMatchObject({ policy_number: '3362/370168608/00/000', previous_policy_number: 'P57817787302337' });
    expect(letters.confidence.policy_number).toBeGreaterThanOrEqual(0.9);
    // A sentence with a name merged into it as a run of its own, or after a paragraph's number, is still one sentence.
    const merged = read([
      [[44, 'The vehicle was earlier insured with'], [190, 'Kaveri Mutual General Insurance Company Ltd.'], [382, 'under policy no. P57817787302337']],
      [[44, 'valid till 24-07-2023. NCB earned: 35%.']],
    ]);
    expect(merged.fields).toMatchObject({ previous_insurer_name: 'Kaveri Mutual General Insurance Company Ltd.', previous_policy_number: 'P57817787302337', previous_policy_end_date: '2023-07-24' });
    expect(merged.fields.policy_number).toBeUndefined();
    const numbered = read([[[40, '1.'], [56, 'Your Motor Insurance Private Car Package Policy VPC62982003058 was issued on']], [[56, '31 May 2024 and is valid from 10 June 2024 to 9 June 2025.']]]);
    expect(numbered.fields).toMatchObject({ issue_date: '2024-05-31', start_date: '2024-06-10', end_date: '2025-06-09' });
    // The policy's own number after a mention of the previous policy is the policy's.
    const renewal = read([[[40, 'We thank you for renewing your previous policy with us, your policy number is VPC62982003058.']]]);
    expect(renewal.fields.policy_number).toBe('VPC62982003058');
  });

  it('reads numbered headings printed side by side as two columns\' sections', () => {
    const result = read([
      [[29, '6. NOMINEE FOR OWNER-DRIVER PA', 'bold'], [308, '7. SERVICING INTERMEDIARY', 'bold']],
      [[29, 'Nominee Name'], [145, ': Abhishek Saxena'], [308, 'Agent / Broker Name'], [424, ': Dhwaja Insurance Brokers LLP']],
      [[308, 'Intermediary Email'], [424, ': motor@dhwaja.co.in']],
    ]);
    expect(result.fields).toMatchObject({ broker_name: 'Dhwaja Insurance Brokers LLP', broker_email: 'motor@dhwaja.co.in' });
    // Under the nominee's heading, the broker's labels would be doubtful.
    expect(result.confidence.broker_name).toBeGreaterThanOrEqual(0.9);
    expect(result.confidence.broker_email).toBeGreaterThanOrEqual(0.9);
  });

  it('reads headings side by side in a larger style of their own as two columns\' sections', () => {
    const result = read([
      [[29, 'NOMINEE INFORMATION', 'bold', 10.5]],
      [[29, 'Nominee name - Aishwarya Shah']],
      [[29, 'PREVIOUS POLICY', 'bold', 10.5], [307, 'DISTRIBUTION PARTNER', 'bold', 10.5]],
      [[29, 'Previous insurer; Dhruv General Insurance Co. Ltd.'], [307, 'Broker ID', 'bold'], [416, '2000049543']],
      [[29, 'Prior policy number; 95/8224/46250875/23'], [307, 'Broker email', 'bold'], [416, 'care@sanchayinsure.in']],
    ]);
    // Under the nominee's heading, the previous insurer would be doubtful and run on into the next line.
    expect(result.fields).toMatchObject({ previous_insurer_name: 'Dhruv General Insurance Co. Ltd.', previous_policy_number: '95/8224/46250875/23', broker_code: '2000049543' });
    expect(result.confidence.previous_insurer_name).toBeGreaterThanOrEqual(0.9);
  });

  it('reads the basic OD premium whatever its label by the bonus printed as a slab of it, and never as the OD total', () => {
    const unknownLabel = read([
      [[310, 'COMPUTATION OF PREMIUM', 'bold', 10.5]],
      [[310, 'Vehicle damage premium'], [530, '26,689.56']],
      [[310, 'Bonus allowed (20%)'], [532, '-5,337.91']],
      [[310, 'Total optional cover premium'], [534, '4,410.20']],
      [[310, 'Total section I premium'], [530, '25,761.85']],
    ]);
    expect(unknownLabel.fields).toMatchObject({ basic_od_premium: 26689.56, ncb: 20, total_od_premium: 25761.85 });
    const ambiguousLabel = read([
      [[314, 'OD Premium'], [534, '24,800.26']],
      [[314, 'No Claim Bonus @50%'], [529, '(12,400.13)']],
      [[314, 'Total Add-on Cover Premium'], [538, '6,515.03']],
    ]);
    expect(ambiguousLabel.fields.basic_od_premium).toBe(24800.26);
    expect(ambiguousLabel.fields.total_od_premium).not.toBe(24800.26);
    // A half printed as taken off nothing (a tax's halves) makes no premium basic.
    const taxes = read([[[314, 'GST'], [534, '4,672.30']], [[314, 'CGST'], [538, '2,336.15']]]);
    expect(taxes.fields.basic_od_premium).toBeUndefined();
    // Whole rupees with their marks; a bonus printed as "(-)".
    expect(read([[[310, 'Own Vehicle Cover'], [530, 'Rs. 26,690/-']], [[310, 'Less'], [530, '(-) 5,338/-']]]).fields.basic_od_premium).toBe(26690);
    // A cover protecting the bonus takes nothing off; a percentage is no bonus; a depreciation is no bonus.
    const protector = read([[[40, 'Total OD Premium'], [200, '12,000.00'], [300, 'NCB Protector Premium'], [500, '2,400.00']]]);
    expect(protector.fields).toMatchObject({ total_od_premium: 12000 });
    expect(protector.fields.basic_od_premium).toBeUndefined();
    const percent = read([[[40, 'No Claim Bonus (%)'], [200, '50']], [[40, 'Geographical Area Extension'], [200, '100']]]);
    expect(percent.fields.basic_od_premium).toBeUndefined();
    const depreciation = read([[[40, 'Ex-showroom Price'], [200, '7,50,000']], [[40, 'Depreciation (20%)'], [200, '-1,50,000']], [[40, 'IDV'], [200, '6,00,000']]]);
    expect(depreciation.fields.basic_od_premium).toBeUndefined();
  });

  it('reads a value under a label whose Hindi wording is printed before it as a run of its own, and a partner as the broker', () => {
    const result = readPolicy(drawnPage([
      [[42, 'Distribution Partner', 'bold']],
      [[42, 'Distributor Name'], [212, 'Broker ID'], [383, 'मध्यस्थ ई &'], [437, '- मेल / Partner Email']],
      [[42, 'DHWAJA INSURANCE BROKERS LLP'], [212, '2000095502'], [383, 'help@dhwaja.co.in']],
    ], { lineGap: 10 }));
    expect(result.fields).toMatchObject({ broker_name: 'DHWAJA INSURANCE BROKERS LLP', broker_code: '2000095502', broker_email: 'help@dhwaja.co.in' });
  });

  it('reads the broker from a sentence naming the advisor with an ID and where to reach them', () => {
    const result = read([[[27, 'Your insurance advisor Unnati Risk Advisory & Insurance Brokers Pvt. Ltd. (ID BRK-82566) can be reached at support@unnatirisk.in for any service request.']]]);
    expect(result.fields).toMatchObject({ broker_name: 'Unnati Risk Advisory & Insurance Brokers Pvt. Ltd.', broker_code: 'BRK-82566', broker_email: 'support@unnatirisk.in' });
    // A roadside partner's address, a financier and a customer's ID are not the broker's.
    const others = read([
      [[27, 'Our network partner for roadside assistance can be reached at rsa@europassist.in.']],
      [[27, 'Please contact the intermediary for any endorsement. Policyholder Rajesh Kumar (ID CUST-44821) is covered.']],
      [[27, 'Financing Partner'], [200, 'HDFC Bank Ltd']],
    ]);
    expect(others.fields.broker_email).toBeUndefined();
    expect(others.fields.broker_code).toBeUndefined();
    expect(others.fields.broker_name).not.toMatch(/HDFC|^for any/);
  });

  it('keeps a larger heading with another column\'s heading beside it out of the label under it', () => {
    const result = read([
      [[37, 'Proposer Details', 'bold', 11], [306, 'Motor Vehicle Details', 'bold', 11]],
      [[37, 'INSURED PERSON:', 'bold'], [138, 'YOGESH SHAH', 'bold'], [306, 'VEHICLE NUMBER - HR-55-DG-1253', 'bold']],
    ]);
    expect(result.fields).toMatchObject({ customer_name: 'YOGESH SHAH', vehicle_number: 'HR55DG1253' });
  });

  it('reads an address after a dash label whose PIN is printed with a label of its own, and stops the name above it there', () => {
    const result = read([
      [[29, 'Name of the insured - Mr. Abhishek Nair']],
      [[29, 'Registered address - 22/26, Sector 21, Patna, Bihar, Pin Code: 800073']],
    ]);
    expect(result.fields).toMatchObject({ customer_name: 'Abhishek Nair', customer_address: '22/26, Sector 21, Patna, Bihar - 800073' });
  });

  it('reads a label ending in "previous" on with its next line, and its value beside both lines', () => {
    const result = readPolicy(drawnPage([
      [[311, 'NAME OF PREVIOUS', 'bold'], [438, 'Sindhu Kavach General', 'bold']],
      [[311, 'INSURER', 'bold'], [438, 'Insurance Ltd.', 'bold']],
      [[311, 'PREVIOUS POLICY NO', 'bold'], [438, '7545812428-42', 'bold']],
    ], { lineGap: 11 }));
    expect(result.fields).toMatchObject({ previous_insurer_name: 'Sindhu Kavach General Insurance Ltd.', previous_policy_number: '7545812428-42' });
    // A next line that names a field by itself is the next row.
    const rows = readPolicy(drawnPage([[[311, 'NCB in Expiring'], [438, '20%']], [[311, 'Policy No'], [438, '3001/123456/00']]], { lineGap: 11 }));
    expect(rows.fields).toMatchObject({ previous_ncb: 20, policy_number: '3001/123456/00' });
  });

  it('reads a figure closing a run after a label as its value ("Licensed Carrying Capacity 5")', () => {
    expect(read([[[309, 'Licensed Carrying Capacity 5']], [[309, 'Cubic Capacity 1197 cc']]]).fields).toMatchObject({ seating_capicity: 5, cc: 1197 });
  });

  it('reads a dash label naming two fields with its values parted by a bar, and a bar before the next dash label as the pair\'s end', () => {
    const result = read([
      [[307, 'Engine no./chassis no. - L15Z937728 | MAKB3G1JXPS768349']],
      [[307, 'Name - Asha Rao | Mobile - 9845012345']],
    ]);
    expect(result.fields).toMatchObject({ engine_number: 'L15Z937728', chasis_number: 'MAKB3G1JXPS768349', customer_name: 'Asha Rao', customer_phone: '9845012345' });
    // Before a place and its PIN the bar is an address's comma; before a word it ends the value.
    expect(read([[[40, 'Address - 12, MG Road, Kothrud | Pune - 411038']]]).fields.customer_address).toBe('12, MG Road, Kothrud, Pune - 411038');
    expect(read([[[40, 'Insured Name - Asha Rao | Self']]]).fields.customer_name).toBe('Asha Rao');
  });

  it('takes the vehicle\'s own IDV beside its accessories\' and the total they add up to, and no PA cover\'s sum insured', () => {
    const result = read([
      [[29, 'IDV OF VEHICLE:'], [139, '199,500.00']],
      [[29, 'NON-ELEC. ACC. IDV:'], [139, '19,000.00']],
      [[29, 'TOTAL SUM INSURED (Rs.):'], [139, '218,500.00']],
    ]);
    expect(result.fields.vehicle_idv).toBe(199500);
    const totalIdv = read([
      [[42, 'IDV - VEHICLE :'], [317, 'Rs. 1536000.00/-']],
      [[42, 'IDV OF ELECTRICAL ACCESSORIES :'], [326, 'Rs. 32000.00/-']],
      [[42, 'NON-ELECTRICAL ACCESSORIES IDV :'], [345, 'Rs. 0.00/-']],
      [[42, 'TOTAL IDV :'], [317, 'Rs. 1568000.00/-']],
    ]);
    expect(totalIdv.fields.vehicle_idv).toBe(1536000);
    const liabilityOnly = read([[[29, 'Compulsory PA Cover for Owner Driver'], [239, '15,00,000']], [[29, 'Total Sum Insured'], [239, '15,00,000']]]);
    expect(liabilityOnly.fields.vehicle_idv).toBeUndefined();
    const withPa = read([
      [[29, 'IDV of Vehicle'], [239, '4,50,000']],
      [[29, 'PA COVER DETAILS']],
      [[29, 'Owner Driver PA Sum Insured'], [239, '15,00,000']],
      [[29, 'Total Sum Insured'], [239, '20,00,000']],
    ]);
    expect(withPa.fields.vehicle_idv).toBe(450000);
  });

  it('reads the intermediary\'s labels of two lines under the previous policy\'s heading, and no customer\'s e-mail from the insurer\'s contact line', () => {
    // 7.5-point print, lines 4.5 points apart: a label's two lines 9 apart (one empty line between), one pair from the next 13.5.
    const result = readPolicy(drawnPage([
      [[163, 'Toll Free: 1800 209 4545 | Email: care@sahyadrigic.co.in | GSTIN: 27AACCS4512M1Z8']], [], [],
      [[31, 'Insured Name', 'bold'], [109, 'Rakesh Kumar Sharma'], [221, 'E-mail ID', 'bold'], [295, 'rakesh.sharma76@gmail.com']], [], [],
      [[31, 'PREVIOUS POLICY DETAILS', 'bold']], [], [],
      [[31, 'Previous Policy', 'bold'], [109, '3362/2024/0398122761/00/000']], [], [],
      [[31, 'Intermediary', 'bold'], [109, 'Kavach Insurance Broking Pvt. Ltd. /'], [284, 'Intermediary', 'bold'], [358, 'service@kavachbroking.co.in']], [],
      [[31, 'Name/Code', 'bold'], [109, 'IRDA/DB/712/18'], [284, 'Email', 'bold']], [], [],
      [[31, 'Intermediary', 'bold'], [109, '022-4890 1234'], [284, 'Nominee (PA', 'bold'], [358, 'Sunita Sharma (Spouse)']], [],
      [[31, 'Contact', 'bold'], [284, 'Owner)', 'bold']],
    ], { lineGap: 4.5, size: 7.5 }));
    expect(result.fields).toMatchObject({
      customer_email: 'rakesh.sharma76@gmail.com',
      broker_name: 'Kavach Insurance Broking Pvt. Ltd.',
      broker_code: 'IRDA/DB/712/18',
      broker_email: 'service@kavachbroking.co.in',
      previous_policy_number: '3362/2024/0398122761/00/000',
    });
  });

  it('reads values printed half a line over their English labels, under Hindi ones whose glyphs came out broken', () => {
    // Lines 4 points apart: a Hindi label, its value a little lower and right, the English label a little lower again.
    const row = valueBetweenLabels({ labels: [33, 301], values: [153, 421] }, { upper: 6, value: 7.4, english: 6.8 });
    const result = readPolicy(drawnPage([
      [[34, 'INSURED DETAILS', 'bold', 7.5]], [], [],
      ...row(['बीमाधारक का नाम', 'मोबाइल नंबर'], ['Vikram Singh Rathore', '9414087654'], ['Name of Insured', 'Mobile No.']),
      ...row(['पता'], ['12, Civil Lines, Jaipur, Rajasthan - 302006'], ['Address']),
      [[34, 'PREVIOUS POLICY', 'bold', 7.5]], [], [],
      ...row(['पिछली पॉ Ǻ लसी सं ȋ या', 'पिछला बीमाकता ȁ'], ['98000031240100012345', 'Thar Desert General Insurance Ltd.'], ['Previous Policy No.', 'Previous Insurer']),
      [[34, 'INTERMEDIARY', 'bold', 7.5]], [], [],
      ...row(['म Ȝ य ȭ थ का नाम', 'म Ȝ य ȭ थ कोड'], ['Marwar Insurance Brokers Pvt Ltd', 'MIB/JPR/2020/14'], ['Intermediary Name', 'Intermediary Code']),
    ], { lineGap: 4, size: 6.8 }));
    expect(result.fields).toMatchObject({
      customer_name: 'Vikram Singh Rathore',
      customer_phone: '9414087654',
      previous_policy_number: '98000031240100012345',
      previous_insurer_name: 'Thar Desert General Insurance Ltd.',
      broker_name: 'Marwar Insurance Brokers Pvt Ltd',
      broker_code: 'MIB/JPR/2020/14',
    });
  });

  it('reads values printed between a label\'s Hindi and its English, an address wrapped just under the English, amounts set right far from their labels (set 21, HindiFirstBilingual)', () => {
    const row = valueBetweenLabels({ labels: [42, 0], values: [262, 0] }, { upper: 11, value: 9.3, english: 6.6 });
    const result = readPolicy(drawnPage([
      ...row(['बीमाधारक का नाम'], ['Arvind Kumar Mishra'], ['Name of Insured']),
      [[42, 'पता', 'hindi', 11]],
      [[262, 'House No. 221, Gomti Nagar Extension, Lucknow, Uttar', 'value', 9.3]],
      [[42, 'Address', 'label', 6.6]],
      [[262, 'Pradesh - 226010', 'value', 9.3]],
      [], [],
      [[42, 'कुल स्वयं क्षति प्रीमियम', 'hindi', 11]],
      [[500, '23,899.00', 'value', 9.5]],
      [[42, 'Total Own Damage Premium (A)', 'label', 6.6]],
      [], [],
      [[42, 'कुल तृतीय पक्ष प्रीमियम', 'hindi', 11]],
      [[505, '6,896.00', 'value', 9.5]],
      [[42, 'Total Third Party Premium (B)', 'label', 6.6]],
      [], [],
      [[42, 'शुद्ध प्रीमियम', 'hindi', 11]],
      [[500, '30,795.00', 'value', 9.5]],
      [[42, 'Net Premium (A+B)', 'label', 6.6]],
    ], { lineGap: 6, size: 6.6 }));
    expect(result.fields).toMatchObject({
      customer_name: 'Arvind Kumar Mishra',
      customer_address: 'House No. 221, Gomti Nagar Extension, Lucknow, Uttar Pradesh - 226010',
      total_od_premium: 23899,
      total_tp_premium: 6896,
      net_premium: 30795,
    });
  });

  it('reads values printed between a label\'s Hindi wording in Latin letters and its English, an address going on under the English', () => {
    const row = valueBetweenLabels({ labels: [39, 301], values: [158, 420] }, { upper: 7.2, value: 9, english: 8.2 });
    const result = readPolicy(drawnPage([
      [[41, 'Bima Dharak evam Policy Vivaran / Insured & Policy Details', 'label', 9]], [], [],
      ...row(['Policy Sankhya', 'Vyavsay ka Prakar'], ['11050031240100004587', 'Navinikaran / Renewal'], ['Policy Number', 'Type of Business']),
      ...row(['Bima Dharak ka Naam', 'Email'], ['Rakesh Kumar Yadav', 'rakeshyadav.grk@gmail.com'], ['Name of Insured', 'E-mail']),
      [[39, 'Patraachaar ka Pata', 'hindi', 7.2]],
      [[158, 'Village & Post Baraura', 'value', 9]],
      [[39, 'Address', 'label', 8.2]],
      [], [[158, 'Tehsil Sadar, Gorakhpur, Uttar Pradesh - 273001', 'value', 9]], [], [],
      ...row(['Nirmata', 'Model'], ['Maruti Suzuki', 'WagonR LXI'], ['Make', 'Model & Variant']),
    ], { lineGap: 4.5, size: 8.2 }));
    expect(result.fields).toMatchObject({
      policy_number: '11050031240100004587',
      customer_name: 'Rakesh Kumar Yadav',
      customer_email: 'rakeshyadav.grk@gmail.com',
      customer_address: 'Village & Post Baraura, Tehsil Sadar, Gorakhpur, Uttar Pradesh - 273001',
      make: 'Maruti Suzuki',
      model: 'WagonR LXI',
    });
  });

  it('reads a grid of small captions over larger values: a value over the next row\'s captions is no heading', () => {
    const captions = (...cells: [number, string][]) => cells.map(([x, text]) => [x, text, 'caption', 6] as [number, string, string, number]);
    const values = (...cells: [number, string][]) => cells.map(([x, text]) => [x, text, 'value', 8.5] as [number, string, string, number]);
    const result = readPolicy(drawnPage([
      [[32, 'POLICY & INSURED DETAILS', 'value', 7.5]],
      captions([31, 'Policy No.'], [228, 'Type of Business'], [360, 'Date of Issue']),
      values([31, '3001/A/245871369/00/000'], [228, 'Renewal'], [360, '02/01/2025']),
      captions([31, "Insured's Name"], [228, 'Mobile No.'], [360, 'E-mail ID']),
      values([31, 'Ananya Deshpande'], [228, '+91-9823045617'], [360, 'ananya.deshpande@gmail.com']),
      captions([31, 'Regn. No.'], [161, 'Make'], [291, 'Model / Variant']),
      values([31, 'MH12 RT 4587'], [161, 'Hyundai'], [291, 'Creta SX 1.5 Petrol']),
    ], { lineGap: 12, size: 6 }));
    expect(result.fields).toMatchObject({ business_type: 'Renewal', customer_name: 'Ananya Deshpande', customer_email: 'ananya.deshpande@gmail.com', make: 'Hyundai', model: 'Creta SX 1.5 Petrol' });
  });

  it('reads a bare "CODE" after the broker\'s label and name on its line as the broker\'s, and no value of another label\'s row under a label', () => {
    const result = read([
      [[42, 'AGENT/BROKER'], [115, 'Punjab Kesari Insurance Brokers Pvt Ltd'], [307, 'CODE'], [375, 'IRDA/DB-219/09']],
      [[42, 'BROKER EMAIL'], [115, 'jal.ops@pkibrokers.in'], [307, 'PHONE'], [375, '0181-2456789']],
      [[42, 'DEV OFFICER'], [115, 'S. K. Bhatia (DO 1401-07)'], [307, 'BUSINESS SRC'], [375, 'BROKER']],
      [[42, 'RECEIPT NO'], [115, '1401002423869'], [307, 'RECEIPT DATE'], [375, '05-JUN-2024']],
      [[42, 'AMOUNT RECD'], [115, 'RS 4945.38'], [307, 'INSTRUMENT'], [375, 'CASH']],
    ]);
    expect(result.fields).toMatchObject({ broker_name: 'Punjab Kesari Insurance Brokers Pvt Ltd', broker_code: 'IRDA/DB-219/09', broker_email: 'jal.ops@pkibrokers.in' });
  });

  it('reads a value whose run opens with its label\'s colon from its start, though its words read as a label ("Product" | ": Pvt Car - Standalone OD")', () => {
    const result = read([
      [[34, 'Insurer', 'bold'], [86, ': Saurashtra Mutual'], [212, 'Pol. No.', 'bold'], [264, ': NMD/PC/2025/448102'], [391, 'Product', 'bold'], [443, ': Pvt Car - Standalone OD']],
      [[34, 'Biz Type', 'bold'], [86, ': Renewal'], [212, 'Issue Dt', 'bold'], [264, ': 08.02.2025']],
    ]);
    expect(result.fields).toMatchObject({ policy_type: 'Standalone OD', business_type: 'Renewal', policy_number: 'NMD/PC/2025/448102' });
  });

  it('reads the policy type from the schedule\'s title where no label names it, not from another policy\'s heading', () => {
    const result = read([
      [[350, 'STANDALONE OWN DAMAGE POLICY SCHEDULE', 'bold', 9]],
      [[30, 'Policy Number', 'bold'], [120, '400812345678000']],
      [[30, 'Basic Premium', 'bold'], [412, '7,512.44']],
      [[30, 'EXISTING THIRD PARTY (LIABILITY) POLICY', 'bold', 8.5]],
      [[33, 'TP Policy No.', 'bold'], [237, 'AGI/TP/24/3358217']],
    ]);
    expect(result.fields.policy_type).toBe('Standalone OD');
    expect(read([[[30, 'EXISTING THIRD PARTY (LIABILITY) POLICY', 'bold', 8.5]], [[33, 'TP Policy No.', 'bold'], [237, 'AGI/TP/24/3358217']]]).fields.policy_type).toBeUndefined();
    // Nor a label's value: another policy's type under its label.
    expect(read([[[30, 'Previous Policy Type', 'bold']], [[30, 'Liability Only Policy']]]).fields.policy_type).toBeUndefined();
  });

  it('reads the vehicle\'s IDV in a row of headers over figures, whatever the headers\' words, and from a row adding up to its total', () => {
    const headed = read([
      [[31, 'VEHICLE IDV'], [139, 'ELECTRICAL ACC.'], [247, 'NON-ELECTRICAL ACC.'], [354, 'BI-FUEL KIT'], [462, 'TOTAL IDV']],
      [[94, '8,80,000.00'], [208, '12,000.00'], [334, '0.00'], [442, '0.00'], [525, '8,92,000.00']],
    ]);
    expect(headed.fields.vehicle_idv).toBe(880000);
    const summed = read([
      [[31, "INSURED'S DECLARED VALUE (IDV)"]],
      [[50, 'For the Vehicle'], [160, 'Non-Electrical'], [253, 'Electrical / Electronic'], [380, 'CNG/LPG Kit'], [494, 'Total IDV']],
      [[165, 'Accessories'], [273, 'Accessories']],
      [[88, '8,12,500.00'], [203, '15,000.00'], [311, '10,000.00'], [440, '0.00'], [519, '8,37,500.00']],
    ]);
    expect(summed.fields.vehicle_idv).toBe(812500);
    // Beside a total its parts are not seen to add up to, the vehicle's own is likelier, and in doubt.
    const unproved = read([
      [[43, 'Vehicle IDV'], [148, '6,91,600.00']],
      [[43, 'CNG Kit Value'], [148, '28,000.00']],
      [[43, 'Total IDV'], [148, '7,54,600.00']],
    ]);
    expect(unproved.fields.vehicle_idv).toBe(691600);
    expect(unproved.confidence.vehicle_idv).toBeLessThan(0.9);
  });

  it('keeps a sure model from a checked field that would take it on weak evidence (a make\'s "MOTOR" read as an engine\'s label)', () => {
    const result = readPolicy(drawnPage([
      [[38, 'BRAND'], [236, 'TOYOTA KIRLOSKAR MOTOR']],
      [[38, 'VEHICLE MODEL NAME'], [236, 'FORTUNER']],
      [[38, 'ENGINE / CHASSIS NUMBER'], [221, 'M20A-XT03542 /']],
      [[197, 'MBJ8MPZN8JA003973']],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ make: 'TOYOTA KIRLOSKAR MOTOR', model: 'FORTUNER' });
    expect(result.fields.engine_number).not.toBe('FORTUNER');
  });

  it('keeps a heading apart from the label of two lines under it whose value is beside its first line', () => {
    const lines: Parameters<typeof drawnPage>[0] = [
      [[41, 'बीमित का विवरण / INSURED DETAILS', 'bold']],
      [[41, 'बीमित का नाम / Customer'], [149, 'Ms. Nandini H. Agarwal']],
      [[41, 'Name:']],
      [[41, 'Customer Code:'], [149, 'C6166681']],
    ];
    const result = readPolicy(drawnPage(lines, { lineGap: 12 }));
    expect(result.fields.customer_name).toBe('Nandini H. Agarwal');
  });

  it('runs a value on after its label back under the label\'s Hindi wording printed before it (a run of its own: its last letter came out of the PDF as a quote)', () => {
    const result = read([
      [[30, 'पिछला बीमाकता'], [93, '" / PREV. INSURER; Shivalik General Insurance Co.']],
      [[30, 'Ltd.']],
      [[30, 'पिछली पॉलिसी संख्या / PREVIOUS POLICY NO.; 74478765661534']],
    ]);
    expect(result.fields).toMatchObject({ previous_insurer_name: 'Shivalik General Insurance Co. Ltd.', previous_policy_number: '74478765661534' });
    // Not under the other column's value printed just before the label: its wrapped line is that value's.
    const columns = read([[[40, 'Vehicle: MARUTI SUZUKI'], [146, 'Insured Name: RAM KUMAR']], [[40, 'SWIFT VXI']], [[40, 'Reg No: MH12AB1234'], [146, 'Policy No: 3362/520584809']]]);
    expect(columns.fields.customer_name).toBe('RAM KUMAR');
    const insurer = read([[[40, 'Insured Name: RAM KUMAR'], [146, 'Previous Insurer: Tata AIG General']], [[40, 'SHARMA'], [146, 'Insurance Co. Ltd.']]]);
    expect(insurer.fields.previous_insurer_name).toBe('Tata AIG General Insurance Co. Ltd.');
  });

  it('reads a tax invoice\'s amounts past the SAC code printed between each row\'s label and amount', () => {
    const result = read([
      [[40, 'Description of Service'], [300, 'SAC'], [400, 'Amount (₹)']],
      [[40, 'Own Damage Premium (A)'], [300, '997134'], [400, '20,173.58']],
      [[40, 'Liability Premium (B)'], [300, '997134'], [400, '2,519.00']],
    ]);
    expect(result.fields).toMatchObject({ total_od_premium: 20173.58, total_tp_premium: 2519 });
  });

  it('reads a row of headers over amounts set right in their columns, each starting past its header\'s end', () => {
    const result = read([
      [[31, 'TAXABLE PREMIUM'], [139, 'GST @18%'], [247, 'TOTAL PREMIUM'], [354, 'AMOUNT COLLECTED']],
      [[95.2, '14,864.00'], [207.4, '2,675.52'], [310.2, '17,539.52'], [418.2, '17,540.00']],
    ]);
    expect(result.fields).toMatchObject({ net_premium: 14864, taxes: 2675.52, total_premium: 17539.52 });
  });

  it('reads a broker\'s name and code printed together under a label naming both, each in its field', () => {
    const bracketed = read([[[40, 'Agent/Broker Name & Code:'], [180, 'Bhopal Bima Brokers Pvt. Ltd. (BBB-MP-118)']]]);
    expect(bracketed.fields).toMatchObject({ broker_name: 'Bhopal Bima Brokers Pvt. Ltd.', broker_code: 'BBB-MP-118' });
    const slashed = read([[[40, 'Broker Name/Code:'], [180, 'Kavach Insurance Broking Pvt. Ltd. / IRDA/DB/712/18']]]);
    expect(slashed.fields).toMatchObject({ broker_name: 'Kavach Insurance Broking Pvt. Ltd.', broker_code: 'IRDA/DB/712/18' });
  });

  it('reads a covering letter\'s addressee, and the mobile, e-mail, bonus and broker\'s e-mail its sentences give', () => {
    const result = read([
      [[60, 'To,']],
      [[60, 'Mr. Suresh Venkataraman']],
      [[60, '8-2-293/82, Film Nagar, Jubilee Hills,']],
      [[60, 'Hyderabad, Telangana - 500096']],
      [[60, 'Dear Mr. Venkataraman,']],
      [[60, 'As no claim was reported under your previous policy no. P/181115/01/2024/003377, which expired on 20/07/2025 with a No']],
      [[60, 'Claim Bonus of 20%, you are entitled to a No Claim Bonus of 25%. Your policy is serviced by Trustline Insurance Brokers']],
      [[60, 'Pvt. Ltd. (Broker Code: TIB-HYD-0427). For any assistance you may write to them at hyd.ops@trustlinebrokers.com or contact']],
      [[60, 'our helpline. Your registered mobile number with us is 9849022334 and your e-mail is suresh.venkat@gmail.com.']],
    ]);
    expect(result.fields).toMatchObject({
      customer_name: 'Suresh Venkataraman',
      customer_address: '8-2-293/82, Film Nagar, Jubilee Hills, Hyderabad, Telangana - 500096',
      customer_phone: '9849022334',
      customer_email: 'suresh.venkat@gmail.com',
      previous_ncb: 20,
      broker_email: 'hyd.ops@trustlinebrokers.com',
    });
  });

  it('reads the TP add-ons as the lines between the basic TP line and the TP total they add up to', () => {
    const result = read([
      [[40, 'Basic Third Party Premium'], [400, '2,094.00']],
      [[40, 'PA Cover - Owner Driver'], [405, '375.00']],
      [[40, 'LL to Paid Driver'], [414.2, '50.00']],
      [[40, 'Liability Premium (B)'], [400, '2,519.00']],
    ]);
    expect(result.fields).toMatchObject({ basic_tp_premium: 2094, total_tp_add_on_premium: 425, total_tp_premium: 2519 });
  });

  it('reads the period from a covering letter\'s sentence', () => {
    const result = read([[[40, 'Policy Number VPC62982003058 was issued on 31 May 2024 and is valid from 10 June 2024 to 9 June 2025.']]]);
    expect(result.fields).toMatchObject({ issue_date: '2024-05-31', start_date: '2024-06-10', end_date: '2025-06-09' });
    // A comma before "to" (typed so, or a space a scan read as one), and a month-first date without its space.
    const comma = read([[[38, 'This is to certify that vehicle AP39EC0770 is insured under Policy No. 49305/57/25/918441, issued on 10 April 2025, for the period from 10 April 2025,to 9']], [[38, 'April 2026.']]]);
    expect(comma.fields).toMatchObject({ start_date: '2025-04-10', end_date: '2026-04-09' });
  });

  it('reads a period whose end wraps to the next line, beside another column\'s label', () => {
    const result = read([
      [[40, 'Period of cover:'], [170, 'From 25-Nov-2024 00:00 Hrs To'], [300, 'Own damage cover:'], [430, 'From 25-Nov-2024 00:00 Hrs To']],
      [[170, '24-Nov-2025 23:59 Hrs'], [430, '24-Nov-2025 23:59 Hrs']],
    ]);
    expect(result.fields).toMatchObject({ start_date: '2024-11-25', end_date: '2025-11-24', od_start_date: '2024-11-25', od_end_date: '2025-11-24' });
  });

  it('reads a value printed a line above its label when nothing was read over the label (a Hindi line OCR dropped)', () => {
    const result = read([
      [[180, 'Pradeep I. Rao'], [420, 'Tata Motors']],
      [[40, 'Customer Name'], [300, 'Make of Vehicle']],
      [[180, 'GJ01UA6403'], [420, 'Harrier Smart']],
      [[40, 'Regn No'], [300, 'Model & Variant']],
    ]);
    expect(result.fields).toMatchObject({ customer_name: 'Pradeep I. Rao', vehicle_number: 'GJ01UA6403', make: 'Tata Motors', model: 'Harrier Smart' });
  });

  it('reads a value printed beside the Hindi line of a label whose English wording is under it', () => {
    const result = read([
      [[43, 'व्य वसाय का प्र कार'], [150, 'Roll Over'], [308, 'इर्ंधन का प्र कार'], [408, 'Electric']],
      [[43, 'POLICY STATUS'], [308, 'FUEL USED']],
      [[43, 'COVER NOTE NO.'], [150, 'CN50678551'], [308, 'मॉडल'], [408, 'ZS EV Executive']],
    ]);
    expect(result.fields).toMatchObject({ business_type: 'Rollover', fuel_type: 'Electric' });
  });

  it('reads a value set right from beside the Hindi line of its label, its first line starting further right than its next', () => {
    // Words as the PDF gave them: text, x, y, width, font.
    const words: [string, number, number, number, string][] = [
      ['बीमित', 38.0, 295.2, 16.3, 'hi'], ['का', 57.6, 295.2, 6.5, 'hi'], ['नाम', 67.3, 295.2, 9.8, 'hi'], [':', 127.7, 295.2, 2.1, 'en'],
      ['MR.', 298.2, 295.2, 14.2, 'en'], ['VIKRAM', 317.2, 295.2, 28.5, 'en'], ['KAMATH', 350.4, 295.2, 28.5, 'en'],
      ['Name', 38.0, 304.5, 12.9, 'en'], ['of', 54.1, 304.5, 6.4, 'en'], ['the', 63.8, 304.5, 9.7, 'en'], ['Insured', 76.6, 304.5, 22.5, 'en'], ['Person', 102.4, 304.5, 19.3, 'en'],
      ['पता', 38.0, 315.6, 10.5, 'hi'], [':', 112.1, 315.6, 2.1, 'en'],
      ['PLOT', 280.3, 315.6, 16.6, 'en'], ['100,', 301.0, 315.6, 16.6, 'en'], ['VAISHALI', 321.8, 315.6, 33.2, 'en'], ['NAGAR', 359.1, 315.6, 20.7, 'en'],
      ['Address', 38.0, 324.9, 21.7, 'en'], ['of', 62.8, 324.9, 6.2, 'en'], ['the', 72.1, 324.9, 9.3, 'en'], ['Insured', 84.4, 324.9, 21.7, 'en'],
      ['THIRUVANANTHAPURAM,', 253.3, 324.9, 92.2, 'en'], ['KERALA', 350.4, 324.9, 29.1, 'en'],
      ['PIN', 317.2, 334.3, 11.4, 'en'], ['CODE:', 332.4, 334.3, 19.0, 'en'], ['695094', 355.2, 334.3, 22.8, 'en'],
      ['मोबाइल', 38.0, 345.4, 19.0, 'hi'], ['नंबर', 60.2, 345.4, 12.7, 'hi'], [':', 78.8, 345.4, 2.1, 'en'], ['7706306185', 340.5, 345.4, 37.5, 'en'],
    ];
    const page = buildPageModel(words.map(([text, x, y, width, style]) => ({ text, page: 1, x, y, width, height: 7.5, size: 7.5, style })), [{ width: 595, height: 842 }], false);
    const index = pageIndexOf(page);
    const label = page.segments.find((segment) => segment.text === 'Address of the Insured')!;
    expect(index.raisedRight(label, index.nextRight(label)).map((run) => run.text)).toEqual(['PLOT 100, VAISHALI NAGAR']);
    expect(readPolicy(page).fields.customer_address).toBe('PLOT 100, VAISHALI NAGAR, THIRUVANANTHAPURAM, KERALA - 695094');
  });

  it('is sure of fields a passing sum proves', () => {
    const result = read([
      [[40, 'Net Premium :'], [200, '10,000.00']],
      [[40, 'GST (18%) :'], [200, '1,800.00']],
      [[40, 'Total Premium :'], [200, '11,800.00']],
    ]);
    expect(result.confidence.total_premium).toBeGreaterThan(0.95);
    expect(result.fields.taxes_rate).toBe(18);
  });

  it('reads the tax as CGST + SGST when the halves are printed apart, and never half of it as the whole', () => {
    const result = read([
      [[40, 'Description'], [255, 'Own Damage'], [407, 'Third Party'], [496, 'Total Premium']],
      [[40, 'Total'], [315, '9,858.78'], [429, '3,941'], [516, '13,799.78']],
      [[40, 'Net Premium (A+B) :'], [200, '13,799.78']],
      [[40, 'CGST @ 9.00% :'], [200, '1,241.98']],
      [[40, 'State GST @ 9.00% :'], [200, '1,241.98']],
      [[40, 'Total Amount :'], [200, '16,283.74']],
    ]);
    expect(result.fields).toMatchObject({ net_premium: 13799.78, taxes: 2483.96, taxes_rate: 18, total_premium: 16283.74 });
    expect(result.confidence.total_premium).toBeGreaterThan(0.95);
  });

  it('reads no tax at a half\'s rate as the whole ("GST-@ 9%" of "SGST/UTGST @ 9%"): the total less the net premium is the tax', () => {
    const result = read([
      [[51, 'Net Premium'], [516, '8,781.01']],
      [[51, 'Taxable Value'], [177, 'CGST @ 9%'], [303, 'GST-@ 9%'], [428, 'Total Amount']],
      [[51, '8,781.01'], [177, '790.29'], [303, '790.29'], [429, '10,361.59']],
    ]);
    expect(result.fields).toMatchObject({ net_premium: 8781.01, taxes: 1580.58, total_premium: 10361.59 });
    // Rates adding up to the whole GST name no half.
    const whole = read([
      [[40, 'Net Premium :'], [200, '8,781.01']],
      [[40, 'GST (CGST 9% + SGST 9%) :'], [200, '1,580.58']],
    ]);
    expect(whole.fields).toMatchObject({ taxes: 1580.58, taxes_rate: 18 });
  });

  it('reads a tax rate closing its label as the label\'s, the amount right of it as the tax', () => {
    const result = read([
      [[37, 'Taxable Premium'], [330, 'Rs. 6,712.00/-']],
      [[37, 'Central GST 9 %'], [336, 'Rs. 604.08/-']],
      [[37, 'SGST/UTGST 9 %'], [336, 'Rs. 604.08/-']],
      [[37, 'Total Premium Payable'], [330, 'Rs. 7,920.16/-']],
    ]);
    expect(result.fields).toMatchObject({ net_premium: 6712, taxes: 1208.16, taxes_rate: 18, total_premium: 7920.16 });
    const inRupees = read([
      [[46, 'Total premium (A+B) in Rs.'], [507, '22,603.75']],
      [[46, 'Tax @ 18% in Rs.'], [512, '4,068.68']],
      [[46, 'Total Policy Premium'], [507, '26,672.43']],
    ]);
    expect(inRupees.fields).toMatchObject({ net_premium: 22603.75, taxes: 4068.68, taxes_rate: 18, total_premium: 26672.43 });
  });

  it('splits one label\'s two values at a bar, and a value cut after the bar goes on under the run', () => {
    expect(read([[[40, 'Engine & Chassis No.:'], [146, 'H4K-MY36942 | MEENA1B29ML603727']]]).fields).toMatchObject({ engine_number: 'H4K-MY36942', chasis_number: 'MEENA1B29ML603727' });
    const cut = read([
      [[40, 'Engine & Chassis No.:- G3LEGP0954953 |']],
      [[40, 'MALA5PKA0MD777116']],
      [[40, 'Fuel Type:- Petrol']],
    ]);
    expect(cut.fields).toMatchObject({ engine_number: 'G3LEGP0954953', chasis_number: 'MALA5PKA0MD777116' });
    // A cut value whose next line is another row's label is left unread, not read as nothing.
    expect(() => read([[[40, 'Engine & Chassis No.:- G3LEGP0954953 |']], [[40, 'Fuel Type:- Petrol']]])).not.toThrow();
  });

  it('reads amounts set against the right margin under the last header of a table printed further left', () => {
    const result = read([
      [[32, 'Particulars', 'bold'], [247, 'OD', 'bold']],
      [[32, 'Basic'], [528, '29,191.08']],
      [[32, 'Add-on Covers'], [548, '0.00']],
      [[32, 'NCB Discount 45%'], [525, '-13,135.99']],
      [[32, 'Section Total', 'bold'], [527, '16,055.09']],
      [[29, 'Taxable Premium: 16,055.09'], [208, 'GST Amount 18%: 2,889.92'], [387, 'Total Policy Premium: 18,945.01']],
    ]);
    expect(result.fields).toMatchObject({ basic_od_premium: 29191.08, total_od_add_on_premium: 0, ncb: 45, total_od_premium: 16055.09 });
    expect(result.fields.vehicle_idv).toBeUndefined();
    expect(result.evidence.total_od_premium).toMatchObject({ placement: 'table', label: 'Section Total OD' });
  });

  it('reads "Make / Model" printed in Hindi and English as one value, a make with an ampersand whole', () => {
    const result = read([[[32, 'निर्माता / मॉडल / Make / Model'], [205, ': MAHINDRA & MAHINDRA, XUV700 AX7 L']]]);
    expect(result.fields).toMatchObject({ make: 'MAHINDRA & MAHINDRA', model: 'XUV700 AX7 L' });
    // A make and model together run to more words than other text ("HONDA CARS INDIA LTD / Elevate ZX"), and are sure under their label.
    const under = readPolicy(
      drawnPage(
        [
          [[36, 'Reg. No.', 'bold'], [162, 'Manufacturer / Model', 'bold'], [310, 'Premium Details', 'bold'], [501, 'Amount in INR', 'bold']],
          [[36, 'DL10CME6608'], [162, 'HONDA CARS INDIA LTD / Elevate']],
          [[162, 'ZX'], [310, 'Total Premium - Own Damage', 'bold'], [525, '8,341.11']],
        ],
        { lineGap: 11 },
      ),
    );
    expect(under.fields).toMatchObject({ make: 'HONDA CARS INDIA LTD', model: 'Elevate ZX' });
    expect(under.confidence.make).toBeGreaterThanOrEqual(0.9);
    // A model starting with its maker's name is the make and model together, under a label naming one of them: not sure.
    const both = read([[[40, 'Model'], [160, 'TOYOTA KIRLOSKAR MOTOR - 2020 Glanza V']]]);
    expect(both.confidence.model).toBeLessThan(0.9);
    // A model named after its maker is no make printed with it.
    const mini = read([[[40, 'Make'], [160, 'BMW']], [[40, 'Model'], [160, 'MINI COOPER S']]]);
    expect(mini.confidence.model).toBeGreaterThanOrEqual(0.9);
  });

  it('does not take the next row\'s label for the second line of a label, nor its value for the name\'s', () => {
    const result = read([
      [[40, 'BROKER DETAILS', 'bold']],
      [[31, 'Agent / Broker Name'], [148, 'DHWAJA INSURANCE BROKERS LLP', 'bold'], [298, 'Intermediary Code'], [415, 'CB-14109', 'bold']],
      [[31, 'Broker Mobile'], [148, '080-4279 6000', 'bold']],
    ]);
    expect(result.fields).toMatchObject({ broker_name: 'DHWAJA INSURANCE BROKERS LLP', broker_code: 'CB-14109' });
  });

  it('does not run a value on into the next row when that row is a label and its value ("Variant : Smart")', () => {
    const result = read([
      [[309, 'मॉडल / Model Name : Harrier']],
      [[309, 'Variant : Smart']],
      [[307, 'मॉडल / Vehicle Model - Verna'], [40, 'Insured Name - Ravi Rao']],
    ]);
    expect(result.fields.model).toBe('Harrier');
    const dashed = read([[[307, 'मॉडल / Vehicle Model - Verna']], [[307, 'Version - EX']]]);
    expect(dashed.fields.model).toBe('Verna');
  });

  it('takes a Hindi label whose vowel signs the PDF mapped to a Latin letter for Hindi only, its value beside it the English label\'s', () => {
    const result = read([
      [[45, 'निमा I ता / मॉडल'], [155, 'Maruti Suzuki / Dzire Tour S']],
      [[45, 'Make/Model/Variant']],
    ]);
    expect(result.fields).toMatchObject({ make: 'Maruti Suzuki', model: 'Dzire Tour S' });
  });

  it('joins an e-mail address wrapped before its domain ending, and reads a name under a header to the next column', () => {
    const result = read([
      [[37, 'E-MAIL ADDRESS', 'bold'], [163, 'pradeepsandhu99@yahoo.co']],
      [[163, '.in']],
      [[37, 'CLIENT ID', 'bold'], [163, 'C7501143']],
      [[26, 'Agent / Broker Details', 'bold']],
      [[29, 'मध्यस्थ का नाम', 'bold'], [301, 'मध्यस्थ कोड', 'bold']],
      [[29, 'Intermediary', 'bold'], [301, 'Code', 'bold']],
      [[29, 'Unnati Risk Advisory & Insurance Brokers Pvt. Ltd.'], [301, 'DB-492/23']],
    ]);
    expect(result.fields).toMatchObject({ customer_email: 'pradeepsandhu99@yahoo.co.in', broker_name: 'Unnati Risk Advisory & Insurance Brokers Pvt. Ltd.', broker_code: 'DB-492/23' });
  });

  it('reads a weak label in a line of pairs as the party the line\'s first label names, even under another party\'s heading', () => {
    const result = read([
      [[28, 'Previous Policy Details', 'bold']],
      [[28, 'Previous policy number'], [265, 'VPC2584946460']],
      [[28, 'Intermediary: Vishwas Insurance Broking Pvt. Ltd. | Code: 2000079440 | Email: service@vishwasbroking.in']],
    ]);
    expect(result.fields).toMatchObject({ previous_policy_number: 'VPC2584946460', broker_code: '2000079440', broker_email: 'service@vishwasbroking.in' });
  });

  it('reads a premium matrix whose row labels say little alone ("Basic", "Total") by their column headers', () => {
    const result = read([
      [[36, 'PREMIUM SUMMARY', 'bold']],
      [[39, 'Premium Details', 'bold'], [303, 'Own Damage', 'bold'], [386, 'Third Party Liability', 'bold'], [508, 'Total Premium', 'bold']],
      [[39, 'Basic'], [337, '₹ 0'], [428, '₹ 3,416'], [533, '₹ 3,416']],
      [[39, 'Add-on Premium'], [337, '₹ 0'], [434, '₹ 330'], [539, '₹ 330']],
      [[39, 'Total', 'bold'], [337, '₹ 0'], [428, '₹ 3,746'], [533, '₹ 3,746']],
      [[36, 'Net Premium Payable:', 'bold'], [214, '₹ 3,746']],
      [[36, 'IGST Amount 18%:', 'bold'], [214, '₹ 674.28']],
      [[36, 'Total Amount:', 'bold'], [214, '₹ 4,420.28']],
    ]);
    expect(result.fields).toMatchObject({ basic_tp_premium: 3416, total_tp_add_on_premium: 330, total_tp_premium: 3746, net_premium: 3746, taxes: 674.28, total_premium: 4420.28 });
  });

  it('lets one printed period be both the policy\'s and its section\'s', () => {
    const result = read([
      [[36, 'Product :'], [139, 'Liability Only Policy']],
      [[36, 'Period of Policy', 'bold']],
      [[36, 'From 26 Oct 2025 To 25 Oct 2026']],
      [[39, 'Particulars', 'bold'], [139, 'Effective From', 'bold'], [215, 'Expiry', 'bold']],
      [[39, 'Section II (Liability)'], [139, '26 Oct 2025'], [215, '25 Oct 2026']],
    ]);
    expect(result.fields).toMatchObject({ start_date: '2025-10-26', end_date: '2026-10-25', tp_start_date: '2025-10-26', tp_end_date: '2026-10-25' });
    const sentence = read([
      [[43, 'Your Motor Insurance - Own Damage Cover no. 71811537414686 covering registration no. BR01VJ4458 is in force']],
      [[43, 'from 05-JUL-2023 to 04-JUL-2024 for the Own Damage section.']],
    ]);
    expect(sentence.fields).toMatchObject({ policy_number: '71811537414686', vehicle_number: 'BR01VJ4458', start_date: '2023-07-05', end_date: '2024-07-04' });
  });

  it('reads a name run on after its label in the same font when the label names its field well', () => {
    const result = read([
      [[27, 'Insured Information', 'bold']],
      [[24, "Insured's Name HARISH MEHTA"]],
      [[24, 'Mfr. TOYOTA KIRLOSKAR MOTOR'], [298, 'Model Name INNOVA HYCROSS VX HYBRID']],
    ]);
    expect(result.fields).toMatchObject({ customer_name: 'HARISH MEHTA', make: 'TOYOTA KIRLOSKAR MOTOR', model: 'INNOVA HYCROSS VX HYBRID' });
  });

  it('keeps a section heading under the page\'s running title, and its short labels in its section across the page', () => {
    const lines: Parameters<typeof drawnPage>[0] = [
      [[42, 'Sindhu Kavach General Insurance Ltd. - Private Car Policy Schedule (contd.)']],
      [[42, '5. BROKER DETAILS', 'bold']],
      [[42, 'INTERMEDIARY NAME:'], [162, 'DHWAJA INSURANCE BROKERS LLP'], [298, 'CODE:'], [418, 'IRDSI/DB/231/17']],
    ];
    const model = drawnPage(lines);
    for (const word of model.segments[0].words) word.size = 6.5;
    for (const word of model.segments[1].words) word.size = 10.5;
    expect(readPolicy(model).fields).toMatchObject({ broker_name: 'DHWAJA INSURANCE BROKERS LLP', broker_code: 'IRDSI/DB/231/17' });
  });

  it('joins an address\'s lines by what its words say: a part\'s last word goes on, a line after a finished part starts a new one', () => {
    const address = (lines: string[]) =>
      read([[[40, 'Correspondence Address :'], [160, lines[0]]], ...lines.slice(1).map((line) => [[160, line]] as [number, string][]), [[40, 'Mobile No. :'], [160, '98450 12345']]]).fields
        .customer_address;
    expect(address(['Flat No. 1005, Lakshmi Nivas, Baner', 'Road, Nashik, Maharashtra - 422046'])).toBe('Flat No. 1005, Lakshmi Nivas, Baner Road, Nashik, Maharashtra - 422046');
    expect(address(['623, Krishna Kunj', 'Station Road, Guwahati, Assam - 781080'])).toBe('623, Krishna Kunj, Station Road, Guwahati, Assam - 781080');
    expect(address(['Flat 12, Gokul Dham, Bhopal, Madhya', 'Pradesh - 462011'])).toBe('Flat 12, Gokul Dham, Bhopal, Madhya Pradesh - 462011');
    // A line reading like a label and its value ("Model" + "Town") goes on an address; a set-off one does not.
    expect(address(['176, Prestige Park', 'Model Town', 'Opp. Bus Depot', 'Visakhapatnam', 'Andhra Pradesh - 530096'])).toBe(
      '176, Prestige Park, Model Town, Opp. Bus Depot, Visakhapatnam, Andhra Pradesh - 530096',
    );
    // A line left open on an ampersand goes on without a comma.
    expect(address(['Shop 4, Behind Bus Stand &', 'Gandhi Chowk, Pune - 411001'])).toBe('Shop 4, Behind Bus Stand & Gandhi Chowk, Pune - 411001');
    // In a column it fills, a line parting its pieces with commas was wrapped where it ends without one; a piece ends in its number.
    const inColumn = (lines: string[]) =>
      read([[[40, 'Address :'], [160, lines[0]], [290, 'Mobile :'], [340, '98450 12345']], ...lines.slice(1).map((line) => [[160, line]] as [number, string][])]).fields.customer_address;
    expect(inColumn(['290, SUNRISE HEIGHTS, SALT', 'LAKE SECTOR V, NEAR', 'WATER TANK', 'FARIDABAD, HARYANA - 121024'])).toBe(
      '290, SUNRISE HEIGHTS, SALT LAKE SECTOR V, NEAR WATER TANK, FARIDABAD, HARYANA - 121024',
    );
    expect(inColumn(['Plot 55, Sector 21', 'Visakhapatnam, Andhra Pradesh - 530090'])).toBe('Plot 55, Sector 21, Visakhapatnam, Andhra Pradesh - 530090');
    // …unless the next line starts with a part of its own.
    expect(inColumn(['4/12, Anna Salai, Teynampet', 'Chennai, Tamil Nadu - 600018'])).toBe('4/12, Anna Salai, Teynampet, Chennai, Tamil Nadu - 600018');
    // A part's number goes on after its word; a door number after a finished part and a PIN do not.
    expect(address(['Sunrise Heights', 'No. 5, MG Road, Bengaluru - 560001'])).toBe('Sunrise Heights, No. 5, MG Road, Bengaluru - 560001');
    expect(address(['12, Near Kashmere Gate', '110006'])).toBe('12, Near Kashmere Gate - 110006');
    expect(address(['542, Lakshmi Nivas, Jubilee Hills Road', 'No. 36, New Delhi, Delhi - 110001'])).toBe('542, Lakshmi Nivas, Jubilee Hills Road No. 36, New Delhi, Delhi - 110001');
    expect(address(['168, Lakshmi Nivas, Ashok Vihar Phase', '2, Nashik, Maharashtra - 422038'])).toBe('168, Lakshmi Nivas, Ashok Vihar Phase 2, Nashik, Maharashtra - 422038');
    // A place's opening word goes on ("New" / "Delhi"); a phase follows its place ("Ashok Vihar" / "Phase 2").
    expect(address(['PLOT 52, MALVIYA NAGAR, NEW', 'DELHI, DELHI - 110029'])).toBe('PLOT 52, MALVIYA NAGAR, NEW DELHI, DELHI - 110029');
    expect(address(['599, LAKSHMI NIVAS, ASHOK VIHAR', 'PHASE 2, PANAJI, GOA - 403027'])).toBe('599, LAKSHMI NIVAS, ASHOK VIHAR PHASE 2, PANAJI, GOA - 403027');
    // A label left open on a joining word goes on under itself, though its value goes on beside that line too.
    const openLabel = readPolicy(
      drawnPage(
        [
          [[35, 'Policy Holder'], [112, 'Rahul G. Fernandes']],
          [[35, 'Address of the'], [112, '828, Gokul Dham']],
          [[35, 'Insured'], [112, 'Civil Lines']],
          [[112, 'Pune']],
          [[112, 'Maharashtra - 411067']],
          [[35, 'Contact Number'], [112, '7581452124']],
        ],
        { lineGap: 12 },
      ),
    );
    expect(openLabel.fields.customer_address).toBe('828, Gokul Dham, Civil Lines, Pune, Maharashtra - 411067');
  });

  it('keeps labels printed one under another apart when each names its own field', () => {
    const result = readPolicy(drawnPage([
      [[45, 'Engine Capacity'], [141, ':'], [149, '1493']],
      [[45, 'Seating Cap.'], [141, ':'], [149, '5']],
      [[45, 'Vehicle IDV (excl. Accessories) :'], [149, '8,75,500.00']],
      [[41, 'Model Name', 'bold'], [118, 'Comet EV Plush'], [212, 'Month/Year Of', 'bold'], [289, 'Feb-2022'], [383, 'Date Of Regn.', 'bold'], [460, '08 Jun 2022']],
      [[212, 'Manufacture', 'bold']],
      [[41, 'Eng. No.', 'bold'], [118, '15S4C-BU40879'], [212, 'VIN / Chassis No.', 'bold'], [289, 'MZ7VDUAVXNL675895'], [383, 'Fuel Used', 'bold'], [460, 'Electric']],
    ], { lineGap: 11 }));
    expect(result.fields).toMatchObject({ cc: 1493, seating_capicity: 5, engine_number: '15S4C-BU40879', chasis_number: 'MZ7VDUAVXNL675895' });
  });

  it('reads a premium matrix whose column header wraps under the header row', () => {
    const result = readPolicy(
      drawnPage(
        [
          [[47, 'COVER', 'bold'], [250, 'OD', 'bold'], [351, 'SECTION II -', 'bold'], [453, 'AMOUNT', 'bold']],
          [[351, 'LIABILITY', 'bold']],
          [[47, 'BASIC'], [298, 'INR 8,336.47'], [411, 'INR 6,521'], [497, 'INR 14,857.47']],
          [[47, 'ADD-ON COVERS'], [298, 'INR 3,170.04'], [411, 'INR 1,225'], [501, 'INR 4,395.04']],
          [[47, 'NET PREMIUM', 'bold'], [294, 'INR 11,506.51'], [411, 'INR 7,746'], [497, 'INR 19,252.51']],
        ],
        { lineGap: 11 },
      ),
    );
    expect(result.fields).toMatchObject({ basic_tp_premium: 6521, total_tp_add_on_premium: 1225, total_tp_premium: 7746 });
  });

  it('reads a policy number of letters with a few figures beside its label, not the quote number beside it', () => {
    const result = read([[[24, 'Policy/Certificate No. | 1-FOZN5Q8D'], [206, 'Type of Cover | Comprehensive']], [[24, 'Date of Issue | 24-02-2024'], [206, 'Quote No. | PR333522735']]]);
    expect(result.fields.policy_number).toBe('1-FOZN5Q8D');
    expect(result.confidence.policy_number).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a value under a label in the page\'s last column to the margin, and an e-mail address wrapped inside its domain', () => {
    const result = readPolicy(
      drawnPage(
        [
          [[42, 'Mobile No.', 'bold'], [162, '9908719446'], [308, 'पता', 'bold']],
          [[42, 'E-mail Address', 'bold'], [162, 'dsouza.abhishek9@hotmail.c'], [308, 'Correspondence Address', 'bold']],
          [[162, 'om'], [308, 'Flat No. 404, Silver Oak Enclave, Baner Road, Opp. City']],
          [[308, 'Hospital, Bengaluru, Karnataka - 560003']],
        ],
        { lineGap: 11 },
      ),
    );
    expect(result.fields).toMatchObject({
      customer_email: 'dsouza.abhishek9@hotmail.com',
      customer_address: 'Flat No. 404, Silver Oak Enclave, Baner Road, Opp. City Hospital, Bengaluru, Karnataka - 560003',
    });
  });

  it('ends a label at a colon after its unit ("No Claim Bonus (%):- 0")', () => {
    const result = read([[[27, 'No Claim Bonus (%):- 0'], [207, 'Total Premium (A+B):- ₹ 31,470.29'], [388, 'CGST Amount 9%:- ₹ 2,832.33']]]);
    expect(result.fields.ncb).toBe(0);
  });

  it('reads a certificate\'s sentence: the vehicle insured and the day the policy was issued', () => {
    const result = read([
      [[41, 'This is to certify that vehicle JH01MP4012 is insured under Policy No. M95299861, issued on 05/Jul/2025, for the period from']],
      [[41, '22/Jul/2025 to 21/Jul/2026.']],
      [[44, 'Product name', 'bold'], [215, 'Policy status', 'bold'], [386, 'Proposal date', 'bold']],
      [[44, 'STANDALONE OWN DAMAGE'], [215, 'RENEWAL (SAME INSURER)'], [386, '02/Jul/2025']],
    ]);
    expect(result.fields).toMatchObject({ vehicle_number: 'JH01MP4012', policy_number: 'M95299861', issue_date: '2025-07-05', start_date: '2025-07-22', end_date: '2026-07-21' });
  });

  it('joins an identifier or e-mail address wrapped onto the line of its label\'s English, printed under the Hindi', () => {
    const result = read([
      [[45, 'पिछली पॉलिसी संख्या'], [170, 'OG-24-6101-1635-4171956'], [305, 'ई-मेल'], [425, 'gauravgupta79@yahoo.co']],
      [[45, 'Expiring Policy No.'], [170, '7'], [305, 'E-mail:'], [425, 'm']],
      [[45, 'Previous Policy Start Date'], [170, '27-APR-2024']],
    ]);
    expect(result.fields).toMatchObject({ previous_policy_number: 'OG-24-6101-1635-41719567', customer_email: 'gauravgupta79@yahoo.com' });
  });

  it('joins a value wrapped past another column\'s line: a make over three lines, an e-mail\'s last letter', () => {
    const result = readPolicy(
      drawnPage(
        [
          [[306, 'Mail ID'], [423, 'pradeep_trivedi88@yahoo.co.i']],
          [[46, 'Make:'], [168, 'SKODA AUTO VOLKSWAGEN']],
          [[423, 'n']],
          [[383, 'MAKE OF VEHICLE:'], [459, 'TOYOTA']],
          [[459, 'KIRLOSKAR']],
          [[459, 'MOTOR']],
        ],
        { lineGap: 6 },
      ),
    );
    expect(result.fields.customer_email).toBe('pradeep_trivedi88@yahoo.co.in');
  });

  it('does not take the payment date for the issue date', () => {
    const result = read([[[25, 'Payment Date'], [144, '10/6/2023']], [[25, 'Start Date'], [144, '08/07/2023']], [[25, 'Issued At: NEW DELHI'], [200, 'Issued On: 13/6/2023']]]);
    expect(result.fields.issue_date).toBe('2023-06-13');
  });

  it('keeps a PIN after a dash spaced as records keep it, and leaves off a stray mark ending a value', () => {
    const result = read([[[40, 'Address :'], [160, 'Plot 44, Station Road, Bhubaneswar, Odisha- 751068']], [[40, 'Model :'], [160, 'Tiago XT .']]]);
    expect(result.fields).toMatchObject({ customer_address: 'Plot 44, Station Road, Bhubaneswar, Odisha - 751068', model: 'Tiago XT' });
    // A PIN after its own label and colon ends the address, as one after a dash does.
    const pinLabel = read([[[26, 'पता / ADDRESS OF THE INSURED : Flat No. 1007, Shanti Niketan Society, Guwahati, Assam, Pin Code: 781079']]]);
    expect(pinLabel.fields.customer_address).toBe('Flat No. 1007, Shanti Niketan Society, Guwahati, Assam - 781079');
    // The dash may start the next line, back under the label the address runs on after.
    const wrapped = read([
      [[307, 'पता / Address:- 43/18, Salt Lake Sector V, Mumbai, Maharashtra']],
      [[307, '- 400048']],
      [[307, 'मोबाइल नंबर / Mobile:- 69402 01815']],
    ]);
    expect(wrapped.fields.customer_address).toBe('43/18, Salt Lake Sector V, Mumbai, Maharashtra - 400048');
  });

  it('does not end an identifier with the label of the next row printed under it', () => {
    const result = read([
      [[42, 'Engine/Motor no.', 'bold'], [170, 'VIN / chassis no.', 'bold']],
      [[42, '15S4C484655'], [170, 'MZ7SAW3W3MA549339']],
      [[42, 'IDV', 'bold']],
      [[42, '13,58,000']],
    ]);
    expect(result.fields).toMatchObject({ engine_number: '15S4C484655', chasis_number: 'MZ7SAW3W3MA549339' });
  });

  it('reads a label that lists the choices of its value, or says how it is written, and not the list for the value', () => {
    const lines: Parameters<typeof drawnPage>[0] = [
      [[40, 'New / Renewal / Rollover : New Business']],
      [[40, 'Fuel Type (Petrol/Diesel/CNG) - Petrol']],
      [[40, 'Date Of'], [160, 'Mar-2020']],
      [[40, 'Manufacture']],
      [[40, '(MM/YYYY)']],
      [[40, 'Engine-Chassis No. :'], [160, 'G3LFYY6849417 / MZB1VRVU4CD858066']],
    ];
    const result = readPolicy(drawnPage(lines, { lineGap: 12 }));
    expect(result.fields).toMatchObject({ business_type: 'New', fuel_type: 'Petrol', manufacturing_year: 2020, engine_number: 'G3LFYY6849417', chasis_number: 'MZB1VRVU4CD858066' });
  });

  it('ends a name at the next line that is a key and its value, even a key it does not know', () => {
    const result = read([
      [[40, 'Intermediary : DHAN RAKSHA INSURANCE BROKERS PVT. LTD.']],
      [[40, 'Valid Upto : 12-Nov-2027']],
      [[300, 'Broker Name PRABAL INSURANCE BROKERS PRIVATE LIMITED']],
      [[300, 'Intermediary Contact No. 6464700013']],
    ]);
    expect(result.fields.broker_name).toBe('DHAN RAKSHA INSURANCE BROKERS PVT. LTD.');
    const run = read([[[40, 'Broker Name PRABAL INSURANCE BROKERS PRIVATE LIMITED']], [[40, 'Intermediary Contact No. 6464700013']]]);
    expect(run.fields.broker_name).toBe('PRABAL INSURANCE BROKERS PRIVATE LIMITED');
  });

  it('reads a two-field label wrapped under itself, its parts cut at a bar under it or against the right margin', () => {
    const wrappedLabel = readPolicy(
      drawnPage([[[33, 'Engine'], [114, '15S4C-SB55478 / MZ7ABY5X2PG562007']], [[33, 'no./chassis no.']], [[33, 'Type of fuel'], [114, 'Electric']]], { lineGap: 12 }),
    );
    expect(wrappedLabel.fields).toMatchObject({ engine_number: '15S4C-SB55478', chasis_number: 'MZ7ABY5X2PG562007', fuel_type: 'Electric' });
    const below = read([[[43, 'Engine No. & Chassis No.'], [200, 'Fuel Used']], [[43, 'H4K-YZ46892 |'], [200, 'PETROL']], [[43, 'MEE41K0R8PD247163']]]);
    expect(below.fields).toMatchObject({ engine_number: 'H4K-YZ46892', chasis_number: 'MEE41K0R8PD247163' });
    const rightAligned = read([[[310, 'Engine / Chassis No.'], [488, 'MHWKGK4341095 |']], [[40, 'Period From'], [475, 'MA1YGU5W1TD209836']], [[40, 'Total Premium'], [497, '12,345.00']]]);
    expect(rightAligned.fields).toMatchObject({ engine_number: 'MHWKGK4341095', chasis_number: 'MA1YGU5W1TD209836' });
  });

  it('reads a make and model wrapped after a dash past the label\'s colon, and a value led by a colon printed apart', () => {
    const wrapped = read([[[308, 'Make/Model: SKODA AUTO VOLKSWAGEN INDIA -']], [[308, 'Kushaq Active']]]);
    expect(wrapped.fields).toMatchObject({ make: 'SKODA AUTO VOLKSWAGEN INDIA', model: 'Kushaq Active' });
    const colonApart = read([[[34, 'Manufacturer Name'], [150, ': MAHINDRA AND MAHINDRA LTD']]]);
    expect(colonApart.fields.make).toBe('MAHINDRA AND MAHINDRA LTD');
  });

  it('starts the premium\'s section at a heading over a table\'s header row of two cells, not in the previous policy\'s', () => {
    const result = read([
      [[29, 'Type of Cover: Liability Only Policy']],
      [[29, '5. PREVIOUS POLICY DETAILS']],
      [[29, 'Prev. Policy No.: 90/8883/62574859/24'], [208, 'Previous Policy End Date: 26 May 2025']],
      [[29, '6. SCHEDULE OF PREMIUM']],
      [[32, 'Particulars'], [247, 'Liability']],
      [[32, 'Basic'], [532, '3,416.00']],
      [[32, 'Add-on Covers'], [539, '320.00']],
      [[32, 'Section Total'], [531, '3,736.00']],
    ]);
    expect(result.fields).toMatchObject({ basic_tp_premium: 3416, total_tp_add_on_premium: 320, total_tp_premium: 3736 });
    const page = drawnPage([[[29, '6. SCHEDULE OF PREMIUM']], [[32, 'Particulars'], [247, 'Liability']], [[32, 'Basic'], [532, '3,416.00']]]);
    const heading = page.segments.find((segment) => segment.text.includes('SCHEDULE'))!;
    expect(sectionFinder(page).isHeading(heading)).toBe(true);
  });

  it('does not take a run that opens with a label of its own for the value of the label over it', () => {
    const result = read([
      [[28, 'मध्यस्थ का नाम']],
      [[28, 'AGENT / BROKER NAME Prabal Insurance Brokers Private Limited']],
      [[28, 'BROKER CODE IRDLI/DB/799/59']],
    ]);
    expect(result.fields.broker_name).toBe('Prabal Insurance Brokers Private Limited');
    const company = read([[[40, 'Previous Insurer :'], [200, 'Deccan Assurance General']], [[200, 'Insurance Co. Ltd.']]]);
    expect(company.fields.previous_insurer_name).toBe('Deccan Assurance General Insurance Co. Ltd.');
  });

  it('reads a Hindi and English label naming two fields wrapped between them, its parts under it', () => {
    const result = readPolicy(
      drawnPage([[[29, 'इंजन / चेसिस संख्या /', 'noto'], [121.4, 'Engine']], [[29, 'No./Chassis No.']], [[29, 'K12N-ZG64365 |']], [[29, 'MA35D6ZX0PN137909']]], { lineGap: 11.7 }),
    );
    expect(result.fields).toMatchObject({ engine_number: 'K12N-ZG64365', chasis_number: 'MA35D6ZX0PN137909' });
  });

  it('reads a label wrapped before its rate ("Goods and Services" over "Tax @ 18%:") as one, not a value under a table\'s column', () => {
    const lines: Parameters<typeof drawnPage>[0] = [
      [[35, 'Cover Type'], [271, 'Basic'], [395, 'Add-ons'], [514, 'Section Total']],
      [[35, 'Third Party Liability'], [272, '6,712'], [413, '370'], [541, '7,082']],
      [[32, 'Net Premium (A+B):'], [117, '7,082'], [209, 'Goods and Services'], [294, '1,274.76'], [386, 'Gross Premium:'], [471, '8,356.76']],
      [[209, 'Tax @ 18%:']],
    ];
    const result = readPolicy(drawnPage(lines, { lineGap: 10.5 }));
    expect(result.fields).toMatchObject({ net_premium: 7082, taxes: 1274.76, taxes_rate: 18, total_premium: 8356.76 });
  });

  it('keeps a row with its value beside it apart from the row above with its own, and reads "Less: No Claim Bonus" over its rate as one label', () => {
    const rows = read([[[310, 'Colour'], [522, 'WHITE']], [[310, 'Total IDV'], [500, '16,41,600.00']]]);
    expect(rows.fields.vehicle_idv).toBe(1641600);
    const lines: Parameters<typeof drawnPage>[0] = [[[307, 'Basic OD:'], [425, '6,371.42']], [[307, 'Less: No Claim Bonus'], [425, '-3,185.71']], [[307, '50%:']]];
    expect(readPolicy(drawnPage(lines, { lineGap: 13 })).fields.ncb).toBe(50);
  });

  it('reads a row whose label and value both take two lines when the value is left open ("MAHINDRA AND" / "MAHINDRA LTD")', () => {
    const lines: Parameters<typeof drawnPage>[0] = [
      [[45, 'RTO'], [116, 'NEW DELHI'], [213, 'Manufacturer'], [284, 'MAHINDRA AND'], [382, 'Model & Variant'], [453, 'XUV400 EC PRO']],
      [[213, 'Name'], [284, 'MAHINDRA LTD']],
      [[45, 'Mfg. Month/Yr'], [116, 'Jan-2023'], [213, 'Reg. Date'], [284, '15/Feb/2023']],
    ];
    const result = readPolicy(drawnPage(lines, { lineGap: 13 }));
    expect(result.fields).toMatchObject({ make: 'MAHINDRA AND MAHINDRA LTD', model: 'XUV400 EC PRO' });
    // Left open beside a label with a value of its own under it, the value may be cut: it is read, not sure.
    const cut = read([[[40, 'Insured Name'], [160, 'M/S RAM AND']], [[40, 'Address'], [160, 'SONS, 12 MG ROAD, PUNE - 411001']]]);
    expect(cut.confidence.customer_name).toBeLessThan(0.9);
  });

  it('joins a value printed right after its label, before its column, to its next line at the column\'s start', () => {
    const pushed = readPolicy(
      drawnPage(
        [
          [[24, 'AGENT / BROKER NAME: Unnati Risk Advisory & Insurance'], [298, 'INTERMEDIARY LICENCE'], [437, 'CB-57082']],
          [[130, 'Brokers Pvt. Ltd.'], [298, 'NO.:']],
          [[24, 'INTERMEDIARY EMAIL:'], [130, 'support@unnatirisk.in']],
        ],
        { lineGap: 11 },
      ),
    );
    expect(pushed.fields.broker_name).toBe('Unnati Risk Advisory & Insurance Brokers Pvt. Ltd.');
  });

  it('reads a label ending in a dash over its next line as one ("Total Premium -" / "Own Damage:"), its value beside the first', () => {
    const lines: Parameters<typeof drawnPage>[0] = [
      [[43, 'Basic Own', 'bold'], [124, '0.00'], [213, 'Deduct NCB 0%: 0.00', 'bold']],
      [[43, 'Damage', 'bold']],
      [[43, 'Premium:', 'bold']],
      [[43, 'Total Premium -', 'bold'], [124, '0.00'], [213, 'TP Premium:', 'bold'], [294, '3,416.00']],
      [[43, 'Own Damage:', 'bold']],
      [[43, 'Total TP', 'bold'], [124, '3,416.00'], [213, 'Total Premium', 'bold'], [294, '3,416.00']],
      [[43, 'Premium (B):', 'bold'], [213, '(A+B):', 'bold']],
    ];
    const result = readPolicy(drawnPage(lines, { lineGap: 13 }));
    // "Total Premium (A+B)" is the two sections' sum: the net premium.
    expect(result.fields).toMatchObject({ basic_od_premium: 0, total_od_premium: 0, total_tp_premium: 3416, net_premium: 3416 });
  });

  it('ends a label wrapped under a heading at the line with its value beside it, and keeps a label\'s unit under it', () => {
    const underHeading = readPolicy(
      drawnPage([[[39, 'वाहन विवरण']], [[39, 'VEHICLE INFORMATION']], [[39, 'पंजीकरण संख्या'], [230, 'GJ05 RW 8913']], [[39, 'Reg. No.:']]], { lineGap: 10 }),
    );
    expect(underHeading.fields.vehicle_number).toBe('GJ05RW8913');
    const labelUnderHeading = readPolicy(
      drawnPage(
        [[[36, 'VEHICLE DETAILS']], [[36, 'Vehicle Registration No'], [139, 'GJ 05QE5645'], [295, 'Registration Authority'], [398, 'Surat']], [[36, 'Manufacturer / Model'], [139, 'Toyota Kirloskar - Innova Crysta GX']]],
        { lineGap: 12 },
      ),
    );
    expect(labelUnderHeading.fields.vehicle_number).toBe('GJ05QE5645');
    const units = readPolicy(
      drawnPage(
        [
          [[307, 'Total Own Damage Premium in'], [433, ': 10,868.27']],
          [[307, 'Rs.']],
          [[307, 'Basic Third Party Liability in'], [433, ': 3,416.00']],
          [[307, 'Rs.']],
        ],
        { lineGap: 11.5 },
      ),
    );
    expect(units.fields).toMatchObject({ total_od_premium: 10868.27, basic_tp_premium: 3416 });
  });

  it('offers a value whose shape tells its field to it beside a label no wording knows, doubtful, and only under its own heading', () => {
    const result = read([
      [[40, 'Registered Office: 4 Tolstoy Marg, New Delhi'], [330, 'Qorvel Tamp; MH04YZ7205']],
      [[40, 'Frobnitz Serial:'], [200, 'MA3STGVP3HM078631']],
      [[40, 'Glorp Line:'], [200, '9876543210']],
      [[40, 'Wibble Zonk:'], [200, 'asha.rao@gmail.com']],
      [[40, 'INTERMEDIARY DETAILS']],
      [[40, 'Flarn Zonk:'], [200, 'desk@kavachbroking.in']],
    ]);
    expect(result.fields).toMatchObject({ vehicle_number: 'MH04YZ7205', chasis_number: 'MA3STGVP3HM078631', customer_phone: '9876543210', customer_email: 'asha.rao@gmail.com', broker_email: 'desk@kavachbroking.in' });
    // "New Delhi" in an office's address is no business type.
    expect(result.fields.business_type).toBeUndefined();
    for (const field of ['vehicle_number', 'chasis_number', 'customer_phone', 'customer_email', 'broker_email']) expect(result.confidence[field]).toBeLessThan(0.9);
    // Under the broker's and the previous policy's headings, such values are theirs alone.
    const apart = read([
      [[40, 'INTERMEDIARY DETAILS']],
      [[40, 'Flarn Zonk:'], [200, 'desk@kavachbroking.in']],
      [[40, 'Glorp Line:'], [200, '9876543210']],
      [[40, 'PREVIOUS POLICY DETAILS']],
      [[40, 'Qorvel Tamp:'], [200, '14/03/2024']],
    ]);
    expect(apart.fields.broker_email).toBe('desk@kavachbroking.in');
    for (const field of ['customer_email', 'customer_phone', 'start_date', 'end_date', 'issue_date']) expect(apart.fields[field]).toBeUndefined();
    // A place's name is neither a registration nor a business type, with a house number or without.
    const office = read([[[40, 'Servicing Office: Connaught Place, New Delhi']], [[40, 'Servicing Branch:'], [200, 'New Delhi']]]);
    expect(office.fields.vehicle_number).toBeUndefined();
    expect(office.fields.business_type).toBeUndefined();
  });

  it('reads the policy number, issue date and registration from "We have issued policy … on … for your car bearing registration …"', () => {
    const result = read([[[38, 'Greetings from Konark Suraksha General Insurance Co. Ltd.! We have issued policy 70088145619715 on 20/11/2023 for your car bearing registration GA07KK0191.']]]);
    expect(result.fields).toMatchObject({ policy_number: '70088145619715', issue_date: '2023-11-20', vehicle_number: 'GA07KK0191' });
  });

  it('reads "Vehicle Model Name" as the model\'s label, not "Vehicle Model" with "Name" for its value, and no accessory as a fuel', () => {
    const result = read([[[38, 'VEHICLE MODEL NAME'], [236, 'FORTUNER']], [[38, 'Regn. Number'], [309, 'Electrical Accessories IDV'], [417, '0.00']]]);
    expect(result.fields.model).toBe('FORTUNER');
    expect(result.confidence.model).toBeGreaterThanOrEqual(0.9);
    expect(result.fields.fuel_type).toBeUndefined();
  });

  it('reads a Bharat-series registration from a covering letter\'s sentence', () => {
    const result = read([[[29, 'Thank you for choosing us. Your policy no. PC2451459300I2 for vehicle 21BH8594JH has been issued on 2024-11-29.']]]);
    expect(result.fields).toMatchObject({ vehicle_number: '21BH8594JH', rto_code: '21BH' });
  });
});

describe('wordings and layouts of families 9941–9980', () => {
  it('heads no column with a row\'s label that has a figure beside it: a grid under a table is read by its own labels', () => {
    const page = pageIndexOf(drawnPage([
      [[28, 'DESCRIPTION'], [246, 'स्वयं क्षति / OWN DAMAGE'], [355, 'तृतीय पक्ष / THIRD PARTY'], [464, 'कुल / TOTAL']],
      [[28, 'ऐड - ऑन / ADD-ON PREMIUM'], [321, '6,210.40'], [444, '0.00'], [539, '6,210.40']],
      [[28, 'कुल / TOTAL PREMIUM'], [317, '19,305.12'], [444, '0.00'], [535, '19,305.12']],
      [[25, 'नो क्लेम बोनस / NO CLAIM BONUS'], [161, '25 %'], [298, 'शुद्ध प्रीमियम / NET PREMIUM (A+B)'], [434, '19,305.12']],
      [[25, 'जीएसटी / GST (18 %)'], [161, '3,474.92'], [298, 'कुल प्रीमियम / FINAL PREMIUM'], [434, '22,780.04']],
      [[25, 'ROUNDED PREMIUM'], [161, '22,780.00']],
    ], { lineGap: 12 }));
    const collector = new CandidateCollector();
    pairTableCells(page, collector);
    // "22,780.00" sits under "कुल / TOTAL PREMIUM", a row's label with its amounts beside it, not a column's header.
    expect(collector.candidates.filter((candidate) => candidate.label?.text.startsWith('ROUNDED PREMIUM'))).toEqual([]);
    expect(readPolicy(page.model).fields.total_premium).toBe(22780.04);
    // A header cell with a rate in it beside another is still a header.
    const rated = readPolicy(drawnPage([
      [[39, 'Particulars'], [165, 'Basic Premium (Rs.)'], [264, 'Add-on Covers (Rs.)'], [363, 'Less NCB @ 50% (Rs.)'], [463, 'Total (Rs.)']],
      [[39, 'Own Damage'], [222, '31,406.20'], [337, '2,184'], [416, '- 15,703.10'], [521, '17,887.10']],
      [[39, 'Liability'], [238, '7,897'], [337, '975'], [454, '-'], [536, '8,872']],
    ], { lineGap: 17 }));
    expect(rated.fields).toMatchObject({ total_od_add_on_premium: 2184, total_tp_add_on_premium: 975 });
  });

  it('reads a header row wrapped onto a line ending in its rate ("Less" over "NCB @ 0 %")', () => {
    const result = readPolicy(drawnPage([
      [[43, 'Cover type'], [186, 'मूल प्रीमियम / Base'], [288, 'ऐड'], [299, '- ऑन / Add-on'], [374, 'नो क्लेम बोनस / Less'], [476, 'कुल / Net premium']],
      [[221, 'premium'], [328, 'covers'], [406, 'NCB @ 0 %']],
      [[43, 'Own damage'], [219, '11,482.30'], [321, '2,917.55'], [437, '0.00'], [512, '14,399.85']],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ basic_od_premium: 11482.3, total_od_add_on_premium: 2917.55 });
  });

  it('reads a wide row of values under headers wrapped over lines in a smaller print and a unit alone ("YEAR" / "OF" / "MFG .", "NCB" / "%")', () => {
    const [header, small, value] = ['F3@7.2', 'F3@5.6', 'F4@8.0'];
    const result = readPolicy(drawnPage([
      [[21, 'REGISTRATION NUMBER', header, 7.2], [136, 'MAKE', header, 7.2], [177, 'MODEL / VARIANT', header, 7.2], [340, 'YEAR', header, 7.2], [400, 'VEHICLE IDV', header, 7.2], [470, 'NCB', header, 7.2]],
      [[340, 'OF', small, 5.6], [400, '(RS .)', header, 7.2], [470, '%', header, 7.2]],
      [[340, 'MFG .', header, 7.2]],
      [],
      [[21, 'TN 07 DK 3390', value], [136, 'Tata Motors', value], [177, 'Nexon Creative+ S', value], [340, '2026', value], [400, '11,02,000.00', value], [470, '0%', value]],
    ], { lineGap: 9 }));
    expect(result.fields).toMatchObject({ vehicle_number: 'TN07DK3390', make: 'Tata Motors', model: 'Nexon Creative+ S', manufacturing_year: 2026, vehicle_idv: 1102000 });
  });

  it('reads a row of headers over a row of values whose cells run into each other a little more than a space apart (set 21, transposed-wide-row)', () => {
    // Every cell 6 points (0.75 of the size) after the one before, no more than a run's own gap: each row one run as printed.
    const result = read([
      [[21, 'VEHICLE NO'], [69, 'MAKE OF CAR'], [121.2, 'MODEL'], [148.2, 'FUEL']],
      [[21, 'TN07DK3390'], [69, 'Tata Motors'], [121.2, 'Nexon'], [148.2, 'Petrol']],
    ]);
    expect(result.fields).toMatchObject({ vehicle_number: 'TN07DK3390', make: 'Tata Motors', model: 'Nexon', fuel_type: 'Petrol' });
  });

  it('pairs a row of headers centred over their columns with the cells under them set left, by order and middles', () => {
    const [header, value] = ['F1@6.6', 'F3@7.8'];
    const result = readPolicy(drawnPage([
      [[69, 'Engine', header, 6.6], [160, 'Chassis', header, 6.6], [239, 'Body', header, 6.6], [356, "Insured's", header, 6.6], [423, 'NCB', header, 6.6], [478, 'Hypothecation /', header, 6.6]],
      [[68, 'Number', header, 6.6], [160, 'Number', header, 6.6], [240, 'Type', header, 6.6], [357, 'Declared', header, 6.6], [425, '(%)', header, 6.6], [488, 'Financier', header, 6.6]],
      [[354, 'Value (Rs.)', header, 6.6]],
      [[43, '2GDA561138', value], [123, 'MBJAA3GM300471265', value], [228, 'MPV', value], [335, '16,85,000.00', value], [413, '45', value], [453, 'NIL', value]],
    ], { lineGap: 8 }));
    expect(result.fields).toMatchObject({ engine_number: '2GDA561138', chasis_number: 'MBJAA3GM300471265', vehicle_idv: 1685000, ncb: 45 });
    // A run of two cells' words, the second starting where its header does, is no one header's cell: each header reads its own.
    const [small, cell] = ['F1@6.5', 'F3@7.5'];
    const merged = readPolicy(drawnPage([
      [[27, 'Regn. No.', small, 6.5], [89, 'RTO Location /', small, 6.5], [158, 'Make', small, 6.5], [215, 'Model / Variant', small, 6.5], [306, 'Body Type', small, 6.5], [346, 'Fuel Type', small, 6.5], [403, 'Cubic', small, 6.5], [443, 'Seating', small, 6.5], [487.9, 'Year of', small, 6.5], [522, 'Date of Regn.', small, 6.5]],
      [[89, 'Code', small, 6.5], [403, 'Capacity', small, 6.5], [443, 'Capacity', small, 6.5], [487.9, 'Mfg.', small, 6.5]],
      [[27, 'HR 26 EW 5108', cell, 7.5], [89, 'Gurugram (North)', cell, 7.5], [158, 'Mahindra', cell, 7.5], [215, 'XUV700 AX7 L 2.2 Diesel', cell, 7.5], [306, 'SUV', cell, 7.5], [346, 'Diesel', cell, 7.5], [421, '2184', cell, 7.5], [480, '7 2025', cell, 7.5], [522, '13.02.2025', cell, 7.5]],
    ], { lineGap: 8 }));
    expect(merged.fields).toMatchObject({ seating_capicity: 7, manufacturing_year: 2025, cc: 2184 });
    // Headers whose first lines are few labels' words ("Registering", "Model &") are a row of headers all the same, over a
    // row of values in another print.
    const wrapped = readPolicy(drawnPage([
      [[52, 'Registration', header, 6.6], [119, 'Make', header, 6.6], [187, 'Model &', header, 6.6], [256, 'Year of', header, 6.6], [303, 'Date of', header, 6.6], [355, 'Fuel', header, 6.6], [393, 'Cubic', header, 6.6], [433, 'Seating', header, 6.6], [493, 'Registering', header, 6.6]],
      [[59, 'Number', header, 6.6], [189, 'Variant', header, 6.6], [257, 'Manu-', header, 6.6], [304, 'Regis-', header, 6.6], [354, 'Type', header, 6.6], [388, 'Capacity', header, 6.6], [431, 'Capacity', header, 6.6], [496, 'Authority', header, 6.6]],
      [[256, 'facture', header, 6.6], [304, 'tration', header, 6.6], [396, '(cc)', header, 6.6], [425, '(incl. Driver)', header, 6.6]],
      [[43, 'TN 37 DK 4409', value], [105, 'Toyota', value], [155, 'Innova Crysta 2.4 VX 7', value], [256, '2020', value], [290, '30/09/2020', value], [345, 'Diesel', value], [385, '2393', value], [425, '7', value], [470, 'RTO Coimbatore', value]],
    ], { lineGap: 8 }));
    expect(wrapped.fields).toMatchObject({ vehicle_number: 'TN37DK4409', make: 'Toyota', model: 'Innova Crysta 2.4 VX 7', registration_date: '2020-09-30', fuel_type: 'Diesel', cc: 2393, seating_capicity: 7 });
  });

  it('reads header cells over three lines beside each other, a joining word closing their first ("Period of" / "Insurance" / "From")', () => {
    const [header, value] = ['F1@6.6', 'F3@7.8'];
    const result = readPolicy(drawnPage([
      [[78, 'Policy', header, 6.6], [159, 'Policy', header, 6.6], [276, 'Period of', header, 6.6], [346, 'Period of', header, 6.6], [411, 'Date of', header, 6.6]],
      [[78, 'Number', header, 6.6], [162.5, 'Type', header, 6.6], [276, 'Insurance', header, 6.6], [346, 'Insurance', header, 6.6], [412.7, 'Policy', header, 6.6]],
      [[284.7, 'From', header, 6.6], [358.1, 'To', header, 6.6], [414.5, 'Issue', header, 6.6]],
      [[43, '1692/31/25/P/114408', value], [138, 'Package', value], [258, '25/04/2025', value], [328, '24/04/2026', value], [398, '22/04/2025', value]],
    ], { lineGap: 8 }));
    expect(result.fields).toMatchObject({ start_date: '2025-04-25', end_date: '2026-04-24', issue_date: '2025-04-22' });
  });

  it('reads a premium matrix whose header row wraps its last words onto a second line', () => {
    const result = readPolicy(drawnPage([
      [[40, 'HEAD'], [251, 'स्वयं क्षति / DAMAGE'], [406, 'LIABILITY'], [500.4, 'TOTAL PREMIUM']],
      [[326, 'COVER'], [421.6, 'SECTION']],
      [[40, 'BASIC'], [309.2, '21,148.46'], [434.2, '0.00'], [517.2, '21,148.46']],
      [[40, 'OPTIONAL COVERS'], [313.4, '7,079.98'], [434.2, '0.00'], [521.4, '7,079.98']],
      [[40, 'NET PREMIUM'], [309.2, '28,228.44'], [434.2, '0.00'], [517.2, '28,228.44']],
    ], { lineGap: 11 }));
    // The total column is no part's: "SECTION" wrapped under "LIABILITY" does not head it.
    expect(result.fields).toMatchObject({ basic_od_premium: 21148.46, total_od_add_on_premium: 7079.98, net_premium: 28228.44 });
    for (const field of ['basic_tp_premium', 'total_tp_add_on_premium', 'total_tp_premium']) expect(result.fields[field] ?? 0).toBe(0);
  });

  it('reads a one-column premium table headed by its Hindi over its English, past the page\'s number', () => {
    const result = readPolicy(drawnPage([
      [[47, 'PARTICULARS'], [506, 'तृतीय पक्ष']],
      [[476.6, 'ACT LIABILITY (₹)']],
      [[476.6, 'Page 1 of 2']],
      [[47, 'MAIN COVER'], [527, '3,416']],
      [[47, 'ADD-ON COVERS'], [535.4, '775']],
      [[47, 'NET AMOUNT'], [527, '4,191']],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ basic_tp_premium: 3416, total_tp_add_on_premium: 775, total_tp_premium: 4191 });
  });

  it('reads a value under its label whole across a column that starts only on the lines under it', () => {
    const result = read([
      [[43, 'INSURED ADDRESS']],
      [[43, '661, Royal Palms, Model Town, Bhopal, Madhya Pradesh - 462054']],
      [[43, 'MOB.'], [170, 'CUSTOMER ID']],
      [[43, '+91-9267821272'], [170, 'C2956911']],
    ]);
    expect(result.fields.customer_address).toBe('661, Royal Palms, Model Town, Bhopal, Madhya Pradesh - 462054');
  });

  it('reads "Label = value" as a pair, "Registered on" as the registration date, and "Claims Made" as no value of a field', () => {
    const result = read([
      [[42, 'Make of Vehicle = Honda']],
      [[42, 'Model Description = Elevate']],
      [[30, 'Registered on'], [164, '30 March 2022']],
    ]);
    expect(result.fields).toMatchObject({ make: 'Honda', model: 'Elevate', registration_date: '2022-03-30' });
    const previous = read([
      [[24, 'NAME OF PREVIOUS INSURER'], [298, 'POLICY EXPIRY']],
      [[24, 'Prayag General Insurance Ltd.'], [298, '17-MAY-2023']],
      [[24, 'CLAIMS MADE']],
      [[24, 'Yes']],
    ]);
    expect(previous.fields.previous_insurer_name).toBe('Prayag General Insurance Ltd.');
  });

  it('reads a value after its English label in a run under the same label in Hindi, without the English', () => {
    const result = read([[[36, 'पता']], [[36, 'Communication Address H.No. 8-8-260, Gandhi Chowk, Ranchi, Jharkhand - 834002']]]);
    expect(result.fields.customer_address).toBe('H.No. 8-8-260, Gandhi Chowk, Ranchi, Jharkhand - 834002');
  });

  it('reads a sentence run on over a page break, past the page\'s number and the next page\'s running head', () => {
    const result = read([
      [[29, 'The vehicle was earlier insured with previous insurer Konark Suraksha General Insurance Co. Ltd. under policy no.']],
      [[470, 'Page 1 of 2']],
      [[29, 'Godavari Surety General Insurance Ltd. - Motor Insurance Policy Schedule (contd.)']],
      [[29, 'MOT-2023-7307736 valid till 21/10/2024. NCB earned 25.']],
    ]);
    expect(result.fields).toMatchObject({ previous_insurer_name: 'Konark Suraksha General Insurance Co. Ltd.', previous_policy_number: 'MOT-2023-7307736' });
  });

  it('reads a period whose "To" line comes after a line of the other column, and a label whose bracket closes on its next line', () => {
    const result = readPolicy(drawnPage([
      [[41, 'Own Damage Validity:'], [160, 'From 15-Feb-2026 12:00 AM']],
      [[310, 'Battery Capacity'], [434, 'No. of Passengers (incl.']],
      [[160, 'To 14-Feb-2027 11:59 PM']],
      [[434, 'Driver)']],
      [[310, '40.5 kWh'], [434, '4 Persons']],
    ], { lineGap: 7, size: 9 }));
    expect(result.fields).toMatchObject({ od_start_date: '2026-02-15', od_end_date: '2027-02-14', seating_capicity: 4 });
  });

  it('keeps the new rules to their cases: a claim label before this policy\'s number, a model named after its label, a caption over a header row', () => {
    expect(read([[[24, 'Claim Status : No Claim | Policy No. : 3001/12345/00']]]).fields).toMatchObject({ policy_number: '3001/12345/00' });
    expect(read([[[24, 'Model']], [[24, 'Model Y Long Range RWD']]]).fields.model).toBe('Model Y Long Range RWD');
    const premium = readPolicy(drawnPage([
      [[40, 'PREMIUM COMPUTATION (AMOUNT IN RUPEES)']],
      [[40, 'ITEM'], [293, 'OWN DAMAGE'], [406, 'LIABILITY']],
      [[40, 'BASIC'], [309.2, '21,148.46'], [426, '2,094.00']],
    ], { lineGap: 11 }));
    expect(premium.fields).toMatchObject({ basic_od_premium: 21148.46, basic_tp_premium: 2094 });
    // An advisor's sentence names no broker where it names a helpline.
    expect(read([[[26, 'Your insurance advisor or our toll free helpline 1800-209-1111 can be contacted for any service request.']]]).fields.broker_name).toBeUndefined();
    expect(read([[[26, 'RSA Partner Name : Europ Assistance India']]]).fields.broker_name).toBeUndefined();
  });

  it('reads "PACKAGE" under a policy type\'s label as a comprehensive policy, not as a label', () => {
    const result = readPolicy(drawnPage([
      [[33, 'पॉलिसी संख्या / Policy Document No.'], [200, 'पॉलिसी का प्रकार / Policy Type'], [360, 'बीमित का नाम / Name of the Insured:'], [520, 'NAVEEN DAS']],
      [[33, '48377567296255'], [200, 'PACKAGE'], [360, 'पता / Contact Address:'], [520, 'PLOT 182']],
    ], { lineGap: 11 }));
    expect(result.fields.policy_type).toBe('Comprehensive');
  });

  it('reads the previous policy from "Expiring cover: insurer, policy N, expiry D, bonus P %"', () => {
    const result = read([[[38, 'Expiring cover: Prayag General Insurance Ltd., policy VPC3747920310, expiry 26 July 2025, bonus 25 %.']]]);
    expect(result.fields).toMatchObject({
      previous_insurer_name: 'Prayag General Insurance Ltd.',
      previous_policy_number: 'VPC3747920310',
      previous_policy_end_date: '2025-07-26',
      previous_ncb: 25,
    });
  });

  it('reads the broker\'s name from "Your insurance advisor X can be contacted …" and "… can be reached at …"', () => {
    expect(read([[[26, 'Your insurance advisor UNNATI RISK ADVISORY & INSURANCE BROKERS PVT. LTD. can be contacted for any service request.']]]).fields.broker_name).toBe(
      'UNNATI RISK ADVISORY & INSURANCE BROKERS PVT. LTD.',
    );
    expect(read([[[26, 'Your insurance advisor Dhwaja Insurance Brokers LLP can be reached at motor@dhwaja.co.in for any service request.']]]).fields).toMatchObject({
      broker_name: 'Dhwaja Insurance Brokers LLP',
      broker_email: 'motor@dhwaja.co.in',
    });
  });

  it('reads a partner\'s code as the broker\'s, a claim-free discount as the NCB and an effective period as the policy\'s', () => {
    const result = read([
      [[27, 'CHANNEL PARTNER'], [301, 'PARTNER CODE']],
      [[27, 'Anchor Insurance Broking Services Pvt. Ltd.'], [301, 'WG991839O']],
      [[25, 'Effective Period'], [210, 'From 12.07.2023 12:00 AM To 11.07.2024 11:59 PM']],
      [[25, 'Claim Free Discount'], [210, '35%']],
    ]);
    expect(result.fields).toMatchObject({ broker_name: 'Anchor Insurance Broking Services Pvt. Ltd.', broker_code: 'WG991839O', start_date: '2023-07-12', end_date: '2024-07-11', ncb: 35 });
  });
});

describe('wordings and layouts of families 10061–10100', () => {
  it('reads the policy\'s end under its own label, not a third party\'s three-year period printed under "TP Period"', () => {
    const result = read([
      [[45, 'Cover Start Date'], [215, 'Cover End Date'], [386, 'OD Period']],
      [[45, '07-FEB-2024'], [215, '06-FEB-2025'], [386, 'From 07-FEB-2024 To 06-FEB-2025']],
      [[45, 'TP Period']],
      [[45, 'From 07-FEB-2024 To 06-FEB-2027']],
    ]);
    expect(result.fields).toMatchObject({ start_date: '2024-02-07', end_date: '2025-02-06', tp_end_date: '2027-02-06' });
  });

  it('reads labels wrapped over two lines and a unit ("Applicable" | value over "Taxes 18.00%" over "in Rs."), "Total Premium (A+B)" as the net', () => {
    const result = readPolicy(drawnPage([
      [[46, 'Total Third'], [118, '4046.00'], [214, 'Total Premium'], [286, '22743.22'], [382, 'Applicable'], [454, '4093.78']],
      [[46, 'Party Premium'], [214, '(A+B) in Rs.'], [382, 'Taxes 18.00%']],
      [[46, 'in Rs.'], [382, 'in Rs.']],
      [[46, 'Final Premium'], [118, '26837.00']],
      [[46, 'in Rs.']],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ total_tp_premium: 4046, net_premium: 22743.22, taxes: 4093.78, taxes_rate: 18, total_premium: 26837 });
  });

  it('reads the issue date and the vehicle from "the schedule of policy number N dated D in respect of vehicle HR 26 ZU 1749"', () => {
    const result = read([
      [[34, 'Please find enclosed the schedule of policy number OG-24-0043-2924-45603276 dated 05 Jul 2024 in respect of vehicle HR']],
      [[34, '26 ZU 1749, cover commencing 08 Jul 2024 and ending 07 Jul 2025.']],
      [[34, 'Insured. Premium received vide receipt no. RCT-9594-92429 dated 04 Jul 2024. For claims call 1800 219 8349 (toll free).']],
    ]);
    expect(result.fields).toMatchObject({ issue_date: '2024-07-05', vehicle_number: 'HR26ZU1749', rto_code: 'HR26' });
  });

  it('takes no date under a label of another date ("Date of Receipt") for the policy\'s, nor a date\'s day for an amount', () => {
    const result = read([
      [[34, 'Receipt Number:'], [302, 'RCT-9594-92429']],
      [[34, 'Date of Receipt:'], [325, '04 Jul 2024']],
    ]);
    expect(result.fields.issue_date).toBeUndefined();
    expect(readValue('total_tp_premium', 'May 2, 2023', 'Payment date')).toBeUndefined();
  });

  it('reads a rate after "@" without its percent sign as the label\'s ("GST Payable @ 18  Rs. 5,084.88/-")', () => {
    const result = read([
      [[32, 'Taxable Amount'], [106, 'Rs. 28,249.33/-'], [209, 'GST Payable @ 18 Rs. 5,084.88/-'], [386, 'Total Amount'], [461, 'Rs. 33,334.21/-']],
      [[209, '%'], [386, 'Received']],
    ]);
    expect(result.fields).toMatchObject({ net_premium: 28249.33, taxes: 5084.88, taxes_rate: 18 });
  });

  it('ends a label\'s column at a next column labelled in Hindi alone ("SGST" | "कुल प्रीमियम" over "Total Payable")', () => {
    const result = readPolicy(drawnPage([
      [[211, 'शुद्ध प्रीमियम'], [390, 'Central GST']],
      [[211, 'Taxable Amount']],
      [[211, 'Rs. 16,677.40/-'], [390, 'Rs. 1,500.97/-']],
      [[32, 'SGST'], [211, 'कुल प्रीमियम'], [390, 'Premium (Rounded)']],
      [[211, 'Total Payable']],
      [[32, 'Rs. 1,500.96/-'], [211, 'Rs. 19,679.33/-'], [390, 'Rs. 19,679.00/-']],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ net_premium: 16677.4, taxes: 3001.93, total_premium: 19679.33 });
    // Both halves read (not the tax worked out from the net premium and a rate).
    expect(result.confidence.taxes).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a total row under rows of own damage and third party as both parts\' sum, no one part\'s', () => {
    const result = read([
      [[36, 'COVER', 'bold'], [284, 'ADDITIONAL COVERS', 'bold'], [513, 'NET AMOUNT', 'bold']],
      [[36, 'OWN DAMAGE'], [327, '₹ 2152.40'], [528, '₹ 5650.73']],
      [[36, 'THIRD PARTY'], [331, '₹ 449.00'], [528, '₹ 3353.00']],
      [[36, 'TOTAL', 'bold'], [327, '₹ 2601.40'], [528, '₹ 9003.73']],
      [[36, 'BONUS (NCB)', 'bold'], [212, 'TAXABLE VALUE', 'bold'], [389, 'CGST', 'bold']],
      [[36, '50%'], [212, '₹ 9003.73'], [389, '₹ 810.34']],
    ]);
    expect(result.fields).toMatchObject({ total_od_add_on_premium: 2152.4, total_tp_add_on_premium: 449, total_od_premium: 5650.73, total_tp_premium: 3353 });
    // The total row's 2601.40 no longer stands against the own damage row's add-ons.
    expect(result.confidence.total_od_add_on_premium).toBeGreaterThan(0.7);
  });

  it('wraps an address in a page\'s last column at the page\'s printed edge ("… Jubilee" / "Hills Road No. 36")', () => {
    const result = readPolicy(drawnPage([
      [[38, 'Plan'], [164, 'New / Renewal'], [312, 'Name of the Insured'], [438, 'Address of the Insured']],
      [[38, 'Comprehensive Package'], [164, 'Roll-over'], [312, 'Arjun Chauhan'], [438, '571, Prestige Park, Jubilee']],
      [[438, 'Hills Road No. 36']],
      [[38, 'Proposal Date'], [164, 'Premium Receipt No.'], [438, 'Mumbai']],
      [[438, 'Maharashtra - 400042']],
      [[300, 'Registered Mobile No.'], [400, '9876543210'], [498, 'Customer ID C123']],
    ], { lineGap: 11 }));
    expect(result.fields.customer_address).toBe('571, Prestige Park, Jubilee Hills Road No. 36, Mumbai, Maharashtra - 400042');
  });

  it('takes a page\'s body from its runs, not its words: a value in the labels\' size is no heading beside a page of small print', () => {
    const notice = 'The insured is not indemnified if the vehicle is used or driven otherwise than in accordance with this Schedule. Any payment made by the Company by reason of wider terms appearing in the Certificate is recoverable from the Insured.';
    const result = readPolicy(drawnPage([
      [[307, 'VEHICLE INFORMATION', 'f1@10.5', 10.5]],
      [[307, 'Vehicle Make:', 'f1@7.5', 7.5], [396, 'SKODA AUTO VOLKSWAGEN INDIA', 'f3@7.5', 7.5]],
      [[44, 'D.O.I.', 'f1@7.0', 7], [168, 'Cover Note No.', 'f1@7.0', 7], [307, 'Model & Variant:', 'f1@7.5', 7.5], [396, 'Kushaq Monte Carlo', 'f3@7.5', 7.5]],
      [[307, 'Registered On:', 'f1@7.5', 7.5], [396, '06-01-2022', 'f3@7.5', 7.5]],
      [[41, notice, 'f3@6.0', 6]],
      [[41, notice, 'f3@6.0', 6]],
      [[41, notice, 'f3@6.0', 6]],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ make: 'SKODA AUTO VOLKSWAGEN INDIA', model: 'Kushaq Monte Carlo' });
  });

  it('reads a broker\'s name after its label in capitals in one run under a heading, and no signature line or running head for it', () => {
    const result = read([
      [[46, 'Channel Details', 'bold']],
      [[43, 'CHANNEL PARTNER Dhwaja Insurance Brokers LLP']],
      [[43, 'BROKER ID BRK-19164']],
      [[43, 'BROKER MOBILE 7503356578']],
      [[392, 'For Hampi General Insurance Company Limited']],
      [[491, 'Authorised Signatory']],
    ]);
    expect(result.fields).toMatchObject({ broker_name: 'Dhwaja Insurance Brokers LLP', broker_code: 'BRK-19164' });
    expect(readValue('broker_name', 'Authorised Signatory', 'For Hampi General Insurance Company Limited')).toBeUndefined();
  });

  it('reads no one\'s name in a sentence of the page\'s small print', () => {
    expect(readValue('broker_name', 'This schedule is to be read with the policy wordings. Claims', 'Intermediary E-mail')).toBeUndefined();
    expect(readValue('broker_name', 'ref. ZPAY345678 · This is a digitally signed document and does not require a physical signature.')).toBeUndefined();
    expect(readValue('previous_insurer_name', 'The New India Assurance Co. Ltd.')?.value).toBe('The New India Assurance Co. Ltd.');
    expect(readValue('customer_name', 'Tobias To')?.value).toBe('Tobias To');
  });

  it('reads a name without an aside opened after it and cut off before it closes (set 14, NarrativeSchedule)', () => {
    expect(readValue('broker_name', 'Dhruv Insurance Brokers Pvt. Ltd. (intermediary')?.value).toBe('Dhruv Insurance Brokers Pvt. Ltd.');
    expect(readValue('broker_name', 'Kavach Insurance Brokers (P) Ltd.')?.value).toBe('Kavach Insurance Brokers (P) Ltd.');
  });

  it('reads a customer\'s name without the form of address a letter greets them with after it (set 14, ChatThreadExport)', () => {
    expect(readValue('customer_name', 'Rakesh Jain ji')?.value).toBe('Rakesh Jain');
  });

  it('ends a name before a date alone on the next line ("Suvidha Insurance Brokers Pvt. Ltd." over "VALID UPTO | 2/10/2026")', () => {
    const result = read([
      [[27, 'Distribution Partner', 'bold']],
      [[27, 'INTERMEDIARY NAME'], [121, 'Suvidha Insurance Brokers Pvt. Ltd.'], [298, 'BROKER ID'], [422, 'KG49493NW']],
      [[27, 'VALID UPTO'], [121, '2/10/2026']],
    ]);
    expect(result.fields.broker_name).toBe('Suvidha Insurance Brokers Pvt. Ltd.');
  });

  it('mends found in review: "TP Policy Period", "@18", a prior policy\'s date, a model named Seal, an amount with a date beside it', () => {
    const period = read([
      [[45, 'Cover Start Date'], [215, 'Cover End Date']],
      [[45, '07-FEB-2024'], [215, '06-FEB-2025']],
      [[45, 'TP Policy Period']],
      [[45, 'From 07-FEB-2024 To 06-FEB-2027']],
    ]);
    expect(period.fields.end_date).toBe('2025-02-06');
    const rate = read([[[32, 'Taxable Amount'], [106, 'Rs. 28,249.33/-'], [209, 'GST Payable @18 Rs. 5,084.88/-']]]);
    expect(rate.fields).toMatchObject({ taxes: 5084.88, taxes_rate: 18 });
    const prior = read([[[34, 'Thank you for renewing your prior policy number OG-23-0043-2924-45603276 dated 05 Jul 2023 with us.']]]);
    expect(prior.fields.issue_date).toBeUndefined();
    expect(read([[[40, 'Make'], [160, 'BYD']], [[40, 'Model'], [160, 'SEAL']]]).fields.model).toBe('SEAL');
    expect(readValue('total_premium', 'Rs. 26,837.00 (received on 05/07/2024)', 'Total Premium')?.value).toBe(26837);
  });

  it('reads a name whose company suffix goes on beside its label\'s second line ("Manufacturer" / "Name" beside "HONDA CARS INDIA" / "LTD"), an e-mail wrapped at the right edge', () => {
    const make = readPolicy(drawnPage([
      [[30, 'Reg. No.'], [109, 'KL 39 FJ 0208'], [387, 'Manufacturer'], [465, 'HONDA CARS INDIA']],
      [[387, 'Name'], [465, 'LTD']],
      [[30, 'Model / Variant'], [109, 'Amaze VX CVT']],
    ], { lineGap: 11 }));
    expect(make.fields.make).toBe('HONDA CARS INDIA LTD');
    const email = read([
      [[28, 'Business'], [153, 'Roll-over'], [312, 'Communication Email : aishwaryachatterjee68@gmail.c']],
      [[28, 'Date of Policy Issue'], [153, '2024-09-18'], [517.8, 'om']],
    ]);
    expect(email.fields.customer_email).toBe('aishwaryachatterjee68@gmail.com');
  });
});

describe('wordings and layouts of families 10181–10220', () => {
  it('reads a label going on in a line that starts with a slash ("MAKE/MODEL" over "/VARIANT") with its value\'s two lines', () => {
    const result = readPolicy(drawnPage([
      [[26, 'REGD. NO.'], [102, 'HR51MK5879'], [207, 'MAKE/MODEL'], [283, 'Kia India, Carens'], [388, 'MAKE YEAR'], [464, '2014']],
      [[207, '/VARIANT'], [283, 'Premium']],
      [[26, 'FUEL TYPE'], [102, 'Diesel']],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ make: 'Kia India', model: 'Carens Premium' });
  });

  it('reads a section\'s period over two lines beside a label of two lines ("SECTION II" over "PERIOD:")', () => {
    const result = readPolicy(drawnPage([
      [[298, 'बीमा अवधि / TERM OF'], [480, '13/03/2025 (00:00 Hrs) to']],
      [[298, 'POLICY:'], [480, '12/03/2026 (23:59 Hrs)']],
      [[298, 'तृतीय पक्ष अवधि / SECTION II'], [480, '13/03/2025 (00:00 Hrs) to']],
      [[298, 'PERIOD:'], [480, '12/03/2028 (23:59 Hrs)']],
    ], { lineGap: 11 }));
    expect(result.fields).toMatchObject({ end_date: '2026-03-12', tp_start_date: '2025-03-13', tp_end_date: '2028-03-12' });
  });

  it('reads "Act liability premium" as the basic third-party premium', () => {
    const result = read([
      [[25, 'Own damage premium (A) Rs. 5,148.82/-']],
      [[25, 'Act liability premium Rs. 2,094.00/-']],
      [[25, 'Total third party premium Rs. 2,094.00/-']],
      [[25, 'Total package premium Rs. 7,242.82/-']],
    ]);
    expect(result.fields).toMatchObject({ basic_tp_premium: 2094, total_tp_premium: 2094 });
  });

  it('cuts two header cells given as one run at the columns under them, and reads a part\'s total under "Amount Payable"', () => {
    // pdf.js gives "Basic in Rs." and "Add-on Premium in Rs." as one run; the amounts are right-aligned under each.
    const result = readPolicy(drawnPage([
      [[29, 'Insurance'], [210, 'Basic in Rs. Add-on Premium in Rs.'], [369, 'Claim Free Discount @'], [472, 'Amount Payable in Rs.']],
      [[426, '0% in Rs.']],
      [[29, 'Section I - Own Damage'], [222.6, '12,997.49'], [335.2, '2,034'], [440, '0'], [514.8, '15,031.49']],
      [[29, 'Liability Section'], [256.2, '0'], [356.8, '0'], [440, '-'], [548.4, '0']],
      [[29, 'Sum'], [222.6, '12,997.49'], [335.2, '2,034'], [440, '0'], [514.8, '15,031.49']],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ basic_od_premium: 12997.49, total_od_add_on_premium: 2034, total_od_premium: 15031.49, basic_tp_premium: 0, total_tp_premium: 0 });
    expect(result.confidence.basic_od_premium).toBeGreaterThan(0.9);
    expect(result.fields.total_premium).toBeUndefined();
  });


  it('reads a value under a label\'s unit printed on a line of its own ("INSURED DECLARED VALUE" over "(Rs.)" over the value)', () => {
    const result = readPolicy(drawnPage([
      [[34, 'PROPULSION'], [163, 'CUBIC CAPACITY / WATTS']],
      [[34, 'Petrol'], [163, '999']],
      [[34, 'INSURED DECLARED VALUE', 'f1@7.5', 7.5]],
      [[34, '(Rs.)', 'f1@7.5', 7.5]],
      [[34, '12,37,600.00']],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ vehicle_idv: 1237600, cc: 999 });
  });

  it('mends found in review: two rows\' English each after a slash, a "Premium Amount" column, the vehicle\'s IDV beside a total including its kit', () => {
    const rows = readPolicy(drawnPage([
      [[30, 'पंजीकरण संख्या'], [110, '/ Regn. No.'], [230, 'MH12AB1234']],
      [[110, '/ Engine No.'], [230, 'K12MN4567890']],
    ], { lineGap: 11 }));
    expect(rows.fields).toMatchObject({ vehicle_number: 'MH12AB1234', engine_number: 'K12MN4567890' });
    const matrix = read([
      [[30, 'Particulars'], [300, 'Premium Amount']],
      [[30, 'Basic OD'], [300, '10,000.00']],
      [[30, 'Add-on Covers (OD)'], [300, '500.00']],
      [[30, 'Total OD Premium'], [300, '10,500.00']],
    ]);
    expect(matrix.fields).toMatchObject({ total_od_add_on_premium: 500, total_od_premium: 10500 });
    const including = read([
      [[29, 'IDV of Vehicle'], [239, '5,00,000']],
      [[29, 'CNG Kit IDV'], [239, '25,000']],
      [[29, 'Total IDV (incl. CNG Kit)'], [239, '5,25,000']],
    ]);
    expect(including.fields.vehicle_idv).toBe(500000);
  });

  it('runs a label on to its dash over label words ("Model Description - URBAN CRUISER HYRYDER")', () => {
    const result = read([
      [[43, 'Proposal Type - ROLLOVER (OTHER INSURER)'], [308, 'Manufacturer Name - TOYOTA KIRLOSKAR']],
      [[43, 'Policy Generated On - November 9, 2024'], [308, 'Model Description - URBAN CRUISER HYRYDER']],
      [[43, 'Cover Note No. - CN63567986'], [308, 'Vehicle Variant - S']],
    ]);
    expect(result.fields.model).toBe('URBAN CRUISER HYRYDER');
  });

  describe('what OCR leaves of a scan (families 20001–20024)', () => {
    /** Words as Tesseract boxed them on a scan: text, x, y, width, height. */
    const ocrPage = (words: [string, number, number, number, number][]) =>
      buildPageModel(words.map(([text, x, y, width, height]) => ({ text, page: 1, x, y, width, height, size: height / 1.15, style: 'ocr' })), [{ width: 595, height: 842 }], true);

    it('reads a value beside a label\'s unread Hindi over "Total Premium - Own" / "Damage", though OCR set it lower than the row it joined', () => {
      // Family 36's right column: the Hindi over each English label left out (a mark), its value beside it; the engine
      // number of the left column on the same row, higher.
      const hindi = '\u0970';
      const result = readPolicy(ocrPage([
        ['Electrical', 316, 502, 40, 8], ['Accessories', 359, 502, 46, 8], ['1240.00', 542, 502, 30, 11],
        ['RVTRN714242', 223, 512, 52, 10], [hindi, 315, 512, 14, 13], ['20932.57', 537, 515, 36, 9],
        ['Engine', 31, 527, 26, 10], ['No./Chassis', 60, 527, 46, 10], ['No.', 109, 527, 14, 10],
        ['Total', 315, 532, 20, 8], ['Premium', 338, 532, 36, 8], ['-', 377, 532, 3, 8], ['Own', 383, 532, 18, 8],
        ['Diesel', 263, 542, 26, 8], ['Damage', 316, 545, 30, 10],
        ['Fuel', 31, 557, 16, 9], ['Type', 50, 557, 20, 9],
        [hindi, 316, 559, 14, 12], ['7897.00', 537, 561, 30, 11],
        ['Basic', 316, 573, 22, 9], ['TP', 341, 573, 10, 9], ['incl.', 354, 573, 18, 9], ['TPPD', 375, 573, 22, 9],
      ]));
      expect(result.fields).toMatchObject({ total_od_premium: 20932.57, basic_tp_premium: 7897 });
    });

    it('reads a label over two lines under its unread Hindi, its value beside the Hindi: "/ Previous Policy" over "Expiry Date:"', () => {
      const hindi = '\u0970';
      const result = readPolicy(ocrPage([
        [hindi, 311, 542, 14, 9], ['3359592269-27', 430, 545, 60, 8],
        ['Previous', 312, 557, 36, 9], ['Policy', 351, 557, 24, 9], ['Number:', 378, 557, 34, 9],
        [hindi, 311, 570, 14, 9], ['2025-06-30', 430, 573, 46, 8],
        ['/', 311, 585, 3, 9], ['Previous', 317, 585, 36, 9], ['Policy', 356, 585, 24, 9],
        ['Expiry', 312, 598, 26, 9], ['Date:', 341, 598, 22, 9],
        [hindi, 311, 606, 14, 9],
        ['Claim', 312, 613, 22, 9], ['in', 337, 613, 8, 9], ['Previous', 348, 613, 36, 9], ['Policy:', 387, 613, 28, 9], ['No', 430, 614, 10, 8],
      ]));
      expect(result.fields).toMatchObject({ previous_policy_number: '3359592269-27', previous_policy_end_date: '2025-06-30' });
    });

    it('reads a row under a table\'s row label as a row of its own, its colon lost: "AMOUNT" | figures over "NCB APPLICABLE" | "20%"', () => {
      const result = readPolicy(ocrPage([
        ['AMOUNT', 40, 688, 34, 11], ['2,879.01', 210, 688, 36, 11], ['1,400.00', 317, 692, 36, 8], ['-3,892.68', 412, 688, 40, 11], ['20,386.73', 509, 688, 40, 11],
        ['NCB', 37, 705, 20, 14], ['APPLICABLE', 60, 705, 52, 14], ['20%', 361, 710, 16, 8],
        ['TOTAL', 36, 723, 26, 8], ['PACKAGE', 65, 723, 40, 8], ['PREMIUM', 108, 723, 40, 8], [':', 151, 723, 2, 8], ['20,386.73', 335, 723, 40, 8],
      ]));
      expect(result.fields).toMatchObject({ ncb: 20 });
    });

    it('reads a label\'s second line as far under its first as a PDF\'s would be, OCR boxing lines by their ink ("/ Licensed" over "carrying capacity")', () => {
      const result = readPolicy(ocrPage([
        ['Engine', 304, 586, 28, 8], ['CC', 335, 586, 12, 8], ['1493', 516, 586, 20, 8], ['cc', 539, 586, 10, 8],
        ['/', 304, 603, 3, 8], ['Licensed', 310, 603, 38, 8], ['5', 469, 603, 5, 9], ['(Including', 477, 603, 44, 9], ['Driver)', 524, 603, 30, 9],
        ['carrying', 305, 618, 36, 8], ['capacity', 344, 618, 36, 8],
        ['Colour', 305, 634, 28, 8], ['Brown', 522, 634, 26, 8],
      ]));
      expect(result.fields).toMatchObject({ cc: 1493, seating_capicity: 5 });
    });

    it('takes no row with its own value for a label\'s second line however close ("PREV. POLICY NO." over "PREVIOUS POLICY START DATE :")', () => {
      const result = readPolicy(ocrPage([
        ['PREVIOUS', 43, 56, 56, 11], ['POLICY', 103, 56, 44, 11], ['DETAILS', 151, 56, 48, 11],
        ['PREVIOUS', 43, 75, 46, 8], ['INSURER', 92, 75, 42, 8], ['NAME', 137, 75, 28, 8], ['Satpura', 272, 75, 34, 7], ['General', 309, 75, 34, 7], ['Insurance', 346, 75, 42, 7], ['Ltd.', 391, 75, 16, 7],
        ['PREV.', 43, 88, 28, 7], ['POLICY', 74, 88, 36, 7], ['NO.', 113, 88, 16, 7], ['MOT-2022-6289187', 311, 88, 80, 8],
        ['PREVIOUS', 43, 101, 46, 8], ['POLICY', 92, 101, 36, 8], ['START', 131, 101, 30, 8], ['DATE', 164, 101, 26, 8], [':', 193, 101, 2, 8], ['28-Oct-2022', 338, 101, 52, 7],
      ]));
      expect(result.fields).toMatchObject({ previous_insurer_name: 'Satpura General Insurance Ltd.', previous_policy_number: 'MOT-2022-6289187' });
    });

    it('takes a line of label words and its own value for the next row though it names no field ("PREVIOUS POLICY START DATE :")', () => {
      // Family 1's previous policy on a scan: joined to the line over it, "PREV. POLICY NO." read as a weak label and the
      // insurer's name ran on into the policy number set flush right under it.
      const page = pageIndexOf(ocrPage([
        ['PREV.', 35.8, 707.3, 23, 7.4], ['POLICY', 61.9, 707.3, 29, 7.4], ['NO.', 94.1, 707.3, 13.2, 7.4], ['0G-23-1561-1722-41644640', 272.4, 707, 102.5, 7.5],
        ['PREVIOUS', 35.8, 720, 40.6, 7.4], ['POLICY', 79.4, 720, 29, 7.4], ['START', 111.4, 720, 26.2, 7.4], ['DATE', 140.2, 720, 21.1, 7.4], [':', 166.3, 720, 1.2, 7.4],
        ['28-Apr-2023', 331.2, 719.8, 43.7, 7.3],
      ]));
      expect(page.readings.filter((reading) => reading.text.startsWith('PREV.')).map((reading) => [reading.text, reading.strength])).toEqual([['PREV. POLICY NO.', 1]]);
    });

    it('keeps a value after a dash that needs no line under it: "Policy Type - Third Party" over "Policy Period", "Zone - A" over "Cubic Capacity"', () => {
      const result = readPolicy(ocrPage([
        ['Policy', 40, 100, 26, 9], ['Type', 69, 100, 20, 9], ['-', 92, 100, 3, 9], ['Third', 98, 100, 22, 9], ['Party', 123, 100, 22, 9],
        ['Policy', 40, 113, 26, 9], ['Period', 69, 113, 28, 9], ['01/04/2025', 200, 113, 46, 9], ['to', 250, 113, 8, 9], ['31/03/2026', 262, 113, 46, 9],
        ['Zone', 40, 140, 22, 9], ['-', 65, 140, 3, 9], ['A', 71, 140, 6, 9],
        ['Cubic', 40, 153, 24, 9], ['Capacity', 67, 153, 38, 9], ['1197', 200, 153, 20, 9],
      ]));
      expect(result.fields).toMatchObject({ policy_type: 'Third Party', start_date: '2025-04-01', end_date: '2026-03-31', cc: 1197 });
    });

    it('reads a heading over a label whose Hindi OCR left out ("/ Certificate Cum") as no part of that label', () => {
      const result = readPolicy(ocrPage([
        ['Policy', 24.7, 123.8, 26.4, 9.4], ['Particulars', 54.7, 123.8, 49.2, 9.4],
        ['Particulars', 310.6, 123.6, 49.0, 8.7], ['of', 362.9, 123.6, 8.4, 8.7], ['Insured', 374.9, 123.6, 33.6, 8.7],
        ['/', 24.0, 138.6, 52.1, 10.2], ['Certificate', 78.5, 138.6, 38.2, 10.2], ['Cum', 119.3, 138.6, 17.3, 10.2], ['VPC72696962879', 154.6, 141.6, 62.4, 7.7],
        ['/', 344.6, 138.7, 18.5, 9.9], ['Insured’s', 365.5, 138.7, 33.1, 9.9], ['Name', 401.3, 138.7, 20.6, 9.9], ['ARJUN', 436.3, 141.4, 26.2, 8.0], ['SAXENA', 465.6, 141.4, 33.6, 8.0],
        ['Policy', 24.7, 151.7, 20.6, 9.1], ['No.', 49.2, 151.7, 11.3, 9.1],
        ['/', 63.4, 166.3, 23.0, 7.9], ['Cover', 89.0, 166.3, 21.6, 7.9], ['Type', 113.0, 166.3, 18.0, 7.9], ['COMPREHENSIVE', 154.3, 166.3, 70.6, 7.7], ['COVER', 227.8, 166.3, 28.1, 7.7],
      ]));
      expect(result.fields.policy_number).toBe('VPC72696962879');
    });

    it('reads a premium table under a header whose Hindi half OCR read as a figure, its last word wrapped a line lower', () => {
      const result = readPolicy(ocrPage([
        ['DESCRIPTION', 36.5, 130.6, 50.4, 7.4],
        ['4', 251.5, 128.4, 13.0, 9.2], ['|', 266.6, 128.4, 18.5, 9.2], ['SECTION', 285.6, 128.4, 32.4, 9.2], ['|', 321.1, 128.4, 1.2, 9.2], ['-', 325.2, 128.4, 1.9, 9.2], ['OWN', 329.8, 128.4, 17.5, 9.2],
        ['9&1', 373.2, 128.6, 29.5, 9.7], ['|', 406.3, 128.6, 0.5, 9.7], ['SECTION', 409.4, 128.6, 32.4, 9.7], ['II', 445.0, 128.6, 3.1, 9.7], ['-', 451.0, 128.6, 1.9, 9.7],
        ['|', 480.0, 131.0, 15.8, 7.5], ['TOTAL', 498.0, 131.0, 24.7, 7.5], ['PREMIUM', 525.6, 131.0, 34.3, 7.5],
        ['DAMAGE', 315.6, 141.6, 32.4, 7.1], ['LIABILITY', 418.1, 141.8, 35.3, 7.1],
        ['/', 35.0, 155.5, 38.9, 9.6], ['BASIC', 75.8, 155.5, 21.4, 9.6], ['COVER', 100.1, 155.5, 25.9, 9.6],
        ['8,373.97', 312.7, 158.2, 34.3, 7.2], ['3,416.00', 424.6, 158.4, 28.6, 7.1], ['11,789.97', 520.3, 158.4, 38.4, 7.2],
        ['/', 36.0, 174.5, 26.4, 5.5], ['ADD-ONS', 64.8, 174.5, 34.1, 5.5],
        ['3,161.60', 312.9, 171.1, 34.2, 10.4], ['500.00', 424.8, 175.2, 28.1, 7.1], ['3,661.60', 530.4, 175.2, 28.6, 7.1],
        ['/', 36.0, 188.9, 45.1, 9.8], ['NO', 82.3, 188.9, 10.3, 9.8], ['CLAIM', 95.5, 188.9, 21.8, 9.8], ['BONUS', 120.7, 188.9, 25.7, 9.8],
        ['2,930.89', 310.1, 189.6, 37.0, 8.5], ['2,930.89', 530.4, 191.8, 28.3, 7.2],
        ['Tel', 36.0, 204.5, 15.6, 10.4], ['|', 50.6, 204.5, 3.1, 10.4], ['TOTAL', 54.0, 204.5, 24.7, 10.4],
        ['8,604.68', 312.5, 208.3, 34.8, 8.2], ['3,916.00', 424.3, 208.6, 28.6, 7.0], ['12,520.68', 526.3, 208.6, 32.6, 7.2],
      ]));
      expect(result.fields).toMatchObject({ basic_od_premium: 8373.97, total_od_add_on_premium: 3161.6, total_od_premium: 8604.68, total_tp_premium: 3916 });
    });

    it('reads a label ending in a colon with its own value, under one whose colon OCR lost, as the next row', () => {
      const result = readPolicy(ocrPage([
        ['/', 24.2, 419.8, 39.8, 7.5], ['Manufactured', 66.7, 419.8, 51.6, 7.5], ['In:', 121.4, 419.8, 9.4, 7.5], ['2024', 187.7, 420.0, 16.6, 7.8],
        ['/', 24.7, 430.8, 55.4, 10.3], ['Date', 82.1, 430.8, 16.3, 10.3], ['Of', 101.0, 430.8, 9.1, 10.3], ['First', 112.8, 430.8, 16.6, 10.3],
        ['Registration', 130.8, 430.8, 45.6, 10.3], ['27/6/2024', 187.7, 433.4, 33.8, 7.7],
        ['Engine', 23.3, 446.9, 71.5, 7.9], ['No:', 97.4, 446.9, 12.0, 7.9], ['D4FE-TG62312', 187.9, 446.4, 54.7, 8.4],
        ['Frame', 24.2, 460.3, 73.7, 7.3], ['No.:', 100.8, 460.3, 13.9, 7.3], ['MALREV4Y7RB705130', 188.2, 457.7, 86.4, 9.8],
      ]));
      expect(result.fields).toMatchObject({ engine_number: 'D4FE-TG62312', registration_date: '2024-06-27' });
    });

    it('reads a number OCR spaced after a dash or slash inside it as one ("2024-23- 24896433")', () => {
      expect(readValue('policy_number', '2024-23- 24896433', 'Policy No.')?.value).toBe('2024-23-24896433');
      expect(readValue('policy_number', 'OG/24/ 1214/00562', 'Policy No.')?.value).toBe('OG/24/1214/00562');
      // A slash standing apart between two values is not inside one.
      expect(readValue('engine_number', 'DLA-NH32569 / MEXYDXN2GB617933', 'Engine No.')?.value).toBe('DLA-NH32569');
    });

    it('reads a sentence\'s "policy no," whose stop OCR read as a comma as "policy no."', () => {
      const sentence = 'Thank you for choosing Dhruv General Insurance Co. Ltd.. Your policy no, 2025-77-54719548 for vehicle RJ 45S 3455 has been issued on'.split(' ');
      let x = 42;
      const result = readPolicy(ocrPage(sentence.map((text) => {
        const word: [string, number, number, number, number] = [text, x, 139, text.length * 4.2, 8.2];
        x += text.length * 4.2 + 2.2;
        return word;
      })));
      expect(result.fields.policy_number).toBe('2025-77-54719548');
    });

    it('reads a label with a colon under one whose colon OCR lost as the next row where each names a field of its own whole', () => {
      // Not one label of two fields, "/ CHASIS NO. / CUBIC CAPACITY:", beside the chassis number.
      const result = readPolicy(ocrPage([
        ['/', 300.0, 374.0, 3.0, 8.0], ['CHASIS', 306.0, 374.0, 32.0, 8.0], ['NO.', 341.0, 374.0, 14.0, 8.0], ['MEEJ1V8N9PA192851', 420.0, 374.0, 84.0, 8.0],
        ['/', 301.0, 385.5, 3.0, 8.0], ['CUBIC', 307.0, 385.5, 27.0, 8.0], ['CAPACITY:', 337.0, 385.5, 45.0, 8.0], ['999', 420.0, 385.5, 15.0, 8.0], ['cc', 437.0, 385.5, 9.0, 8.0],
      ]));
      expect(result.fields).toMatchObject({ chasis_number: 'MEEJ1V8N9PA192851', cc: 999 });
      // Lines naming a field each ("Previous Policy", "Insurer") that name a third together are one label.
      const wrapped = readPolicy(ocrPage([
        ['Previous', 40.0, 300.0, 34.0, 8.0], ['Policy', 76.0, 300.0, 24.0, 8.0], ['Sindhu', 160.0, 300.0, 26.0, 8.0], ['Kavach', 188.0, 300.0, 28.0, 8.0], ['General', 218.0, 300.0, 30.0, 8.0],
        ['Insurer:', 40.0, 311.0, 32.0, 8.0], ['Insurance', 160.0, 311.0, 38.0, 8.0], ['Co.', 200.0, 311.0, 12.0, 8.0], ['Ltd.', 214.0, 311.0, 15.0, 8.0],
      ]));
      expect(wrapped.fields.previous_insurer_name).toBe('Sindhu Kavach General Insurance Co. Ltd.');
    });

    it('reads a colon label saying all the one over it says and more ("/ INSURED" over "ADDRESS OF INSURED:") as the next row', () => {
      const result = readPolicy(ocrPage([
        ['/', 36.0, 457.4, 48.0, 9.7], ['INSURED', 86.6, 457.4, 33.6, 9.7], ['Jyoti', 155.0, 457.6, 16.1, 10.1], ['Bhatt', 174.5, 457.6, 19.7, 10.1],
        ['ADDRESS', 37.2, 471.6, 53.3, 8.0], ['OF', 93.4, 471.6, 9.8, 8.0], ['INSURED:', 105.8, 471.6, 35.5, 8.0], ['H.No.', 156.5, 470.4, 19.7, 9.1], ['5-9-427,', 179.5, 470.4, 28.6, 9.1],
        ['Indiranagar', 211.0, 470.4, 44.2, 9.1], ['Road,', 258.0, 470.4, 20.2, 9.1], ['Vadodara,', 281.4, 470.4, 37.7, 9.1], ['Gujarat', 322.2, 470.4, 31.9, 9.1], ['-', 356.7, 470.4, 3.8, 9.1], ['390025', 362.7, 470.4, 25.9, 9.1],
      ]));
      expect(result.fields).toMatchObject({ customer_name: 'Jyoti Bhatt', customer_address: 'H.No. 5-9-427, Indiranagar Road, Vadodara, Gujarat - 390025' });
    });

    it('reads a label under a value ("KIA" over "/ Registration Date") as a label whose Hindi OCR left out, not the value\'s label\'s', () => {
      const result = readPolicy(ocrPage([
        ['|', 46.1, 336.7, 53.0, 8.3], ['Regn.', 100.1, 336.7, 19.9, 8.3], ['No.', 123.1, 336.7, 11.0, 8.3], ['RTO', 215.3, 337.9, 15.1, 7.1], ['/', 384.0, 335.2, 26.2, 9.3], ['Manufacturer', 411.4, 335.2, 46.8, 9.3],
        ['MH-14-VQ-8769', 46.3, 348.2, 57.8, 7.5], ['PUNE', 215.5, 348.2, 21.1, 7.4], ['KIA', 384.5, 348.2, 12.2, 7.4],
        ['|', 45.6, 361.0, 22.3, 7.9], ['Model', 69.4, 361.0, 20.6, 7.9], ['&', 92.9, 361.0, 4.8, 7.9], ['Variant', 100.1, 361.0, 25.2, 7.9], ['/', 214.8, 359.8, 53.3, 8.8], ['Mfg.', 270.0, 359.8, 14.4, 8.8], ['Month/Yr', 287.5, 359.8, 31.9, 8.8], ['/', 384.2, 359.2, 49.2, 10.1], ['Registration', 435.1, 359.2, 43.0, 10.1], ['Date', 481.0, 359.2, 15.6, 10.1],
        ['SELTOS', 46.1, 372.5, 31.0, 7.5], ['HTK+', 80.2, 372.5, 19.7, 7.5], ['03/2023', 215.3, 372.2, 28.1, 7.6], ['24-04-2023', 384.2, 372.5, 40.3, 7.4],
      ]));
      expect(result.fields).toMatchObject({ make: 'KIA', registration_date: '2023-04-24' });
      // Nor over one whose slash OCR lost with its Hindi ("TOYOTA" over "Registration Date").
      const noSlash = readPolicy(ocrPage([
        ['Yulicheul', 46.6, 317.8, 27.4, 9.4], ['|', 76.3, 317.8, 22.8, 9.4], ['Regn.', 100.3, 317.8, 19.9, 9.4], ['No.', 123.4, 317.8, 11.0, 9.4], ['RTO', 215.8, 320.4, 14.9, 7.1], ['Manufacturer', 383.3, 317.9, 75.1, 9.3],
        ['OD-02-JR-0078', 46.3, 330.5, 55.9, 7.4], ['BHUBANESWAR', 215.8, 330.7, 61.4, 7.4], ['TOYOTA', 384.5, 331.0, 32.4, 7.4],
        ['|', 46.1, 342.2, 23.0, 9.0], ['Model', 69.6, 342.2, 20.6, 9.0], ['&', 93.1, 342.2, 4.8, 9.0], ['Variant', 100.6, 342.2, 25.0, 9.0], ['|', 215.0, 342.2, 37.9, 9.5], ['af', 256.3, 342.2, 7.9, 9.5], ['|', 265.9, 342.2, 2.9, 9.5], ['Mfg.', 270.2, 342.2, 14.4, 9.5], ['Month/Yr', 287.8, 342.2, 31.9, 9.5], ['Registration', 384.7, 341.4, 93.6, 10.8], ['Date', 481.2, 341.4, 15.6, 10.8],
        ['INNOVA', 46.8, 355.0, 29.8, 7.4], ['HYCROSS', 79.4, 355.0, 38.6, 7.4], ['VX', 120.7, 355.0, 10.3, 7.4], ['HYBRID', 134.2, 355.0, 29.3, 7.4], ['03/2013', 215.5, 355.0, 28.1, 7.6], ['22-12-2013', 384.7, 355.4, 40.1, 7.4],
      ]));
      expect(noSlash.fields).toMatchObject({ make: 'TOYOTA', registration_date: '2013-12-22' });
      // A line of no label's words with a value beside it is a label's Hindi read as Latin ("hl" | "Renewal Business").
      const hindiAsLatin = readPolicy(ocrPage([
        ['॰', 43.0, 199.0, 50.2, 10.6], ['Package', 220.8, 201.4, 26.2, 7.4], ['Type', 43.0, 212.2, 16.1, 7.3], ['Of', 61.7, 212.2, 8.2, 7.3], ['Policy', 72.2, 212.2, 19.7, 7.3],
        ['hl', 43.0, 224.9, 34.8, 8.0], ['Renewal', 220.8, 224.1, 27.1, 8.3], ['Business', 250.8, 224.1, 27.8, 8.3], ['Type', 43.0, 236.2, 16.1, 7.6], ['Of', 61.7, 236.2, 8.2, 7.6], ['Business', 72.2, 236.2, 27.6, 7.6],
      ]));
      expect(hindiAsLatin.fields.business_type).toBe('Renewal');
    });

    it('reads a label left open with "&" ("Month &" over "Year of Make") as going on, not as the value of the row above', () => {
      const result = readPolicy(ocrPage([
        ['/', 42.5, 355.0, 24.0, 9.1], ["Maker's", 67.9, 355.0, 25.2, 9.1], ['Name', 96.0, 355.0, 19.0, 9.1], ['Skoda', 143.5, 357.4, 20.9, 6.8], ['Auto', 166.6, 357.4, 14.9, 6.8],
        ['Month', 41.5, 366.5, 72.2, 9.0], ['&', 117.1, 366.5, 4.1, 9.0], ['12/2016', 143.8, 368.6, 26.2, 7.3],
        ['Year', 43.0, 378.2, 15.1, 6.8], ['of', 60.7, 378.2, 6.0, 6.8], ['Make', 69.4, 378.2, 17.5, 6.8],
      ]));
      expect(result.fields).toMatchObject({ make: 'Skoda Auto', manufacturing_year: 2016 });
    });

    it('ends an address at its PIN over a label or a figure in the same column, where OCR gives every run one style', () => {
      // (Tesseract's sizes are too rough to tell a label's print from a value's: its words carry a confidence.)
      const sure = (words: [string, number, number, number, number][]) => buildPageModel(words.map(([text, x, y, width, height]) => ({ text, page: 1, x, y, width, height, size: height / 1.15, style: 'ocr', confidence: 0.9 })), [{ width: 595, height: 842 }], true);
      const result = readPolicy(sure([
        ['Insured', 27.1, 347.8, 24.5, 6.6], ['Name', 53.8, 347.8, 18.5, 6.6], ['Insured', 208.1, 347.8, 24.5, 6.6], ['Address', 235.0, 347.8, 25.7, 6.6], ['Phone', 389.0, 346.5, 19.7, 7.8],
        ['Mr.', 27.1, 360.0, 10.8, 7.0], ['Arjun', 40.6, 360.0, 18.2, 7.0], ['Rao', 61.4, 360.0, 12.2, 7.0],
        ['60/15,', 208.1, 358.8, 19.4, 7.4], ['Sector', 230.6, 358.8, 19.7, 7.4], ['21,', 252.7, 358.8, 9.1, 7.4], ['Behind', 265.0, 358.8, 22.3, 7.4], ['Municipal', 289.9, 358.8, 32.4, 7.4], ['School', 325.0, 358.8, 21.4, 7.4], ['9879700546', 389.3, 360.0, 39.4, 7.1],
        ['Bengaluru,', 208.1, 370.8, 34.6, 7.4], ['Karnataka', 245.5, 370.8, 32.2, 7.4], ['-', 280.3, 370.8, 2.2, 7.4], ['560068', 285.1, 370.8, 23.3, 7.4],
        ['Email', 26.9, 387.4, 19.0, 6.6], ['Customer', 208.3, 387.6, 31.0, 6.3], ['ID', 241.7, 387.6, 7.7, 6.3], ['Hypothecated', 389.0, 385.7, 44.2, 8.6], ['To', 435.4, 385.7, 8.4, 8.6],
        ['arjun.rao@yahoo.co.in', 26.9, 397.9, 73.0, 8.6], ['C8382892', 208.1, 399.6, 32.6, 7.1], ['Udaya', 389.0, 399.1, 20.4, 7.4], ['Small', 412.3, 399.1, 17.8, 7.4], ['Finance', 432.7, 399.1, 24.7, 7.4], ['Bank', 460.1, 399.1, 16.3, 7.4], ['Ltd.', 479.0, 399.1, 12.2, 7.4],
      ]));
      expect(result.fields.customer_address).toBe('60/15, Sector 21, Behind Municipal School, Bengaluru, Karnataka - 560068');
      // A line of an address's own words after its PIN goes on, though "Post" is a label's word too.
      const landmark = readPolicy(sure([
        ['Address', 40, 300, 30, 8], ['Flat', 120, 300, 14, 8], ['4,', 136, 300, 6, 8], ['Sai', 144, 300, 12, 8], ['Krupa,', 158, 300, 24, 8], ['Bhiwandi', 184, 300, 32, 8], ['-', 218, 300, 3, 8], ['421302', 223, 300, 26, 8],
        ['Near', 120, 311, 18, 8], ['Post', 140, 311, 16, 8], ['Office', 158, 311, 22, 8],
        ['Mobile', 40, 322, 24, 8], ['9876543210', 120, 322, 42, 8],
      ]));
      expect(landmark.fields.customer_address).toBe('Flat 4, Sai Krupa, Bhiwandi - 421302, Near Post Office');
    });

    it('reads a line starting with a slash under a label of no slashes ("MAKE OF VEHICLE" over "/ MODEL") as a row of its own', () => {
      const result = readPolicy(ocrPage([
        ['MAKE', 31.4, 687.8, 62.9, 9.2], ['OF', 97.7, 687.8, 12.5, 9.2], ['VEHICLE', 113.0, 687.8, 43.2, 9.2],
        ['SKODA', 187.4, 689.3, 31.9, 8.4], ['AUTO', 222.0, 689.3, 25.9, 8.4], ['VOLKSWAGEN', 250.8, 689.3, 66.7, 8.4], ['INDIA', 320.4, 689.3, 26.4, 8.4],
        ['/', 31.4, 701.8, 26.6, 12.5], ['MODEL', 60.7, 701.8, 35.3, 12.5], ['Slavia', 187.4, 706.1, 22.8, 8.5],
        ['VARIANT', 31.7, 723.6, 44.2, 8.7], ['Ambition', 187.0, 723.1, 36.0, 8.1],
      ]));
      expect(result.fields).toMatchObject({ make: 'SKODA AUTO VOLKSWAGEN INDIA', model: 'Slavia' });
    });

    it('reads amounts whose rupee sign OCR read as a figure or a pound, or whose decimal point it lost, where the sums prove them', () => {
      const row = (y: number, label: string, value: string): [string, number, number, number, number][] => [
        ...label.split(' ').map((word, index): [string, number, number, number, number] => [word, 30 + index * 40, y, 36, 8]),
        [value, 252, y, value.length * 4.5, 8],
      ];
      const page = ocrPage([
        ...row(100, 'Total Own Damage Premium', '£10,72826'),
        ...row(115, 'Total Liability Premium', '£4,191'),
        ...row(130, 'Premium before Tax', '7 14,919.26'),
        ...row(145, 'GST @ 18%', '2,685.47'),
        ...row(160, 'Final Premium', '¥17,604.73'),
        ...row(175, 'Amount Rounded', '17,605'),
      ]);
      const result = readPolicy(page, undefined, repairOcrReadings);
      expect(result.fields).toMatchObject({ total_od_premium: 10728.26, net_premium: 14919.26, total_premium: 17604.73 });
    });

    it('reads the mark of a Hindi line OCR could not read ("पता") and the English under it as one label, its value beside both', () => {
      const result = readPolicy(ocrPage([
        ['Insured', 35.5, 507.1, 22.3, 6.2], ['Name', 60.7, 507.1, 17.8, 6.2],
        ['\u0970', 34.8, 519.8, 10.1, 4.3], ['H.No.', 303.6, 518.9, 16.6, 6.2], ['7-3-358,', 323.3, 518.9, 25.0, 6.2], ['Kothrud', 351.4, 518.9, 23.5, 6.2],
        ['Residential', 35.3, 526.5, 33.8, 9.0], ['Address', 71.5, 526.5, 25.4, 9.0], ['Chennai', 349.2, 529.0, 25.2, 6.6],
        ['Tamil', 310.6, 539.0, 16.6, 6.6], ['Nadu', 330.0, 539.0, 15.8, 6.6], ['-', 348.5, 539.0, 1.7, 6.6], ['600077', 352.8, 539.0, 22.6, 6.6],
        ['\u0970', 33.8, 548.9, 34.6, 9.8], ['9503134118', 336.2, 551.3, 38.4, 6.4],
        ['Mobile', 35.5, 560.6, 19.7, 6.6], ['Number', 58.1, 560.6, 24.0, 6.6],
      ]));
      expect(result.fields).toMatchObject({ customer_address: 'H.No. 7-3-358, Kothrud, Chennai, Tamil Nadu - 600077', customer_phone: '9503134118' });
    });

    it('reads an amount whose decimal point OCR read as a space ("6,461 22") where the sums prove it', () => {
      const result = readPolicy(ocrPage([
        ['Total', 40, 100, 20, 8], ['OD', 62, 100, 10, 8], ['Premium', 74, 100, 30, 8], ['2,670.22', 150, 100, 35, 8],
        ['Total', 40, 115, 20, 8], ['TP', 62, 115, 10, 8], ['Premium', 74, 115, 30, 8], ['3,791.00', 150, 115, 35, 8],
        ['Net', 40, 130, 14, 8], ['Premium', 56, 130, 30, 8], ['6,461', 150, 130, 22, 8], ['22', 175, 130, 9, 8],
        ['GST', 40, 145, 16, 8], ['@', 58, 145, 6, 8], ['18%', 66, 145, 14, 8], ['1,163.02', 150, 145, 35, 8],
        ['Total', 40, 160, 20, 8], ['Premium', 62, 160, 30, 8], ['7,624.24', 150, 160, 35, 8],
      ]), undefined, repairOcrReadings);
      expect(result.fields.net_premium).toBe(6461.22);
    });

    it('proves the vehicle\'s own IDV by a total adding up each part at its better reading, not one taking its first figure for a rupee sign', () => {
      // "IDV of vehicle", two accessories' IDVs (one printed "27,000.00") and a total after a rupee sign read as "¥".
      const idvOf = (total: string) =>
        readPolicy(ocrPage([
          ['IDV', 38, 197, 13, 7.5], ['of', 54, 197, 7, 7.5], ['vehicle', 63, 197, 26, 7.5], [':', 92, 197, 1, 7.5], ['2,88,400.00', 96, 197, 47, 7.5],
          ['Elec.', 299, 197, 16, 7.5], ['acc.', 318, 197, 13, 7.5], ['IDV:', 334, 197, 17, 7.5], ['27,000.00', 354, 197, 41, 7.5],
          ['IDV', 38, 210, 13, 8.6], ['of', 54, 210, 7, 8.6], ['non-elec.', 63, 210, 34, 8.6], [':', 100, 210, 2, 8.6], ['30,000.00', 156, 210, 34, 8.6],
          ['Total', 299, 208, 18, 10.2], ['value', 319, 208, 20, 10.2], ['(IDV)', 342, 208, 18, 10.2], [':', 363, 208, 1, 10.2], ['¥', 367, 208, 4, 10.2], [total, 374, 208, 44, 10.2],
        ]), undefined, repairOcrReadings).fields.vehicle_idv;
      expect(idvOf('3,45,400.00')).toBe(288400);
      // Nor the other way round: the part's first figure a rupee sign OCR read as 2, the total its sum with 7,000.
      expect(idvOf('3,25,400.00')).toBe(288400);
    });

    it('reads a mark as short as a Hindi word\'s ink with no vowel sign over it ("पता") with the English a type\'s height under it', () => {
      const result = readPolicy(ocrPage([
        ['\u0970', 37.9, 407.5, 11.2, 5.0], ['566,', 150.0, 405.4, 18.0, 7.4], ['Silver', 170.0, 405.4, 22.0, 7.4], ['Oak', 194.0, 405.4, 15.0, 7.4], ['Enclave,', 211.0, 405.4, 30.0, 7.4], ['Ahmedabad,', 243.0, 405.4, 48.0, 7.4],
        ['Address', 38.0, 417.8, 29.0, 7.1], ['Gujarat', 230.0, 417.8, 27.0, 7.1], ['-', 259.0, 417.8, 3.0, 7.1], ['380076', 265.0, 417.8, 25.0, 7.1],
        ['\u0970', 37.0, 429.8, 23.0, 11.5], ['09504595645', 241.0, 429.8, 49.0, 7.7],
        ['Phone', 38.0, 444.0, 23.0, 7.0],
      ]));
      expect(result.fields).toMatchObject({ customer_address: '566, Silver Oak Enclave, Ahmedabad, Gujarat - 380076', customer_phone: '9504595645' });
    });

    it('reads a mark under an English label as the next row\'s Hindi, and a run of label and value under a mark as its own pair', () => {
      const result = readPolicy(ocrPage([
        ['Insured', 35.5, 507.1, 22.3, 8.0], ['Name', 60.7, 507.1, 17.8, 8.0], ['RITU', 143.0, 507.1, 18.0, 8.0], ['AGARWAL', 164.0, 507.1, 36.0, 8.0],
        ['\u0970', 35.0, 519.0, 30.0, 10.0],
        ['Mobile', 35.5, 530.6, 19.7, 8.0], ['Number', 58.1, 530.6, 24.0, 8.0], ['9503134118', 143.0, 530.6, 38.4, 8.0],
      ]));
      expect(result.fields).toMatchObject({ customer_name: 'RITU AGARWAL', customer_phone: '9503134118' });
      expect(result.evidence.customer_name.label).toBe('Insured Name');
      const inOneRun = readPolicy(ocrPage([
        ['\u0970', 35.0, 560.0, 30.0, 10.0],
        ['Insured', 35.5, 571.0, 22.3, 8.0], ['Name', 60.7, 571.0, 17.8, 8.0], ['Faisal', 81.0, 571.0, 22.0, 8.0], ['Khan', 105.0, 571.0, 20.0, 8.0],
      ]));
      expect(inOneRun.fields.customer_name).toBe('Faisal Khan');
      const besideEnglish = readPolicy(ocrPage([
        ['\u0970', 35.0, 560.0, 30.0, 10.0],
        ['Insured', 35.5, 571.0, 22.3, 8.0], ['Name', 60.7, 571.0, 17.8, 8.0], ['Faisal', 143.0, 571.0, 22.0, 8.0], ['Khan', 167.0, 571.0, 20.0, 8.0],
      ]));
      expect(besideEnglish.fields.customer_name).toBe('Faisal Khan');
    });

    it('reads a broker\'s name beside its label though OCR lost its colon and boxed it taller than a heading ("SAHA] POLICY BROKERS PVT")', () => {
      // Tuning family 7: the name's J read as a bracket, its box taller than the label's.
      const result = extractFromModel(ocrPage([
        ['INTERMEDIARY', 307, 648, 60, 10],
        ['Intermediary', 307, 666, 50, 9], ['SAHA]', 405, 664, 30, 12], ['POLICY', 438, 664, 32, 12], ['BROKERS', 473, 664, 40, 12], ['PVT', 516, 664, 18, 12],
        ['name', 307, 682, 22, 7],
        ['Agent', 306, 696, 24, 10], ['code', 333, 696, 20, 10], ['2000052565', 405, 696, 48, 9],
      ]));
      expect(result.fields).toMatchObject({ broker_name: 'SAHAJ POLICY BROKERS PVT', broker_code: '2000052565' });
    });

    it('ends a table row\'s label at its own line though OCR boxed it taller, so the row under it keeps its label ("NO CLAIM BONUS  35%")', () => {
      // Tuning family 6: "TOTAL PREMIUM" boxed 12 high beside amounts 7 high was read with "NO CLAIM BONUS" under it as one label.
      const result = readPolicy(ocrPage([
        ['TOTAL', 36, 605, 28, 12], ['PREMIUM', 67, 605, 40, 12], ['5,474.05', 310, 608, 36, 7], ['2,474.00', 415, 608, 36, 7], ['7,948.05', 519, 608, 36, 7],
        ['NO', 33, 626, 12, 8], ['CLAIM', 48, 626, 26, 8], ['BONUS', 77, 626, 30, 8], ['35%', 118, 626, 16, 7],
      ]));
      expect(result.fields.ncb).toBe(35);
    });

    it('reads a semicolon OCR made of an address\'s comma as the comma, not the end of the address', () => {
      const result = readPolicy(ocrPage([
        ['Address', 45, 260, 34, 9], [':', 82, 260, 2, 9], ['H.No.', 88, 260, 22, 9], ['8-3-426,', 113, 260, 34, 9], ['MG', 150, 260, 12, 9], ['Road;', 165, 260, 22, 9],
        ['Nashik,', 190, 260, 30, 9], ['Maharashtra', 223, 260, 48, 9],
      ]));
      expect(result.fields.customer_address).toBe('H.No. 8-3-426, MG Road, Nashik, Maharashtra');
    });
  });
});

describe('values over several lines (tuning families 561–600 and 1–240)', () => {
  it('reads an insurer\'s name to its legal form over three lines, past words a label has ("INSURANCE COMPANY")', () => {
    const beside = read([
      [[312, 'Prev. Insurer'], [431, 'NILGIRI GENERAL']],
      [[431, 'INSURANCE COMPANY']],
      [[431, 'LIMITED']],
      [[312, 'Prev. Policy No.'], [431, 'P39041498296339']],
    ]);
    expect(beside.fields.previous_insurer_name).toBe('NILGIRI GENERAL INSURANCE COMPANY LIMITED');
    const under = read([
      [[49, 'Name of Previous Insurer'], [175, 'Previous Policy Number']],
      [[49, 'KONARK SURAKSHA'], [175, '2162976601-33']],
      [[49, 'GENERAL INSURANCE CO.']],
      [[49, 'LTD.']],
    ]);
    expect(under.fields.previous_insurer_name).toBe('KONARK SURAKSHA GENERAL INSURANCE CO. LTD.');
    // A person's name does not go on into a label of firm's words under it.
    const person = read([[[40, 'Insured Name'], [160, 'RAMESH KUMAR']], [[160, 'Insurance Company']], [[160, 'NEW INDIA ASSURANCE']]]);
    expect(person.fields.customer_name).toBe('RAMESH KUMAR');
  });

  it('takes no value for a heading from the line over it (the policy\'s title over "Details of Insured")', () => {
    const result = readPolicy(
      drawnPage([
        [[211, 'Motor Insurance - Private Car Comprehensive']],
        [[46, 'Details of Insured', 'bold', 9.5]],
        [[46, 'Insured Name Mr. Ramesh Banerjee']],
        [[46, 'Mobile Number 7775806966'], [214, 'Client ID C9133618']],
      ]),
    );
    expect(result.fields.customer_name).toBe('Ramesh Banerjee');
  });

  it('joins an address\'s lines where a part was wrapped, and keeps parts apart where a line starts one', () => {
    const result = read([
      [[305, 'Communication Address Flat No. 305, Green Valley']],
      [[414, 'Residency']],
      [[414, 'Salt Lake Sector V']],
      [[414, 'Mumbai, Maharashtra - 400027']],
      [[305, 'Contact No.'], [414, '+91 8450205363']],
    ]);
    expect(result.fields.customer_address).toBe('Flat No. 305, Green Valley Residency, Salt Lake Sector V, Mumbai, Maharashtra - 400027');
    const commas = read([
      [[30, 'Address of Insured:'], [157, '658, PRESTIGE PARK, SALT']],
      [[157, 'LAKE SECTOR V, PUNE,']],
      [[157, 'MAHARASHTRA - 411027']],
      [[30, 'Mobile No.:'], [157, '7386442239']],
    ]);
    expect(commas.fields.customer_address).toBe('658, PRESTIGE PARK, SALT LAKE SECTOR V, PUNE, MAHARASHTRA - 411027');
    const lastPart = read([
      [[30, 'Address of Insured:'], [157, '658, PRESTIGE PARK, ROHINI']],
      [[157, 'NEW DELHI, DELHI - 110085']],
      [[30, 'Mobile No.:'], [157, '7386442239']],
    ]);
    expect(lastPart.fields.customer_address).toBe('658, PRESTIGE PARK, ROHINI, NEW DELHI, DELHI - 110085');
    const landmark = read([
      [[30, 'Address of Insured:'], [157, '12, Shanti Kunj, Kothrud']],
      [[157, 'Near Bus Stand, Pune - 411038']],
      [[30, 'Mobile No.:'], [157, '7386442239']],
    ]);
    expect(landmark.fields.customer_address).toBe('12, Shanti Kunj, Kothrud, Near Bus Stand, Pune - 411038');
  });

  it('ends an address run on after its label at the next line\'s key and e-mail address', () => {
    const result = read([
      [[36, 'CORRESPONDENCE ADDRESS 686, Lakshmi Nivas, Anna Nagar 2nd Street, Bengaluru, Karnataka - 560071']],
      [[36, 'E-MAIL jyoti.nair@gmail.com']],
      [[36, 'CUSTOMER ID C2455006']],
    ]);
    expect(result.fields.customer_address).toBe('686, Lakshmi Nivas, Anna Nagar 2nd Street, Bengaluru, Karnataka - 560071');
  });

  it('reads an address on past the last line of its own label printed under the Hindi ("पता" / "INSURED" / "ADDRESS:")', () => {
    const lines: Parameters<typeof drawnPage>[0] = [
      [[40, '3. DETAILS OF INSURED', 'bold', 9]],
      [[40, 'बीमित का नाम', 'hindi'], [128, 'DR. POOJA SHAH']],
      [[40, 'CUSTOMER NAME:', 'bold']],
      [[40, 'पता', 'hindi'], [128, 'FLAT NO. 208, SAI KRIPA APARTMENTS']],
      [[40, 'INSURED', 'bold'], [128, 'MG ROAD']],
      [[40, 'ADDRESS:', 'bold'], [128, 'KOCHI, KERALA - 682067']],
      [[40, 'मोबाइल नंबर', 'hindi'], [128, '+91 68082 40928']],
    ];
    const result = readPolicy(drawnPage(lines, { lineGap: 12.5, size: 8.5 }));
    expect(result.fields.customer_address).toBe('FLAT NO. 208, SAI KRIPA APARTMENTS, MG ROAD, KOCHI, KERALA - 682067');
  });

  it.each([
    ['H.NO. 2-4-296, ASHOK', 'VIHAR PHASE 2, SURAT,', 'join'],
    ['PLOT 105, INDIRANAGAR 100', 'FEET ROAD, LUCKNOW,', 'join'],
    ['Flat No. 902, Prestige Park, Jubilee Hills', 'Road No. 36, Faridabad,', 'join'],
    ['H.No. 12-3-45, Salt Lake Sector V', 'New Delhi, Delhi - 110008', 'break'],
    ['H.No. 45', 'Gali No. 3, Delhi', 'break'],
    ['H.No. 4, Dispur', 'Station Road, Guwahati', undefined],
    ['FLAT NO. 1108, GREEN VALLEY RESIDENCY, JUBILEE HILLS ROAD NO.', '36, CHANDIGARH, CHANDIGARH - 160002', 'join'],
    ['490, Silver Oak Enclave, Salt Lake Sector', 'V, Thiruvananthapuram, Kerala - 695061', 'join'],
    ['B-704, Lodha Amara, Kolshet Road, Thane', 'West, Maharashtra - 400607', 'join'],
    ['12, Park Street, Kolkata,', 'West Bengal - 700016', undefined],
    // (A Bengaluru cross road ends its part: set 25, PremiumMatrixRows.)
    ['No. 221, 4th Main, 7th Cross', 'Indiranagar 2nd Stage', 'break'],
    // (…and so does a main road: set 29, WalletCardCutouts; "Main" / "Road, …" still goes on.)
    ['NO. 218, 3RD CROSS, 6TH MAIN', 'HSR LAYOUT SECTOR 2, BENGALURU, KARNATAKA 560102', 'break'],
    ['No. 14, Old Airport Main', 'Road, Bengaluru - 560017', 'join'],
  ] as const)('tells by its words whether an address goes on from "%s" into "%s"', (before, next, says) => {
    expect(addressLineJoin(before, next)).toBe(says);
  });
});

describe('where a value or its label goes on and where it stops (tuning families 241–360)', () => {
  it('ends a value run on after its label at the next row\'s whole label, a field\'s or not ("SUB MODEL Z6")', () => {
    const result = read([
      [[41, 'MANUFACTURER NAME MG'], [298, 'MODEL NAME ZS EV']],
      [[41, 'SUB MODEL Executive'], [298, 'MANUFACTURING YEAR 2021']],
      [[41, 'FUEL USED Electric'], [298, 'IDV 1,372,000.00']],
    ]);
    expect(result.fields).toMatchObject({ make: 'MG', model: 'ZS EV' });
  });

  it('ends a broker\'s name at a "key - value" line whose key reads as a label, not at a make\'s "INDIA - model"', () => {
    const broker = read([
      [[26, 'Broker Details', 'bold', 10]],
      [[26, 'मध्यस्थ का नाम', 'hindi'], [90, '/ Broker - Parivar Risk Solutions Pvt Ltd'], [298, 'Intermediary Code - 2000063517']],
      [[26, 'Licence Expiry - March 18, 2027']],
    ]);
    expect(broker.fields.broker_name).toBe('Parivar Risk Solutions Pvt Ltd');
    const make = read([
      [[43, 'Make / Model:'], [166, 'SKODA AUTO VOLKSWAGEN']],
      [[166, 'INDIA - Kushaq Active']],
      [[43, 'Year of Manufacture:'], [166, '2021']],
    ]);
    expect(make.fields).toMatchObject({ make: 'SKODA AUTO VOLKSWAGEN INDIA', model: 'Kushaq Active' });
  });

  it('parts a label printed in Hindi and English on its English sides ("इंजन / चेसिस संख्या" / "Engine & Chassis No.")', () => {
    const sides = fieldSides('इंजन / चेसिस संख्या Engine & Chassis No.', NO_SECTION);
    expect(sides?.map((side) => [side.text, side.target])).toEqual([['Engine', 'engine_number'], ['Chassis No.', 'chasis_number']]);
  });

  it('reads a label printed over three lines beside its value\'s one ("CUBIC" / "CAPACITY /" / "WATTS")', () => {
    const result = readPolicy(drawnPage([
      [[44, 'FUEL', 'bold'], [118, 'LPG'], [213, 'CUBIC', 'bold'], [287, '999 CC'], [382, 'SEATING', 'bold'], [457, '7']],
      [[213, 'CAPACITY /', 'bold'], [382, 'CAPACITY', 'bold']],
      [[213, 'WATTS', 'bold']],
    ], { lineGap: 11 }));
    expect(result.fields.cc).toBe(999);
  });

  it('reads a period over three lines when its second leaves the end date open ("… of September" / "4, 2025")', () => {
    const result = readPolicy(drawnPage([
      [[42, 'POLICY PERIOD', 'bold'], [158, ': From (00:00 Hrs) of September 5,']],
      [[166, '2024 to (23:59 Hrs) of September']],
      [[166, '4, 2025']],
    ], { lineGap: 11 }));
    expect(result.fields).toMatchObject({ start_date: '2024-09-05', end_date: '2025-09-04' });
  });

  it('ends an e-mail address cut inside its domain on the next line ("…@rediffm" / "ail.com")', () => {
    const result = read([
      [[40, 'E-MAIL', 'bold'], [137, ': siddharth62@rediffm']],
      [[145, 'ail.com']],
      [[40, 'MOBILE', 'bold'], [137, ': 9665199860']],
    ]);
    expect(result.fields.customer_email).toBe('siddharth62@rediffmail.com');
  });

  it('reads a policy type wrapped over two lines ("Standalone Own" / "Damage")', () => {
    const result = read([
      [[38, 'Policy number'], [114, '92922/79/24/144497'], [211, 'Policy type'], [287, 'Standalone Own']],
      [[287, 'Damage']],
      [[38, 'Branch'], [114, 'Raipur'], [211, 'Risk start date'], [287, '28/Nov/2024']],
    ]);
    expect(result.fields.policy_type).toBe('Standalone OD');
  });

  it('tells a right-aligned column, where a value cut after its slash goes on ("K15C226283 /" over "MA3GM5NT6RS707229")', () => {
    const page = pageIndexOf(drawnPage([
      [[39, 'YEAR OF MANUFACTURE'], [271.4, '2024'], [309, 'TEL. NO. | 8870514093']],
      [[39, 'REGN. DATE'], [245.7, '21/Feb/2024'], [309, 'CUSTOMER ID | C1297689']],
      [[39, 'ENGINE & CHASSIS'], [242, 'K15C226283 /']],
      [[39, 'NO.'], [223.6, 'MA3GM5NT6RS707229']],
    ], { lineGap: 11, size: 7 }));
    const run = (text: string) => page.model.segments.find((segment) => segment.text === text)!;
    expect(page.inRightAlignedColumn(run('K15C226283 /'))).toBe(true);
    expect(page.atRightEdge(run('K15C226283 /'))).toBe(false);
    expect(page.inRightAlignedColumn(run('TEL. NO. | 8870514093'))).toBe(false);
  });

  it('reads a value under the note printed under its label ("Seating Capacity" / "(Including Driver)" / "5")', () => {
    const result = readPolicy(drawnPage([
      [[314, 'Cubic Capacity / Watts', 'bold'], [437, 'Seating Capacity', 'bold']],
      [[437, '(Including Driver)', 'bold']],
      [[314, '999 CC'], [437, '5']],
    ], { lineGap: 13 }));
    expect(result.fields).toMatchObject({ cc: 999, seating_capicity: 5 });
  });

  // Cases a review of the rules above found them breaking, read as they were before the rules.
  const listed = (rows: [string, string][]) => rows.map(([label, value]): [number, string][] => [[44, label], [300, value]]);

  it('keeps the TP total a picked add-on line implies from counting against the picks (add-ons printed without their total)', () => {
    const result = read(listed([['Basic OD Premium', '11,922.59'], ['Less NCB 25%', '2,980.65'], ['Zero Dep Cover', '1,825.96'], ['Total OD Premium', '10,767.90'], ['TP Premium', '3,416.00'], ['PA Cover Owner Driver', '375.00'], ['LL to Paid Driver', '50.00'], ['Net Premium', '14,608.90']]));
    expect(result.fields).toMatchObject({ basic_tp_premium: 3416, total_tp_premium: 3841 });
  });

  it('does not join a new car\'s blank previous-policy rows to the policy number\'s label', () => {
    const result = readPolicy(drawnPage([
      [[44, 'POLICY NO', 'bold'], [160, '3001/12345678/00/000']],
      [[44, 'PREVIOUS POLICY NO', 'bold']],
      [[44, 'PREVIOUS INSURER', 'bold']],
      [[44, 'BUSINESS TYPE', 'bold'], [160, 'New']],
    ], { lineGap: 12 }));
    expect(result.fields.policy_number).toBe('3001/12345678/00/000');
    expect(result.fields.previous_policy_number).toBeUndefined();
  });

  it('goes on over "Co. - …" in a name: a firm\'s word is no field\'s label', () => {
    const result = read([[[40, 'Previous Insurer'], [137, 'The Oriental Insurance']], [[137, 'Co - Delhi']], [[40, 'Previous Policy No'], [137, '12345678901']]]);
    expect(result.fields.previous_insurer_name).toBe('The Oriental Insurance Co - Delhi');
  });

  it('parts two identifiers at a bar where the label is not set off ("Engine No./Chassis No. 2GD339541 | MBJUR8JF8MB133312")', () => {
    const result = read([
      [[32, 'Registration Date 30.03.2022']],
      [[32, 'Engine No./Chassis No. 2GD339541 | MBJUR8JF8MB133312']],
      [[32, 'Fuel Type DIESEL']],
    ]);
    expect(result.fields).toMatchObject({ engine_number: '2GD339541', chasis_number: 'MBJUR8JF8MB133312' });
  });

  it('reads a registration number cut over two lines ("23BH" / "2150 PG")', () => {
    const result = read([
      [[37, 'VEHICLE REGISTRATION NO.:- 23BH']],
      [[37, '2150 PG']],
      [[37, 'REGISTRATION AUTHORITY:- New Delhi']],
    ]);
    expect(result.fields.vehicle_number).toBe('23BH2150PG');
  });

  it('joins a premium\'s label over three lines though its first line names another field ("NET" / "THIRD PARTY" / "PREMIUM")', () => {
    const result = readPolicy(drawnPage([
      [[44, 'OD PREMIUM', 'bold'], [160, '9,876.00']],
      [[44, 'NET', 'bold'], [160, '3,841.00']],
      [[44, 'THIRD PARTY', 'bold']],
      [[44, 'PREMIUM', 'bold']],
      [[44, 'GST @ 18%', 'bold'], [160, '2,468.06']],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ total_tp_premium: 3841 });
    expect(result.fields.net_premium).not.toBe(3841);
  });

  it('keeps a typed colon after a label word that looks like an identifier ("Address Line1: A-101 …")', () => {
    const result = read([[[40, 'Insured Name: Asha Rao']], [[40, 'Address Line1: A-101 Sunrise Apts, Pune 411038']], [[40, 'Mobile: 9665199860']]]);
    expect(result.fields.customer_address).toBe('A-101 Sunrise Apts, Pune 411038');
  });
});

describe('labels in two languages and firms\' names (tuning families 868–907)', () => {
  it('ends a label printed in Hindi and English where its English wording ends, not where the Hindi alone names the field', () => {
    const result = read([
      [[29, 'पिछला बीमाकतार् / Previous Insurance Company Trikuta General Assurance Co. Ltd.']],
      [[29, 'पिछली पॉलिसी संख्या / Previous Policy Number VPC2338342002']],
    ]);
    expect(result.fields).toMatchObject({ previous_insurer_name: 'Trikuta General Assurance Co. Ltd.', previous_policy_number: 'VPC2338342002' });
  });

  it('lets the Hindi wording name the field of a label its colon closes, its English cut short ("स्वयं क्ष ति अवधि / OWN :")', () => {
    const page = pageIndexOf(drawnPage([[[37, 'स्वयं क्ष ति अवधि / OWN :', 'bold'], [190, 'From 13/07/2023 12:00 AM To']], [[37, 'DAMAGE COVER', 'bold'], [227.8, '12/07/2024 11:59 PM']]], { size: 9 }));
    const label = page.readings.find((reading) => reading.text.endsWith('OWN'));
    expect(label?.targets[0]).toMatchObject({ target: 'od_period', score: expect.closeTo(0.97, 2) });
  });

  it('takes no value words into a label in two languages ("मध्यस्थ का नाम / INTERMEDIARY NAME Anchor" over the rest of the name)', () => {
    const result = readPolicy(drawnPage([
      [[311, 'मध्यस्थ का नाम / INTERMEDIARY NAME Anchor', 'bold']],
      [[311, 'Insurance Broking Services Pvt. Ltd.', 'bold']],
      [[311, 'मध्यस्थ कोड / BROKER LICENCE / CODE MG538811L', 'bold']],
    ], { lineGap: 15 }));
    expect(result.fields.broker_name).toBe('Anchor Insurance Broking Services Pvt. Ltd.');
  });

  it('reads an insurer\'s name run on after its label, though the firm\'s words in it are labels\' words too', () => {
    const result = read([
      [[309, 'Name of Previous Insurer Narmada General Insurance Co.']],
      [[309, 'Ltd.']],
      [[309, 'Prev. Policy No. 2938/13634644/72/062']],
    ]);
    expect(result.fields.previous_insurer_name).toBe('Narmada General Insurance Co. Ltd.');
  });

  it('joins a label\'s two lines where a firm\'s name goes on beside them ("PREVIOUS INSURER" / "NAME" beside "LOHIT GENERAL" / "INSURANCE CO. LTD.")', () => {
    const result = readPolicy(drawnPage([
      [[309, 'PREVIOUS INSURER', 'bold'], [436, 'LOHIT GENERAL']],
      [[309, 'NAME', 'bold'], [436, 'INSURANCE CO. LTD.']],
      [[309, 'PREVIOUS POLICY NO.', 'bold'], [436, 'MOT-2024-5583406']],
    ], { lineGap: 12 }));
    expect(result.fields).toMatchObject({ previous_insurer_name: 'LOHIT GENERAL INSURANCE CO. LTD.', previous_policy_number: 'MOT-2024-5583406' });
  });

  it('keeps a heading in capitals apart from a label under it that is not ("PROPOSER DETAILS" over "Name of the Insured:")', () => {
    const result = readPolicy(drawnPage([
      [[305, 'Seating Capacity', 'bold'], [409, '5 (Including Driver)']],
      [[42, 'PROPOSER DETAILS', 'bold', 9], [305, '(Including Driver):', 'bold']],
      [[42, 'Name of the Insured:', 'bold'], [146, 'Nandini Sharma'], [305, 'Type of Body:', 'bold'], [409, 'SUV']],
      [[42, 'Address of Insured:', 'bold'], [146, 'H.No. 1-1-444, Malviya Nagar'], [305, 'Total Value (IDV):', 'bold'], [409, '6,59,200.00']],
      [[42, 'Mobile Number:', 'bold'], [146, '7513679680']],
      [[42, 'Customer Code:', 'bold'], [146, 'C1115283']],
    ], { lineGap: 12.5, size: 8.5 }));
    expect(result.fields.customer_name).toBe('Nandini Sharma');
  });

  it('takes no column label printed smaller than its value for a heading ("Name of previous insurer" beside the broker\'s rows)', () => {
    const result = readPolicy(drawnPage([
      [[35, 'Details of Previous Policy', 'bold', 10], [307, 'Broker Details', 'bold', 10]],
      [[38, 'Name of previous insurer', 'bold', 6.5], [165, 'Prev. policy no.', 'bold', 6.5], [307, 'Name of intermediary', 'bold'], [381, 'Parivar Risk Solutions Pvt Ltd']],
      [[38, 'Hampi General Insurance Company'], [165, 'P28107723506058'], [307, 'Agent code', 'bold'], [381, 'BRK-75940']],
      [[38, 'Limited'], [307, 'Intermediary email', 'bold'], [381, 'help@parivarrisk.com']],
    ], { lineGap: 10, size: 7 }));
    expect(result.fields).toMatchObject({ broker_name: 'Parivar Risk Solutions Pvt Ltd', broker_code: 'BRK-75940', previous_insurer_name: 'Hampi General Insurance Company Limited' });
  });

  it('reads a label left open with "on" over its next line ("पिछला नो क्लेम बोनस / NCB on" / "Previous Policy")', () => {
    const result = readPolicy(drawnPage([
      [[40, 'पिछली पॉलिसी संख्या / Previous', 'bold'], [298, 'पिछला नो क्लेम बोनस / NCB on', 'bold']],
      [[40, 'Policy No', 'bold'], [298, 'Previous Policy', 'bold']],
      [[40, '26/7467/19824110/22'], [298, '20.00%']],
    ], { lineGap: 12 }));
    expect(result.fields.previous_ncb).toBe(20);
  });

  it('reads no identifier as an amount: figures far beyond what the field ever holds ("Existing TP Policy No. 63742164914770")', () => {
    expect(readValue('total_tp_premium', '63742164914770', 'Existing TP Policy No.')).toBeUndefined();
    expect(readValue('total_tp_premium', '4,20,000', 'TP Premium')?.quality).toBeLessThan(0.5);
  });

  it('takes no heading for the value of a label over it ("मध्यस्थ विवरण" over "SERVICING INTERMEDIARY")', () => {
    const result = readPolicy(drawnPage([
      [[31, 'Compulsory Excess', 'bold'], [255, 'Rs. 1,000/-']],
      [[31, 'मध्यस्थ विवरण', 'bold', 11]],
      [[31, 'SERVICING INTERMEDIARY', 'bold', 11]],
      [[31, 'मध्यस्थ का नाम']],
      [[31, 'Name of Intermediary Dhan Raksha Insurance Brokers Pvt. Ltd.']],
      [[31, 'Intermediary Email motor@dhanraksha.in']],
    ], { size: 9 }));
    expect(result.fields.broker_name).toBe('Dhan Raksha Insurance Brokers Pvt. Ltd.');
  });

  it('takes no value beside its label for a label\'s first line ("TYPE OF POLICY" | "PACKAGE POLICY" over "RENEWAL")', () => {
    const result = readPolicy(drawnPage([
      [[38, 'TYPE OF POLICY'], [164, 'PACKAGE POLICY']],
      [[38, 'BUSINESS TYPE'], [164, 'RENEWAL']],
      [[38, 'POLICY ISSUE DATE'], [164, 'October 21, 2023']],
    ], { size: 9.5 }));
    expect(result.fields).toMatchObject({ policy_type: 'Comprehensive', business_type: 'Renewal' });
  });

  it('ends a label before the "From" opening a period run on after it ("VALIDITY From (00:00 Hrs) of 11 Oct 2024 to …")', () => {
    const result = read([
      [[42, 'POLICY ISSUING OFFICE VADODARA']],
      [[42, 'VALIDITY From (00:00 Hrs) of 11 Oct 2024 to (23:59 Hrs) of 10 Oct 2025']],
      [[42, 'TP PERIOD From (00:00 Hrs) of 11 Oct 2024 to (23:59 Hrs) of 10 Oct 2027']],
    ]);
    expect(result.fields).toMatchObject({ start_date: '2024-10-11', end_date: '2025-10-10', tp_end_date: '2027-10-10' });
  });

  it('ends a period whole in its run there, leaving the next column\'s value to its own label ("बीमा अवधि" … | "IDV")', () => {
    const result = readPolicy(drawnPage([
      [[38, 'बीमा अवधि'], [152, '08-10-2023 To 07-10-2024'], [298, 'बीमित घोषित मूल्य'], [412, 'INR 1204900.00']],
      [[38, 'Policy Period', 'bold'], [298, 'IDV', 'bold']],
    ], { size: 7.5, lineGap: 11 }));
    expect(result.fields).toMatchObject({ start_date: '2023-10-08', end_date: '2024-10-07', vehicle_idv: 1204900 });
  });

  it('joins a label over two lines beside a value over two where the value is none of the first line\'s field ("Insured" / "address")', () => {
    const result = readPolicy(drawnPage([
      [[40, 'Insured name'], [110, 'Meera Mukherjee']],
      [[40, 'Insured'], [110, '731, Sunrise Heights, Law Garden']],
      [[40, 'address'], [110, 'Vadodara, Gujarat - 390094']],
      [[40, 'Mobile'], [110, '+91-8368962677']],
    ], { size: 9.5, lineGap: 13 }));
    expect(result.fields).toMatchObject({ customer_name: 'Meera Mukherjee', customer_address: '731, Sunrise Heights, Law Garden, Vadodara, Gujarat - 390094' });
  });

  it('ends a value raised beside a label\'s upper line at the next column\'s Hindi label ("समाप्ति तिथि" | "बोनस")', () => {
    const result = readPolicy(drawnPage([
      [[30, 'पिछली पॉलिसी का विवरण', 'hindi', 9]],
      [[30, 'Previous Policy', 'bold', 9]],
      [[30, 'पिछली पॉलिसी की', 'hindi'], [101, 'December 30, 2023'], [208, 'पिछला नो क्लेम', 'hindi'], [280, '45 %']],
      [[30, 'समाप्ति तिथि', 'hindi'], [208, 'बोनस', 'hindi']],
      [[30, 'Previous policy', 'bold'], [208, 'Previous policy', 'bold']],
      [[30, 'end date', 'bold'], [208, 'NCB', 'bold']],
    ], { size: 7.5, lineGap: 9.5 }));
    expect(result.fields).toMatchObject({ previous_policy_end_date: '2023-12-30', previous_ncb: 45 });
  });

  it('keeps rows whose labels end in "On" with their values beside them apart ("Policy Starts On" | … over "Policy Ends On" | …)', () => {
    const dates = readPolicy(drawnPage([
      [[40, 'Policy Starts On'], [200, '01/04/2024']],
      [[40, 'Policy Ends On'], [200, '31/03/2025']],
      [[40, 'Policy Number'], [200, 'P/123/456']],
    ], { lineGap: 11 }));
    expect(dates.fields).toMatchObject({ start_date: '2024-04-01', end_date: '2025-03-31' });
    const addOns = readPolicy(drawnPage([
      [[40, 'Basic OD Premium'], [300, '10,000.00']],
      [[40, 'Total Add On'], [300, '1,500.00']],
      [[40, 'Total OD Premium'], [300, '11,500.00']],
      [[40, 'Net Premium'], [300, '11,500.00']],
    ], { lineGap: 11 }));
    expect(addOns.fields).toMatchObject({ total_od_add_on_premium: 1500, total_od_premium: 11500 });
  });

  it('still joins a header cell wrapped beside a free-text column\'s header ("Model" | "Cubic" over "Capacity")', () => {
    const grid = readPolicy(drawnPage([
      [[40, 'Make'], [140, 'Model'], [240, 'Cubic'], [320, 'Seating']],
      [[240, 'Capacity'], [320, 'Capacity']],
      [[40, 'MARUTI'], [140, 'SWIFT VXI'], [240, '1197'], [320, '5']],
    ], { lineGap: 11 }));
    expect(grid.fields).toMatchObject({ model: 'SWIFT VXI', cc: 1197 });
    const previous = readPolicy(drawnPage([
      [[40, 'Insured Name'], [200, 'Previous'], [330, 'Policy Number']],
      [[200, 'Insurer']],
      [[40, 'Ravi Kumar'], [200, 'Tata AIG General Insurance'], [330, 'P/123/456']],
    ], { lineGap: 11 }));
    expect(previous.fields.previous_insurer_name).toBe('Tata AIG General Insurance');
  });
});

describe('grids of labels in two languages (tuning families 1028–1107)', () => {
  it('reads a heading printed beside another column\'s grid value, and keeps that column out of its part of the page', () => {
    const page = drawnPage([
      [[33, 'NOMINEE DETAILS', 'heading', 10.5], [311, 'SCHEDULE OF PREMIUM', 'heading', 10.5]],
      [[33, 'Nominee Name:', 'label'], [159, 'Zubin Bhatt'], [311, 'Own Damage', 'label'], [437, 'Less: No Claim', 'label']],
      [[311, 'Premium', 'label'], [437, 'Bonus', 'label']],
      [[33, 'पिछली पॉलिसी का विवरण / PREVIOUS POLICY', 'heading', 10.5], [311, 'Rs. 5799.36/-'], [437, '-Rs. 2899.68/-']],
      [[33, 'पिछला बीमाकतार् / Expiring Insurer:', 'label'], [159, 'Shivalik General Insurance Co. Ltd.'], [311, 'Third Party Premium', 'label'], [437, 'Net Premium', 'label']],
      [[33, 'Previous Policy No:', 'label'], [159, '7875/17787429/66/891'], [311, 'Rs. 3416.00/-'], [437, 'Rs. 6315.68/-']],
    ], { lineGap: 11, size: 7.5 });
    const result = readPolicy(page);
    expect(result.fields).toMatchObject({ previous_insurer_name: 'Shivalik General Insurance Co. Ltd.', previous_policy_number: '7875/17787429/66/891', total_tp_premium: 3416 });
    const thirdParty = page.segments.find((segment) => segment.text === 'Third Party Premium')!;
    expect(sectionFinder(page)(thirdParty).context).toBeUndefined();
  });

  it('reads a rate opened at a label\'s line end and closed on the next ("Less: NCB (25" over "%)")', () => {
    const result = readPolicy(drawnPage([
      [[30, 'Basic OD Premium', 'bold'], [162, 'नो क्लेम बोनस छूट / Less: NCB (25', 'bold'], [330, 'Engine Protector', 'bold']],
      [[162, '%)', 'bold']],
      [[30, 'Rs. 54606.19'], [162, '(Rs. 13651.55)'], [330, 'Rs. 3310.56']],
    ], { lineGap: 11 }));
    expect(result.fields.ncb).toBe(25);
  });

  it('reads a generated grid in two languages through: make & model over two lines, a previous policy number run up against the insurer (tuning family 1033)', async () => {
    const doc = await generateSchedule(1033, 1);
    const result = extractFromModel(await readDocument(doc.pdf), []);
    for (const field of ['make', 'model', 'previous_insurer_name', 'previous_policy_number'] as const) expect(result.fields[field]).toBe(doc.expected[field]);
  });

  it('joins a label\'s next line starting with "&" ("VEHICLE MAKE" over "& MODEL") and parts the value into make and model', () => {
    const result = readPolicy(drawnPage([
      [[30, 'पंजीकरण संख्या / REG. NO.', 'bold'], [160, 'निर्माता / मॉडल / VEHICLE MAKE', 'bold'], [300, 'YEAR OF', 'bold']],
      [[160, '& MODEL', 'bold'], [300, 'MANUFACTURE', 'bold']],
      [[30, 'GJ27GL9904'], [160, 'MG MOTOR INDIA / HECTOR'], [300, '2019']],
      [[160, 'STYLE']],
    ], { lineGap: 11 }));
    expect(result.fields).toMatchObject({ make: 'MG MOTOR INDIA', model: 'HECTOR STYLE', manufacturing_year: 2019 });
  });

  it('joins a label printed in its Hindi\'s font to its next line in the labels\' font ("… / ENGINE" over "NO./CHASSIS NO.")', () => {
    const result = readPolicy(drawnPage([
      [[40, 'इंजन / चेसिस संख्या / ENGINE', 'hindi-font'], [170, 'घन क्षमता / CUBIC CAPACITY /', 'bold'], [300, 'COLOUR', 'bold']],
      [[40, 'NO./CHASSIS NO.', 'bold'], [170, 'WATTS', 'bold']],
      [[40, 'ZWD4TA5472985 &'], [170, '1497 cc'], [300, 'BROWN']],
      [[40, 'MA1VWM1Z5CD190972']],
    ], { lineGap: 11 }));
    expect(result.fields).toMatchObject({ engine_number: 'ZWD4TA5472985', chasis_number: 'MA1VWM1Z5CD190972', cc: 1497 });
  });

  it('takes no "&" before Hindi, a vowel sign the PDF mapped to it, nor a next row with its own value, for a label going on', () => {
    const result = readPolicy(drawnPage([
      [[40, 'पॉलिसी संख्या / Policy No.'], [220, '3001/51827364/00/000']],
      [[40, '& दनांक / Date of Issue'], [220, '07/08/2024']],
      [[40, 'पंजीकरण संख्या / Registration No.'], [220, 'MH12AB1234']],
    ], { lineGap: 11 }));
    expect(result.fields).toMatchObject({ policy_number: '3001/51827364/00/000', issue_date: '2024-08-07', vehicle_number: 'MH12AB1234' });
  });

  it('joins a preposition alone under a label ("जारी करने की तिथि / POLICY ISSUED" over "ON")', () => {
    const result = readPolicy(drawnPage([
      [[40, 'पॉलिसी संख्या / POLICY NO', 'bold'], [300, 'जारी करने की तिथि / POLICY ISSUED', 'hindi-font'], [460, 'PROPOSAL NUMBER', 'bold']],
      [[300, 'ON', 'bold']],
      [],
      [[40, '2024-10-01198993'], [300, '07-Aug-2024'], [460, 'PR439853908']],
    ], { lineGap: 9, size: 7.5 }));
    expect(result.fields.issue_date).toBe('2024-08-07');
  });

  it('joins a label\'s two lines whatever stands beside the second where a label stands beside the first ("PREVIOUS" | … over "POLICY NO" | "NCB")', () => {
    const result = readPolicy(drawnPage([
      [[30, 'पिछला बीमाकर्ता', 'bold'], [160, 'पिछली पॉलिसी संख्या / PREVIOUS', 'bold'], [296, 'पिछली पॉलिसी की समाप्ति तिथि /', 'bold'], [433, 'पिछला नो क्लेम बोनस / PREVIOUS', 'bold']],
      [[30, 'EXPIRING INSURER', 'bold'], [160, 'POLICY NO', 'bold'], [296, 'EXPIRY DATE', 'bold'], [433, 'NCB', 'bold']],
      [[30, 'KONARK SURAKSHA'], [160, '77/6632/61878907/22'], [296, '20 Nov 2023'], [433, '45']],
    ], { lineGap: 11 }));
    expect(result.fields).toMatchObject({ previous_insurer_name: 'KONARK SURAKSHA', previous_policy_number: '77/6632/61878907/22' });
    expect(result.evidence.previous_policy_number?.label).toBe('पिछली पॉलिसी संख्या / PREVIOUS POLICY NO');
  });

  it('reads a grid\'s labels in Hindi over English as one, and "Quote No." beside them as a label, no value', () => {
    const result = readPolicy(drawnPage([
      [[45, 'पॉलिसी संख्या', 'hindi-font'], [171, 'पॉलिसी का प्रकार', 'hindi-font'], [298, 'जारी करने की तिथि', 'hindi-font'], [424, 'Quote No.', 'bold']],
      [[45, 'Policy No.', 'bold'], [171, 'Policy Type', 'bold'], [298, 'Date of Issue', 'bold']],
      [[45, '1-ZCVN2H3F'], [171, 'Act Only'], [298, '06-10-2025'], [424, 'PR479672312']],
    ], { lineGap: 11 }));
    expect(result.fields).toMatchObject({ policy_number: '1-ZCVN2H3F', issue_date: '2025-10-06' });
    expect(result.confidence.issue_date).toBeGreaterThanOrEqual(0.9);
  });
});

describe('rows of labels over values, raised values and bilingual labels (tuning families 1328–1367)', () => {
  it('reads a label\'s value under it where the run beside it is the next label of a row of labels in their own font', () => {
    const result = readPolicy(drawnPage([
      [[38, 'Name Of The Insured Person', 'label', 6.5], [309, 'Active TP Policy No.', 'label', 6.5], [436, 'TP Insurance Company', 'label', 6.5]],
      [[38, 'Mrs. Sunita Sharma', 'value', 7], [309, '1269/69608163/76/728', 'value', 7], [436, 'Aravali General Insurance Ltd.', 'value', 7]],
    ], { lineGap: 15 }));
    expect(result.fields.customer_name).toBe('Sunita Sharma');
  });

  it('reads a label in two languages without a slash by each language\'s wording, and the figure beside it in the labels\' font over a bold total row', () => {
    const result = readPolicy(drawnPage([
      [[47, 'PA Cover for Owner-Driver'], [526, '399.00']],
      [[47, 'तृतीय पक्ष ऐड - ऑन प्रीमियम PA & LL Premium'], [526, '899.00']],
      [[47, 'कुल तृतीय पक्ष प्रीमियम Total Third Party Premium', 'bold'], [521, '4315.00', 'bold']],
    ], { lineGap: 17, size: 7.5 }));
    expect(result.fields.total_tp_add_on_premium).toBe(899);
  });

  it('reads a value raised beside the unread Hindi line over its label up to the next column printed a little higher ("YOM:")', () => {
    const result = readPolicy(drawnPage([
      [[311, 'TP End Date:- 2028-07-23']],
      [[43, 'निमा : ण वष :', 'hindi'], [147, '2025']],
      [[43, 'YOM:', 'label']],
    ], { lineGap: 7, size: 7 }));
    expect(result.fields.manufacturing_year).toBe(2025);
  });

  it('reads a maker\'s name with "Motor" in it raised beside the Hindi line over its label; "Motor No." is still an engine number', () => {
    const result = readPolicy(drawnPage([
      [[31, 'निमाता', 'hindi'], [131, 'MG Motor', 'print']],
      [[31, 'MANUFACTURER NAME', 'print']],
      [[31, 'मॉडल', 'hindi'], [131, 'Hector Style', 'print']],
      [[31, 'MODEL', 'print']],
      [[31, 'Motor No.', 'print'], [131, 'TMSR446382', 'print']],
    ], { lineGap: 11.5 }));
    expect(result.fields).toMatchObject({ make: 'MG Motor', model: 'Hector Style', engine_number: 'TMSR446382' });
  });

  it('reads an address on past its fifth line when that line ends in a comma', () => {
    const result = read([
      [[46, 'ADDRESS OF THE INSURED', 'label'], [166, 'FLAT NO. 1108, GREEN']],
      [[166, 'VALLEY RESIDENCY']],
      [[166, 'JUBILEE HILLS ROAD NO.']],
      [[166, '36']],
      [[166, 'CHANDIGARH,']],
      [[166, 'CHANDIGARH - 160002']],
    ]);
    expect(result.fields.customer_address).toBe('FLAT NO. 1108, GREEN VALLEY RESIDENCY, JUBILEE HILLS ROAD NO. 36, CHANDIGARH, CHANDIGARH - 160002');
  });

  it('reads bonus labels whose Hindi vowel sign the PDF maps to a digit ("नो क्ल8म बोनस NCB Percentage  20", tuning family 1329)', async () => {
    const doc = await generateSchedule(1329, 1);
    const result = extractFromModel(await readDocument(doc.pdf), []);
    for (const field of ['ncb', 'previous_ncb', 'total_od_add_on_premium'] as const) expect(result.fields[field]).toBe(doc.expected[field]);
  });
});

describe('labels and values over two lines side by side (tuning families 1368–1407)', () => {
  it('reads a period whose first line ends inside its second date beside a label over two lines ("POLICY" | "18 Nov 2023 to 17" over "PERIOD" | "Nov 2024")', () => {
    const result = readTight([
      [[43, 'DATE OF'], [116, '24 Oct 2023'], [383, 'POLICY'], [456, '18 Nov 2023 to 17']],
      [[43, 'PROPOSAL'], [383, 'PERIOD'], [456, 'Nov 2024']],
    ]);
    expect(result.fields).toMatchObject({ start_date: '2023-11-18', end_date: '2024-11-17' });
  });

  it('ends a firm\'s name before a "key = value" line under it ("LICENCE EXPIRY = August 18, 2028")', () => {
    const result = readPolicy(drawnPage([
      [[28, 'INTERMEDIARY DETAILS', 'heading', 9]],
      [[25, 'AGENT / BROKER NAME = PRABAL INSURANCE BROKERS PRIVATE LIMITED'], [298, 'BROKER PHONE = 022-2006 4066']],
      [[25, 'LICENCE EXPIRY = August 18, 2028']],
    ], { lineGap: 13, size: 7 }));
    expect(result.fields.broker_name).toBe('PRABAL INSURANCE BROKERS PRIVATE LIMITED');
  });

  it('reads a label whose second line adds a weak word ("Manufacturer" / "Name") beside a value over two lines', () => {
    const result = readTight([
      [[32, 'Vehicle No.'], [108, 'OD02RA8669'], [386, 'Manufacturer'], [462, 'TOYOTA KIRLOSKAR']],
      [[386, 'Name'], [462, 'MOTOR']],
    ]);
    expect(result.fields.make).toBe('TOYOTA KIRLOSKAR MOTOR');
  });

  it('reads a label\'s colon line under it that names its field as well as the first ("… / Previous" over "Insurance Company:", tuning family 1386)', async () => {
    const doc = await generateSchedule(1386, 1);
    const result = extractFromModel(await readDocument(doc.pdf), []);
    expect(result.fields.previous_insurer_name).toBe('Nilgiri General Insurance Company Limited');
  });

  it('reads make and model named over two lines ("VEHICLE MAKE" over "& MODEL") beside a value printing both', () => {
    const result = readTight([
      [[44, 'RTO LOCATION'], [115, 'PUNE'], [213, 'VEHICLE MAKE'], [284, 'KIA INDIA / SONET'], [382, 'YEAR OF'], [453, '2024']],
      [[213, '& MODEL'], [284, 'HTE'], [382, 'MANUFACTURE']],
    ]);
    expect(result.fields).toMatchObject({ make: 'KIA INDIA', model: 'SONET HTE', manufacturing_year: 2024 });
  });

  it('reads a note in label words under a label as the label\'s own ("SUM INSURED" over "(IDV)", "VEHICLE IDV" over "(EXCL." / "ACCESSORIES)")', () => {
    const result = readTight([
      [[213, 'VEHICLE'], [284, 'WHITE'], [382, 'VEHICLE IDV'], [453, 'Rs 2,77,200.00/-']],
      [[213, 'COLOUR'], [382, '(EXCL.']],
      [[382, 'ACCESSORIES)']],
      [[213, 'NON-ELEC.'], [284, 'Rs 19,000.00/-'], [382, 'SUM INSURED'], [453, 'Rs 2,96,200.00/-']],
      [[213, 'ACC. IDV'], [382, '(IDV)']],
    ]);
    expect(result.fields.vehicle_idv).toBe(296200);
  });
});

describe('premium sums over unprinted totals and values set off by dashes (tuning families 1408–1447)', () => {
  it('prefers premium lines whose parts add up to the printed net premium over a breakdown that adds up to its own total', () => {
    // "PA & LL Premium" is the two TP add-ons' total: 399 + 60 = 459 is a sum by construction, not the TP check.
    const result = readPolicy(drawnPage([
      [[48, 'Premium Details', 'heading', 9.5], [392, 'Amount', 'heading', 9.5]],
      [[48, 'OD Premium'], [510, '2,266.08']],
      [[48, 'NCB Amount 45%'], [505, '- 1,019.74']],
      [[48, 'Consumables Cover'], [518, '800.00']],
      [[48, 'Total Add-on Cover Premium'], [518, '800.00']],
      [[48, 'Basic TP'], [510, '2,094.00']],
      [[48, 'PA Cover for Owner-Driver'], [518, '399.00']],
      [[48, 'CNG/LPG Kit Liability'], [524, '60.00']],
      [[48, 'PA & LL Premium'], [518, '459.00']],
      [[48, 'Taxable Value', 'bold'], [510, '4,599.34', 'bold']],
      [[48, 'Total GST 18%'], [518, '827.88']],
      [[48, 'Total Policy Premium', 'bold'], [510, '5,427.22', 'bold']],
    ], { lineGap: 18, size: 9.5 }));
    expect(result.fields).toMatchObject({ basic_tp_premium: 2094, total_tp_add_on_premium: 459, net_premium: 4599.34 });
  });

  it('reads a value after its label\'s separator on the line under the label\'s Hindi ("निर्माता" over "MAKE:- Hyundai")', () => {
    const result = readPolicy(drawnPage([
      [[39, 'पंजीकरण संख्या', 'hindi'], [211, 'RTO:- Mumbai'], [384, 'निमाता', 'hindi']],
      [[39, 'REGN NO:- MH 04 AZ 4085'], [384, 'MAKE:- Hyundai']],
    ], { lineGap: 13, size: 8.5 }));
    expect(result.fields).toMatchObject({ make: 'Hyundai', vehicle_number: 'MH04AZ4085' });
  });

  it('keeps the dash between make and model where the model goes on to the next line ("SKODA AUTO VOLKSWAGEN INDIA" / "- Slavia Ambition")', () => {
    const result = readPolicy(drawnPage([
      [[298, 'Vehicle Make & Model'], [406, 'SKODA AUTO VOLKSWAGEN INDIA']],
      [[406, '- Slavia Ambition']],
    ], { lineGap: 10, size: 8 }));
    expect(result.fields).toMatchObject({ make: 'SKODA AUTO VOLKSWAGEN INDIA', model: 'Slavia Ambition' });
  });

  it('ends an address run on after its label at its PIN where the next line starts back under the label', () => {
    const result = readPolicy(drawnPage([
      [[40, 'Insured\'s Name Divya M. Yadav'], [298, 'Correspondence Address 56/27, Malviya Nagar, Panaji, Goa - 403015']],
      [[40, 'Client ID C6919023'], [298, 'Customer GSTIN NA']],
    ], { lineGap: 13, size: 7.5 }));
    expect(result.fields.customer_address).toBe('56/27, Malviya Nagar, Panaji, Goa - 403015');
  });

  it('reads an address left open on a comma on over a line opening with a label\'s word ("Model Town, …")', () => {
    const runOn = readPolicy(drawnPage([
      [[25, 'Communication Address:- Flat No. 603, Gokul Dham,']],
      [[25, 'Model Town, Panaji, Goa - 403055']],
      [[25, 'Mobile:- +91 68415 08509']],
    ], { lineGap: 15, size: 9.5 }));
    expect(runOn.fields.customer_address).toBe('Flat No. 603, Gokul Dham, Model Town, Panaji, Goa - 403055');
    const inColumn = read([
      [[40, 'Correspondence Address'], [160, 'Flat No. 902, Silver Oak Enclave,']],
      [[160, 'Model Town, Nashik, Maharashtra -']],
      [[160, '422074']],
      [[40, 'Contact Number'], [160, '64859 12912']],
    ]);
    expect(inColumn.fields.customer_address).toBe('Flat No. 902, Silver Oak Enclave, Model Town, Nashik, Maharashtra - 422074');
    // A label set off after the comma is still the next row.
    expect(read([[[40, 'Address :'], [160, '12, MG Road,']], [[40, 'Model :'], [160, 'Tiago XT']]]).fields).toMatchObject({ customer_address: '12, MG Road,', model: 'Tiago XT' });
  });
});

describe('where the rules of tuning families 1328–1447 stop (a reviewer\'s inputs)', () => {
  it('keeps a "Name" row with a whole value of its own apart from the label over it', () => {
    const result = readTight([
      [[32, 'Model'], [140, 'CRETA SX']],
      [[32, 'Name'], [140, 'RAHUL SHARMA']],
    ]);
    expect(result.fields).toMatchObject({ model: 'CRETA SX', customer_name: 'RAHUL SHARMA' });
  });

  it('takes no words after "to" for a second date cut at the line\'s end', () => {
    expect(periodLeftOpen('10/07/2025 (Subject to realisation)')).toBe(false);
    expect(periodLeftOpen('18 Nov 2023 to 17')).toBe(true);
    expect(periodLeftOpen('10 Jul 2025 to 09 Jul')).toBe(true);
    expect(periodLeftOpen('10 Jul 2025 to 09 Jul 2026')).toBe(false);
  });

  it('keeps a note in brackets with a value of its own beside it out of the label over it', () => {
    const result = readTight([
      [[40, 'Add-on Premium'], [300, '1,200.00']],
      [[40, '(Zero Depreciation)'], [300, '800.00']],
    ]);
    expect(result.fields.total_od_add_on_premium).toBe(1200);
    expect(result.confidence.total_od_add_on_premium).toBeGreaterThanOrEqual(0.9);
  });

  it('reads the value beside a label surely where the next row is bold, labels and values sharing a font', () => {
    const result = readTight([
      [[40, 'Insured Name'], [200, 'RAHUL SHARMA']],
      [[40, 'Policy Number', 'bold'], [200, '3001/123456/00', 'bold']],
    ]);
    expect(result.fields.customer_name).toBe('RAHUL SHARMA');
    expect(result.confidence.customer_name).toBeGreaterThanOrEqual(0.9);
  });

  it('does not join a sector to a road whose name starts with a roman numeral\'s letter ("Sector" / "X-Ray Lab Road")', () => {
    expect(addressLineJoin('12, Salt Lake Sector', 'X-Ray Lab Road, Kolkata')).not.toBe('join');
  });
});

describe('where the rules of tuning families 1488–1567 stop', () => {
  it('ends a value under its label at a line in the labels\' font, though no field\'s ("Battery (kWh)")', () => {
    const result = read([
      [[38, 'Registration Number', 'bold'], [298, 'Manufacturer / Model', 'bold']],
      [[38, 'MH15AD8080'], [298, 'MG MOTOR INDIA, ZS EV']],
      [[298, 'EXECUTIVE']],
      [[38, 'Eng. No.', 'bold'], [298, 'Battery (kWh)', 'bold']],
      [[38, '15S4CFE1863658'], [298, '50.3 kWh']],
    ]);
    expect(result.fields).toMatchObject({ make: 'MG MOTOR INDIA', model: 'ZS EV EXECUTIVE' });
  });

  it('reads a liability-only policy\'s premium as its TP section\'s alone: no line of it is an OD premium', () => {
    const result = read([
      [[40, 'Policy Type :'], [200, 'Liability Only Policy']],
      [[40, 'Third Party Premium'], [500, '3,416.00']],
      [[40, 'PA Cover For Owner-Driver'], [500, '330.00']],
      [[40, 'Third Party Add-On Premium'], [500, '330.00']],
      [[40, 'Total Premium (A+B)'], [500, '3,746.00']],
      [[40, 'CGST Amount @ 9%'], [500, '337.14']],
      [[40, 'SGST @ 9%'], [500, '337.14']],
      [[40, 'Premium Payable'], [500, '4,420.28']],
    ]);
    expect(result.fields).toMatchObject({ policy_type: 'Third Party', basic_tp_premium: 3416, total_tp_premium: 3746, total_od_premium: 0, net_premium: 3746 });
    expect(result.checks.filter((check) => !check.passed)).toEqual([]);
  });

  it('ends an e-mail address cut after a dot of its domain on the next line ("…@yahoo." / "co.in")', () => {
    const result = read([
      [[306, 'Email ID:', 'bold'], [434, 'geetha_sharma74@yahoo.']],
      [[42, 'Servicing Branch', 'bold'], [158, 'VADODARA'], [434, 'co.in']],
    ]);
    expect(result.fields.customer_email).toBe('geetha_sharma74@yahoo.co.in');
  });

  it('reads no firm\'s name that is only the words closing one ("PVT. LTD.") and joins a broker\'s name over two lines', () => {
    const result = readTight([
      [[46, 'Own Damage Premium - ₹ 5,923.95'], [307, 'Intermediary Name ANCHOR INSURANCE BROKING']],
      [[46, 'NCB Discount (20%) - - ₹ 1,184.79'], [307, 'SERVICES PVT. LTD.']],
      [[46, 'Add-on Premium - ₹ 866.40'], [307, 'Intermediary Licence No. DB-724/26']],
    ]);
    expect(result.fields.broker_name).toBe('ANCHOR INSURANCE BROKING SERVICES PVT. LTD.');
    expect(readValue('broker_name', 'PVT. LTD.')).toBeUndefined();
    expect(readValue('previous_insurer_name', 'Insurance Company Limited')).toBeUndefined();
  });

  it('sees a larger heading beside another column\'s value as a heading: beside its label, or the last line of one wrapped', () => {
    const beside = read([
      [[27, 'RELATION WITH'], [135, ': Brother'], [305, '8. Intermediary Details', 'bold', 12.5]],
      [[305, 'BROKER NAME'], [413, ': Suvidha Insurance Brokers Pvt. Ltd.']],
      [[305, 'BROKER CONTACT'], [413, ': support@suvidhabrokers.in']],
      [[305, 'EMAIL']],
      [[305, 'BROKER MOBILE'], [413, ': 080-5037 9336']],
    ]);
    expect(beside.fields.broker_email).toBe('support@suvidhabrokers.in');
    const wrapped = read([
      [[31, 'Insurance Company', 'bold'], [160, 'Policy No', 'bold']],
      [[31, 'Prayag General Insurance'], [160, '61/9831/92526366/24']],
      [[31, 'Ltd.'], [310, 'मध्यस्थ विवरण / Broker Details', 'bold', 12.5]],
      [[310, 'मध्यस्थ का नाम / Broker:'], [423, 'Dhwaja Insurance Brokers LLP']],
    ]);
    expect(wrapped.fields.broker_name).toBe('Dhwaja Insurance Brokers LLP');
    expect(wrapped.confidence.broker_name).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a bonus in a sentence about the earlier policy as the previous policy\'s, not as a label\'s of this one', () => {
    const result = read([
      [[36, 'The vehicle was earlier insured with previous insurer SATPURA GENERAL INSURANCE LTD. under policy no.']],
      [[36, '9864/80776503/65/168 valid till 21/3/2024. NCB earned: 50%.']],
    ]);
    expect(result.fields.previous_ncb).toBe(50);
    expect(result.fields.ncb).toBeUndefined();
  });
});

describe('where the rules of tuning families 1488–1567 stop (a reviewer\'s inputs)', () => {
  const premiums = (lines: Parameters<typeof drawnPage>[0]) => read(lines).fields;
  const table: Parameters<typeof drawnPage>[0] = [
    [[40, 'Basic OD Premium'], [500, '10,000.00']],
    [[40, 'Less: No Claim Bonus (20%)'], [500, '2,000.00']],
    [[40, 'Zero Depreciation'], [500, '1,500.00']],
    [[40, 'Total OD Premium (A)'], [500, '9,500.00']],
    [[40, 'Basic TP Premium'], [500, '3,416.00']],
    [[40, 'PA Cover for Owner Driver'], [500, '330.00']],
    [[40, 'Total TP Premium (B)'], [500, '3,746.00']],
    [[40, 'Net Premium (A+B)'], [500, '13,246.00']],
  ];

  it('reads a package naming its parts as comprehensive, and keeps a one-section policy\'s other line read well', () => {
    expect(premiums([[[40, 'Policy Type :'], [200, 'Comprehensive (Own Damage + Third Party Liability)']], ...table])).toMatchObject({ policy_type: 'Comprehensive', total_od_premium: 9500, total_tp_premium: 3746 });
    const fireAndTheft = premiums([
      [[40, 'Policy Type :'], [200, 'Liability Only with Fire and Theft']],
      [[40, 'Own Damage (Fire & Theft) Premium'], [500, '450.00']],
      [[40, 'Basic TP Premium'], [500, '1,366.00']],
      [[40, 'Net Premium'], [500, '1,816.00']],
    ]);
    expect(fireAndTheft).toMatchObject({ total_od_premium: 450, total_tp_premium: 1366 });
  });

  it('ends an address left open on a comma at a next row\'s label and value, whatever its separator', () => {
    expect(premiums([[[40, 'Address: 12, MG Road, Indiranagar, Bengaluru,']], [[40, 'Mobile 9876543210']]])).toMatchObject({ customer_phone: '9876543210' });
    expect(premiums([[[40, 'Address'], [160, '12, MG Road, Indiranagar, Bengaluru,']], [[160, 'Email jyoti.nair@gmail.com']]]).customer_email).toBe('jyoti.nair@gmail.com');
    expect(premiums([[[40, 'Address: 12, MG Road, Indiranagar, Bengaluru,']], [[40, 'Hypothecated To: HDFC Bank Ltd']]]).customer_address).not.toMatch(/HDFC/);
  });

  it('reads a value\'s later lines printed plainer than its first, in the labels\' font', () => {
    expect(premiums([[[40, 'Make / Model'], [200, 'MARUTI SUZUKI / SWIFT', 'bold']], [[200, 'VXI AMT 1.2']], [[40, 'Registration No'], [200, 'MH12AB1234']]])).toMatchObject({ make: 'MARUTI SUZUKI', model: 'SWIFT VXI AMT 1.2' });
  });

  it('reads this policy\'s bonus in the sentence after one about the previous policy', () => {
    const fields = premiums([
      [[36, 'Previous Policy Details: Policy No. 3005/2345/00 issued by ICICI Lombard, expiring on 11/03/2025.']],
      [[36, 'No Claim Bonus applicable on this policy NCB: 25%']],
    ]);
    expect(fields.ncb).toBe(25);
    expect(fields.previous_ncb).toBeUndefined();
  });

  it('leaves the lines over a net premium unread as parts where a TP line no field names stands among them', () => {
    const fields = readTight([
      [[311, 'Premium Summary', 'bold']],
      ...([['Own Damage Premium:', 'Rs 6,511.77/-'], ['Basic Liability Premium:', 'Rs 3,416.00/-'], ['PA Cover For Owner-Driver:', 'Rs 330.00/-'], ['Unnamed Passengers (IMT 16):', 'Rs 200.00/-'], ['Net Premium:', 'Rs 10,457.77/-']] as const).map(([label, amount]) => [[311, label], [420, amount]] as [number, string][]),
    ]).fields;
    expect(fields).toMatchObject({ total_od_premium: 6511.77, net_premium: 10457.77 });
    expect(fields.total_od_add_on_premium).toBeUndefined();
  });
});

describe('sentences and the labels inside them', () => {
  const sentenceReadings = (lines: Parameters<typeof drawnPage>[0]) => {
    const collector = new CandidateCollector();
    proseCandidates(pageIndexOf(drawnPage(lines)), collector);
    return collector.candidates.map((candidate) => [candidate.target, candidate.value]);
  };

  it('reads no sentence out of a grid\'s "Prev. Policy No.": the abbreviation ends none', () => {
    // (A line with a long run is read as prose.)
    expect(sentenceReadings([[[30, 'Vehicle Make & Model | Renault / Kiger RXT'], [305, 'Prev. Policy No.:'], [427, 'P62181136678027']]])).toEqual([]);
  });
});

describe('a premium printed as its lines without subtotals', () => {
  const summary = (lines: [string, string][]) =>
    readTight([[[311, 'Premium Summary', 'bold']], ...lines.map(([label, amount]) => [[311, label], [420, amount]] as [number, string][])]);

  it('reads the line a sum of all lines shows to be a part as the basic OD premium, and adds up each section\'s add-ons', () => {
    const result = summary([
      ['Own Damage Premium:', 'Rs 4,479.96/-'],
      ['Less: No Claim Bonus @ 25%:', '-Rs 1,119.99/-'],
      ['Key Replacement:', 'Rs 399.00/-'],
      ['Consumables Cover:', 'Rs 500.00/-'],
      ['NCB Protector:', 'Rs 492.80/-'],
      ['Electrical Accessories:', 'Rs 1,760.00/-'],
      ['Basic Liability Premium:', 'Rs 3,416.00/-'],
      ['PA Cover For Owner-Driver:', 'Rs 330.00/-'],
      ['Legal Liability To Paid Driver:', 'Rs 50.00/-'],
      ['Net Premium:', 'Rs 10,307.77/-'],
    ]);
    expect(result.fields).toMatchObject({
      basic_od_premium: 4479.96, ncb: 25, total_od_add_on_premium: 3151.8, basic_tp_premium: 3416, total_tp_add_on_premium: 380, net_premium: 10307.77,
      total_od_premium: 6511.77, total_tp_premium: 3796,
    });
    expect(result.checks.filter((check) => !check.passed)).toEqual([]);
  });

  it('leaves "Own Damage Premium" the OD total where the lines over the net premium do not add up to it', () => {
    const result = summary([
      ['Own Damage Premium:', 'Rs 6,511.77/-'],
      ['Key Replacement:', 'Rs 399.00/-'],
      ['Basic Liability Premium:', 'Rs 3,416.00/-'],
      ['TP Premium:', 'Rs 3,796.00/-'],
      ['Net Premium:', 'Rs 10,307.77/-'],
    ]);
    expect(result.fields).toMatchObject({ total_od_premium: 6511.77, total_tp_premium: 3796, net_premium: 10307.77 });
    expect(result.fields.basic_od_premium).toBeUndefined();
  });
});

describe('values over two lines and rows printed in runs', () => {
  it('reads a period over two lines beside a label over two, not going on past the next column\'s Hindi label', () => {
    const fields = readTight([
      [[41, 'बीमा अवधि'], [147, '11-APR-2024 (00:00 Hrs) to'], [308, 'चेसिस संख्या'], [431, 'MATPBKDH2EK421438']],
      [[41, 'Period of Insurance:'], [147, '10-APR-2025 (23:59 Hrs)'], [308, 'Chassis No.:']],
    ]).fields;
    expect(fields).toMatchObject({ start_date: '2024-04-11', end_date: '2025-04-10', chasis_number: 'MATPBKDH2EK421438' });
  });

  it('reads a period over two runs parted by a joiner in Hindi', () => {
    const result = readTight([[[41, 'Period of Insurance'], [147, '11-APR-2024 (00:00 Hrs)'], [260, 'से'], [290, '10-APR-2025 (23:59 Hrs)']]]);
    expect(result.fields).toMatchObject({ start_date: '2024-04-11', end_date: '2025-04-10' });
    expect(result.confidence.start_date).toBeGreaterThan(0.9);
  });

  it('reads a period whose second line opens with the first date\'s time unit', () => {
    const fields = read([[[46, 'Insurance Period: 22 October 2025 00:01']], [[46, 'hrs TO 21 October 2026 midnight']], [[46, 'Receipt No.: RC750501544']]]).fields;
    expect(fields).toMatchObject({ start_date: '2025-10-22', end_date: '2026-10-21' });
  });

  it('reads no next row\'s label and value as the value under a label whose own run holds its value', () => {
    const fields = read([[[305, 'Vehicle Make Toyota']], [[305, 'Model Urban Cruiser Hyryder S']], [[305, 'Mfg. Month & Year 10/2014']]]).fields;
    expect(fields).toMatchObject({ make: 'Toyota', model: 'Urban Cruiser Hyryder S' });
  });

  it('reads no label and value of a field no one reads as the value under a label whose own run holds its value', () => {
    const fields = read([[[27, 'मॉडल / Model Slavia']], [[27, 'Vehicle Variant Style 1.5 TSI']], [[27, 'निर्माण वर्ष / Year of Mfg. 2014']]]).fields;
    expect(fields.model).toBe('Slavia');
  });

  it('reads a line naming two fields with their values beside it as the next row, not the end of the label over it', () => {
    const page = drawnPage(
      [
        [[37, 'MANUFACTURER', 'bold'], [157, 'Kia India'], [298, 'MODEL & VARIANT', 'bold'], [418, 'Carens Premium']],
        [[37, 'D.O.R.', 'bold'], [157, 'August 21, 2015'], [298, 'ENGINE NO./CHASSIS NO.', 'bold'], [418, 'G4FLZI4864646 | MZB4NH7L3FA349497']],
      ],
      { lineGap: 11, size: 7 },
    );
    const { fields } = readPolicy(page);
    expect(fields).toMatchObject({ engine_number: 'G4FLZI4864646', chasis_number: 'MZB4NH7L3FA349497' });
  });

  it('reads a period under its label whose own run reads as a shorter label and a word, though the period opens with "From"', () => {
    const fields = readTight([
      [[37, 'बीमा अवधि / POLICY DURATION', 'bold'], [300, 'POLICY NO.', 'bold']],
      [[37, 'From 10/Dec/2024 To 09/Dec/2025'], [300, 'OG-24-1234-5678-00000012']],
    ]).fields;
    expect(fields).toMatchObject({ start_date: '2024-12-10', end_date: '2025-12-09' });
  });

  it('reads no row of its own beside a label as its value: another thing\'s label and its value', () => {
    const fields = read([[[45, 'मॉडल'], [298, 'Vehicle variant N4']], [[45, 'Vehicle model BOLERO NEO']]]).fields;
    expect(fields.model).toBe('BOLERO NEO');
  });

  it('reads the value under a label whose bracket closes on the line under it', () => {
    const fields = readTight([
      [[31, 'बैठने की क्षमता'], [160, 'Body Type']],
      [[31, 'Seating Capacity (Including'], [309, 'कुल प्रीमियम'], [356, 'Premium Payable'], [510, 'Rs. 2,913.42']],
      [[31, 'Driver)']],
      [[31, '5'], [160, 'SUV']],
    ]).fields;
    expect(fields.seating_capicity).toBe(5);
  });

  it('reads an address\'s PIN on the line after a last allowed line left open on a dash, and nothing else there', () => {
    const addressOver = (lastLine: string) =>
      readTight([
        [[309, 'Address of the'], [411, ': Flat No. 1108, Green Valley']],
        [[309, 'insured'], [419, 'Residency']],
        [[419, 'Law Garden']],
        [[419, 'Near Hanuman Mandir']],
        [[419, 'Bhopal, Madhya Pradesh -']],
        [[419, lastLine]],
      ]).fields.customer_address;
    expect(addressOver('462082')).toMatch(/Bhopal, Madhya Pradesh - 462082$/);
    expect(addressOver('Nominee Sunita Sharma')).not.toMatch(/Sunita/);
  });

  it('reads a period after a label ending in "From" whose second date is on the next line', () => {
    const fields = read([[[39, 'Policy Duration From 00:00 Hrs of 09-11-2024 to 23:59 Hrs of']], [[39, '08-11-2025']], [[39, 'Own Damage Period From 09-11-2024 00:00 Hrs']]]).fields;
    expect(fields).toMatchObject({ start_date: '2024-11-09', end_date: '2025-11-08' });
  });

  it('reads a "TP Policy No." a long run beside makes a sentence of as another policy\'s, not this one\'s', () => {
    const collector = new CandidateCollector();
    proseCandidates(pageIndexOf(drawnPage([[[44, 'TP Policy No.:'], [222, '27975516617073'], [311, 'Agent / Broker Name DHWAJA INSURANCE BROKERS LLP']]])), collector);
    expect(collector.candidates.filter((candidate) => candidate.target === 'policy_number')).toEqual([]);
  });

  it('reads the line the add-on lines over it add up to as their total, and the lines as its parts', () => {
    const page = pageIndexOf(
      drawnPage(
        [
          [[24, 'PA Cover for Owner-Driver (Rs.):'], [350, '320']],
          [[24, 'Legal Liability to Paid Driver (Rs.):'], [355, '50']],
          [[24, 'PA for Unnamed Passengers (Rs.):'], [350, '350']],
          [[24, 'PA & LL Premium (Rs.):'], [350, '720']],
        ],
        { lineGap: 12, size: 8.5 },
      ),
    );
    const collector = new CandidateCollector();
    for (const reading of page.readings) pairLabel(page, collector, reading);
    const scoreOf = (candidates: readonly Candidate[], value: number) => Math.max(0, ...candidates.filter((candidate) => candidate.target === 'total_tp_add_on_premium' && candidate.value === value).map((candidate) => candidate.score));
    const summed = addOnsWithTheirSum(page, collector.candidates);
    expect(scoreOf(summed, 720)).toBeGreaterThan(scoreOf(collector.candidates, 720));
    for (const part of [320, 50]) expect(scoreOf(summed, part)).toBeLessThan(scoreOf(summed, 720) / 2);
  });

  it('reads "Colour" beside a heading as another column\'s label, not as the insured\'s name with the colour under it', () => {
    const page = drawnPage(
      [
        [[311, 'Seating Capacity', 'bold', 7.5], [431, 'Type Of Body', 'bold', 7.5]],
        [[311, '5'], [431, 'HATCHBACK']],
        [[47, 'Insured Information', 'bold', 10], [311, 'Colour', 'bold', 7.5]],
        [[311, 'BLACK']],
        [[44, 'Policy Holder POOJA FERNANDES']],
        [[44, 'Address Of The Insured 17/12, SECTOR 21, HYDERABAD']],
      ],
      { lineGap: 13, size: 8 },
    );
    expect(readPolicy(page).fields.customer_name).toBe('POOJA FERNANDES');
  });
});

describe('labels and values beside one another in grids', () => {
  it('reads an e-mail address\'s tail printed like the address, under a run opening with a colon in the labels\' font', () => {
    const fields = readTight([[[36, 'Email'], [157, ':'], [163, 'deepa.chatterjee@outlook.co', 'bold']], [[163, 'm', 'bold']], [[36, 'Client ID'], [157, ': C8065868']]]).fields;
    expect(fields.customer_email).toBe('deepa.chatterjee@outlook.com');
  });

  it('doubts an e-mail address whose domain is a common mail service\'s cut short', () => {
    expect(readValue('customer_email', 'deepa.chatterjee@outlook.co', 'Email')?.quality).toBeLessThan(1);
    expect(readValue('customer_email', 'deepa.chatterjee@outlook.com', 'Email')?.quality).toBe(1);
  });

  it('reads a label over two lines beside a period over two whose first line opens with its separator', () => {
    const fields = readTight([
      [[26, 'स्वयं क्षति अवधि / Own'], [136, ': From 2023-11-29 00:00 Hrs To']],
      [[26, 'Damage Period'], [144, '2024-11-28 23:59 Hrs']],
      [[26, 'तृतीय पक्ष अवधि / Period of'], [136, ':'], [144, 'From 2023-11-29 00:00 Hrs To']],
      [[26, 'Liability Cover'], [144, '2024-11-28 23:59 Hrs']],
    ]).fields;
    expect(fields).toMatchObject({ od_start_date: '2023-11-29', od_end_date: '2024-11-28', tp_start_date: '2023-11-29', tp_end_date: '2024-11-28' });
  });

  it('reads the run beside a label left open ("Name of") as its value, not as a heading', () => {
    const fields = readTight([
      [[40, 'AGENT / BROKER DETAILS', 'bold']],
      [[40, 'Name of', 'bold'], [121, 'SAHAJ POLICY'], [212, 'Agent Code', 'bold'], [292, 'WG512344X']],
      [[40, 'Intermediary', 'bold'], [121, 'BROKERS PVT LTD']],
    ]).fields;
    expect(fields.broker_name).toBe('SAHAJ POLICY BROKERS PVT LTD');
  });

  it('reads a label beside a firm\'s name as a label, not as a heading over the next column', () => {
    const page = drawnPage(
      [
        [[31, '5. DETAILS OF PREVIOUS POLICY', 'bold', 8.5], [313, '6. INTERMEDIARY DETAILS', 'bold', 8.5]],
        [],
        [[28, 'EXPIRING INSURER'], [144, 'TRIKUTA GENERAL ASSURANCE CO.'], [310, 'AGENT / BROKER NAME'], [426, 'VISHWAS INSURANCE BROKING PVT.']],
        [[144, 'LTD.'], [426, 'LTD.']],
        [[28, 'EXPIRING POLICY NO.'], [144, '94875033297078'], [310, 'CODE'], [426, 'IMD5017557']],
        [[28, 'PREVIOUS POLICY EXPIRY'], [144, '30-01-2024'], [310, 'BROKER MOBILE'], [426, '044-3600 4910']],
      ],
      { lineGap: 10, size: 7.5 },
    );
    const { fields } = readPolicy(page);
    expect(fields).toMatchObject({ previous_insurer_name: 'TRIKUTA GENERAL ASSURANCE CO. LTD.', broker_code: 'IMD5017557' });
  });

  it('reads a business type\'s word beside a label as its value, the label going on under it', () => {
    const fields = readTight([
      [[33, 'वसाय का प्रकार / Policy'], [149, 'ROLLOVER (OTHER INSURER)'], [298, 'Date of Issue'], [414, 'August 18, 2023']],
      [[33, 'Status']],
      [[33, 'Covernote No.'], [149, 'CN92649825']],
    ]).fields;
    expect(fields.business_type).toBe('Rollover');
  });

  it('reads the values of a row of headers wrapped over three lines, the last column\'s too (set 5, WideHeaderStrip)', () => {
    const fields = readPolicy(
      drawnPage(
        [
          [[27, 'Regn. No.', 'bold', 6.5], [89, 'RTO Location /', 'bold', 6.5], [158, 'Make', 'bold', 6.5], [215, 'Model / Variant', 'bold', 6.5], [306, 'Body Type', 'bold', 6.5], [346, 'Fuel Type', 'bold', 6.5], [403, 'Cubic', 'bold', 6.5], [443, 'Seating', 'bold', 6.5], [522, 'Date of Regn.', 'bold', 6.5]],
          [[89, 'Code', 'bold', 6.5], [403, 'Capacity', 'bold', 6.5], [443, 'Capacity', 'bold', 6.5]],
          [[403, '(cc)', 'bold', 6.5], [443, '(incl. Driver)', 'bold', 6.5]],
          [],
          [[27, 'GJ 01 KP 3927'], [89, 'Ahmedabad /'], [158, 'Maruti Suzuki'], [215, 'Ertiga VXI (O) CNG'], [306, 'MUV'], [346, 'CNG'], [421, '1462'], [450, '7'], [522, '24.09.2021']],
        ],
        { lineGap: 8, size: 7.5 },
      ),
    ).fields;
    expect(fields).toMatchObject({ vehicle_number: 'GJ01KP3927', make: 'Maruti Suzuki', model: 'Ertiga VXI (O) CNG', fuel_type: 'CNG', registration_date: '2021-09-24' });
  });

  it('reads a table setting the expiring policy beside this one: each column\'s figures and words are its policy\'s (set 5, ExpiringVsRenewedColumns)', () => {
    const fields = read([
      [[42, 'Particulars', 'bold'], [311, 'Expiring Policy', 'bold'], [472, 'This Policy (Port-in)', 'bold']],
      [[42, 'Policy Number'], [271, '3001/2023/MC/201457893'], [432, 'AGI-SOD-2024-0611-00072918']],
      [[42, 'Insurer'], [213, 'ICICI Lombard General Insurance Co. Ltd.'], [420, 'Aravalli General Insurance Co. Ltd.']],
      [[42, 'Period To'], [325, '10-Jun-2024'], [464, '10-Jun-2025 (midnight)']],
      [[42, 'No Claim Bonus'], [355, '20%'], [534, '25%']],
      [[42, 'Basic Own Damage Premium'], [334, '12,075.00'], [513, '10,466.40']],
      [[42, 'Net Premium (A)'], [334, '12,925.50'], [513, '10,789.80']],
      [[42, 'GST @ 18%'], [339, '2,326.59'], [518, '1,942.16']],
      [[42, 'Total Premium (Rs.)'], [334, '15,252.09'], [513, '12,731.96']],
    ]).fields;
    expect(fields).toMatchObject({
      policy_number: 'AGI-SOD-2024-0611-00072918',
      previous_policy_number: '3001/2023/MC/201457893',
      previous_insurer_name: 'ICICI Lombard General Insurance Co. Ltd.',
      previous_policy_end_date: '2024-06-10',
      end_date: '2025-06-10',
      ncb: 25,
      previous_ncb: 20,
      basic_od_premium: 10466.4,
      net_premium: 10789.8,
      total_premium: 12731.96,
    });
  });

  it('reads the value under a label on a scan though the label beside it was misread as a value: OCR gives no print to tell a list by (generated scan, family 23)', () => {
    const fields = readPolicy(
      drawnPage(
        [
          [[40, 'Name of Previous Insurer'], [208, 'Previous Policy Number'], [378, 'Previous Policy Inception']],
          [[40, 'NARMADA GENERAL INSURANCE CO. LTD.'], [208, 'P88286567766576'], [378, '27-11-2022']],
          [[40, 'Prev. Policy Expiry'], [209, '51919 / Expiring NCB']],
          [[40, '26-11-2023'], [209, '45%']],
        ],
        { byOcr: true },
      ),
    ).fields;
    expect(fields.previous_policy_end_date).toBe('2023-11-26');
  });

  it('keeps a bracket a model opened and closed in a sentence: "model Creta SX(O), running on", "Model Venue SX(O) 1.0 Turbo DCT | Fuel"', () => {
    const modelOf = (sentence: string) => read([[[70, sentence]]]).fields.model;
    expect(modelOf('The vehicle insured is a motor car of Hyundai make, model Creta SX(O), running on Diesel, of 1493 cc cubic')).toBe('Creta SX(O)');
    expect(modelOf('Make Hyundai | Model Venue SX(O) 1.0 Turbo DCT | Fuel Petrol | 998 cc | 5 Seater | Mfg. 2025')).toBe('Venue SX(O) 1.0 Turbo DCT');
  });

  it('reads a business type a sentence gives: "issued on Rollover from Policy No.", "effected as a Rollover from another insurer", "It is a New policy", "Renewal of the Insured\'s expiring policy"', () => {
    const typeOf = (sentence: string) => read([[[70, sentence]]]).fields.business_type;
    expect(typeOf('This is a Liability Only Policy (Act and Third Party), issued on Rollover from Policy No. IVG-MTP-23-7712098 of')).toBe('Rollover');
    expect(typeOf('Comprehensive policy, effected as a Rollover from another insurer.')).toBe('Rollover');
    expect(typeOf('It is a New policy for a new car delivered by Anand Kia Motors Pvt. Ltd.')).toBe('New');
    expect(typeOf("Renewal of the Insured's expiring policy with the Company.")).toBe('Renewal');
    // (Renewing is not a renewal: "renew it on or before that date to keep your No Claim Bonus"; nor is a condition, or what
    // happens on renewal; a car switched from one fuel to another was not switched from an insurer.)
    expect(typeOf('Your Own Damage cover ends on 23 September 2026; renew it on or before that date.')).toBeUndefined();
    expect(typeOf('If the policy is a renewal, the No Claim Bonus of the expiring policy is carried forward.')).toBeUndefined();
    expect(typeOf('The No Claim Bonus is allowed on renewal of the expiring policy without a claim.')).toBeUndefined();
    expect(typeOf('CNG kit fitted by the dealer, fuel switched from Petrol to CNG in 2023.')).toBeUndefined();
    expect(typeOf('This policy is a renewal of policy no. VGI/2406/SAOD/3310588 issued by the Company.')).toBe('Renewal');
  });

  it('reads when a policy was purchased as its issue, and "Renewed with same insurer" or "Switched from …" as its business type (set 14, PhoneCardStack)', () => {
    const renewed = read([[[24, 'Purchased on 08 Nov 2025 · Renewed with same insurer']]]).fields;
    expect(renewed).toMatchObject({ issue_date: '2025-11-08', business_type: 'Renewal' });
    const switched = read([[[24, 'Purchased on 29 Sep 2025 · Switched from Sindhu Motor & General']], [[24, 'Assurance Ltd.']]]).fields;
    expect(switched).toMatchObject({ issue_date: '2025-09-29', business_type: 'Rollover' });
    // (A vehicle purchased on a date is the car's purchase, not the policy's issue.)
    expect(read([[[24, 'Vehicle purchased on 12/03/2019']]]).fields.issue_date).toBeUndefined();
  });

  it('reads no next row\'s label as the value under a label with its own beside it: the broker is who sold the policy, not "Claims (insurer toll-free)" (set 14, PhoneCardStack)', () => {
    const fields = read([
      [[24, 'Your advisor', 'label'], [198, 'Ritika S. · +91 9130056621', 'label']],
      [[24, 'Claims (insurer toll-free)', 'label'], [250, '1800-266-4410', 'label']],
      [],
      [[24, 'Policy sold by', 'label']],
      [[24, 'CoverKart Insurance Brokers Pvt. Ltd.', 'bold']],
    ]).fields;
    expect(fields.broker_name).toBe('CoverKart Insurance Brokers Pvt. Ltd.');
  });

  it('reads columns naming the expiring and the renewed term as the two policies\' (set 16, YearColumnsLandscape)', () => {
    const fields = read([
      [[30, 'Particulars', 'bold'], [327, 'Expiring term 2023-24', 'bold'], [513, 'Renewed term 2024-25', 'bold'], [779, 'Change', 'bold']],
      [[30, 'No Claim Bonus'], [404, '20%'], [594, '25%'], [785, '+5 pts']],
      [[30, 'Own Damage premium'], [379, '32,696.92'], [569, '27,871.12'], [771, '-4,825.80']],
      [[30, 'Liability premium'], [384, '2,469.00'], [574, '2,469.00'], [792, '0.00']],
      [[30, 'Net premium'], [379, '35,165.92'], [569, '30,340.12'], [771, '-4,825.80']],
      [[30, 'GST @ 18%'], [388, '6,329.87'], [578, '5,461.22'], [782, '-868.65']],
      [[30, 'Total premium'], [379, '41,495.79'], [569, '35,801.34'], [771, '-5,694.45']],
    ]).fields;
    expect(fields).toMatchObject({ ncb: 25, previous_ncb: 20, total_od_premium: 27871.12, net_premium: 30340.12, taxes: 5461.22, total_premium: 35801.34 });
  });

  it('reads a long-term policy\'s premiums from the whole term\'s column, not the first year\'s; a figure the first year alone holds is the policy\'s (set 16, YearColumnsLandscape)', () => {
    const fields = read([
      [[30, 'Particulars', 'bold'], [306, 'Policy Year 1', 'bold'], [446, 'Policy Year 2', 'bold'], [586, 'Policy Year 3', 'bold'], [750, 'Total for Term', 'bold']],
      [[30, 'Insured Declared Value (IDV)'], [316, '9,82,000.00'], [638, '-']],
      [[30, 'Total Own Damage premium (A)'], [319, '39,903.06'], [497, '-'], [637, '-'], [769, '39,903.06']],
      [[30, 'Basic Third Party premium'], [328, '3,178.00'], [468, '3,178.00'], [608, '3,178.00'], [777, '9,534.00']],
      [[30, 'Total Third Party premium (B)'], [324, '3,498.00'], [464, '3,498.00'], [604, '3,498.00'], [769, '10,494.00']],
      [[30, 'Net premium (A + B)'], [319, '43,401.06'], [464, '3,498.00'], [604, '3,498.00'], [769, '50,397.06']],
      [[30, 'GST @ 18%'], [777, '9,071.47']],
      [[30, 'Total premium collected'], [769, '59,468.53']],
    ]).fields;
    expect(fields).toMatchObject({ vehicle_idv: 982000, total_od_premium: 39903.06, basic_tp_premium: 9534, total_tp_premium: 10494, net_premium: 50397.06, taxes: 9071.47, total_premium: 59468.53 });
  });

  it('joins a PIN opening an address\'s line to the place before it with a space ("Jaipur" / "302021, Rajasthan")', () => {
    const fields = read([
      [[42, 'Address'], [104, 'Plot 27, Shanti Path, Vaishali Nagar, Jaipur']],
      [[104, '302021, Rajasthan']],
    ]).fields;
    expect(fields.customer_address).toBe('Plot 27, Shanti Path, Vaishali Nagar, Jaipur 302021, Rajasthan');
  });

  it('reads a letter\'s addressee with its lines parted by commas and the state under the PIN (set 5, CoveringLetterProse)', () => {
    const fields = read([
      [[62, 'To,']],
      [[62, 'Rohan Vinayak Deshpande', 'bold']],
      [[62, 'Flat 304, Siddhivinayak Heights']],
      [[62, 'Baner Road, Aundh']],
      [[62, 'Pune 411007']],
      [[62, 'Maharashtra']],
      [[62, 'Mobile: +91 98220 45671']],
    ]).fields;
    expect(fields.customer_address).toBe('Flat 304, Siddhivinayak Heights, Baner Road, Aundh, Pune 411007, Maharashtra');
  });

  it('reads a numbered form: item numbers before labels, the ticked one of printed options, values a character per box, a note in a label\'s brackets (set 5, CheckboxCoverNoteForm)', () => {
    const fields = read([
      [[32, '1. Policy No.', 'label', 7], [85, 'IGI/PC/2024/CG/0028814', 'value', 9.5], [330, '2. Date of Issue', 'label', 7], [395, '15/05/2024', 'value', 9.5]],
      [[32, '3. Type of Cover:', 'label', 7], [119, 'X', 'value', 9.5], [130, 'Package (Comprehensive)', 'label', 7.5], [244, 'Liability Only (Act)', 'label', 7.5], [331, 'Stand-alone Own Damage', 'label', 7.5]],
      [[32, '4. Nature of Business:', 'label', 7], [130, 'New Vehicle', 'label', 7.5], [197, 'Renewal', 'label', 7.5], [241, 'X Roll-over (transfer from other insurer)', 'label', 7.5]],
      [[32, '5. Period of Insurance: From', 'label', 7], [141, '1 6 / 0 5 / 2 0 2 4', 'value', 10], [253, '(00:00 hrs)', 'label', 7], [295, 'To', 'label', 7], [312, '1 5 / 0 5 / 2 0 2 5', 'value', 10]],
      [[32, '6. Name of Insured (in block letters)', 'label', 7], [173, 'DEVENDRA KUMAR SAHU', 'value', 9.5]],
      [[32, '7. Address', 'label', 7], [173, 'Ward No. 14, Shankar Nagar, Raipur 492007', 'value', 9.5]],
      [[32, '10. Registration No.', 'label', 7], [116, 'C G 0 4 N B 2 2 9 1', 'value', 10]],
      [[32, '13. Fuel:', 'label', 7], [124, 'Petrol', 'label', 7.5], [159, 'X Diesel', 'value', 9.5], [216, 'CNG / LPG', 'label', 7.5], [280, 'Electric', 'label', 7.5]],
    ]).fields;
    expect(fields).toMatchObject({
      policy_number: 'IGI/PC/2024/CG/0028814',
      issue_date: '2024-05-15',
      policy_type: 'Comprehensive',
      business_type: 'Rollover',
      start_date: '2024-05-16',
      end_date: '2025-05-15',
      customer_name: 'DEVENDRA KUMAR SAHU',
      vehicle_number: 'CG04NB2291',
      fuel_type: 'Diesel',
    });
  });

  it('reads no option of a row of printed options none of which is ticked', () => {
    const fields = read([
      [[32, 'Nature of Business:', 'label', 7], [130, 'New Vehicle', 'label', 7.5], [197, 'Renewal', 'label', 7.5], [241, 'Roll-over', 'label', 7.5]],
      [[32, 'Fuel:', 'label', 7], [124, 'Petrol', 'label', 7.5], [159, 'Diesel', 'label', 7.5], [216, 'CNG / LPG', 'label', 7.5]],
    ]).fields;
    expect(fields.business_type).toBeUndefined();
    expect(fields.fuel_type).toBeUndefined();
  });

  it('keeps a row above a heading set further down in the other column in the section over it ("24. Expiry date" under "PREVIOUS INSURANCE")', () => {
    const fields = read([
      [[34, 'PARTICULARS OF VEHICLE', 'bold', 7.5]],
      [[32, '19. Engine No.', 'label', 7], [143, 'ZJG4D17843', 'value', 9.5]],
      [],
      [[34, 'PREVIOUS INSURANCE', 'bold', 7.5]],
      [[32, '23. Name of previous insurer', 'label', 7], [143, 'Universal Sompo General Insurance Co. Ltd.', 'value', 9.5], [402, '24. Expiry date', 'label', 7], [463, '15/05/2024', 'value', 9.5]],
      [[32, '25. Previous Policy No.', 'label', 7], [143, 'POL/MOT/2023/556712', 'value', 9.5]],
      [],
      [[34, "INSURED'S DECLARED VALUE (Rs.)", 'bold', 7.5], [244, 'PREMIUM COMPUTATION (Rs.)', 'bold', 7.5]],
      [[32, '29. Vehicle', 'label', 7], [156, '10,45,000.00', 'value', 9.5], [244, 'Basic OD premium', 'label', 7.2], [511, '20,900.00', 'value', 9]],
      [],
      [[34, 'AGENT / BROKER', 'bold', 7.5]],
      [[32, '34. Name', 'label', 7], [73, 'Sunil Agrawal', 'value', 9.5]],
    ]).fields;
    expect(fields.previous_policy_end_date).toBe('2024-05-15');
    expect(fields.end_date).toBeUndefined();
  });

  it('reads values printed larger under a row of numbered labels in small print as values, not headings ("14. Make" over "Maruti Suzuki")', () => {
    const fields = read([
      [[32, '1. Policy No.', 'label', 7], [85, 'SGI/SAOD/25/UK/0004417', 'value', 9.5]],
      [[32, '6. Name of Insured', 'label', 7], [173, 'NEELAM RAWAT', 'value', 9.5]],
      [[32, '8. Mobile No.', 'label', 7], [91, '9412957306', 'value', 9.5], [230, '9. E-mail', 'label', 7], [273, 'neelam.rawat@gmail.com', 'value', 9.5]],
      [[33, '14. Make', 'label', 6.5], [134, '15. Model & Variant', 'label', 6.5], [326, '16. Year of Mfg.', 'label', 6.5], [407, '17. Cubic Capacity', 'label', 6.5], [487, '18. Seating Capacity', 'label', 6.5]],
      [[34, 'Maruti Suzuki', 'value', 9], [135, 'Brezza ZXi+ AT', 'value', 9], [327, '2023', 'value', 9], [408, '1462', 'value', 9], [488, '5', 'value', 9]],
      [[33, '19. Engine No.', 'label', 6.5], [170, '20. Chassis No.', 'label', 6.5], [352, '21. Type of Body', 'label', 6.5], [443, '22. Colour', 'label', 6.5]],
      [[34, 'K15CN2047731', 'value', 9], [171, 'MA3CSN12SPD104487', 'value', 9], [353, 'SUV', 'value', 9], [444, 'PEARL ARCTIC WHITE', 'value', 9]],
    ]).fields;
    expect(fields).toMatchObject({ make: 'Maruti Suzuki', model: 'Brezza ZXi+ AT', manufacturing_year: 2023, cc: 1462, seating_capicity: 5, engine_number: 'K15CN2047731', chasis_number: 'MA3CSN12SPD104487' });
  });

  it('reads a value centred under its header in a row of headers, though it starts left of the header ("Engine No." over "L15ZF1045873")', () => {
    const fields = read([
      [[97, 'Engine No.', 'label', 8.5], [206, 'Chassis No.', 'label', 8.5], [309, 'Fuel', 'label', 8.5], [359, 'Date of Regn.', 'label', 8.5]],
      [[89, 'L15ZF1045873', 'value', 9], [190, 'MAKGM652ELN307418', 'value', 9], [306, 'Petrol', 'value', 9], [363, '10/08/2020', 'value', 9]],
    ]).fields;
    expect(fields).toMatchObject({ engine_number: 'L15ZF1045873', chasis_number: 'MAKGM652ELN307418' });
  });

  it('reads no name from a sentence with a colon in another label\'s value ("16. Driver" | ":" | "Any person including the insured: Provided that …")', () => {
    const fields = read([
      [[50, '3.'], [70, 'Name of the Insured'], [231, ': Subhajit Banerjee']],
      [[50, '16. Driver'], [231, ':'], [246, 'Any person including the insured: Provided that a person driving holds an']],
      [[246, 'effective driving licence at the time of the accident']],
    ]).fields;
    expect(fields.customer_name).toBe('Subhajit Banerjee');
  });

  it('reads the expiring policy\'s particulars from one clause after its label, and an agent\'s code named in its value (set 5, PSUNumberedClauses)', () => {
    const fields = read([
      [[50, '10.'], [70, 'Previous Insurance'], [231, ': Policy No. 2002/286114530/00/000 of Tata AIG General Insurance Co.']],
      [[240, 'Ltd., valid up to 13/08/2024']],
      [],
      [[50, '20.'], [70, 'Agent / Intermediary'], [231, ': Padmavathi Insurance Agency, Licence / Code No. AG-0600214, E-mail:']],
      [[240, 'padmavathi.ins@gmail.com']],
    ]).fields;
    expect(fields).toMatchObject({
      previous_policy_number: '2002/286114530/00/000',
      previous_insurer_name: 'Tata AIG General Insurance Co. Ltd.',
      previous_policy_end_date: '2024-08-13',
      broker_name: 'Padmavathi Insurance Agency',
      broker_code: 'AG-0600214',
      broker_email: 'padmavathi.ins@gmail.com',
    });
    expect(fields.policy_number).toBeUndefined();
  });

  it('names no expiring insurer "of this Office", yet reads the expiring policy\'s number', () => {
    const fields = read([[[50, '10.'], [70, 'Previous Insurance'], [231, ': Policy No. 31150031240100000876 of this Office, valid up to 21/04/2025']]]).fields;
    expect(fields).toMatchObject({ previous_policy_number: '31150031240100000876', previous_policy_end_date: '2025-04-21' });
    expect(fields.previous_insurer_name).toBeUndefined();
  });

  it('reads the expiring policy\'s number and expiry from one clause, their words shared with the clause\'s other readings', () => {
    const fields = read([[[50, '10.'], [70, 'Previous Insurance'], [231, ': Policy No. 31150031240100000876, Tata AIG General Insurance Co. Ltd., valid up to 21/04/2025']]]).fields;
    expect(fields).toMatchObject({ previous_policy_number: '31150031240100000876', previous_policy_end_date: '2025-04-21' });
  });

  it('reads a covering letter\'s period, business type, bonus, broker and premium lines from its sentences (set 5, CoveringLetterProse)', () => {
    const prose = [
      'The cover under this Package Policy (Own Damage and Third Party Liability) commences from 00:00 hours of',
      '4th November 2024 and expires at midnight of 3rd November 2025.',
      'This policy has been issued as a roll-over of your expiring policy No. OG-24-1001-1801-00034561 issued by',
      'Bajaj Allianz General Insurance Co. Ltd., expiring on 3rd November 2024. On the basis of your declaration that',
      'no claim was made under the expiring policy, a No Claim Bonus of 25% has been allowed (the expiring policy',
      'carried 20%). The Insured\'s Declared Value (IDV) of your vehicle has been fixed at Rs. 8,45,000/-; no separate',
      'IDV has been declared for electrical or non-electrical accessories.',
      'Your premium is made up as follows: the basic own damage premium of Rs. 13,842.00, add-on covers (Zero',
      'Depreciation, Engine Protect, Roadside Assistance and Consumables) of Rs. 4,931.00 and a No Claim Bonus',
      'discount of Rs. 3,460.50, giving a net own damage premium of Rs. 15,312.50; and the basic third party',
      'premium of Rs. 3,416.00 with Rs. 425.00 towards compulsory PA cover for the owner-driver and legal liability',
      'to a paid driver, giving a liability premium of Rs. 3,841.00. The net premium before tax is Rs. 19,153.50.',
      'This policy has been arranged through your insurance broker, Suraksha Insurance Brokers Pvt. Ltd. (Broker',
      'Code: BRK-0045127, e-mail: service@surakshabrokers.in). For any service request you may contact them.',
    ];
    const fields = read(prose.map((line) => [[62, line]])).fields;
    expect(fields).toMatchObject({
      start_date: '2024-11-04',
      end_date: '2025-11-03',
      business_type: 'Rollover',
      ncb: 25,
      previous_ncb: 20,
      vehicle_idv: 845000,
      basic_od_premium: 13842,
      total_od_premium: 15312.5,
      basic_tp_premium: 3416,
      net_premium: 19153.5,
      broker_name: 'Suraksha Insurance Brokers Pvt. Ltd.',
      broker_code: 'BRK-0045127',
    });
  });

  it('reads an app\'s card of the policy: "Bought on" its issue date, "Partner" under "Bought through" its intermediary (set 5, NarrowMobileCards)', () => {
    const fields = read([
      [[28, 'Policy number', 'label']],
      [[28, 'BGI-N-250318-002274591', 'bold', 13]],
      [[28, 'Bought on', 'label'], [227, 'Tue, 18 Mar 2025', 'value']],
      [],
      [[28, 'Bought through', 'bold', 10]],
      [[28, 'Partner', 'label'], [185, 'Fincover Digital Insurance', 'value']],
      [[230, 'Brokers Pvt. Ltd.', 'value']],
      [[28, 'Partner code', 'label'], [248, 'IMD-3100421', 'value']],
    ]).fields;
    expect(fields).toMatchObject({ issue_date: '2025-03-18', broker_name: 'Fincover Digital Insurance Brokers Pvt. Ltd.', broker_code: 'IMD-3100421' });
  });

  it('reads a pair a later item number opens in another pair\'s run ("9822145630 4. E-mail ID …", "1197 12. Seats 5") (set 7, ProposalForm)', () => {
    const fields = read([
      [[34, '3. Mobile No.', 'label', 7], [180, '9822145630 4. E-mail ID prashant.deshmukh78@gmail.com', 'value', 7]],
      [[34, '11. C.C.', 'label', 7], [180, '1197 12. Seats 5', 'value', 7], [283, '13. Mfg. Year', 'label', 7], [343, '2012 14. Fuel Type PETROL', 'value', 7]],
    ]).fields;
    expect(fields).toMatchObject({ customer_phone: '9822145630', customer_email: 'prashant.deshmukh78@gmail.com', cc: 1197, seating_capicity: 5, manufacturing_year: 2012, fuel_type: 'Petrol' });
  });

  it('reads a heading beside a side panel as the heading it is, and values under labels set right against them (set 7, QrSidePanel)', () => {
    // Labels end at x = 255; the panel's runs, left of x = 130, share the body's lines.
    const label = (text: string): [number, string, string] => [255 - text.length * 4.2, text, 'label'];
    const fields = read([
      [[16, 'POLICY NUMBER', 'small', 6.2], [184, 'PREVIOUS POLICY', 'bold', 7.6]],
      [[16, 'NGI0125PC00884712', 'bold', 8.6], label('Insurer'), [266, 'Nilgiri General Insurance Co. Ltd.', 'value']],
      [[16, 'COVER VALID', 'small', 6.2], label('Policy No.'), [266, 'NGI0124PC00712203', 'value'], [402, 'Expired on', 'label'], [447, '06-06-2025', 'value']],
      [[16, '07 Jun 2025 to 06 Jun 2026', 'bold', 8.6], label('NCB earned'), [266, '20%', 'value'], [387, 'Claims last year', 'label'], [447, 'Nil', 'value']],
      [[16, 'PREMIUM PAID', 'small', 6.2]],
      [[16, 'Rs 42,379.70', 'bold', 8.6], [184, 'IDV & NO CLAIM BONUS', 'bold', 7.6]],
      [[16, '24x7 HELPLINE', 'small', 6.2], label('Vehicle IDV'), [266, 'Rs 14,20,000', 'value'], [393, 'NCB this year', 'label'], [447, '25%', 'value']],
      [[16, '1800-425-0101', 'bold', 8.6], [184, 'INTERMEDIARY', 'bold', 7.6]],
      [[16, 'CLAIMS E-MAIL', 'small', 6.2], label('Broker'), [266, 'Namma Insurance Brokers Pvt. Ltd.', 'value']],
      [[16, 'ecare@nilgirigic.in', 'bold', 8.6], label('Broker code'), [266, 'NIBPL-BLR-0044', 'value']],
    ]).fields;
    expect(fields).toMatchObject({
      previous_insurer_name: 'Nilgiri General Insurance Co. Ltd.',
      previous_policy_number: 'NGI0124PC00712203',
      previous_ncb: 20,
      ncb: 25,
      vehicle_idv: 1420000,
      broker_name: 'Namma Insurance Brokers Pvt. Ltd.',
      broker_code: 'NIBPL-BLR-0044',
    });
  });

  it('reads an address on past its label\'s note in brackets, and an expiry under a "SECTION 3 - EXPIRING POLICY" heading as the expiring policy\'s (set 7, ProposalForm)', () => {
    const fields = read([
      [[34, 'SECTION 1 - PARTICULARS OF THE INSURED', 'bold', 8.3]],
      [[34, '2. Address for correspondence', 'label', 7.2], [180, 'B-204, GANESH HEIGHTS', 'value', 12]],
      [[42, '(with PIN code)', 'label', 6.3], [180, 'SINHAGAD ROAD, VADGAON BK', 'value', 12]],
      [[180, 'PUNE, MAHARASHTRA - 411041', 'value', 12]],
      [[34, 'SECTION 3 - EXPIRING POLICY', 'bold', 8.3]],
      [[34, '18. Expiring Policy No.', 'label', 7.2], [180, 'NAC/MTP/2311/0071456', 'value', 12], [363, '19. Valid upto 14/11/2024', 'label', 7.2]],
      [[34, 'SECTION 4 - POLICY PARTICULARS', 'bold', 8.3]],
      [[34, 'Period of Insurance', 'label', 7.5], [180, '15/11/2024 to 14/11/2025', 'value', 8]],
    ]).fields;
    expect(fields).toMatchObject({
      customer_address: 'B-204, GANESH HEIGHTS, SINHAGAD ROAD, VADGAON BK, PUNE, MAHARASHTRA - 411041',
      previous_policy_number: 'NAC/MTP/2311/0071456',
      previous_policy_end_date: '2024-11-14',
      end_date: '2025-11-14',
    });
  });

  it('reads no value from the heading of the block beside, and a name without the address under it (set 7, DealerOEM)', () => {
    const extraction = read([
      [[39, 'OWNER / INSURED', 'bold'], [309, 'DEALER SALE INVOICE', 'bold']],
      [[39, 'Sneha Avinash Joshi', 'bold-7.8', 7.8], [309, 'Dealer: Shree Ganesh Hyundai (Code HMI-NSK-0412)', 'regular', 7.8]],
      [[39, 'Row House 6, Swami Samarth Nagar,', 'regular', 7.8], [309, 'Sale Invoice No. SGH/25-26/VS/01877', 'regular', 7.8]],
      [[39, 'Gangapur Road, Nashik,', 'regular', 7.8], [309, 'Ex-showroom price Rs. 1,294,000', 'regular', 7.8]],
    ]);
    expect(extraction.fields.customer_name).toBe('Sneha Avinash Joshi');
  });
});

it('reads a label closing a run after the value of the label before it, its own value beside it, as a spreadsheet printed with narrow columns runs them together (set 16, SpreadsheetGridPrint)', () => {
  const fields = read([
    [[113, 'Insured Name'], [213, 'Karthikeyan Subramaniam']],
    [[113, 'Mobile'], [302, '9894412078 Email'], [450, 'karthik.subbu@gmail.com']],
    [[113, 'Cubic Capacity'], [300, '1197 CC'], [358, 'Seating Capacity'], [450, '5']],
    [[113, 'Vehicle IDV'], [300, '1,046,000.00 NCB %'], [544, '20']],
    [[113, 'Period of Insurance'], [213, '11-03-2024 To 10-03-2025'], [358, 'Issue Date'], [450, '08-03-2024']],
  ]).fields;
  expect(fields).toMatchObject({
    customer_phone: '9894412078', customer_email: 'karthik.subbu@gmail.com', cc: 1197, seating_capicity: 5, vehicle_idv: 1046000, ncb: 20,
    start_date: '2024-03-11', end_date: '2025-03-10',
  });
});

describe('small labels stacked over their values in a grid of boxes (set 25, StackedCaptions)', () => {
  const small = (x: number, text: string): [number, string, string, number] => [x, text, 'caption', 6.3];
  const value = (x: number, text: string): [number, string, string, number, number] => [x, text, 'value', 8.5, 6];

  it('reads a label wrapped over two lines whose second names the cover\'s term in brackets ("Basic Third Party" over "Premium (3 Years) (₹)")', () => {
    const fields = readPolicy(drawnPage([
      [small(41, 'Total Add-on'), small(172, 'Total Own Damage'), small(303, 'Basic Third Party'), small(433, 'PA Owner-Driver')],
      [small(41, 'Premium (₹)'), small(172, 'Premium (A) (₹)'), small(303, 'Premium (3 Years) (₹)'), small(433, '(3 Years) (₹)')],
      [value(41, '5,206.80'), value(172, '15,171.53'), value(303, '9,534.00'), value(433, '975.00')],
    ], { lineGap: 7 })).fields;
    expect(fields).toMatchObject({ total_od_premium: 15171.53, basic_tp_premium: 9534 });
  });

  it('reads each cover\'s period under the cover a grid names over its labels ("Third Party Cover" over "Period From" | "Period To")', () => {
    const fields = readPolicy(drawnPage([
      [small(41, 'Own Damage Cover'), small(172, 'Own Damage Cover'), small(303, 'Third Party Cover'), small(433, 'Third Party Cover')],
      [small(41, 'Period From'), small(172, 'Period To'), small(303, 'Period From'), small(433, 'Period To')],
      [value(41, '18 Oct 2025 00:00'), value(172, '17 Oct 2026 23:59'), value(303, '18 Oct 2025 00:00'), value(433, '17 Oct 2028 23:59')],
    ], { lineGap: 8 })).fields;
    expect(fields).toMatchObject({ od_start_date: '2025-10-18', od_end_date: '2026-10-17', tp_start_date: '2025-10-18', tp_end_date: '2028-10-17' });
  });
});

it('reads a table drawn in plain text, its borders no text ("+-----+-----+", "| Name" | "| Mr. Rohit Khandelwal" | "|"), and a salutation\'s surname alone as less than the name printed whole (set 25, EmailPrintout)', () => {
  const rule = [[56, '+----------------------------+------------------------------------------------------+']] as [number, string][];
  const row = (label: string, value: string): [number, string][] => [[56, `| ${label}`.trim()], [192, `| ${value}`], [449, '|']];
  const fields = readPolicy(drawnPage([
    [[50, 'Dear Mr. Khandelwal,']],
    [[50, 'Your policy has been issued. Its main particulars are reproduced below.']],
    rule,
    [[56, '| INSURED'], [449, '|']],
    rule,
    row('Name', 'Mr. Rohit Khandelwal'),
    row('Address', 'C-58, Shanti Path'),
    row('', 'Tilak Nagar'),
    row('', 'Jaipur, Rajasthan - 302004'),
    row('Mobile', '+91 98290 54417'),
    rule,
  ], { lineGap: 9.5, size: 7.8 })).fields;
  expect(fields).toMatchObject({ customer_name: 'Rohit Khandelwal', customer_address: 'C-58, Shanti Path, Tilak Nagar, Jaipur, Rajasthan - 302004', customer_phone: '9829054417' });
  const ruled = drawnPage([rule, [[56, '| Name'], [192, '| Rohit Khandelwal'], [449, '|']], rule]);
  expect(ruled.segments.map((segment) => segment.text)).toEqual(['Name', 'Rohit Khandelwal']);
  const greeted = read([
    [[50, 'Dear Mr. Khandelwal,']],
    [[50, 'Thank you for choosing us. The main particulars of your policy are reproduced below.']],
    [[56, 'Name'], [192, 'Mr. Rohit Khandelwal']],
  ]);
  expect(greeted.fields.customer_name).toBe('Rohit Khandelwal');
  const salutation = (greeting: string) => read([[[50, greeting]], [[50, 'Thank you for choosing us. The main particulars of your policy are reproduced below.']]]);
  for (const surnameAlone of ['Dear Mr. Khandelwal ji,', 'Dear Miss Khandelwal,']) expect(salutation(surnameAlone).confidence.customer_name).toBeLessThan(0.9);
  expect(salutation('Dear Sir,').fields.customer_name).toBeUndefined();
});

it('reads a policy\'s title under a proposal as the end of the proposal\'s last part, and an expiring copy\'s title as the expiring policy\'s heading (set 25, ProposalCumPolicy; set 11, MergedWithExpiringCopy)', () => {
  const proposal = read([
    [[34, 'PROPOSAL FORM - PRIVATE CAR INSURANCE', 'bold', 9], [501, 'Date 11/11/2025']],
    [[34, '6. INTERMEDIARY', 'bold', 7.8]],
    [[34, 'Name Kovai Insurance Brokers Pvt. Ltd.'], [246, 'Code NGIC-CBE-3317']],
    [[34, 'Place: Coimbatore'], [150, 'Date: 11/11/2025']],
    [[114, 'CERTIFICATE OF INSURANCE CUM POLICY SCHEDULE - PRIVATE CAR PACKAGE POLICY', 'title', 8.5]],
    [[34, 'Policy No.'], [132, 'NGIC/CBE/PC/25/00981', 'bold'], [300, 'Date of Issue'], [398, '12/11/2025', 'bold']],
    [[34, 'Period of Insurance'], [132, '15/11/2025 00:00 hrs to 14/11/2026 midnight', 'bold']],
  ]);
  expect(proposal.fields).toMatchObject({ issue_date: '2025-11-12', policy_number: 'NGIC/CBE/PC/25/00981' });
  expect(proposal.confidence?.issue_date).toBeGreaterThanOrEqual(0.7);
  const expiringCopy = drawnPage([
    [[40, 'COPY OF EXPIRING POLICY — attached by Dhruv Insurance Brokers LLP for NCB verification', 'bold', 7.5]],
    [[142, 'ARUNODAYA GENERAL INSURANCE CO. LTD.', 'bold', 14]],
    [[115, 'MOTOR INSURANCE CERTIFICATE CUM POLICY SCHEDULE — PRIVATE CAR PACKAGE', 'title', 9]],
    [[60, 'Policy Number'], [230, ': AGI-PVT-240615-00412', 'title']],
  ]);
  expect(findHeadings(expiringCopy).map(({ segment, section }) => [segment.text, section.context])).toEqual([
    ['MOTOR INSURANCE CERTIFICATE CUM POLICY SCHEDULE — PRIVATE CAR PACKAGE', 'previous'],
  ]);
  // (A row of the expiring policy's particulars over this policy's title announces no copy.)
  const rowOver = drawnPage([
    [[60, 'Previous Policy No.'], [230, 'AGI-PVT-240615-00412']],
    [[115, 'MOTOR INSURANCE CERTIFICATE CUM POLICY SCHEDULE — PRIVATE CAR PACKAGE', 'title', 9]],
    [[60, 'Policy Number'], [230, ': AGI-PVT-250615-00977', 'title']],
  ]);
  expect(findHeadings(rowOver).map(({ section }) => section.context)).toEqual([undefined]);
});

it('reads no policy date in a sentence about another document ("Licence No. 492, valid till 14/03/2027"), and a standalone OD policy\'s period from its OD period (set 25, EmailPrintout)', () => {
  const fields = read([
    [[61, 'Product'], [173, ': Standalone Own Damage - Private Car']],
    [[61, 'OD Period'], [173, ': 11-08-2025 00:00 to 10-08-2026 23:59']],
    [[61, 'Basic OD Premium'], [196, '35,210.18']],
    [],
    [[50, 'Regards, Ananya Sen, Relationship Manager, Teesta Insurance Brokers Pvt. Ltd.']],
    [[50, 'IRDAI Direct Broker (General) Licence No. 492, valid till 14/03/2027']],
  ]).fields;
  expect(fields).toMatchObject({ od_end_date: '2026-08-10', end_date: '2026-08-10' });
  const signature = read([
    [[50, 'Suraksha Kavach Insurance Brokers Pvt. Ltd.']],
    [[50, 'IRDAI Direct Broker (General) Licence No. 492, valid till 14/03/2027']],
    [[50, 'Code with Brahmaputra General: BR-KOL-01873']],
  ]).fields;
  expect(signature.end_date).toBeUndefined();
  expect(read([[[50, 'This policy, held under licence from IRDAI, is valid till 10/08/2026 for the vehicle described below.']]]).fields.end_date).toBe('2026-08-10');
});

it('reads a header\'s own cell in the row of values under its row, though its print may pass for a heading\'s (set 27, VehicleRowTable)', () => {
  const [heading, header, value] = ['F1@7.5', 'F1@6.6', 'F3@7.8'];
  const result = readPolicy(drawnPage([
    [[40, 'INSURED DETAILS', heading, 7.5]],
    [[79, 'Name of', header, 6.6], [207, 'Address for', header, 6.6], [321, 'Mobile', header, 6.6], [408, 'E-mail', header, 6.6], [502, 'Customer', header, 6.6]],
    [[81, 'Insured', header, 6.6], [200, 'Communication', header, 6.6], [326, 'No.', header, 6.6], [415, 'ID', header, 6.6], [514, 'ID', header, 6.6]],
    [[43, 'Hetal Patel', value, 7.8], [148, 'B-304, Shaligram Flats', value, 7.8], [308, '9825063417', value, 7.8], [360, 'hetal.patel.ahd@gmail.com', value, 7.8], [482, 'SU-CUST-0930127', value, 7.8]],
    [[148, 'Opp. Prahladnagar Garden, Satellite', value, 7.8]],
    [[148, 'Ahmedabad - 380015, Gujarat', value, 7.8]],
    [],
    [[40, 'VEHICLE DETAILS', heading, 7.5]],
    [[52, 'Registration', header, 6.6], [119, 'Make', header, 6.6], [187, 'Model &', header, 6.6], [355, 'Fuel', header, 6.6]],
    [[59, 'Number', header, 6.6], [189, 'Variant', header, 6.6], [354, 'Type', header, 6.6]],
    [[43, 'GJ 01 WK 2275', value, 7.8], [105, 'Hyundai', value, 7.8], [155, 'Creta SX 1.5 CRDi', value, 7.8], [345, 'Diesel', value, 7.8]],
  ], { lineGap: 9 }));
  expect(result.fields).toMatchObject({ customer_name: 'Hetal Patel', customer_phone: '9825063417' });
});

it('reads an amount beside a label naming its field itself and closing on the cover\'s term ("Basic Third Party liability premium (3 years)") (set 27, SectionComputation)', () => {
  const result = read([
    [[46, 'Section II - Liability (3 years: 15-Jan-2026 to 14-Jan-2029)', 'bold']],
    [[60, 'Basic Third Party liability premium (3 years)'], [432, '9,534.00']],
    [[60, 'Additional covers']],
    [[86, 'Compulsory PA - Owner Driver (3 years)'], [359, '975.00']],
    [[72, 'Total of additional covers (c)'], [439, '975.00']],
    [[46, 'Total Liability Premium', 'bold'], [511, '10,509.00']],
  ]);
  expect(result.fields).toMatchObject({ basic_tp_premium: 9534, total_tp_premium: 10509 });
});

it('reads a heading\'s subtitle, set smaller under it, as its part\'s ("LAST YEAR" over "moved to new insurer") (set 27, CompactShareCard)', () => {
  const [label, value, heading, note] = ['F3@7.3', 'F1@8.2', 'F1@9.0', 'F3@7.0'];
  const card = (title: string, subtitle: string, number: string, insurer: string, to: string): Parameters<typeof drawnPage>[0] => [
    [[22, title, heading, 9]],
    [[22, subtitle, note, 7]],
    [[22, 'Pol No', label, 7.3], [180, number, value, 8.2]],
    [[22, 'Insurer', label, 7.3], [130, insurer, value, 8.2]],
    [[22, 'To', label, 7.3], [237, to, value, 8.2]],
    [],
  ];
  const { fields } = readPolicy(drawnPage([
    ...card('THIS YEAR', 'Kalinga Mutual - active', 'KMG-SOD-25-0084419', 'Kalinga Mutual General Insurance Co. Ltd.', '27/08/2026'),
    ...card('LAST YEAR', 'moved to new insurer', 'CAG/BNDL/2024/0451876', 'Chilika Assurance General Insurance Ltd.', '27/08/2025'),
  ], { lineGap: 13 }));
  expect(fields).toMatchObject({
    policy_number: 'KMG-SOD-25-0084419', previous_policy_number: 'CAG/BNDL/2024/0451876',
    previous_insurer_name: 'Chilika Assurance General Insurance Ltd.', previous_policy_end_date: '2025-08-27',
  });
  // A heading of its own under an empty band of the previous policy is no subtitle: it heads this policy's part.
  const underEmptyBand = readPolicy(drawnPage([
    [[22, 'Insured Name', label, 7.3], [180, 'Ramesh Kumar', value, 8.2]],
    [[22, 'PREVIOUS POLICY DETAILS', heading, 9]],
    [[22, 'Policy Details', 'F1@8.0', 8]],
    [[22, 'Policy No', label, 7.3], [180, 'KMG-SOD-25-0084419', value, 8.2]],
    [[22, 'Period To', label, 7.3], [180, '27/08/2026', value, 8.2]],
  ], { lineGap: 13 })).fields;
  expect(underEmptyBand).toMatchObject({ policy_number: 'KMG-SOD-25-0084419', end_date: '2026-08-27' });
});

it('reads the issued policy\'s date of issue, not the cover note\'s printed before it (set 27, CoverNoteAndPolicy)', () => {
  const coverNote: Parameters<typeof drawnPage>[0] = [
    [[173, 'MOTOR COVER NOTE', 'title', 13], [313, '-', 'title', 13], [337, 'PRIVATE CAR', 'title', 13]],
    [[52, 'Cover Note No.'], [192, ':'], [222, 'NV/CN/25/0611845', 'value']],
    [[52, 'Date & Time of Issue'], [192, ':'], [222, '28/06/2025 17:42 hrs', 'value']],
  ];
  const policy: Parameters<typeof drawnPage>[0] = [
    [[151, 'POLICY SCHEDULE CUM CERTIFICATE OF INSURANCE', 'title', 11]],
    [[40, 'Policy Number'], [132, '17120032250700418', 'value'], [302, 'Date of Issue'], [394, '02-07-2025', 'value']],
  ];
  const { fields, confidence } = readPolicy(drawnPage([...coverNote, ...policy], { linesPerPage: 3 }));
  expect(fields).toMatchObject({ issue_date: '2025-07-02', policy_number: '17120032250700418' });
  // (The cover note's date is no rival as the policy's own: it is not marked for review over it.)
  expect(confidence.issue_date).toBeGreaterThan(0.7);
  // A row of headers naming the cover note's number is no cover note's title, nor is a schedule's title with the cover note.
  const secondPage: Parameters<typeof drawnPage>[0] = [[[40, 'Registration No'], [200, 'KA 01 AB 1234', 'value']], [[40, 'Issue Date'], [200, '01-07-2025', 'value']], []];
  for (const top of [
    [[[40, 'POLICY NUMBER'], [200, 'COVER NOTE NUMBER'], [360, 'DATE OF ISSUE']], [[40, '17120032250700418', 'value'], [200, 'CN/25/0611845', 'value'], [360, '02-07-2025', 'value']]],
    [[[151, 'POLICY SCHEDULE CUM COVER NOTE', 'title', 11]], [[40, 'Policy Number'], [200, '17120032250700418', 'value']]],
  ] as Parameters<typeof drawnPage>[0][]) {
    const read = readPolicy(drawnPage([...top, [], ...secondPage], { linesPerPage: 3 }));
    expect(read.confidence.policy_number).toBeGreaterThanOrEqual(0.9);
  }
});

it('reads the issued policy\'s premiums, not the first quote of a comparison printed before it (set 25, QuoteAcceptedPolicyIssued)', () => {
  const quotes: Parameters<typeof drawnPage>[0] = [
    [[154, 'MOTOR INSURANCE - QUOTATION COMPARISON', 'title', 12]],
    [[44, 'Particulars'], [189, 'Sahyadri General'], [312, 'Periyar General']],
    [[44, 'Basic OD Premium'], [272, '49,195.44'], [395, '50,206.80']],
    [[44, 'No Claim Bonus (50%)'], [272, '12,298.86'], [395, '11,296.53']],
    [[44, 'Own Damage Premium'], [272, '13,178.86'], [395, '12,540.53']],
    [[44, 'Liability Premium'], [276, '8,672.00'], [399, '8,672.00']],
    [[44, 'Net Premium'], [272, '21,850.86'], [395, '21,212.53']],
    [[44, 'GST @ 18%'], [276, '3,933.15'], [399, '3,818.26']],
    [[44, 'Total Premium'], [272, '25,784.01'], [395, '25,030.79']],
  ];
  const policy: Parameters<typeof drawnPage>[0] = [
    [[155, 'POLICY ISSUED - PARTICULARS OF THE POLICY', 'title', 12]],
    [[44, 'Basic OD Premium'], [258, '50,206.80']],
    [[44, 'Total OD Premium'], [258, '12,540.53']],
    [[44, 'Total TP Premium'], [258, '8,672.00']],
    [[44, 'Net Premium'], [258, '21,212.53']],
    [[44, 'GST 18%'], [258, '3,818.26']],
    [[44, 'Total Premium'], [258, '25,030.79']],
  ];
  const fields = readPolicy(drawnPage([...quotes, ...policy], { linesPerPage: 9 })).fields;
  expect(fields).toMatchObject({ basic_od_premium: 50206.8, total_od_premium: 12540.53, net_premium: 21212.53, taxes: 3818.26, total_premium: 25030.79 });
  // (Quotes alone, a page of terms besides: what they hold is all there is, as sure as it reads.)
  const quotesAndTerms = readPolicy(drawnPage([...quotes, [[44, 'Terms and conditions apply.']]], { linesPerPage: 9 }));
  expect(quotesAndTerms.confidence.net_premium).toBeGreaterThanOrEqual(0.9);
});

it('reads a header cell centred over three lines in a row of headers wrapped over two ("Seating" / "Cap. incl." / "Driver" beside "Year of" / "Mfr.") (set 5, PSUNumberedClauses)', () => {
  const header = (x: number, text: string): [number, string, string, number] => [x, text, 'bold', 8.5];
  const fields = readPolicy(drawnPage([
    [header(75, 'Regn. Mark & No.'), header(243, 'Make'), header(295, 'Model / Variant'), header(428, 'CC'), header(462, 'Year of'), header(507, 'Seating')],
    [header(467, 'Mfr.'), header(500.3, 'Cap. incl.')],
    [header(509.2, 'Driver')],
    [[80, 'TS-09-FA-7734'], [241, 'Honda'], [297, 'City 1.5 V MT'], [425, '1498'], [466, '2020'], [518, '5']],
    [],
    [[98, 'PA to Unnamed Passengers (IMT 16) 5 x Rs. 1,00,000'], [349, '250.00']],
  ], { lineGap: 10 })).fields;
  expect(fields).toMatchObject({ make: 'Honda', cc: 1498, manufacturing_year: 2020, seating_capicity: 5 });
});

describe('captions printed under their values', () => {
  const value = (x: number, text: string): [number, string, string, number] => [x, text, 'value', 9.5];
  const caption = (x: number, text: string): [number, string, string, number] => [x, text, 'caption', 6];
  const form: Parameters<typeof drawnPage>[0] = [
    [[40, 'Policy', 'heading', 8]],
    [value(40, '3301/2025/118204/00'), value(240, '04-MAR-2025'), value(345, 'COMPREHENSIVE'), value(460, 'RENEWAL')],
    [caption(40, 'Policy Number'), caption(240, 'Date of Issue'), caption(345, 'Type of Cover'), caption(460, 'Business Type')],
    [value(40, 'ANITA DESHPANDE'), value(265, '9822013344'), value(370, 'anita.d@gmail.com')],
    [caption(40, 'Name of the Insured'), caption(265, 'Mobile'), caption(370, 'E-mail')],
    [value(40, '14, Prabhat Road'), value(370, 'Maharashtra')],
    [value(40, 'Erandwane, Pune - 411004')],
    [caption(40, 'Address of the Insured'), caption(370, 'State')],
    [[40, 'Premium (Rs.)', 'heading', 8]],
    [value(40, '12,400.00'), value(250, '2,232.00'), value(355, '14,632.00')],
    [caption(40, 'Net Premium'), caption(250, 'CGST @9% + SGST @9%'), caption(355, 'Total Premium')],
    [value(40, '1,116.00 + 1,116.00')],
    [caption(40, 'CGST @9% + SGST @9%'), caption(250, 'Amount in Words')],
  ];

  it('reads each value over its caption, not the next row\'s under it (set 9, CaptionsBelow)', () => {
    const fields = read(form).fields;
    expect(fields).toMatchObject({
      policy_number: '3301/2025/118204/00', issue_date: '2025-03-04', business_type: 'Renewal', customer_name: 'ANITA DESHPANDE', customer_phone: '9822013344',
      customer_email: 'anita.d@gmail.com', customer_address: '14, Prabhat Road, Erandwane, Pune - 411004', net_premium: 12400, total_premium: 14632,
    });
  });

  it('reads amounts printed "a + b" under a caption naming two parts as their sum', () => {
    expect(readValue('taxes', '1,116.00 + 1,116.00', 'CGST @9% + SGST @9%')?.value).toBe(2232);
    expect(readValue('taxes', '1,116.00 + 1,116.00', 'GST')?.value).not.toBe(2232);
  });

  it('reads a row of captions one of which reads as a label and more words ("Add-on Covers + Kit OD"), and a caption closing with a note in brackets (set 16, CaptionUnderBoxes)', () => {
    const fields = read([
      [[40, 'Policy', 'heading', 8]],
      [value(40, 'COMPREHENSIVE'), value(240, '12-MAR-2025'), value(400, '11-MAR-2026')],
      [caption(40, 'Plan'), caption(240, 'Cover Start (00:00 hrs)'), caption(400, 'Cover End (midnight)')],
      [[40, 'Premium', 'heading', 8]],
      [value(40, '9,200.00'), value(160, '1,840.00'), value(290, '2,150.00'), value(420, '9,510.00')],
      [caption(40, 'Basic OD'), caption(160, 'Less: No Claim Bonus'), caption(290, 'Add-on Covers + Kit OD'), caption(420, 'Net OD Premium (A)')],
    ]).fields;
    expect(fields).toMatchObject({ od_start_date: '2025-03-12', basic_od_premium: 9200, total_od_premium: 9510 });
  });

  it('reads a caption alone on its row under its value, a row of captions whose words read as a label and no value of it ("NCB" / "Applied"), and a previous insurer pointed to as "Same insurer" as no name (set 16, CaptionUnderBoxes)', () => {
    const fields = read([
      [[40, 'Insured', 'heading', 8]],
      [value(40, 'Hetal Jignesh Patel'), value(240, 'hetal.patel@yahoo.com'), value(420, '9898123406')],
      [caption(40, 'Insured Name'), caption(240, 'E-mail'), caption(420, 'Mobile')],
      [value(40, '12, Shreeji Kutir Society')],
      [value(40, 'Surat, Gujarat - 395009')],
      [caption(40, 'Correspondence Address')],
      [[40, 'IDV / NCB', 'heading', 8]],
      [value(40, '5,12,000.00'), value(160, '25,000.00'), value(290, '5,37,000.00'), value(420, '50 %')],
      [caption(40, 'Vehicle IDV'), caption(160, 'Bi-fuel Kit IDV'), caption(290, 'Total Sum Insured'), caption(420, 'NCB Applied')],
      [value(40, 'KG-24-2207-1801-00031562'), value(240, '06 Jan 2025'), value(420, 'Same insurer')],
      [caption(40, 'Expiring Policy No.'), caption(240, 'Expiring On'), caption(420, 'Previous Insurer Status')],
      [value(40, 'Konark General Insurance Company Limited')],
      [caption(40, 'Previous Insurer')],
      [[40, 'Premium', 'heading', 8]],
      [value(40, '16,337.92'), value(160, '8,168.96'), value(420, '10,982.96')],
      [caption(40, 'Basic OD'), caption(160, 'Less: No Claim Bonus'), caption(420, 'Net OD Premium (A)')],
    ]).fields;
    expect(fields).toMatchObject({
      customer_address: '12, Shreeji Kutir Society, Surat, Gujarat - 395009', ncb: 50, vehicle_idv: 512000,
      previous_insurer_name: 'Konark General Insurance Company Limited', previous_policy_number: 'KG-24-2207-1801-00031562',
    });
    // (A label alone in the captions' print over its value in the values' print is a label over its value.)
    const labelsOverValues = read([
      ...form,
      [caption(40, 'Registration Number')],
      [value(40, 'GJ05AB1234')],
      [caption(40, 'Engine Number')],
      [value(40, 'K12MN4455667')],
    ]).fields;
    expect(labelsOverValues).toMatchObject({ vehicle_number: 'GJ05AB1234', engine_number: 'K12MN4455667' });
    for (const pointedTo of ['Same insurer', 'Same as above', 'Other company']) expect(readValue('previous_insurer_name', pointedTo)).toBeUndefined();
    // A firm's name ends at its legal form before another pair's label (set 13, BrokerLetterheadPack); one ending in half its
    // legal form is less sure (set 11, MergedWithExpiringCopy).
    expect(readValue('previous_insurer_name', 'Vembanad General Insurance Ltd. Policy No. VGI/MOT/2023/PC/0129004 Expired on')).toEqual({ value: 'Vembanad General Insurance Ltd.', quality: 1 });
    expect(readValue('broker_name', 'Kavach Risk Solutions Insurance Brokers Pvt.')?.quality).toBeLessThan(1);
    expect(readValue('previous_insurer_name', 'Same Day General Insurance Ltd.')?.value).toBe('Same Day General Insurance Ltd.');
  });

  it('reads labels over their values as such, though small labels have a heading over the first row', () => {
    const labelsOver = [form[0], ...form.slice(1, 5).map((_, index, rows) => rows[index % 2 ? index - 1 : index + 1])];
    expect(read(labelsOver).fields).toMatchObject({ policy_number: '3301/2025/118204/00', customer_name: 'ANITA DESHPANDE', customer_phone: '9822013344' });
  });
});

it('reads pairs a bullet parts in one run, a label\'s value on the next line, an address opening with an initial, a name a bullet ends (set 9, InlineRuns)', () => {
  const fields = read([
    [[48, 'The Insured Name Mr. Rakesh Kumar Saini • Address H. No. 2214, Sector 15, Faridabad, Haryana - 121007 • Mobile']],
    [[48, '9811204467 • E-mail rakesh.saini2214@gmail.com • Customer GSTIN Not provided']],
    [[48, 'The Vehicle Registration HR51BK7730 • Make MARUTI SUZUKI • Model BALENO ZETA 1.2 • Fuel Petrol']],
    [[48, 'Intermediary Broker Veda Insurance Broking Pvt. Ltd. • Broker Code VIB/HR/00417 • E-mail']],
    [[48, 'policy@vedabroking.in • Phone 0129-4012345']],
  ]).fields;
  expect(fields).toMatchObject({
    customer_name: 'Rakesh Kumar Saini', customer_address: 'H. No. 2214, Sector 15, Faridabad, Haryana - 121007', customer_phone: '9811204467',
    customer_email: 'rakesh.saini2214@gmail.com', vehicle_number: 'HR51BK7730', make: 'MARUTI SUZUKI', fuel_type: 'Petrol',
    broker_name: 'Veda Insurance Broking Pvt. Ltd.', broker_code: 'VIB/HR/00417', broker_email: 'policy@vedabroking.in',
  });
});

it('reads a specimen\'s made-up identifiers ("MA3XXXXXXXX000001") after the policy\'s own printed beside them (set 9, WalletCard)', () => {
  const fields = read([
    [[40, 'SPECIMEN CARD'], [300, 'YOUR CARD']],
    [[40, 'Eng. No.'], [100, 'K12NXXXXXXXX'], [300, 'Eng. No.'], [360, 'L15ZF1045287']],
    [[40, 'Chs. No.'], [100, 'MA3XXXXXXXX000001'], [300, 'Chs. No.'], [360, 'MAKGN657JNN402286']],
  ]).fields;
  expect(fields).toMatchObject({ engine_number: 'L15ZF1045287', chasis_number: 'MAKGN657JNN402286' });
});

it('reads a proposal form\'s answers: questions numbered "Q14.", a note closing a label, an address opening "OLD NO.", no answer "Yes" nor a question as a value, no untick option under its label (set 9, ProposalAnswerSheet)', () => {
  const fields = read([
    [[40, 'Q14. Registration number'], [300, 'PB 10 HK 6620', 'value']],
    [[40, 'Q16. Make'], [300, 'MAHINDRA', 'value']],
    [[40, '1) Type of proposal']],
    [[54, 'New vehicle'], [116, 'Renewal'], [166, 'Rollover (transfer from other insurer)']],
    [[308, '4) Status of proposer']],
    [[322, 'Individual'], [375, 'Company / Firm / Trust']],
    [[44, 'B. PROPOSER', 'heading']],
    [[40, '5) Title'], [308, '10) Mobile number']],
    [[43, 'Smt.', 'value'], [311, '98840 67321', 'value']],
    [[40, '6) Full name of the proposer (as per RC)']],
    [[43, 'LAKSHMI NARAYANAN', 'value']],
    [[40, '9) Address for correspondence']],
    [[43, 'OLD NO. 12, NEW NO. 27', 'value']],
    [[43, 'VENKATRAMAN STREET, T. NAGAR', 'value']],
    [[43, 'CHENNAI, TAMIL NADU - 600017', 'value']],
    [[308, '24) Is the vehicle fitted with an externally fitted CNG / LPG kit?']],
    [[40, '17) Model / variant'], [322, 'Yes'], [355, 'No']],
    [[43, 'KWID RXT 1.0', 'value']],
    [[40, '27) Name of the previous insurer'], [308, '31) Has any claim been made under the previous policy?']],
    [[43, 'Meghdoot General Insurance Co. Ltd.', 'value'], [322, 'Yes'], [355, 'No']],
  ]).fields;
  expect(fields).toMatchObject({
    vehicle_number: 'PB10HK6620', make: 'MAHINDRA', customer_name: 'LAKSHMI NARAYANAN', customer_phone: '9884067321',
    customer_address: 'OLD NO. 12, NEW NO. 27, VENKATRAMAN STREET, T. NAGAR, CHENNAI, TAMIL NADU - 600017', model: 'KWID RXT 1.0',
    previous_insurer_name: 'Meghdoot General Insurance Co. Ltd.',
  });
  expect(fields.business_type).toBeUndefined();
});

it('keeps a one-word qualifier in brackets as the label\'s own ("Own Damage premium (basic)"), unlike a note on how the value is written', () => {
  const page = pageIndexOf(drawnPage([[[40, 'Own Damage premium (basic)'], [271, 'Rs. 19,874.30']], [[40, 'Full name of the proposer (as per RC)']]]));
  const scores = (text: string) => Object.fromEntries(page.readings.find((reading) => reading.text === text)!.targets.map(({ target, score }) => [target, score]));
  expect(scores('Own Damage premium (basic)').total_od_premium ?? 0).toBeLessThan(0.9);
  expect(scores('Full name of the proposer (as per RC)').customer_name).toBeGreaterThan(0.9);
});

it('reads a second pair a sure label opens after a whole value in a run without separators ("Mobile 9764012350 E-mail …"), and no pair at a period\'s "to"', () => {
  const fields = read([
    [[39, 'Name Sneha Joshi']],
    [[39, 'Mobile 9764012350 E-mail sneha.joshi.nsk@gmail.com']],
    [[39, 'Period of Insurance 20 Dec 2025 (00:00 hrs) to 19 Dec 2026 (midnight)']],
  ]).fields;
  expect(fields).toMatchObject({ customer_phone: '9764012350', customer_email: 'sneha.joshi.nsk@gmail.com', start_date: '2025-12-20', end_date: '2026-12-19' });
});

it('reads no e-mail whose domain spells a firm printed on the page as the customer\'s ("sales@shreeganeshhyundai.in" of "Shree Ganesh Hyundai") (set 7, DealerOEM)', () => {
  const fields = read([
    [[39, 'Insured Name Sneha Joshi']],
    [[39, 'Mobile 9764012350 E-mail sneha.joshi.nsk@gmail.com']],
    [],
    [[39, 'ISSUED THROUGH (DEALER)']],
    [[39, 'Shree Ganesh Hyundai, Dwarka, Nashik']],
    [[39, 'E-mail:'], [90, 'sales@shreeganeshhyundai.in']],
  ]).fields;
  expect(fields.customer_email).toBe('sneha.joshi.nsk@gmail.com');
});

it('reads the fuel a sentence says the car runs on ("… of 1493 cc cubic capacity, propelled by Diesel", "running on electricity") (sets 7 and 14)', () => {
  expect(read([[[70, 'The vehicle is a Hyundai Creta SX 1.5 CRDi, of 1493 cc cubic capacity, propelled by Diesel, manufactured in the year 2021.']]]).fields.fuel_type).toBe('Diesel');
  expect(read([[[70, 'The insured car, a Tata Nexon EV, running on electricity, is registered at Pune.']]]).fields.fuel_type).toBe('Electric');
  // A bi-fuel car's fuel is kept as CNG.
  expect(read([[[70, 'The insured car, a Maruti Ertiga VXi, running on Petrol and CNG, is registered at Pune.']]]).fields.fuel_type).toBe('CNG');
});

it('reads the expiring policy\'s insurer among its particulars after its number ("Expiring policy | GGI-MC-0324-1899342 (Godavari General Insurance Co. Ltd.), valid till 02/03/2025") (set 16, QuotedReplyMail)', () => {
  const fields = read([
    [[44, 'NCB'], [159, '25%']],
    [[44, 'Expiring policy'], [159, 'GGI-MC-0324-1899342 (Godavari General Insurance Co. Ltd.), valid till 02/03/2025, NCB 20%']],
  ]).fields;
  expect(fields).toMatchObject({ previous_policy_number: 'GGI-MC-0324-1899342', previous_insurer_name: 'Godavari General Insurance Co. Ltd.' });
  // Set off by a slash; a sentence is no name.
  expect(read([[[44, 'Expiring policy'], [159, 'GGI-MC-0324-1899342 / Godavari General Insurance Co. Ltd.']]]).fields.previous_insurer_name).toBe('Godavari General Insurance Co. Ltd.');
  expect(read([[[44, 'Expiring policy'], [159, 'GGI-MC-0324-1899342, issued by Godavari General Insurance Co. Ltd.']]]).fields.previous_insurer_name).not.toMatch(/^issued/);
});

it('reads a chassis number by its shape where no label gives it, under a label naming the engine\'s and the chassis\' numbers on two lines; unsure (set 9, LeftMarginLabels)', () => {
  const reading = read([
    [[42, 'Model / variant', 'label', 6.4], [196, 'GLANZA G 1.2 MT', 'value', 9.4]],
    [[42, 'Engine and chassis numbers', 'label', 6.4], [196, 'K12NN3481755', 'value', 9.4]],
    [[196, 'MBJB29BT1M0208451', 'value', 9.4]],
  ]);
  expect(reading.fields.chasis_number).toBe('MBJB29BT1M0208451');
  expect(reading.confidence.chasis_number).toBeLessThan(0.9);
  // A policy number of the same length is none: no car made in India has its maker's code.
  expect(read([[[42, 'Your policy NL10225PC00873311 is renewed for one more year.']]]).fields.chasis_number).toBeUndefined();
});

it('reads the insured\'s address printed under their name without a label, down to its PIN code, beside another column (set 16, HomeMotorBundle)', () => {
  const reading = read([
    [[30, 'Policyholder'], [375, 'Statement No.'], [489, 'KGL/FS/25/09127']],
    [[30, 'Amruta Sachin Gokhale', 'value'], [375, 'Statement Date'], [509, '08 May 2025']],
    [[30, 'A-1102, Hiranandani Haven', 'value'], [375, 'Customer ID'], [497, 'KGL-C-2290417']],
    [[30, 'Sector 20, Kharghar', 'value'], [375, 'Bundle Term'], [440, '10 May 2025 to 09 May 2026']],
    [[30, 'Navi Mumbai, Maharashtra - 410210', 'value']],
    [[30, 'Mobile: 9769023381'], [129, 'E-mail: amruta.gokhale@gmail.com']],
  ]);
  expect(reading.fields.customer_address).toBe('A-1102, Hiranandani Haven, Sector 20, Kharghar, Navi Mumbai, Maharashtra - 410210');
  expect(reading.confidence.customer_address).toBeLessThan(0.9);
  // In a grid of labels and values, the values under the name are other rows'.
  const grid = read([
    [[40, 'Name of Insured'], [160, 'Ramesh Kumar']],
    [[40, 'Mobile'], [160, '9822012345']],
    [[40, 'Vehicle No.'], [160, 'MH12AB1234']],
    [[40, 'Pin Code'], [160, '411001']],
  ]);
  expect(grid.fields.customer_address).toBeUndefined();
  // Lines under a name that end in no PIN are no address.
  expect(read([[[30, 'Policyholder']], [[30, 'Amruta Sachin Gokhale', 'value']], [[30, 'Senior Manager, Finance', 'value']]]).fields.customer_address).toBeUndefined();
});

it('reads the date a policy expired on as the previous policy\'s end, the previous policy named only in its row\'s label or a heading (set 7, EndorsementRestated)', () => {
  const fields = read([
    [[74, 'Period of Insurance'], [234, 'From 00:00 Hrs on 08-Feb-2025 To Midnight of 07-Feb-2026']],
    [[74, 'Previous Policy'], [234, 'Konark General Insurance Ltd.']],
    [[234, 'Policy No. OG-24-2311-1801-00003390, expired on 07-Feb-2025']],
  ]).fields;
  expect(fields).toMatchObject({ end_date: '2026-02-07', previous_policy_end_date: '2025-02-07' });
  // A certificate or licence that expired is no policy.
  const puc = read([
    [[74, 'Period of Insurance'], [234, 'From 00:00 Hrs on 08-Feb-2025 To Midnight of 07-Feb-2026']],
    [[74, 'Remarks'], [234, 'The PUC certificate expired on 12-Jan-2025 and must be renewed.']],
  ]).fields;
  expect(puc.previous_policy_end_date).toBeUndefined();
});

it('reads the expiring policy\'s NCB noted in brackets after this one\'s ("35% (expiring policy 25%)") (set 13, BrokerLetterheadPack)', () => {
  const fields = read([
    [[67, 'Name of the Insured'], [217, 'Thomas Varghese Kurian']],
    [[67, 'No Claim Bonus'], [217, '35% (expiring policy 25%)']],
  ]).fields;
  expect(fields).toMatchObject({ ncb: 35, previous_ncb: 25 });
});

it('reads the expiring policy\'s NCB at the end of a sentence giving its number, insurer and expiry ("Previous Policy: … expired on 31st October 2025; NCB earned 45") (set 1, L3)', () => {
  const fields = read([
    [[50, 'Previous Policy: 12-1801-0059120044-00 of Ganga Yamuna General Insurance Co. Ltd., expired on 31st October 2025; NCB earned 45']],
  ]).fields;
  expect(fields).toMatchObject({ previous_policy_number: '12-1801-0059120044-00', previous_policy_end_date: '2025-10-31', previous_ncb: 45 });
});

it('reads a policy type spelt in label words and a business type set off by a dash as values of a compound label ("Product / Type of Business" | "Private Car Package Policy - Renewal") (set 7, EndorsementRestated)', () => {
  const fields = read([
    [[44, 'Item', 'value'], [74, 'Description', 'value'], [234, 'Particulars', 'value']],
    [[46, '1.'], [74, 'Name of the Insured'], [234, 'Subhashree Mohanty', 'value']],
    [[46, '6.'], [74, 'Product / Type of Business'], [234, 'Private Car Package Policy - Renewal', 'value']],
    [[46, '8.'], [74, 'Make / Model & Variant'], [234, 'Tata Motors / Nexon XZ+ 1.5 Revotorq', 'value']],
  ]).fields;
  expect(fields).toMatchObject({ policy_type: 'Comprehensive', business_type: 'Renewal' });
  // The run is a value from its start: its policy type, set off by a dash, is no label of the business type after it.
  const page = pageIndexOf(drawnPage([[[74, 'Product / Type of Business'], [234, 'Private Car Package Policy - Renewal', 'value']]]));
  const run = page.model.segments.find((segment) => segment.text.startsWith('Private'))!;
  expect(page.valueOfRun(run)?.text).toBe('Private Car Package Policy - Renewal');
});

it('reads a broker\'s name no label gives, a firm saying it is a broker and ending in its legal form, as the broker\'s, unsure; after a sure label, without a sentence\'s full stop (sets 1, 9, 14)', () => {
  const footer = read([
    [[50, 'Name of the Insured: Sneha Ramakrishnan']],
    [],
    [[50, 'For Anand Rathi Motor Brokers LLP']],
  ]);
  expect(footer.fields.broker_name).toBe('Anand Rathi Motor Brokers LLP');
  expect(footer.confidence.broker_name).toBeLessThan(0.9);
  expect(read([[[48, 'INTERMEDIARY Samruddhi Insurance Brokers Pvt. Ltd. / CODE SAM/DB/1029']]]).fields.broker_name).toBe('Samruddhi Insurance Brokers Pvt. Ltd.');
  expect(read([[[24, 'Your policy was issued through Kavach Insurance Brokers Pvt. Ltd..']]]).fields.broker_name).toBe('Kavach Insurance Brokers Pvt. Ltd.');
  // A dealer's or an insurer's name is no broker's.
  expect(read([[[24, 'Delivered by Anand Kia Motors Pvt. Ltd.']], [[24, 'Aravali General Insurance Company Limited']]]).fields.broker_name).toBeUndefined();
  // Title-case words before "By" are no part of the name.
  expect(read([[[24, 'Policy Serviced By Anand Rathi Insurance Brokers Ltd']]]).fields.broker_name).toBe('Anand Rathi Insurance Brokers Ltd');
});

it('reads an e-mail spelling a web aggregator\'s name as the broker\'s, the aggregator being the intermediary (set 19, lakh-notation-summary; set 11, AggregatorBrowserPrint)', () => {
  const reading = read([
    [[60, 'Name'], [230, 'Subhashree Mohapatra']],
    [[60, 'Email'], [230, 'subhashree.m@gmail.com']],
    [],
    [[60, 'Policy bought via BimaSaathi Insurance Web Aggregator Pvt. Ltd. (IRDAI/WBA/58/2019; code with insurer WA/KGI/00187). Support:']],
    [[60, 'help@bimasaathi.com. Claims: Konark General 1800 345 6655. Your downloaded policy schedule PDF is the legal document.']],
  ]);
  expect(reading.fields).toMatchObject({ customer_email: 'subhashree.m@gmail.com', broker_email: 'help@bimasaathi.com', broker_name: 'BimaSaathi Insurance Web Aggregator Pvt. Ltd.' });
});

it('reads an e-mail no label gives the broker, its domain spelling a broker\'s name on the page, as the broker\'s, unsure; a dealer\'s is none (set 14, PhoneCardStack)', () => {
  const reading = read([
    [[24, 'Insured Name Pratiksha Kulkarni']],
    [[24, 'Email'], [182, 'pratiksha.kulkarni82@gmail.com']],
    [],
    [[24, 'Policy sold by']],
    [[24, 'CoverKart Insurance Brokers Pvt. Ltd.']],
    [[24, 'Write to us'], [238, 'care@coverkart.in']],
    [[24, 'Shree Ganesh Hyundai, Dwarka, Nashik'], [238, 'sales@shreeganeshhyundai.in']],
  ]);
  expect(reading.fields).toMatchObject({ customer_email: 'pratiksha.kulkarni82@gmail.com', broker_email: 'care@coverkart.in' });
  expect(reading.confidence.broker_email).toBeLessThan(0.9);
  const dealerOnly = read([
    [[24, 'Shree Ganesh Hyundai, Dwarka, Nashik']],
    [[24, 'Write to us'], [238, 'sales@shreeganeshhyundai.in']],
  ]);
  expect(dealerOnly.fields.broker_email).toBeUndefined();
  // Nor a dealer's or a financier's "Services".
  const services = read([
    [[24, 'Kataria Automobiles Sales & Services']],
    [[24, 'Write to us'], [238, 'sales@katariaautomobiles.com']],
    [[24, 'Financier: HDB Financial Services'], [238, 'loans@hdbfs.com']],
  ]);
  expect(services.fields.broker_email).toBeUndefined();
});

it('keeps an e-mail whose domain is one short word of a name on the page as the customer\'s ("sneha@joshi.in" beside "Sneha Joshi"): only a longer word spells a firm', () => {
  const reading = read([
    [[39, 'Insured Name Sneha Joshi']],
    [[39, 'Mobile 9764012350 E-mail sneha@joshi.in']],
  ]);
  const { fields } = reading;
  expect(fields.customer_email).toBe('sneha@joshi.in');
  expect(reading.confidence.customer_email).toBeGreaterThanOrEqual(0.9);
});

it('ends a firm\'s name at its legal form, not on into its address on the next line, yet on into its code in brackets (set 9, LeftMarginLabels)', () => {
  const fields = read([
    [[42, 'Broker', 'label', 6.4], [196, 'Awadh Insurance Brokers Pvt. Ltd.', 'value', 10.4]],
    [[196, '2nd Floor, Sahara Ganj Annexe, Shahnajaf Road, Lucknow - 226001', 'value', 10.4]],
  ]).fields;
  expect(fields.broker_name).toBe('Awadh Insurance Brokers Pvt. Ltd.');
  const withCode = read([
    [[314, 'Agent/Broker Name & Code'], [424, 'Bhopal Bima Brokers Pvt. Ltd.']],
    [[424, '(BBB-MP-118)']],
  ]).fields;
  expect(withCode).toMatchObject({ broker_name: 'Bhopal Bima Brokers Pvt. Ltd.', broker_code: 'BBB-MP-118' });
});

it('reads the insured\'s name, address, mobile and e-mail from "This policy is issued to Mr. …, <address> (mobile …, e-mail …)" (set 9, CustomerInfoSheet)', () => {
  const fields = read([
    [[46, 'This policy is issued to Mr. Karthik Ramaswamy Iyer, No. 48, 3rd Main Road, 7th Cross, Malleshwaram, Bengaluru, Karnataka - 560003 (mobile']],
    [[46, '9741208836, e-mail karthik.r.iyer@gmail.com). It is a New policy for a new car delivered by Anand Kia Motors Pvt. Ltd.']],
  ]).fields;
  expect(fields).toMatchObject({
    customer_name: 'Karthik Ramaswamy Iyer', customer_address: 'No. 48, 3rd Main Road, 7th Cross, Malleshwaram, Bengaluru, Karnataka - 560003',
    customer_phone: '9741208836', customer_email: 'karthik.r.iyer@gmail.com',
  });
});

it('parts pairs a slash sets apart in a run after a value ("POLICY NO MBG/… / ISSUED 08 April 2025 / BUSINESS Rollover"), not a label naming two fields ("Engine No. / Chassis No.") (set 9, InlineRuns)', () => {
  const fields = read([
    [[48, 'POLICY NO MBG/SAOD/2025/7720184 / ISSUED 08 April 2025 / BUSINESS Rollover / MAKE SKODA / MODEL SLAVIA 1.0 TSI AMBITION / PREVIOUS']],
    [[48, 'INSURER Pragati Mutual General Insurance Co. Ltd.']],
    [[48, 'Engine No. / Chassis No. DLA110452 / MEXD16NW3PG041873']],
  ]).fields;
  // (Nor a label printed in Hindi and English: "निर्माता / Vehicle Make".)
  expect(read([[[298, 'निर्माता / Vehicle Make'], [431, 'Maruti']]]).fields.make).toBe('Maruti');
  expect(fields).toMatchObject({
    policy_number: 'MBG/SAOD/2025/7720184', issue_date: '2025-04-08', business_type: 'Rollover', make: 'SKODA', model: 'SLAVIA 1.0 TSI AMBITION',
    engine_number: 'DLA110452', chasis_number: 'MEXD16NW3PG041873',
  });
});

it('reads values a schedule written as clauses names inside its sentences, for fields nothing else offers, and below the bar of review (set 7, ClauseSentences)', () => {
  const result = read([
    [[70, 'The motor car bearing Registration Mark AS-01-EF-2290, first registered on 9th September 2021, being a Hyundai make,']],
    [[70, 'model Creta SX 1.5 CRDi, of 1493 cc cubic capacity, propelled by Diesel, manufactured in the year 2021, licensed to']],
    [[70, 'carry 5 persons including the driver, with Engine No. D4FCMM654321 and Chassis No. MALPC81CLMM345678.']],
    [[70, 'Dipankar Baruah of Guwahati (mobile 9864023317, e-mail dipankar.baruah@gmail.com), hereinafter called "the Insured".']],
    [[34, 'Important: the Third Party cover runs for three years and need not be renewed until 13-10-2028; the Own Damage cover']],
  ]);
  expect(result.fields).toMatchObject({
    registration_date: '2021-09-09', model: 'Creta SX 1.5 CRDi', manufacturing_year: 2021, cc: 1493, seating_capicity: 5,
    engine_number: 'D4FCMM654321', chasis_number: 'MALPC81CLMM345678', customer_phone: '9864023317', customer_email: 'dipankar.baruah@gmail.com',
  });
  // ("until" alone is no label in a sentence.)
  expect(result.fields.end_date).toBeUndefined();
  for (const field of ['model', 'engine_number', 'chasis_number', 'cc']) expect(result.confidence[field]).toBeLessThan(0.9);
});

it('reads a certificate\'s recital: the insured residing at an address to its PIN, the hours before its dates, a renewal of a policy issued by its insurer, the fuel it runs on and the bonus the expiring policy allowed (set 27, ProseCertificate)', () => {
  const result = read([
    [[56, 'This is to certify that Smt. Latha Menon Pillai, residing at 7/31, Temple Road, Palarivattom, Kochi, Kerala - 682025,']],
    [[56, 'reachable on mobile 9847000123, has effected insurance under Policy Number MCG/2311/PC/0051234.']],
    [[56, 'The vehicle bears engine number G4LAMM000111 and chassis number MALBM51RLMM000222, runs on Diesel, and is']],
    [[56, 'insured from 00:00 hours on 6th April 2025 to midnight of 5th April 2026, both days inclusive.']],
    [[56, 'This policy is a Renewal of Policy Number MCG/2311/PC/0040001 issued by Malabar Crest General Insurance Co.']],
    [[56, 'Ltd., which expired on 5th April 2025. No claim having been made under it, the Insured is allowed a No Claim Bonus']],
    [[56, 'of 25% on the own damage premium, the bonus allowed on the expiring policy having been 20%.']],
  ]);
  expect(result.fields).toMatchObject({
    customer_name: 'Latha Menon Pillai', customer_address: '7/31, Temple Road, Palarivattom, Kochi, Kerala - 682025', fuel_type: 'Diesel',
    start_date: '2025-04-06', end_date: '2026-04-05', previous_policy_number: 'MCG/2311/PC/0040001',
    previous_insurer_name: 'Malabar Crest General Insurance Co. Ltd.', previous_policy_end_date: '2025-04-05', previous_ncb: 20,
  });
  const previously = read([
    [[56, 'The Insured was previously insured with Thar Desert General Insurance Co. Ltd. under Policy Number']],
    [[56, 'TD/MOT/2024/118290, which expires on 18-Sep-2025; this policy is accordingly booked as a Roll Over from that']],
  ]);
  expect(previously.fields).toMatchObject({ previous_policy_number: 'TD/MOT/2024/118290', previous_policy_end_date: '2025-09-18' });
  // (A cover note "previously issued" is no previous policy; nor is a figure after the address an address's PIN.)
  const superseding = read([[[56, 'This policy supersedes the cover note previously issued to the insured and is valid till 31/03/2026.']]]);
  expect(superseding.fields.previous_policy_end_date).toBeUndefined();
  const noPin = read([[[56, 'This is to certify that Mr. Arjun Rao, residing at Koramangala, Bengaluru, holds a vehicle of IDV Rs. 735000 insured with us.']]]);
  expect(noPin.fields.customer_address).toBeUndefined();
});

it('reads labels set right against their values, a label\'s second line ending where its first does, and a policy type spelt in labels\' words beside its label (set 27, RightAlignedLabels)', () => {
  const result = readPolicy(drawnPage([
    [[148, 'Product Name /'], [220, 'Private Car - Standalone Own Damage', 'value']],
    [[152.2, 'Type of Cover']],
    [],
    [[131.2, "Insured's Declared"], [220, 'Rs. 7,35,000/-', 'value']],
    [[160.6, 'Value (IDV)']],
    [],
    [[143.8, 'Previous Policy'], [220, '3102/2024/SOD/557128', 'value']],
    [[181.6, 'Number']],
  ], { lineGap: 11 }));
  expect(result.fields).toMatchObject({ policy_type: 'Standalone OD', vehicle_idv: 735000, previous_policy_number: '3102/2024/SOD/557128' });
});

it('reads no broker in a sales channel\'s words ("Broker - Retail" under "CHANNEL", "Dealer Desk")', () => {
  const result = read([
    [[40, 'BROKER NAME'], [222, 'BROKER CODE'], [404, 'CHANNEL']],
    [[40, 'Mysuru Risk Advisors Insurance', 'value'], [222, 'DPG/BRK/20417', 'value'], [404, 'Broker - Retail', 'value']],
    [[40, 'Brokers Pvt. Ltd.', 'value']],
  ]);
  expect(result.fields.broker_name).toBe('Mysuru Risk Advisors Insurance Brokers Pvt. Ltd.');
  expect(read([[[40, 'Broker - Dealer Desk']]]).fields.broker_name).toBeUndefined();
});

it('reads a registration number in the sentence after one ending in a date, the date taking its own words only (set 27, ProseCertificate)', () => {
  const result = read([
    [[56, 'The insured vehicle is a motor car of make Hyundai, model i20 Asta (O) 1.2 MT, manufactured in the year 2021 and']],
    [[56, 'first registered with RTO Ernakulam on 12th August 2021. It bears registration number KL 07 CQ 4521, engine number']],
    [[56, 'G4LAMM512874 and chassis number MALBM51RLMM309874, runs on Petrol, has a cubic capacity of 1197 cc and is']],
  ]);
  expect(result.fields).toMatchObject({ registration_date: '2021-08-12', vehicle_number: 'KL07CQ4521' });
});

it('reads a narrative schedule\'s clauses beside their captions: the maker before "make", a label cut at the line\'s end, the expiring policy it renews, the add-ons it lists and the day it was signed (set 14, NarrativeSchedule)', () => {
  const result = read([
    [[329, 'Policy No.'], [393, 'VGI/2506/SAOD/4471209']],
    [[62, 'The Vehicle'], [166, 'The vehicle insured is a motor car of MG make, model Hector Sharp, running on Petrol, of 1451 cc']],
    [[166, 'cubic capacity, having engine number 15E4E1P08117 and chassis']],
    [[166, 'number MZ7A1SC52MA073316.']],
    [[62, 'Premium'], [166, 'The Own Damage premium of Rs. 28,150.00/- computed on the Insured\'s Declared Value is reduced by the No']],
    [[166, 'Claim Bonus of 35% (Rs. 9,852.50/-); the add-on covers Zero Depreciation (Rs. 4,725.00/-), Consumables (Rs.']],
    [[166, '560.00/-) and Key Replacement (Rs. 350.00/-) bring the total Own Damage premium to Rs. 23,932.50/-.']],
    [[62, 'Previous Insurance'], [166, 'This policy renews policy no. VGI/2406/SAOD/3310588 issued by Vindhya General Insurance Co. Ltd.,']],
    [[166, 'which expired on 20th July 2025. No claim was made under that policy, on which a No Claim Bonus of 25% had been allowed.']],
    [[62, 'IN WITNESS WHEREOF the Company has caused this Schedule to be signed by its authorised signatory. Signed at']],
    [[62, 'Gurugram on this 18th day of July, 2025.']],
  ]);
  expect(result.fields).toMatchObject({
    make: 'MG', model: 'Hector Sharp', chasis_number: 'MZ7A1SC52MA073316',
    basic_od_premium: 28150, ncb: 35, total_od_add_on_premium: 5635, total_od_premium: 23932.5,
    previous_policy_number: 'VGI/2406/SAOD/3310588', previous_insurer_name: 'Vindhya General Insurance Co. Ltd.', previous_policy_end_date: '2025-07-20', previous_ncb: 25,
    issue_date: '2025-07-18',
  });
});

it('reads an endorsement\'s new values, not those it replaced, and the dates of the policy it is attached to (set 21, EndorsementStrikeThrough)', () => {
  const result = read([
    [[36, 'Attached to and forming part of Policy No. GMG/TP/2025/06/0045123 issued on 18-Jun-2025 for the period']],
    [[36, '20-Jun-2025 to 19-Jun-2026 (both days inclusive) in the name of Rohit Verma.']],
    [[41, '#'], [64, 'Particular'], [190, 'Old value (as per policy)'], [380, 'New value (w.e.f. 08/10/2025)']],
    [[41, '1'], [64, 'Address of the Insured'], [190, 'Flat 3B, Ashiana Apartments, Boring Road,'], [380, 'C-14, Sector 62, Noida, Uttar Pradesh']],
    [[190, 'Patna, Bihar - 800001'], [380, '- 201309']],
    [[41, '2'], [64, 'Mobile Number'], [190, '9431027745'], [380, '9818842260']],
    [[41, '3'], [64, 'Insured Declared Value (IDV)'], [190, 'Rs. 12,40,000.00'], [380, 'Rs. 13,10,000.00']],
  ]);
  expect(result.fields).toMatchObject({
    customer_address: 'C-14, Sector 62, Noida, Uttar Pradesh - 201309', customer_phone: '9818842260', vehicle_idv: 1310000,
    issue_date: '2025-06-18', start_date: '2025-06-20', end_date: '2026-06-19',
  });
});

it('reads a fleet\'s certified vehicle from its row of the list of vehicles, the row holding its registration number (set 21, FleetAnnexure)', () => {
  const list = [
    [[33, 'Sr.'], [53, 'Registration No.'], [130, 'Engine No.'], [220, 'Chassis No.'], [330, 'CC']],
    [[33, '1'], [53, 'MH20FG4415'], [130, '2GDC398114'], [220, 'MBJGA3GS900398114'], [330, '2393']],
    [[33, '2'], [53, 'MH20FG4417'], [130, 'ZHD4U41872'], [220, 'MA1NF2ZH2N6A41872'], [330, '2198']],
    [[33, '3'], [53, 'MH20GA1102'], [130, 'KRYO20D71633'], [220, 'MAT631206NKJ71633'], [330, '1956']],
  ] satisfies Parameters<typeof read>[0];
  const certified = read([
    [[40, 'MOTOR FLEET POLICY', 'bold'], [386, 'Certificate No.']],
    [[386, 'KGI/MF/2526/00041873/C-03', 'bold']],
    [],
    [[40, 'Master Policy Number'], [175, 'KGI/MF/2526/00041873']],
    [[40, 'Registration Mark'], [175, 'MH 20 FG 4417']],
    [],
    ...list,
  ]);
  expect(certified.fields).toMatchObject({ policy_number: 'KGI/MF/2526/00041873', engine_number: 'ZHD4U41872', chasis_number: 'MA1NF2ZH2N6A41872', cc: 2198 });
  // Without the vehicle's registration read elsewhere no row is sure.
  const unnamed = read(list);
  expect(unnamed.confidence.engine_number).toBeLessThan(0.9);
});

it('takes a box\'s caption over a firm\'s name and its particulars as a heading: the expiring policy\'s (set 21, FleetAnnexure)', () => {
  const result = read([
    [[44, 'Policy Number'], [175, 'KGI/MF/2526/00041873']],
    [[44, 'Basic Own Damage premium'], [332, '47,128.40'], [400, 'EXPIRING FLEET POLICY', 'bold']],
    [[44, 'Less: No Claim Bonus @ 35%'], [329, '-16,494.94'], [400, 'Konark General Insurance Co. Ltd.']],
    [[44, 'Add-on: Nil Depreciation'], [337, '7,425.00'], [400, 'Policy No. KGI/MF/2425/00036518']],
    [[44, 'Total Own Damage premium'], [332, '38,058.46'], [400, 'Expired on 30/06/2025']],
  ]);
  expect(result.fields).toMatchObject({ policy_number: 'KGI/MF/2526/00041873', previous_policy_number: 'KGI/MF/2425/00036518', previous_insurer_name: 'Konark General Insurance Co. Ltd.', previous_policy_end_date: '2025-06-30' });
});

it('reads a ledger\'s values printed before their labels, the labels set right, each line its own row (set 21, RightLabelLedger)', () => {
  // Labels end where the longest does; the letters' width puts each at its own start.
  const label = (text: string): [number, string] => [548 - text.length * 4.2, text];
  // (Set close, "Mobile" over "E-mail" would read as one label but for the values before them.)
  const result = readTight([
    [[70, '3362/51847209/00/000'], label('Policy Number')],
    [[70, 'Ananya Deshpande'], label('Name of the Insured')],
    [[70, '+91 9881203347'], label('Mobile')],
    [[70, 'ananya.deshpande84@gmail.com'], label('E-mail')],
    [[70, 'Hyundai'], label('Make')],
    [[70, 'Creta SX (O)'], label('Model / Variant')],
    [[70, '2021'], label('Year of Manufacture')],
    [[70, 'PolicyMitra Insurance Web Aggregator Pvt. Ltd.'], label('Web Aggregator')],
  ]);
  expect(result.fields).toMatchObject({
    policy_number: '3362/51847209/00/000', customer_name: 'Ananya Deshpande', customer_phone: '9881203347', customer_email: 'ananya.deshpande84@gmail.com',
    make: 'Hyundai', model: 'Creta SX (O)', manufacturing_year: 2021, broker_name: 'PolicyMitra Insurance Web Aggregator Pvt. Ltd.',
  });
});

it('reads a vehicle described in one line of parts around its whole registration number (set 21)', () => {
  const result = read([[[40, 'Vehicle: KL 01 CB 7305 - Honda Amaze VX CVT - Petrol - made 2021 - registered 21 Apr 2021']]]);
  expect(result.fields).toMatchObject({ vehicle_number: 'KL01CB7305', fuel_type: 'Petrol', manufacturing_year: 2021, registration_date: '2021-04-21' });
  expect(result.fields.make).toMatch(/^Honda/i);
});

it('parts an insured\'s name run on into the address down to its PIN, and a contact\'s number from the rest of its run (set 21)', () => {
  const result = read([
    [[40, 'Insured: Priya Nair, TC 15/1182, Vazhuthacaud, Thiruvananthapuram, Kerala - 695014']],
    [[40, 'Contact: mobile 9447218865; e-mail priya.nair@gmail.com']],
  ]);
  expect(result.fields).toMatchObject({ customer_name: 'Priya Nair', customer_address: 'TC 15/1182, Vazhuthacaud, Thiruvananthapuram, Kerala - 695014', customer_phone: '9447218865' });
});

it('reads a row of headers wrapped over lines under a heading of the vehicle and the previous policy (set 21)', () => {
  const header = (x: number, text: string, size = 7.2): [number, string, string, number] => [x, text, 'header', size];
  const value = (x: number, text: string): [number, string, string, number] => [x, text, 'value', 8];
  const result = readPolicy(
    drawnPage(
      [
        [[21, 'VEHICLE AND PREVIOUS INSURANCE', 'heading', 9]],
        [],
        [header(21, 'REGISTRATION'), header(120, 'ENGINE'), header(220, 'PREVIOUS'), header(330, 'YEAR')],
        [header(21, 'NUMBER'), header(120, 'NUMBER'), header(220, 'POLICY NO.'), header(330, 'OF', 5.6)],
        [header(330, 'MFG.')],
        [],
        [value(21, 'CH 01 CD 8154'), value(120, 'ZRD4A41506'), value(220, 'HMG-PC-2024-0098341'), value(330, '2022')],
      ],
      { lineGap: 9 },
    ),
  );
  expect(result.fields).toMatchObject({ vehicle_number: 'CH01CD8154', engine_number: 'ZRD4A41506', previous_policy_number: 'HMG-PC-2024-0098341', manufacturing_year: 2022 });
});

it('reads a business type or a fuel standing alone among a line\'s parts parted by bars or bullets (set 21; set 11, AggregatorBrowserPrint)', () => {
  const result = read([[[48, 'Policy No. KSG/MOT/26/8104476 | Renewal | Comprehensive | Issued 16 Apr 2026']]]);
  expect(result.fields).toMatchObject({ policy_number: 'KSG/MOT/26/8104476', business_type: 'Renewal' });
  const car = read([[[52, 'Kia Seltos HTX 1.5', 'title', 12]], [[52, 'Petrol · 1497 cc · 5 seater · 2022 model']]]);
  expect(car.fields).toMatchObject({ fuel_type: 'Petrol', cc: 1497, seating_capicity: 5, manufacturing_year: 2022 });
  expect(read([[[52, 'Tata Nexon EV · 2023 model · 5 seater']]]).fields.fuel_type).toBeUndefined();
});

it('reads the amount beside a label whose words close on what it is reckoned on, not that figure, and a total of covers no part names under the other part\'s heading as that part\'s (set 21)', () => {
  const result = read([
    [[52, 'SECTION I - OWN DAMAGE', 'heading', 9.5]],
    [[60, 'Basic own damage premium on IDV of Rs. 5,82,000'], [384, '10,126.80']],
    [[60, 'Zero Depreciation'], [389, '2,328.00']],
    [[60, 'Total add-on premium'], [516, '2,328.00']],
    [],
    [[52, 'SECTION II - LIABILITY TO THIRD PARTIES', 'heading', 9.5]],
    [[52, 'Basic third party premium'], [516, '3,416.00']],
    [[68, 'PA Owner-Driver (CSI 15,00,000)'], [395, '375.00']],
    [[68, 'Legal Liability - Paid Driver'], [400, '50.00']],
    [[60, 'Total additional covers'], [523, '425.00']],
    [[52, 'TOTAL LIABILITY PREMIUM (B)'], [516, '3,841.00']],
  ]);
  expect(result.fields).toMatchObject({ basic_od_premium: 10126.8, total_od_add_on_premium: 2328, basic_tp_premium: 3416, total_tp_add_on_premium: 425 });
});

it('takes the expiring policy\'s caption over its insurer and particulars, printed smaller than they are, as their heading (set 21, two-up)', () => {
  const result = read([
    [[441, 'PREVIOUS INSURANCE', 'bold', 7.5]],
    [[445, 'Aravali General Insurance Co. Ltd.', 'regular', 8.4]],
    [[445, 'Policy 1101/AGI/PC/2025/2907716, expiring 28-Mar-2026', 'regular', 8.4]],
    [[445, 'NCB on previous policy: 20%', 'regular', 8.4]],
  ]);
  expect(result.fields).toMatchObject({ previous_insurer_name: 'Aravali General Insurance Co. Ltd.', previous_policy_number: '1101/AGI/PC/2025/2907716', previous_ncb: 20 });
  expect(result.fields.policy_number).toBeUndefined();
});

it('reads the NCB "on that policy" after the expiring policy\'s particulars as its NCB (set 21)', () => {
  const result = read([[[48, 'Previous insurance: Kaveri Shield General Insurance Ltd., policy KSG/MOT/25/6650213, expiring 20 Apr 2026; NCB on that policy 35%.']]]);
  expect(result.fields).toMatchObject({ previous_policy_number: 'KSG/MOT/25/6650213', previous_policy_end_date: '2026-04-20', previous_ncb: 35 });
});

it('reads a tax rate printed in a label\'s Hindi and again in its English once (set 23)', () => {
  const result = read([
    [[35, 'Net Premium'], [532, '10,866.66']],
    [[35, 'आईजीएसटी @ 18% / IGST @ 18%'], [532, '1,956.00']],
  ]);
  expect(result.fields).toMatchObject({ taxes: 1956, taxes_rate: 18 });
});

it('reads the amount set right in a row of headers\' last column, past its header\'s end, as that header\'s (set 23)', () => {
  const result = read([
    [[46, 'Basic OD Premium'], [218, 'Basic TP Premium'], [390, 'Total Premium']],
    [[154, '9,436.02'], [331, '3,416.00'], [497, '14,564.28']],
  ]);
  expect(result.fields).toMatchObject({ basic_od_premium: 9436.02, basic_tp_premium: 3416, total_premium: 14564.28 });
});

it('joins an address line broken where the next word found no room with a space, over a line parting its pieces with commas (set 23)', () => {
  const wrappedForWidth = read([
    [[302, 'Address'], [364, 'Row House 7, Green Valley Society, Pimple']],
    [[364, 'Saudagar, Pune - 411027, Maharashtra']],
  ]);
  expect(wrappedForWidth.fields.customer_address).toBe('Row House 7, Green Valley Society, Pimple Saudagar, Pune - 411027, Maharashtra');
  // A part on a line of its own was broken on purpose, full as its line may be.
  const linePerPart = read([
    [[302, 'Address'], [364, 'Row House 7, Green Valley Society, Pimple']],
    [[364, 'Malleshwaram']],
    [[364, 'Bengaluru, Karnataka - 560003']],
  ]);
  expect(linePerPart.fields.customer_address).toBe('Row House 7, Green Valley Society, Pimple, Malleshwaram, Bengaluru, Karnataka - 560003');
});

it('reads the code the insurer gave the intermediary as its code over the regulator\'s registration number (set 23)', () => {
  const result = read([
    [[46, 'Policy sourced through Web Aggregator', 'bold', 8]],
    [[46, 'Name: CoverKart Insurance Web Aggregator Pvt. Ltd.'], [236, '|'], [244, 'Code: WA-NGI-000318']],
    [[46, 'IRDAI Web Aggregator Regn. No. IRDAI/WBA/41/2019']],
  ]);
  expect(result.fields).toMatchObject({ broker_name: 'CoverKart Insurance Web Aggregator Pvt. Ltd.', broker_code: 'WA-NGI-000318' });
});

it('takes a firm\'s name going on onto a second line as no label nor column header of the value under it (set 23, standalone OD)', () => {
  const label = (x: number, text: string): [number, string, string] => [x, text, 'label'];
  const value = (x: number, text: string): [number, string, string] => [x, text, 'value'];
  const page = pageIndexOf(
    drawnPage([
      [label(36, 'TP Insurer'), value(142, 'Bharatvarsha General Insurance'), label(304, 'TP Policy Number'), value(410, 'BGI/31/2206/TP/00298871')],
      [value(142, 'Company Limited')],
      [label(36, 'TP Policy Start Date'), value(142, '08-06-2022'), label(304, 'TP Policy End Date'), value(410, '07-06-2025')],
    ]),
  );
  const collector = new CandidateCollector();
  pairTableCells(page, collector);
  pairUnlabelledValues(page, collector);
  expect(collector.candidates.filter((candidate) => candidate.label?.text.includes('Company Limited'))).toEqual([]);
});

it('takes a part\'s name alone on its line over rows of labels and values in its own print as their heading (set 19)', () => {
  const label = (text: string): [number, string, string] => [320, text, 'label'];
  const value = (text: string): [number, string, string] => [415, text, 'value'];
  const result = read([
    [label('Previous Policy')],
    [label('Insurer'), value('Kaveri General Insurance Limited')],
    [label('Policy No.'), value('KGI/JPR/MC/24/018844')],
    [],
    [label('Intermediary')],
    [label('Name'), value('Suraksha Setu Insurance Brokers Pvt. Ltd.')],
    [label('Code'), value('SSIB-RJ-0092')],
  ]);
  expect(result.fields).toMatchObject({ previous_insurer_name: 'Kaveri General Insurance Limited', previous_policy_number: 'KGI/JPR/MC/24/018844', broker_name: 'Suraksha Setu Insurance Brokers Pvt. Ltd.', broker_code: 'SSIB-RJ-0092' });
});

it('reads an NCB "stepped up from 25% to 35%" as the expiring policy\'s, then this one\'s (set 23)', () => {
  const result = read([[[50, 'As no claim was reported during the expiring policy period, your No Claim Bonus has been stepped up from 25% to 35% on the renewed policy.']]]);
  expect(result.fields).toMatchObject({ previous_ncb: 25, ncb: 35 });
});

it('takes a value in labels\' words beside its label as no label, and a sentence as no label of the date under it (set 23, standalone OD)', () => {
  const page = pageIndexOf(
    drawnPage([
      [[36, 'Business Type', 'label'], [142, 'Renewal', 'value'], [304, 'Policy Type', 'label'], [410, 'Standalone OD', 'value']],
      [[36, 'OD Period Start', 'label'], [142, '15-03-2025 00:00 Hrs', 'value'], [304, 'Date of Issue', 'label'], [410, '12-03-2025', 'value']],
      [],
      [[30, 'Your active TP cover is with another insurer; renew it immediately; claims for third party liability are not payable under this policy.']],
      [[30, '15-03-2025']],
    ]),
  );
  const labelled = new CandidateCollector();
  for (const reading of page.readings) pairLabel(page, labelled, reading);
  expect(labelled.candidates.map((candidate) => candidate.label?.text)).not.toContain('Standalone OD');
  // (Set 5: "Liability Only (Long Term)" read as a period's label made the issue date under it doubtful.)
  const longTerm = read([
    [[36, 'Policy No.', 'label'], [128, 'MGIL/LTP/2025/000412738', 'value'], [302, 'Policy Type', 'label'], [394, 'Liability Only (Long Term)', 'value']],
    [[36, 'Business Type', 'label'], [128, 'New Business', 'value'], [302, 'Date of Issue', 'label'], [394, '02-05-2025', 'value']],
    [[36, 'Period From', 'label'], [128, '03-05-2025 (00:00 Hrs)', 'value'], [302, 'Period To', 'label'], [394, '02-05-2028 (Midnight)', 'value']],
  ]);
  expect(longTerm.fields.issue_date).toBe('2025-05-02');
  const unlabelled = new CandidateCollector();
  pairUnlabelledValues(page, unlabelled);
  expect(unlabelled.candidates.filter((candidate) => candidate.label?.text.startsWith('Your active TP cover'))).toEqual([]);
});

it('reads an address opening with a door\'s old and new numbers ("Old No. 14, New No. 27, …") as the address, not a previous policy\'s number (sets 13, 19, 23)', () => {
  const result = read([
    [[38, 'Name of the Insured'], [146, ': S. Lakshmi Narayanan']],
    [[38, 'Address'], [146, ': Old No. 14, New No. 27, Venkatraman Street, T. Nagar, Chennai, Tamil Nadu - 600017']],
    [[38, 'Mobile'], [146, ': 9444012398']],
  ]);
  expect(result.fields.customer_address).toBe('Old No. 14, New No. 27, Venkatraman Street, T. Nagar, Chennai, Tamil Nadu - 600017');
  expect(result.fields.previous_policy_number).toBeUndefined();
});

it('takes a side panel\'s caption over its rows of pairs as their heading beside another table\'s row (set 19, annexure)', () => {
  const caption = (text: string): [number, string, string] => [320, text, 'caption'];
  const result = read([
    [[30, 'Basic OD Premium', 'label'], [267, '13,843.98', 'value'], caption('Previous Policy')],
    [[30, 'No Claim Bonus (25%)', 'label'], [269, '-3,461.00', 'value'], caption('Insurer'), [415, 'Kaveri General Insurance Limited', 'value']],
    [[30, 'Add-on — Roadside Assistance', 'label'], [279, '175.00', 'value'], caption('Policy No.'), [415, 'KGI/JPR/MC/24/018844', 'value']],
  ]);
  expect(result.fields).toMatchObject({ previous_insurer_name: 'Kaveri General Insurance Limited', previous_policy_number: 'KGI/JPR/MC/24/018844' });
  expect(result.fields.policy_number).toBeUndefined();
});

it('reads a figure its unit names wherever it stands ("998 cc | 5 Seater"), and a label naming three fields with commas over a value of three parts (sets 7 and 9)', () => {
  const units = read([[[34, 'Make Hyundai | Model Venue SX(O) 1.0 Turbo DCT | Fuel Petrol | 998 cc | 5 Seater | Mfg. 2025']]]).fields;
  expect(units).toMatchObject({ cc: 998, seating_capicity: 5 });
  const sides = readPolicy(
    drawnPage(
      [
        [[42, 'Year of manufacture, cubic', 'label', 6.4], [196, '2021 / 1197 cc / 5 seats', 'value', 9.4]],
        [[42, 'capacity and seats', 'label', 6.4]],
      ],
      { lineGap: 8 },
    ),
  ).fields;
  expect(sides).toMatchObject({ manufacturing_year: 2021, cc: 1197, seating_capicity: 5 });
});

it('reads the business type a policy type\'s value holds as a part ("Comprehensive / Rollover"), and after a bare "Type" whose value is one (sets 7 and 9)', () => {
  expect(read([[[56, 'Cover'], [86, 'Comprehensive / Rollover'], [196, 'Mob.'], [212, '98314 55027']]]).fields).toMatchObject({ policy_type: 'Comprehensive', business_type: 'Rollover' });
  // …and one saying whose insurer it left (set 19, lakh-notation-summary).
  expect(read([[[60, 'Policy type'], [230, 'Comprehensive (Rollover from another insurer)']]]).fields).toMatchObject({ policy_type: 'Comprehensive', business_type: 'Rollover' });
  expect(read([[[24, 'Plan - Comprehensive (Package)'], [254, 'Type - Renewal']]]).fields).toMatchObject({ policy_type: 'Comprehensive', business_type: 'Renewal' });
});

it('reads an e-mail printed alone under the phone a contact label names as that party\'s ("Broker contact | 033-40657788" over "motor@…"), not one under another label (set 9, LeftMarginLabels)', () => {
  const fields = read([
    [[42, 'INTERMEDIARY', 'heading', 6.6]],
    [[42, 'Broker', 'label', 6.4], [196, 'Gangotri Insurance Brokers Pvt. Ltd.', 'value', 9.4]],
    [[42, 'Broker contact', 'label', 6.4], [196, '033-40657788', 'value', 9.4]],
    [[196, 'motor@gangotribrokers.com', 'value', 9.4]],
    [[42, 'Claims and service', 'label', 6.4], [196, '1800-345-6677 (toll free, 24x7)', 'value', 9.4]],
    [[196, 'service@konarkgic.in', 'value', 9.4]],
  ]).fields;
  expect(fields.broker_email).toBe('motor@gangotribrokers.com');
});

it('parts an address\'s lines broken with room to spare before a part named whole ("Gaur Saundaryam" / "Sector 4, …", "Skyline Palm Meadows" / "Chilavannur Road, …") (sets 7 and 9)', () => {
  // (The page's printed edge, far right of the address's lines.)
  const edge: Parameters<typeof drawnPage>[0][number] = [[40, 'Attachments: SAT_MC_25_6610934.pdf (402 KB); Receipt_SAT-RCPT-2510-99812.pdf (84 KB); Policy wording (1.2 MB)']];
  const fields = read([
    edge,
    [[40, 'Address'], [162, ': Flat 7B, Tower 3, Gaur Saundaryam']],
    [[171, 'Sector 4, Greater Noida West']],
    [[171, 'Uttar Pradesh - 201318']],
    [[40, 'Mobile'], [162, ': 9958123406']],
  ]).fields;
  expect(fields.customer_address).toBe('Flat 7B, Tower 3, Gaur Saundaryam, Sector 4, Greater Noida West, Uttar Pradesh - 201318');
  const road = read([
    edge,
    [[40, 'Address'], [162, ': Flat 6C, Skyline Palm Meadows']],
    [[171, 'Chilavannur Road, Kadavanthra, Kochi, Kerala - 682020']],
  ]).fields;
  expect(road.customer_address).toBe('Flat 6C, Skyline Palm Meadows, Chilavannur Road, Kadavanthra, Kochi, Kerala - 682020');
});

it('reads the insured\'s name and address from "This Policy No. … is issued on <date> to <name> of <address> (mobile …, e-mail …)" (set 7, ClauseSentences)', () => {
  const fields = read([
    [[70, 'This Policy No. 4011/M/118263/25 is issued on 13th January 2025 to Dipankar Baruah of']],
    [[70, 'House No. 17, Bye Lane 3, Rukminigaon, Guwahati, Assam - 781022 (mobile 9864023317, e-mail']],
    [[70, 'dipankar.baruah@gmail.com), hereinafter called "the Insured".']],
  ]).fields;
  expect(fields).toMatchObject({ customer_name: 'Dipankar Baruah', customer_address: 'House No. 17, Bye Lane 3, Rukminigaon, Guwahati, Assam - 781022', issue_date: '2025-01-13' });
});

it('reads labels in a value\'s later lines in that value\'s part ("Previous Policy | Konark …" over "Policy No. OG-…, expired on …"; "Intermediary | …" over "Code: DIB0091"), not a grid\'s other column (set 7, EndorsementRestated)', () => {
  const fields = readTight([
    [[46, '5.'], [74, 'Policy Number'], [234, 'OG-25-2311-1801-00004412']],
    [[46, '12.'], [74, 'Previous Policy'], [234, 'Konark General Insurance Ltd.']],
    [[234, 'Policy No. OG-24-2311-1801-00003390, expired on 07-Feb-2025']],
    [[46, '17.'], [74, 'Intermediary'], [234, 'Dhanvantari Insurance Brokers Ltd.']],
    [[234, 'Code: DIB0091 E-mail: mp.ops@dhanvantaribrokers.com']],
  ]).fields;
  expect(fields).toMatchObject({ policy_number: 'OG-25-2311-1801-00004412', previous_policy_number: 'OG-24-2311-1801-00003390', broker_code: 'DIB0091' });
});

it('reads no value under a slashed header\'s start for its later side ("Net Premium / IGST @18% / Total Premium" over "17,188.91 /", its own part two lines down) (set 11, SlashMergedCells)', () => {
  const header = (x: number, text: string): [number, string, string, number] => [x, text, 'label', 5.9];
  const value = (x: number, text: string): [number, string, string, number] => [x, text, 'value', 7.4];
  const fields = readTight([
    [header(43, 'Basic OD / OD Discount / NCB'), header(172, 'Add-ons: Zero Depreciation / Battery Protect /'), header(301, 'Total RSA Plus OD Premium / TP Premium'), header(429, 'Net Premium / IGST @18% / Total Premium')],
    [value(43, '46,618.60 /'), value(172, '4,970.00 / 2,130.00 / 299.00'), value(301, '17,188.91 /'), value(429, '17,188.91 /')],
    [value(43, '-33,565.39 /'), value(301, 'NOT APPLICABLE'), value(429, '3,094.00 /')],
    [value(43, '-3,263.30'), value(429, '20,282.91')],
  ]);
  // (The net premium's value is no total premium read surely: each side takes its own part of the stack.)
  expect(fields.fields).toMatchObject({ net_premium: 17188.91, taxes: 3094, total_premium: 20282.91 });
});

it('is not sure of a policy period its length alone proves where the OD and TP covers end apart (set 11, StampedWatermarkCopy)', () => {
  const result = read([
    [[40, 'Type of Policy'], [140, 'Comprehensive'], [305, 'Business'], [405, 'New Vehicle']],
    [[40, 'OD Cover Period'], [140, '03-11-2025 to 02-11-2026'], [305, 'TP Cover Period'], [405, '03-11-2025 to 02-11-2028']],
  ]);
  expect(result.fields.end_date === '2026-11-02' || result.confidence.end_date < 0.9).toBe(true);
});

it('ends the intermediary\'s name in "Policy sold by … Pvt. Ltd. · Aggregator code IWA-0093-BB" at the bullet (set 11, AggregatorBrowserPrint)', () => {
  const fields = read([[[52, 'Policy sold by BimaBazaar Insurance Web Aggregator Pvt. Ltd. · Aggregator code IWA-0093-BB']]]).fields;
  expect(fields).toMatchObject({ broker_name: 'BimaBazaar Insurance Web Aggregator Pvt. Ltd.', broker_code: 'IWA-0093-BB' });
});

it('reads make and model from a vehicle\'s title and its year from "2022 model", not from a firm named for a maker (set 11, AggregatorBrowserPrint)', () => {
  const fields = read([
    [[40, 'Tata AIG General Insurance Company Limited']],
    [[52, 'Your car']],
    [[52, 'Kia Seltos HTX 1.5', 'title', 12]],
    [[52, 'Petrol · 1497 cc · 5 seater · 2022 model']],
  ]).fields;
  expect(fields).toMatchObject({ make: 'Kia', model: 'Seltos HTX 1.5', manufacturing_year: 2022, cc: 1497, seating_capicity: 5 });
});

it('reads a value set a little lower beside its label, its Hindi under both, and a row of labels parted by bars over a value of as many pieces (set 11, BancaDebitAdvice)', () => {
  /** Rows of a bank's advice: the English label, its value 4 points lower at x 215, the label's Hindi 10 points under the English. */
  const rows: [string, string, string][] = [
    ['Registering Authority', 'RTO Madurai (South), TN-58', 'पंजीयन प्राधिकारी'],
    ['Make / Model', 'Hyundai / Creta SX 1.5 CRDi', 'निर्माता / मॉडल'],
    ['Fuel | Cubic Capacity | Seats', 'Diesel | 1493 cc | 5 (incl. driver)', 'ईंधन | घन क्षमता | सीटें'],
    ['Engine No. | Chassis No.', 'D4FEMM218237 | MALPC848FXMJMH2E6', 'इंजन | चेसिस संख्या'],
  ];
  const lines = rows.flatMap(([label, value, hindi]): Parameters<typeof drawnPage>[0] => [
    [[44, label, 'label', 7.6], [215, value, 'value', 8, 4]],
    [[44, hindi, 'hindi', 6]],
  ]);
  const fields = readPolicy(drawnPage(lines, { lineGap: 10 })).fields;
  expect(fields).toMatchObject({ make: 'Hyundai', model: 'Creta SX 1.5 CRDi', fuel_type: 'Diesel', cc: 1493, engine_number: 'D4FEMM218237' });
});

it('reads a policy number printed in groups of figures whole, beside the phone of a row of pairs (set 11, RatingWorksheet)', () => {
  const fields = read([
    [[40, 'POLICY NO', 'label'], [125, '- 2411 5025 0003 1187'], [310, 'DATE OF ISSUE', 'label'], [395, '- 08-Mar-2025']],
    [[40, 'INSURED NAME', 'label'], [125, '- LAKSHMI VENKATARAMAN'], [310, 'CONTACT NO', 'label'], [395, '- 9840076612']],
    [[40, 'PREV. INSURER', 'label'], [125, '- TRIVIKRAM GENERAL ASSURANCE LTD.'], [310, 'PREV. POLICY NO', 'label'], [395, '- 2411 5024 0002 9954']],
  ]).fields;
  expect(fields).toMatchObject({ policy_number: '2411 5025 0003 1187', previous_policy_number: '2411 5024 0002 9954', customer_phone: '9840076612' });
});

it('reads a code printed in brackets after the broker\'s name as the broker\'s, and no registration number as an intermediary\'s code (set 11, BreakInInspectionReport)', () => {
  const fields = read([
    [[40, 'Registration Number:', 'label'], [200, 'KA 05 MJ 0388']],
    [[40, 'Inspection Agency', 'label'], [200, 'Quickscan Surveyors & Loss Assessors Pvt. Ltd.']],
    [[40, 'Registration No. (as seen)', 'label'], [200, 'KA-05-MJ-0388']],
    [],
    [[40, 'Intermediary', 'bold', 9]],
    [[40, 'Broker:', 'label'], [200, 'Sarathi Insurance Brokers Pvt. Ltd. (Code: SIB/MUM/00417)']],
  ]).fields;
  expect(fields).toMatchObject({ vehicle_number: 'KA05MJ0388', broker_name: 'Sarathi Insurance Brokers Pvt. Ltd.', broker_code: 'SIB/MUM/00417' });
});

it('reads a premium matrix whose column headers name each cover\'s term, and no term as an amount (set 13, DealerBundledNewCar)', () => {
  const fields = read([
    [[128, 'Particulars', 'bold'], [275, 'Own Damage (1 Yr)', 'bold'], [382, 'Liability (3 Yrs)', 'bold'], [500, 'Total', 'bold']],
    [[38, 'Basic Premium'], [325, '19,346.28'], [425, '10,640.00'], [526, '29,986.28']],
    [[38, 'Add-on: Zero Depreciation'], [329, '3,211.00'], [455, '-'], [530, '3,211.00']],
    [[38, 'PA Cover for Owner-Driver (CSI Rs. 15 lakh)'], [355, '-'], [435, '375.00'], [536, '375.00']],
    [[38, 'Net Premium', 'bold'], [325, '22,557.28', 'bold'], [425, '11,015.00', 'bold'], [526, '33,572.28', 'bold']],
    [[38, 'GST @ 18%'], [530, '6,043.01']],
    [[38, 'Total Premium Payable', 'bold'], [526, '39,615.29', 'bold']],
  ]).fields;
  expect(fields).toMatchObject({ basic_od_premium: 19346.28, basic_tp_premium: 10640, total_od_premium: 22557.28, total_tp_premium: 11015, net_premium: 33572.28 });
});

it('reads a firm\'s name before a bar as the value of the label left of it, and a bar after a value\'s figures as the end of its pair (set 13, BrokerLetterheadPack)', () => {
  const fields = read([
    [[47, '6'], [67, 'Contact Details', 'bold'], [217, 'Mobile 9846071255 | E-mail tvkurian@gmail.com']],
    [[45, '19'], [67, 'Intermediary', 'bold'], [217, 'Malabar Insurance Brokers Pvt. Ltd. | Code: BRC0013377 | Licence No. 309 | Tel 0484-2351900']],
    [[45, '20'], [67, 'Compulsory Deductible', 'bold'], [217, 'Rs. 1,000 per claim']],
  ]).fields;
  expect(fields).toMatchObject({ customer_phone: '9846071255', customer_email: 'tvkurian@gmail.com', broker_name: 'Malabar Insurance Brokers Pvt. Ltd.', broker_code: 'BRC0013377' });
});

it('reads a row of labels after the broker\'s as the broker\'s, under the previous policy\'s heading, and a name\'s label with a note in brackets over its name (set 13, FinancierReceiptSchedule)', () => {
  const fields = read([
    [[34, 'PREVIOUS POLICY DETAILS', 'bold']],
    [[34, 'Previous Insurer'], [130, 'Vasundhara General Insurance Ltd.']],
    [[34, 'Previous Policy No.'], [130, 'VGI-PC-23-00458712']],
    [],
    [[34, 'Intermediary Name (IRDAI Lic. No. 412)'], [285, 'Intermediary Code'], [360, 'Phone'], [430, 'E-mail']],
    [[34, 'Abhay Insurance Brokers Pvt. Ltd.', 'bold'], [285, 'IBC0045712', 'bold'], [360, '020-67294400'], [430, 'motor.desk@abhaybrokers.in']],
  ]).fields;
  expect(fields).toMatchObject({ broker_name: 'Abhay Insurance Brokers Pvt. Ltd.', broker_code: 'IBC0045712', broker_email: 'motor.desk@abhaybrokers.in', previous_policy_number: 'VGI-PC-23-00458712' });
  expect(fields.customer_email).toBeUndefined();
});

it('reads a value under a Hindi label and its English beside it whole, and surely (set 13, BilingualBoxedCertificate)', () => {
  const result = read([
    [[26, 'मध्यस्थ / INTERMEDIARY', 'bold', 8.5]],
    [[30, 'ब्रोकर नाम', 'hindi', 6.2], [70, 'Broker Name', 'label', 6.2], [302, 'ब्रोकर कोड', 'hindi', 6.2], [330, 'Broker Code', 'label', 6.2]],
    [[30, 'Awadh Insurance Brokers Pvt. Ltd.'], [302, 'GGI-DB-0061']],
  ]);
  expect(result.fields).toMatchObject({ broker_name: 'Awadh Insurance Brokers Pvt. Ltd.', broker_code: 'GGI-DB-0061' });
  expect(result.confidence.broker_name).toBeGreaterThanOrEqual(0.9);
});

it('takes no e-mail whose domain spells another firm\'s name, by initials or with words left out, as the customer\'s or the broker\'s (set 13, ExpiringVersusRenewed, BrokerLetterheadPack)', () => {
  const fields = read([
    [[42, 'Aravali General Insurance Company Limited', 'title', 14]],
    [[42, 'Toll free 1800 180 7788 | renewals@aravaligic.co.in']],
    [[42, 'Your relationship manager at Malabar Insurance Brokers Pvt. Ltd.:']],
    [[42, 'Mobile: 9447120388 E-mail: anju.thomas@malabarbrokers.in']],
    [],
    [[44, 'Name'], [134, ': Vikram Singh Rathore']],
    [[44, 'Mobile'], [134, ': 9414073326']],
    [[44, 'E-mail'], [134, ': drvsrathore@yahoo.co.in']],
    [],
    [[42, 'The premium has been received through your intermediary Maru Insurance Brokers Pvt. Ltd.. For any service request please write to renewals@aravaligic.co.in.']],
    [],
    [[46, 'INTERMEDIARY', 'bold']],
    [[44, 'Broker'], [134, ': Maru Insurance Brokers Pvt. Ltd.']],
    [[44, 'E-mail'], [134, ': care@maruinsurance.in']],
  ]).fields;
  expect(fields).toMatchObject({ customer_email: 'drvsrathore@yahoo.co.in', broker_email: 'care@maruinsurance.in' });
});

it('is sure of no field of a statement printing two policies side by side, none saying which is the document\'s (set 14, TwinPolicyStatement)', () => {
  const row = (label: string, first: string, second: string): Parameters<typeof drawnPage>[0][number] => [[36, label], [118, first], [309, label], [391, second]];
  const result = read([
    row('Policy No.', 'KGI-PC-2025-0318842', 'KGI-PC-2025-0318851'),
    row('Policyholder', 'Sandeep Bhausaheb Gaikwad', 'Rohini Sandeep Gaikwad'),
    row('Mobile', '9923318840', '9881204576'),
    row('Registration No.', 'MH 15 HQ 2041', 'MH 15 GR 7724'),
    row('Engine No.', '12BT2205YM3812', 'K12MN3301877'),
    row('Total OD Premium', 'Rs. 12,964.00', 'Rs. 7,858.50'),
    row('Total TP Premium', 'Rs. 3,791.00', 'Rs. 3,791.00'),
    row('Net Premium', 'Rs. 16,755.00', 'Rs. 11,649.50'),
    row('GST @ 18%', 'Rs. 3,015.90', 'Rs. 2,096.91'),
    row('Gross Premium', 'Rs. 19,770.90', 'Rs. 13,746.41'),
  ]);
  expect(Math.max(...Object.values(result.confidence))).toBeLessThan(0.9);
  expect(result.needsReview).toBe(true);
});

it('reads labels in abbreviations by the legend the page prints, and "FR" for "from" (set 14, AbbrevSmallCapsSlip)', () => {
  const fields = read([
    [[28, 'PN'], [72, 'SMG/31/2025/0117703'], [208, 'POI FR'], [252, '12-03-25 00:00'], [388, 'POI TO'], [432, '11-03-26 23:59']],
    [[28, 'RN'], [72, 'AP39 QK 4406'], [208, 'EN'], [252, 'DKL043881'], [388, 'CN'], [432, 'MEXH21CW8NT014572']],
    [[28, 'PI'], [72, 'Sindhu Motor & General Assurance Ltd.'], [298, 'PPN'], [332, 'SMG/31/2024/0098127']],
    [],
    [[28, 'Abbreviations: PN Policy Number; POI Period of Insurance; RN Registration Number; EN', 'note', 6]],
    [[28, 'Engine Number; CN Chassis Number; PI Previous Insurer; PPN Previous Policy Number.', 'note', 6]],
  ]).fields;
  expect(fields).toMatchObject({
    policy_number: 'SMG/31/2025/0117703',
    start_date: '2025-03-12',
    end_date: '2026-03-11',
    vehicle_number: 'AP39QK4406',
    engine_number: 'DKL043881',
    chasis_number: 'MEXH21CW8NT014572',
    previous_insurer_name: 'Sindhu Motor & General Assurance Ltd.',
    previous_policy_number: 'SMG/31/2024/0098127',
  });
});

it('reads the insured from a proposal\'s recital: name, address, mobile and e-mail (set 14, NarrativeSchedule)', () => {
  const fields = read([
    [[62, 'The Insured', 'bold'], [166, 'Ms. Gurpreet Kaur Sandhu, of House No. 1147, Sector 46, Gurugram,']],
    [[166, 'Haryana - 122003 (mobile 9818720345, e-mail']],
    [[166, 'gurpreet.sandhu@hotmail.com), hereinafter called "the Insured", having by a']],
    [[166, 'proposal and declaration dated 17th July 2025 applied to Vindhya General']],
  ]).fields;
  expect(fields).toMatchObject({
    customer_name: 'Gurpreet Kaur Sandhu',
    customer_address: 'House No. 1147, Sector 46, Gurugram, Haryana - 122003',
    customer_phone: '9818720345',
    customer_email: 'gurpreet.sandhu@hotmail.com',
  });
});

it('reads each part of a sum printed on one line, "Net Premium ₹x + GST @18% ₹y = Total Premium ₹z" (set 14, EmployerSchemeSchedule)', () => {
  const fields = read([[[44, 'Net Premium ₹14,091.25 + GST @18% ₹2,536.43 = Total Premium ₹16,627.68', 'bold']]]).fields;
  expect(fields).toMatchObject({ net_premium: 14091.25, taxes: 2536.43, total_premium: 16627.68 });
});

it('reads a registration number printed alone, large, beside the car\'s name as the vehicle\'s, below the bar of review (set 14, PhoneCardStack)', () => {
  const result = read([
    [[156, 'Maruti Suzuki Baleno Zeta']],
    [[33, 'MH 12 RT 6408', 'heading', 12]],
    [[24, 'Make'], [182, 'Model / Variant']],
    [[24, 'Maruti Suzuki'], [182, 'Baleno Zeta']],
  ]);
  expect(result.fields.vehicle_number).toBe('MH12RT6408');
  expect(result.confidence.vehicle_number).toBeLessThan(0.9);
});

it('proves no premium by a sum another block\'s premiums make as well, as a mail quoting last year\'s does (set 16, QuotedReplyMail)', () => {
  const result = read([
    [[40, 'Total OD Premium :'], [200, '8,000.00']],
    [[40, 'Total TP Premium :'], [200, '3,791.00']],
    [[40, 'Net Premium :'], [200, '11,791.00']],
    [],
    [[40, '> On 12 Mar 2024 Kayal Insurance Brokers wrote:']],
    [[40, '> Total OD Premium :'], [200, '6,584.00']],
    [[40, '> Total TP Premium :'], [200, '3,416.00']],
    [[40, '> Net Premium :'], [200, '10,000.00']],
  ]);
  expect(Math.max(result.confidence.total_od_premium, result.confidence.total_tp_premium, result.confidence.net_premium)).toBeLessThan(0.9);
});

it('spells out only the abbreviations opening a run, not a value\'s letters that spell one, and takes no legend\'s run-on text for a meaning (review)', () => {
  const fields = read([
    [[28, 'RN'], [72, 'OD 02 AB 1234'], [208, 'PN'], [252, 'SMG/31/2025/0117703']],
    [],
    [[28, 'Abbreviations: RN Registration Number; OD Own Damage; PN Policy Number.', 'note', 6]],
    [[28, 'This is a computer generated document and needs no signature of any officer of the Company.', 'note', 6]],
  ]).fields;
  expect(fields).toMatchObject({ vehicle_number: 'OD02AB1234', policy_number: 'SMG/31/2025/0117703' });
});

it('reads a label holding its own note in brackets with a colon as one label, no aside ("Period of Insurance (From: … To: …)", review)', () => {
  const fields = read([[[40, 'Period of Insurance (From: 01/04/2025 To: 31/03/2026)']]]).fields;
  expect(fields).toMatchObject({ start_date: '2025-04-01', end_date: '2026-03-31' });
});

it('doubts no field where the insured\'s name is printed twice, in capitals and not (review)', () => {
  const result = read([
    [[40, 'Dear SANDEEP GAIKWAD,']],
    [[40, 'Policy No.'], [200, 'KGI-PC-2025-0318842']],
    [[40, 'Insured Name'], [200, 'Sandeep Gaikwad']],
    [[40, 'Mobile'], [200, '9923318840']],
    [[40, 'Registration No.'], [200, 'MH 15 HQ 2041']],
  ]);
  expect(result.confidence.policy_number).toBeGreaterThanOrEqual(0.9);
});

it('offers no value after a colon that a label follows straight away, and does not fail on it', () => {
  const page = pageIndexOf(drawnPage([[[40, 'Xyzzy: Policy No.']]]));
  const segment = page.model.segments[0];
  // (The label read apart from the word before the colon, as in a layout that prints a code there.)
  const readings = page.readingsOf(segment).filter((reading) => reading.from === 0).map((reading) => ({ ...reading, from: 1 }));
  page.readingsOf = () => readings;
  const collector = new CandidateCollector();
  pairUnlabelledValues(page, collector);
  expect(collector.candidates).toEqual([]);
});

it('parts a row of slashed headers over values cut at their slashes over as many lines, a label\'s rate or note no value of it, and "Current" is this policy\'s under the previous policy\'s heading (set 11, SlashMergedCells)', () => {
  const fields = read([
    [[43, 'Engine (Motor) No. / Chassis No.'], [215, 'KW / Seats / Fuel'], [386, 'Net Premium / IGST @18% / Total Premium']],
    [[43, 'PMS105K230718842 /'], [215, '105 KW /'], [386, '17,188.91 /']],
    [[43, 'MAT62709WA6U4LSL0'], [215, '5 /'], [386, '3,094.00 /']],
    [[215, 'ELECTRIC'], [386, '20,282.91']],
    [[43, 'PREVIOUS INSURANCE']],
    [[43, 'Prev. Insurer / Prev. Policy No.'], [215, 'Prev. Policy Expiry / Claim (Y/N)'], [386, 'Prev. NCB % / Current NCB %']],
    [[43, 'Narmada General Insurance Ltd. /'], [215, '2025-08-22 /'], [386, '20 /']],
    [[43, 'NG-24-SOD-1936604'], [215, 'N'], [386, '25']],
  ]).fields;
  expect(fields).toMatchObject({
    engine_number: 'PMS105K230718842', chasis_number: 'MAT62709WA6U4LSL0', seating_capicity: 5, fuel_type: 'Electric',
    net_premium: 17188.91, taxes: 3094, total_premium: 20282.91, previous_ncb: 20, ncb: 25,
  });
});

it('reads an IDV in lakhs, a period under a label giving its length, and an aggregator\'s name before its licence in brackets (set 19, lakh-notation-summary)', () => {
  const result = read([
    [[40, 'Insured Declared Value', 'label', 7], [340, 'You paid', 'label', 7]],
    [[40, '₹13.45 Lakh', 'value', 12], [340, '₹58,690', 'value', 12]],
    [[40, 'Own Damage cover (1 Year)', 'label', 7], [340, 'Third Party cover (3 Years)', 'label', 7]],
    [[40, '01.05.2025 00:00 hrs – 30.04.2026 23:59 hrs'], [340, '01.05.2025 00:00 hrs – 30.04.2028 23:59 hrs']],
    [[40, 'Sold by PolicyNidhi Insurance Web Aggregator Pvt. Ltd. (IRDAI/WBA/41/2016), intermediary code IWA-0041-GG. Help: support@policynidhi.in']],
  ]);
  expect(result.fields).toMatchObject({
    vehicle_idv: 1345000, od_start_date: '2025-05-01', od_end_date: '2026-04-30', tp_start_date: '2025-05-01', tp_end_date: '2028-04-30',
    broker_name: 'PolicyNidhi Insurance Web Aggregator Pvt. Ltd.', broker_code: 'IWA-0041-GG',
  });
});

it('reads a form\'s dates printed a figure a box, its period labels with their hours in brackets, and a percentage chosen by its tick (set 19, comb-box-proposal)', () => {
  const fields = read([
    [[28, 'Registration No.', 'label'], [220, 'Date of Registration', 'label'], [370, 'Registering Authority (RTO)', 'label']],
    [[32, 'MH12TK6409'], [224, '1 7'], [258, '0 8'], [292, '2021'], [373, 'MH-12 Pune']],
    [[225, 'D D', 'hint', 6], [259, 'M M', 'hint', 6], [293, 'Y Y Y Y', 'hint', 6]],
    [[28, 'NCB % on expiring policy', 'label'], [300, 'Claim lodged in expiring policy?', 'label']],
    [[40, '0%'], [74, '20%'], [113, '25%'], [140, '✓ 35%'], [190, '45%'], [312, 'Yes'], [340, '✓ No']],
    [[28, 'Period From (00:00 hrs)', 'label'], [178, 'Period To (Midnight)', 'label']],
    [[32, '1 7'], [66, '0 8'], [100, '2025'], [182, '1 6'], [216, '0 8'], [250, '2026']],
  ]).fields;
  expect(fields).toMatchObject({ registration_date: '2021-08-17', previous_ncb: 35, start_date: '2025-08-17', end_date: '2026-08-16' });
});

it('reads no name after a label closing on a slash, nor an insurer billed as the customer surely (set 19, broker-invoice-with-commission)', () => {
  const result = read([
    [[31, 'Bill To (Insurer)'], [131, 'Shivalik General Insurance Co. Ltd., SCO'], [301, 'Insurer GSTIN'], [401, '04AAKCS2093M1Z7']],
    [[321, 'POSP / Sub-agent payout (internal)'], [535, '2,849.06']],
  ]);
  expect(result.confidence.customer_name ?? 0).toBeLessThan(0.9);
  expect(result.fields.broker_name).toBeUndefined();
  // (A name after a slash is a name: "Insured Name / Nitin Kumar Yadav".)
  expect(read([[[31, 'Insured Name / Nitin Kumar Yadav']]]).fields.customer_name).toBe('Nitin Kumar Yadav');
});

it('keeps what the review of the session found read right before (a cut value\'s last line whole, an amount in brackets, a credit, a surname first, a wrapped address)', () => {
  expect(read([
    [[40, 'Insured Name / Address']],
    [[40, 'Anil Sharma /']],
    [[40, 'H. No. 12 and 13, Sector 5, Gurgaon 122001']],
  ]).fields).toMatchObject({ customer_name: 'Anil Sharma', customer_address: 'H. No. 12 and 13, Sector 5, Gurgaon 122001' });
  expect(read([[[40, 'Total Premium'], [200, 'Rs. 25,431.00 Cr']]]).fields.total_premium).toBe(25431);
  const surnameFirst = read([[[44, 'Name & Address of Insured'], [215, ': JOSHI, POOJA ANIL, 54-B, Scheme No. 78, Vijay Nagar, Indore 452010']]]).fields;
  expect(surnameFirst.customer_name).not.toBe('JOSHI');
  const wrappedAddress = read([
    [[44, 'Name & Address of Insured'], [215, ': Pooja Anil Joshi, 54-B, Scheme No. 78,']],
    [[223, 'Vijay Nagar, Indore, Madhya Pradesh 452010']],
  ]).fields;
  expect(wrappedAddress.customer_address).toBe('54-B, Scheme No. 78, Vijay Nagar, Indore, Madhya Pradesh 452010');
});

it('ends the expiring policy\'s part at a heading naming the renewed policy with its insurer after a dash (set 19, two-insurer-comparison-renewal)', () => {
  const fields = read([
    [[36, '1. YOUR EXPIRING POLICY', 'heading', 9]],
    [[36, 'Insurer', 'label'], [131, 'Arunodaya General Insurance Ltd.'], [310, 'Policy No.', 'label'], [405, 'AGI/OD/2024/RPR/0663148']],
    [[36, 'Cover', 'label'], [131, 'Standalone OD'], [310, 'Period', 'label'], [405, '16-Oct-2024 – 15-Oct-2025']],
    [],
    [[36, '2. YOUR RENEWED POLICY — Vindhya Assurance General Insurance Ltd.', 'heading', 9]],
    [[31, 'Policy No.', 'label'], [146, 'VAG/CG/OD/25/0077352'], [301, 'Issue Date', 'label'], [416, '14-Oct-2025']],
    [[31, 'Policy Type', 'label'], [146, 'Own Damage (Standalone)'], [301, 'Business Type', 'label'], [416, 'Rollover']],
  ]).fields;
  expect(fields).toMatchObject({ policy_number: 'VAG/CG/OD/25/0077352', previous_policy_number: 'AGI/OD/2024/RPR/0663148' });
});

it('parts "Name & Address of Insured: Pooja Anil Joshi, 54-B, …" at the name\'s comma (set 19, duplicate-watermark-copy)', () => {
  const fields = read([[[44, 'Name & Address of Insured'], [215, ': Pooja Anil Joshi, 54-B, Scheme No. 78, Vijay Nagar, Indore, Madhya Pradesh 452010']]]).fields;
  expect(fields).toMatchObject({ customer_name: 'Pooja Anil Joshi', customer_address: '54-B, Scheme No. 78, Vijay Nagar, Indore, Madhya Pradesh 452010' });
});

it('reads an address centred in its table cell over both its lines (set 19, stacked-one-row-tables)', () => {
  const { fields } = readPolicy(drawnPage([
    [[65, 'Insured Name', 'label'], [227, 'Address', 'label'], [385, 'Mobile', 'label'], [492, 'E-mail', 'label']],
    [[37, 'Lakshmi Prasanna Gaddam', 'value', 6], [154, 'Villa 23, Aparna Sarovar, Nallagandla, Serilingampally,', 'value', 6], [373, '9949302718', 'value', 6], [451, 'lakshmi.gaddam@gmail.com', 'value', 6]],
    [[217, 'Hyderabad 500019', 'value', 6]],
  ], { lineGap: 10 }));
  expect(fields.customer_address).toBe('Villa 23, Aparna Sarovar, Nallagandla, Serilingampally, Hyderabad 500019');
});

it('reads a label with a figure in its note in brackets whole ("Basic TP Premium (up to 1000 cc)"), its amount beside it (set 19, amounts-in-words-receipt)', () => {
  const fields = read([
    [[31, 'Basic TP Premium (up to 1000 cc)'], [268, 'Rs. 2,094/- Rupees Two Thousand Ninety Four Only']],
    [[31, 'Compulsory PA — Owner-Driver (CSI 15 Lakh)'], [275, 'Rs. 375/- Rupees Three Hundred Seventy Five Only']],
    [[31, 'Total TP Premium'], [263, 'Rs. 2,469/- Rupees Two Thousand Four Hundred Sixty Nine Only']],
  ]).fields;
  expect(fields).toMatchObject({ basic_tp_premium: 2094, total_tp_premium: 2469 });
});

/** A page of two columns, the right one opening headless with the two rows given as [label, value] (set 16, SplitColumnFlow). */
const columnFlowPage = ([first, second]: [string, string][]) =>
  [
    [[32, 'POLICY', 'bold', 9], [309, first[0]], [401, first[1]]],
    [[32, 'Policy No.'], [124, 'KV/PCP/24/118/0093046'], [309, second[0]], [401, second[1]]],
    [[32, 'Period'], [124, '02-Nov-2024 to 01-Nov-2025'], [309, 'NCB earned'], [401, '20%']],
    [[32, 'Issued on'], [124, '30-Oct-2024'], [309, 'PREMIUM (RS.)', 'bold', 9]],
    [[32, 'INSURED', 'bold', 9], [309, 'Basic OD'], [401, '36,260.74']],
    [[32, 'Name'], [124, 'Shreyas Narayan Bhat'], [309, 'Basic TP'], [401, '3,416.00']],
    [[32, 'Mobile'], [124, '9845062231'], [309, 'Net premium'], [401, '39,676.74']],
    [[32, 'PREVIOUS POLICY', 'bold', 9]],
    [[32, 'Insurer'], [124, 'Aravalli Shield General Insurance Ltd.']],
  ] as Parameters<typeof drawnPage>[0];

describe('a page whose text flows from column to column (set 16, SplitColumnFlow)', () => {
  it('reads a headless right column that repeats the left column\'s labels as the part the left column ended with', () => {
    const { fields } = read(columnFlowPage([['Policy No.', 'ASG/PC/2023/771204'], ['Period', '02-Nov-2023 to 01-Nov-2024']]));
    expect(fields).toMatchObject({
      policy_number: 'KV/PCP/24/118/0093046', start_date: '2024-11-02', previous_policy_number: 'ASG/PC/2023/771204',
      previous_policy_end_date: '2024-11-01', previous_insurer_name: 'Aravalli Shield General Insurance Ltd.',
    });
  });

  it('keeps a headless right column naming other fields this policy\'s', () => {
    const { fields } = read(columnFlowPage([['Cover Note No.', 'ASG/PC/2023/771204'], ['Claims', '02-Nov-2023 to 01-Nov-2024']]));
    expect(fields.previous_policy_number).toBeUndefined();
    expect(fields.previous_policy_end_date).toBeUndefined();
  });
});

it('reads an engine and a chassis number named by one word inside a sentence, not a policy number after "policy" (set 21, emailed-quote-converted)', () => {
  const { fields } = read([
    [[40, 'Vehicle particulars as recorded: Petrol, 1197 cc, 5 seater, manufactured 2017, engine K12MN4451876, chassis MA3FJEB1S00451876.']],
    [[40, 'It was taken as a Rollover from Kaveri Shield General Insurance Ltd., whose policy KSG/TP/24/3318290 expires soon.']],
  ]);
  expect(fields).toMatchObject({ engine_number: 'K12MN4451876', chasis_number: 'MA3FJEB1S00451876' });
  expect(fields.policy_number).toBeUndefined();
});

describe('a broker\'s mail telling the policy in sentences (set 21, emailed-quote-converted)', () => {
  it('reads the car, the rollover\'s expiring policy and the address on the policy', () => {
    const { fields } = read([
      [[40, 'Dear Farhan Shaikh, your policy no. HMG-TP-2025-0209966 has been issued on 03-Dec-2025 by Himgiri Motor & General Insurance Ltd. for']],
      [[40, 'your Maruti Suzuki Swift VXI (MH02EQ1784) for the period from 05-Dec-2025 to 04-Dec-2026. It is a Third Party policy, taken']],
      [[40, 'as a Rollover from Kaveri Shield General Insurance Ltd., whose policy KSG/TP/24/3318290 expires on 04-Dec-2025. Address on the']],
      [[40, 'policy: Room 12, Building 4, Bharat Nagar, Bandra East, Mumbai, Maharashtra - 400051. Team PolicyMitra wishes you a safe drive.']],
    ]);
    expect(fields).toMatchObject({
      make: 'Maruti Suzuki', model: 'Swift VXI', business_type: 'Rollover',
      previous_insurer_name: 'Kaveri Shield General Insurance Ltd.', previous_policy_number: 'KSG/TP/24/3318290', previous_policy_end_date: '2025-12-04',
      customer_address: 'Room 12, Building 4, Bharat Nagar, Bandra East, Mumbai, Maharashtra - 400051',
    });
  });

  it('reads a renewal of the policy it names, and the registration in brackets', () => {
    const { fields } = read([
      [[40, 'Your policy no. HMG-PC-2026-0154782 has been issued today by Himgiri Motor & General Insurance Ltd. for your Hyundai Creta SX']],
      [[40, '(registration RJ 19 CT 5520) for the period from 27/08/2026 to 26/08/2027. It is a Comprehensive (package) policy and a renewal of']],
      [[40, 'policy HMG-PC-2025-0118733, which expires on 26/08/2026. Kindly keep this mail with the policy document for your records.']],
    ]);
    expect(fields).toMatchObject({
      make: 'Hyundai', model: 'Creta SX', vehicle_number: 'RJ19CT5520', business_type: 'Renewal',
      policy_number: 'HMG-PC-2026-0154782', previous_policy_number: 'HMG-PC-2025-0118733', previous_policy_end_date: '2026-08-26',
    });
  });
});

it('reads a model with a bracket of its own after "for your" and its maker whole, not cut at the bracket (set 1, L5)', () => {
  const { fields } = read([
    [[40, 'We thank you for insuring with us for your Hyundai Verna SX(O) 1.5 Turbo (registration TS 07 GH 8899) for the period from']],
    [[40, '21/07/2025 to 20/07/2026, for both own damage and third party liability. We acknowledge receipt of the premium with thanks.']],
  ]);
  expect(fields).toMatchObject({ make: 'Hyundai', model: 'Verna SX(O) 1.5 Turbo', vehicle_number: 'TS07GH8899' });
});

it('takes a heading printed as the labels are for one across a column\'s gutter from the other column\'s value (set 29, HeaderKpiBand)', () => {
  const row = (left: string, leftValue: string, label?: string, value?: string) =>
    [[40, left, 'label', 7.6], [132, leftValue, 'value', 7.8], ...(label ? [[303, label, 'label', 7.6], [395, value!, 'value', 7.8]] : [])] as [number, string, string, number][];
  const { fields } = read([
    [[40, 'VEHICLE', 'bold'], [303, 'COVER', 'bold']],
    row('Make', 'Hyundai', 'Policy number', '3112/2025/SOD/00418826'),
    row('Model', 'i20 Asta (O) 1.2 MT'),
    row('Dealer address', 'C-45, Malviya Nagar, Near Gaurav Tower,'),
    [...row('Manufacturing year', '2023'), [303, 'PREVIOUS INSURANCE', 'bold', 8]],
    row('Registration date', 'July 22, 2023', 'Previous insurer', 'Vindhya General Insurance Company Ltd.'),
    row('Engine number', 'G4LAPM518834', 'Policy number', '3112/2024/SOD/00311572'),
    row('Chassis number', 'MALBM51RLPM427715', 'Expired on', 'July 21, 2025'),
  ]);
  expect(fields).toMatchObject({ policy_number: '3112/2025/SOD/00418826', previous_policy_number: '3112/2024/SOD/00311572', previous_policy_end_date: '2025-07-21' });
});

describe('a dealer\'s line of pairs parted by bars (set 7, DealerOEM)', () => {
  const lines = [
    [[34, 'OEM programme discount'], [400, '45%'], [500, '(-) 17,298.09']],
    [[34, 'VEHICLE', 'bold', 9]],
    [[34, 'Make Hyundai | Model Venue SX(O) 1.0 Turbo DCT | Fuel Petrol | 998 cc | 5 Seater | Mfg. 2025']],
    [[34, 'Regn. No. MH15JU7021 (registered on 30-09-2025, RTO Nashik)']],
    [[308, 'Delivery date: 02-10-2025']],
  ] as Parameters<typeof drawnPage>[0];

  it('reads the make before the first bar as a pair, not as a label taking the maker\'s name', () => {
    expect(read(lines).fields).toMatchObject({ make: 'Hyundai', model: 'Venue SX(O) 1.0 Turbo DCT', fuel_type: 'Petrol' });
  });

  it('reads the date a car was "registered on" in an aside, not its delivery date, and the registration number the aside follows', () => {
    expect(read(lines).fields).toMatchObject({ registration_date: '2025-09-30', vehicle_number: 'MH15JU7021' });
  });

  it('takes a bar after a label and words of its own the lexicon lacks for the label\'s colon ("NCB Applicable | 45%")', () => {
    expect(read([[[34, 'NCB Applicable | 45%']], [[34, 'Make | Model | Fuel']], [[34, 'Honda | City VX CVT | Petrol']]]).fields).toMatchObject({ ncb: 45 });
  });
});

describe('a core system\'s summary of pairs (set 31, CoreSystemSummary)', () => {
  it('reads labels joined to their values by a hyphen, pairs parted by semicolons', () => {
    const { fields } = read([
      [[34, 'POL NO-30062605MC004412; PROD-2311 PVT CAR PKG; POL TYPE-COMPREHENSIVE']],
      [[34, 'INSD-RAJESH VASANTRAO WANKHEDE; CUST ID-CN0048817293']],
      [[34, 'VEH-MH31FQ2741; MAKE-MARUTI SUZUKI; MODEL-ERTIGA VXI CNG; BODY-MPV']],
      [[34, 'ENG NO-K15CN9063318; CHS NO-MA3BNC62S00958104']],
      [[34, 'MOB-9822714056; EMAIL-rajesh.wankhede@gmail.com']],
      [[34, 'BROKER-ORANGE CITY INSURANCE BROKERS PVT LTD; BROKER CD-BR0001529']],
      [[34, 'BROKER EMAIL-ops@orangecitybrokers.in; CHANNEL-BROKER; SM CD-NGP0142']],
    ]);
    expect(fields).toMatchObject({
      customer_phone: '9822714056', customer_email: 'rajesh.wankhede@gmail.com', broker_email: 'ops@orangecitybrokers.in',
      policy_number: '30062605MC004412', customer_name: 'RAJESH VASANTRAO WANKHEDE', vehicle_number: 'MH31FQ2741', make: 'MARUTI SUZUKI',
      model: 'ERTIGA VXI CNG', engine_number: 'K15CN9063318', chasis_number: 'MA3BNC62S00958104',
      broker_name: 'ORANGE CITY INSURANCE BROKERS PVT LTD', broker_code: 'BR0001529',
    });
  });

  it('keeps an identifier\'s hyphens its own: alone in its run, after its whole label, or a code\'s parts', () => {
    expect(read([[[34, 'Partner code'], [300, 'IMD-3100421']]]).fields.broker_code).toBe('IMD-3100421');
    expect(read([[[34, 'Broker Code BRK-09263']]]).fields.broker_code).toBe('BRK-09263');
    expect(read([[[34, 'Dhwaja Insurance Brokers LLP'], [300, 'BRK-09263']], [[34, 'मध्यस्थ कोड'], [300, ': BRK-90027']]]).fields.broker_code).not.toBe('90027');
  });

  it('starts a label after a slash only from label words ("SANTOSH KUMAR SINHA / CUST CODE:", "ALTO K10 VXI / MFG:")', () => {
    const { fields } = read([
      [[34, 'INSURED: SANTOSH KUMAR SINHA / CUST CODE: MGD0013377421']],
      [[34, 'MAKE: MARUTI / MODEL: ALTO K10 VXI / MFG: 2017']],
      [[34, 'PREV INSURER: MAGADH GENERAL INS LTD / PREV POLICY: MGD/PAT/TP/25/00207']],
    ]);
    expect(fields).toMatchObject({ customer_name: 'SANTOSH KUMAR SINHA', model: 'ALTO K10 VXI', previous_insurer_name: 'MAGADH GENERAL INS LTD', manufacturing_year: 2017 });
  });
});

it('reads a premium row\'s amount past its "Section" column of categories (set 31, RunningHeaderTwoPage)', () => {
  const row = (label: string, section: string, amount: string) => [[45, label], [380, section], [510, amount]] as [number, string][];
  const { fields } = read([
    [[45, 'Particulars', 'bold'], [380, 'Section', 'bold'], [500, 'Amount (Rs.)', 'bold']],
    row('Basic Own Damage Premium', 'I - OD', '11,620.00'),
    row('Add-on: Zero Depreciation Cover', 'I - OD', '2,187.00'),
    row('Total Add-on Premium', 'I - OD', '3,522.00'),
    row('Less: No Claim Bonus (50%)', 'I - OD', '-5,810.00'),
    row('Total Own Damage Premium (A)', 'I - OD', '9,332.00'),
    row('Basic Third Party Premium', 'II - TP', '3,416.00'),
    row('Total Liability Add-ons', 'II - TP', '435.00'),
    row('Total Third Party Premium (B)', 'II - TP', '3,851.00'),
  ]);
  expect(fields).toMatchObject({ basic_od_premium: 11620, total_od_add_on_premium: 3522, total_od_premium: 9332, basic_tp_premium: 3416, total_tp_premium: 3851 });
});

it('reads a new car\'s RTO code from its RTO printed where the registration says "NEW" (set 31, PartyBlocksWithDistractors)', () => {
  expect(read([[[42, 'Registration No.'], [128, 'NEW'], [303, 'RTO'], [390, 'KA-53 K.R. Puram, Bengaluru']]]).fields.rto_code).toBe('KA53');
});

describe('where the seventh session\'s rules stop (a reviewer\'s inputs)', () => {
  const policyLine = [[34, 'Policy No.'], [140, '3001/12345678/00/000']] as [number, string][];

  it('reads no broker in an address\'s district joined by a hyphen ("DIST-RATNAGIRI"), nor an agreement or a break-in', () => {
    expect(read([[[34, 'POL NO-30062605MC004412; INSD-SANJAY BALU PATIL']], [[34, 'ADDR-AT POST KHED; DIST-RATNAGIRI; PIN-415709']]]).fields.broker_name).toBeUndefined();
    expect(read([policyLine, [[34, 'HYP AGT WITH'], [140, 'HDFC BANK LTD, PUNE']]]).fields.broker_name).toBeUndefined();
    expect(read([policyLine, [[34, 'BRK IN'], [140, 'YES - INSPECTION REPORT NO. INS0045123']]]).fields.broker_code).toBeUndefined();
  });

  it('keeps a registration number\'s hyphens and a broker code\'s prefix its own', () => {
    const plate = read([[[34, 'Vehicle'], [140, 'CH-01-NY-1451 HYUNDAI CRETA SX 1.5']], policyLine]).fields;
    expect(plate.chasis_number).toBeUndefined();
    expect(plate.vehicle_number).toBe('CH01NY1451');
    expect(read([[[34, 'Intermediary Code / Name'], [300, 'BRK-09263 DHWAJA INSURANCE BROKERS LLP']]]).fields.broker_code).toBe('BRK-09263');
  });

  it('takes a label\'s qualifier before a bar for the label\'s words, not its value ("Insured Name in English | …")', () => {
    expect(read([policyLine, [[34, 'Insured Name in English | RAJESH VASANT WANKHEDE | Mobile | 9822012345']]]).fields).toMatchObject({ customer_name: 'RAJESH VASANT WANKHEDE', customer_phone: '9822012345' });
    expect(read([policyLine, [[34, 'Address as per Aadhaar | 12, MG Road, Kothrud, Pune - 411038']]]).fields.customer_address).toBe('12, MG Road, Kothrud, Pune - 411038');
  });

  it('reads no car from "for your <maker> …" without its registration in brackets, nor a registration date a mobile number was "registered on"', () => {
    const offer = read([[[40, 'Thank you for your Hyundai Shield of Trust (extended warranty) enrolment. Your car insurance policy is attached below.']], policyLine]).fields;
    expect(offer.model).toBeUndefined();
    const mobile = read([policyLine, [[34, 'Registration No.'], [160, 'MH12AB1234']], [[40, 'Your mobile number 98xxxxxx12 registered on 01/04/2025 will receive all policy updates by SMS and WhatsApp.']]]);
    expect(mobile.confidence?.registration_date ?? 0).toBeLessThan(0.9);
  });

  it('reads no business type or previous policy from a reminder to renew this one, no insurer named "insurer", no address that "is changed from"', () => {
    const reminder = read([
      [[34, 'Policy No.'], [160, '3001/55555555/00/000']],
      [[34, 'Period of Insurance'], [160, '05-12-2025 to 04-12-2026']],
      [[40, 'Note: For a hassle-free renewal of policy 3001/55555555/00/000, which expires on 04-12-2026, visit our website or call us.']],
    ]).fields;
    expect(reminder.business_type).toBeUndefined();
    expect(reminder.previous_policy_number).toBeUndefined();
    const ported = read([
      [[40, 'Your policy no. 3001/12345678/00/000 has been issued for the period from 05-12-2025 to 04-12-2026. This policy has been ported']],
      [[40, 'from your previous insurer, whose policy no. 2311/TP/24/3318290 expires on 04-12-2025. Please keep this mail safely.']],
    ]).fields;
    expect(ported.previous_insurer_name).toBeUndefined();
    const endorsed = read([
      [[40, "Endorsement No. 1 to policy 3001/12345678/00/000: at the insured's request the address on the policy is changed from A-41, Shastri"]],
      [[40, 'Nagar, Jodhpur, Rajasthan - 342003 to B-12, Civil Lines, Jaipur, Rajasthan - 302006 with effect from 10-01-2026.']],
    ]).fields;
    expect(endorsed.customer_address ?? '').not.toMatch(/^is changed/);
  });

  it('reads no engine number from a capacity after "engine" ("K-Series engine 1197CC")', () => {
    expect(read([[[40, 'Vehicle particulars as recorded: Maruti Suzuki Swift VXI, Petrol, 5 seater, manufactured 2019, K-Series engine 1197CC, chassis MA3FJEB1S00451876.']]]).fields.engine_number).toBeUndefined();
  });

  it('keeps a headless top-right contact box this policy\'s, though it repeats "Mobile"', () => {
    const { fields } = read(columnFlowPage([['Mobile', '9845062231'], ['Email', 'shreyas.bhat@gmail.com']]));
    expect(fields.ncb).toBe(20);
    expect(fields.previous_ncb).toBeUndefined();
  });

  it('starts no label inside a firm\'s name before a slash ("HDFC ERGO GENERAL INSURANCE / PREV POLICY:")', () => {
    expect(read([[[34, 'Policy No: 3001/12345678/00/000']], [[34, 'PREV INSURER: HDFC ERGO GENERAL INSURANCE / PREV POLICY: 2311/55667788']]]).fields.previous_insurer_name).toBe('HDFC ERGO GENERAL INSURANCE');
  });

  it('reads a maker\'s name the list lacks as surely as one it has ("BAJAJ AUTO LTD")', () => {
    const { confidence } = read([policyLine, [[34, 'Make'], [140, 'BAJAJ AUTO LTD']], [[34, 'Model'], [140, 'QUTE RE60']]]);
    expect(confidence?.make).toBeGreaterThanOrEqual(0.9);
  });
});

it('reads the firm under a mail\'s "Relationship Manager" as the intermediary (set 21, emailed-quote-converted)', () => {
  const { fields } = read([
    [[40, 'The policy PDF is attached. For claims call the insurer\'s toll-free number 1800-419-2266 or write to us.']],
    [[40, 'Warm regards,']],
    [[40, 'Neha Kapoor']],
    [[40, 'Relationship Manager - Motor']],
    [[40, 'Sankalp Risk Solutions Pvt. Ltd. | Broker code (Himgiri): HMG/BR/00742']],
  ]);
  expect(fields.broker_name).toBe('Sankalp Risk Solutions Pvt. Ltd.');
});

it('reads a value under its small label though another column\'s line comes between them in height (set 31, StackedCapsLabels)', () => {
  const { fields } = readPolicy(drawnPage([
    [[62, 'MAKE', 'label', 6.6]],
    [[334, 'BASIC THIRD PARTY PREMIUM', 'label', 6.6, -6]],
    [[62, 'Maruti Suzuki', 'value', 8.8, -9], [334, '3,416.00', 'value', 8.8, -9]],
    [[62, 'MODEL / VARIANT', 'label', 6.6, -14]],
    [[62, 'Baleno Zeta 1.2 MT', 'value', 8.8, -18]],
  ], { lineGap: 10 }));
  expect(fields.make).toBe('Maruti Suzuki');
});
