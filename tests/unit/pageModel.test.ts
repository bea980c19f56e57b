import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPageModel, type Word } from '../../server/extraction/page/pageModel';
import { readPdfWords } from '../../server/extraction/page/pdfWords';
import { readDocument } from '../../server/extraction/extractDocument';
import { findHeadings } from '../../server/extraction/reading/sections';
import { drawnPage } from '../support/drawnPage';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.resolve('tests/fixtures/policy-pdfs', name)));
const word = (text: string, x: number, y: number, style = 'regular'): Word => ({ text, x, y, width: text.length * 4.2, height: 8, size: 8, style, page: 1 });

describe('the page model: words with their boxes, lines and runs', () => {
  it('keeps labels and values of a grid in runs of their own, values under their labels', async () => {
    const model = await readDocument(fixture('gridTable-01.pdf'));
    const texts = model.lines.map((line) => line.segments.map((segment) => segment.text));
    const labels = texts.findIndex((runs) => runs.includes('Policy Number'));
    expect(texts[labels]).toEqual(['Policy Number', 'Date of Issue', 'Policy Type', 'Business Type']);
    expect(texts[labels + 1]).toEqual(['P20566088-80', '08-Nov-2024', 'Comprehensive', 'Rollover']);
    const [label, value] = [model.lines[labels].segments[2], model.lines[labels + 1].segments[2]];
    expect(value.x).toBeCloseTo(label.x, 0);
    expect(value.y).toBeGreaterThan(label.y);
    // Labels and values are printed in two fonts: the style tells them apart.
    expect(value.style).not.toBe(label.style);
  });

  it('reads a word set in small capitals, its first letter a capital and the rest smaller ones drawn apart, as one word', () => {
    const small = (text: string, x: number): Word => ({ ...word(text, x, 41.5), width: text.length * 3.3, height: 5.5, size: 5.5 });
    const words = [word('N', 28, 40), small('AME', 33.1), word('Ravi', 72, 40), word('Teja', 92, 40), word('M', 208, 40), small('OB', 213.3), word('9989023471', 252, 40)];
    const texts = buildPageModel(words, [{ width: 595, height: 842 }], false).lines.map((line) => line.segments.map((segment) => segment.text));
    expect(texts).toEqual([['NAME', 'Ravi Teja', 'MOB', '9989023471']]);
    // Capitals of the same size are two words; much smaller ones (a mark set as a superscript) are no small capitals.
    const sized = (size: number) => [word('TATA', 28, 40), { ...word('XL', 45.2, 40 + (8 - size) / 2), width: 2 * size * 0.6, height: size, size }];
    const textsOf = (words: Word[]) => buildPageModel(words, [{ width: 595, height: 842 }], false).lines[0].segments.map((segment) => segment.text);
    expect(textsOf(sized(8))).toEqual(['TATA XL']);
    expect(textsOf(sized(4.5))).toEqual(['TATA XL']);
    expect(textsOf(sized(6))).toEqual(['TATAXL']);
    expect(textsOf(sized(7.4))).toEqual(['TATA XL']);
  });

  it('joins a word\'s small capitals to its capital though a column of the table starts where they do ("I" | "NSURANCE")', () => {
    const small = (text: string, x: number): Word => ({ ...word(text, x, 41.5), width: text.length * 3.3, height: 5.6, size: 5.6 });
    const words = [word('PERIOD', 180, 30), word('I', 231, 40), small('NSURANCE', 232.2), word('30-Sep-2025', 232, 60), word('00:00', 232, 75)];
    const texts = buildPageModel(words, [{ width: 595, height: 842 }], false).lines.map((line) => line.segments.map((segment) => segment.text));
    expect(texts[1]).toEqual(['INSURANCE']);
  });

  it('reads a line of justified prose, its words spread evenly across the column, as one run', () => {
    const spread = ['The', 'vehicle', 'was', 'last', 'insured', 'with', 'Sindhu', 'Motor'].reduce<Word[]>((words, text) => {
      const last = words.at(-1);
      return [...words, word(text, last ? last.x + last.width + 14 : 80, 40)];
    }, []);
    expect(buildPageModel(spread, [{ width: 595, height: 842 }], false).lines[0].segments.map((segment) => segment.text)).toEqual(['The vehicle was last insured with Sindhu Motor']);
    // A label may open the line, the prose right of it.
    const labelled = [word('Premium', 20, 50), ...spread.map((spreadWord) => ({ ...spreadWord, y: 50 }))];
    expect(buildPageModel(labelled, [{ width: 595, height: 842 }], false).lines[0].segments.map((segment) => segment.text)).toEqual(['Premium', 'The vehicle was last insured with Sindhu Motor']);
    // Gaps uneven (one half as wide again as the narrowest) or all as wide as a gutter (over three times the size) are cells.
    const spacedBy = (gap: (index: number) => number) =>
      ['The', 'vehicle', 'was', 'last', 'insured', 'with', 'Sindhu', 'Motor'].reduce<Word[]>((words, text, index) => {
        const last = words.at(-1);
        return [...words, word(text, last ? last.x + last.width + gap(index) : 20, 40)];
      }, []);
    const segmentsOf = (words: Word[]) => buildPageModel(words, [{ width: 595, height: 842 }], false).lines[0].segments.length;
    expect(segmentsOf(spacedBy((index) => (index === 4 ? 22 : 14)))).toBe(8);
    expect(segmentsOf(spacedBy(() => 26))).toBe(8);
    // A grid's row of cells, one word each, is no sentence.
    const cells = ['Make', 'Hyundai', 'Model', 'Creta', 'Fuel', 'Diesel'].map((text, index) => word(text, 40 + index * 90, 60));
    expect(buildPageModel(cells, [{ width: 595, height: 842 }], false).lines[0].segments).toHaveLength(6);
  });

  it('leaves out the glyph names an app\'s icon font spells into its PDF\'s text ("directions_car", "history" before a heading)', () => {
    const words = [word('history', 24, 40), word('Previous', 60, 40), word('policy', 100, 40), word('check_circle', 24, 60), word('Zero', 90, 60), word('Depreciation', 112, 60)];
    const texts = buildPageModel(words, [{ width: 595, height: 842 }], false).lines.map((line) => line.segments.map((segment) => segment.text));
    expect(texts).toEqual([['Previous policy'], ['Zero Depreciation']]);
  });

  it('drops the dotted leaders between labels and their values, and parts them there', () => {
    const dots = (from: number, to: number) => Array.from({ length: Math.floor((to - from) / 4.5) }, (_, index) => word('.', from + index * 4.5, 40));
    const spaced = [word('Basic', 76, 40), word('Premium', 101, 40), ...dots(136, 478), word('Rs.', 484, 40), word('6,932.10', 501, 40)];
    const solid = [word('Policy', 60, 60), word('Number', 88, 60), word('..........................', 120, 60), word('WB/PVT/1101/2024/77845', 260, 60)];
    const texts = buildPageModel([...spaced, ...solid], [{ width: 595, height: 842 }], false).lines.map((line) => line.segments.map((segment) => segment.text));
    expect(texts).toEqual([['Basic Premium', 'Rs. 6,932.10'], ['Policy Number', 'WB/PVT/1101/2024/77845']]);
    // A rule typed across the page is no text: the labels over and under it stay apart.
    const ruled = [word('STAMP', 42, 40), word('DUTY', 66, 40), word('-'.repeat(60), 42, 52), word('AGENT/BROKER', 42, 64)];
    expect(buildPageModel(ruled, [{ width: 595, height: 842 }], false).lines.map((line) => line.segments.map((segment) => segment.text))).toEqual([['STAMP DUTY'], ['AGENT/BROKER']]);
    // A short run is a value printed for none, no leader: "Financier | ---".
    expect(buildPageModel([word('Financier', 40, 40), word('---', 120, 40)], [{ width: 595, height: 842 }], false).lines[0].segments.map((segment) => segment.text)).toEqual(['Financier', '---']);
    // A mark or two is no leader: "Tiago XT ." keeps its stop.
    expect(buildPageModel([word('Tiago', 40, 40), word('XT', 66, 40), word('.', 78, 40)], [{ width: 595, height: 842 }], false).lines[0].segments[0].text).toBe('Tiago XT .');
  });

  it('keeps OCR words of one line together when their boxes differ in height or another column\'s line comes between them', () => {
    const ocr = (text: string, x: number, y: number, height: number): Word => ({ text, x, y, width: text.length * 4.2, height, size: 8, style: 'ocr', page: 1, confidence: 90 });
    const words = [ocr('14/1', 160, 448.1, 6.2), ocr('Address', 40.8, 447.8, 12.5), ocr('of', 74.6, 447.8, 12.5), ocr('Own', 311.8, 454.8, 7.9), ocr('Damage', 327, 454.8, 7.9)];
    const texts = buildPageModel(words, [{ width: 595, height: 842 }], true).lines.map((line) => line.segments.map((segment) => segment.text));
    expect(texts).toEqual([['Address of', '14/1'], ['Own Damage']]);
  });

  it('sets an OCR label boxed a little higher than its value on the value\'s line, not on the line above it', () => {
    const ocr = (text: string, x: number, width: number, y: number, height: number): Word => ({ text, x, y, width, height, size: height / 1.15, style: 'ocr', page: 1, confidence: 90 });
    // As read off a scan: "| First" reaches higher than "August 28, 2014" beside it, and taken top to bottom came to the address's line. (The bar, a cell's border, opens no run.)
    const words = [
      ...[ocr('Ludhiana,', 173.8, 40.1, 484.8, 9.6), ocr('Punjab', 218.2, 28.3, 484.8, 9.6), ocr('-', 249.4, 4.6, 484.8, 9.6), ocr('141030', 256.1, 30.7, 484.8, 9.6)],
      ...[ocr('|', 362.6, 3.1, 487.9, 10.6), ocr('First', 368.9, 19.9, 487.9, 10.6)],
      ...[ocr('August', 479.5, 29.3, 490.6, 8.6), ocr('28,', 511.9, 12, 490.6, 8.6), ocr('2014', 527.8, 20.4, 490.6, 8.6)],
    ];
    const texts = buildPageModel(words, [{ width: 595, height: 842 }], true).lines.map((line) => line.segments.map((segment) => segment.text));
    expect(texts).toEqual([['Ludhiana, Punjab - 141030'], ['First', 'August 28, 2014']]);
  });

  it('joins words of one phrase and splits words far apart into runs', () => {
    const [line] = buildPageModel([word('Name', 10, 100), word('of', 29, 100), word('Insured', 40, 100), word('Kannan', 150, 100), word('Marar', 180, 100)], [{ width: 595, height: 842 }], false).lines;
    expect(line.segments.map((segment) => segment.text)).toEqual(['Name of Insured', 'Kannan Marar']);
  });

  it('parts a table cell\'s text run up against the next cell\'s where the table\'s column starts, and nowhere else', () => {
    // "Make / Model of" ends 0.2 points before "Year of Mfg", the header of the column the values under it start in.
    const header = [word('Make', 169, 100), word('/', 190, 100), word('Model', 198, 100), word('of', 223.4, 100), word('Year', 232.2, 100), word('of', 253, 100), word('Mfg', 265, 100)];
    const values = [word('TOYOTA', 169, 114), word('2020', 232, 114), word('Glanza', 169, 128), word('5', 232, 128)];
    const lines = buildPageModel([...header, ...values], [{ width: 595, height: 842 }], false).lines;
    expect(lines[0].segments.map((segment) => segment.text)).toEqual(['Make / Model of', 'Year of Mfg']);
    // Touching words with no column starting at the second stay one run.
    const [alone] = buildPageModel([word('Model', 198, 100), word('of', 223.4, 100), word('Year', 232.2, 100)], [{ width: 595, height: 842 }], false).lines;
    expect(alone.segments.map((segment) => segment.text)).toEqual(['Model of Year']);
  });

  it('parts a cell\'s text run up against the next cell\'s with much less than its own spaces between them, where a column starts', () => {
    // "GENERAL" (29.4 points wide) ends 1.8 points before the policy number; the run's spaces are 5.8.
    const header = [word('INSURER', 58.4, 100), word('POLICY', 160, 100), word('NO', 190, 100)];
    const values = [word('KONARK', 58.4, 114), word('SURAKSHA', 89.4, 114), word('GENERAL', 128.8, 114), word('77/6632/61878907/22', 160, 114)];
    const lines = buildPageModel([...header, ...values, word('INSURANCE', 58.4, 128), word('ANOTHER', 160, 128)], [{ width: 595, height: 842 }], false).lines;
    expect(lines[1].segments.map((segment) => segment.text)).toEqual(['KONARK SURAKSHA GENERAL', '77/6632/61878907/22']);
    // A gap as narrow everywhere in the run is its spacing, no edge.
    const even = [word('KONARK', 73.6, 114), word('SURAKSHA', 100.6, 114), word('GENERAL', 128.8, 114), word('77/6632/61878907/22', 160, 114)];
    const [, evenLine] = buildPageModel([...header, ...even, word('INSURANCE', 73.6, 128), word('ANOTHER', 160, 128)], [{ width: 595, height: 842 }], false).lines;
    expect(evenLine.segments.map((segment) => segment.text)).toEqual(['KONARK SURAKSHA GENERAL 77/6632/61878907/22']);
  });

  it('parts the cells of a table\'s rows set a little more than a space apart where both rows start cells at the same places', () => {
    // Each cell 6 points (0.75 of the size) after the one before: a space is 1.9 here, a run's gap 6.8.
    const cells = (y: number, texts: [string, number][]) => texts.map(([text, width], index) => ({ ...word(text, 20 + texts.slice(0, index).reduce((x, [, w]) => x + w + 6, 0), y), width, startsRun: true }));
    // (Each row has a cell of two words a space apart, 2 points: its cells' gaps are wider than its spaces.)
    const inRun = (text: string, at: number, y: number) => ({ ...word(text, at, y), width: text.length * 4.2, startsRun: false });
    const header = [...cells(100, [['REGISTRATION', 50.4], ['MAKE', 16.8], ['MODEL', 21], ['FUEL', 16.8]]), inRun('TYPE', 145, 100)];
    const values = [...cells(135, [['04/03/2026', 50.4], ['Tata', 16.8], ['Nexon', 21], ['Petrol', 25.2]]), inRun('CNG', 153.4, 135)];
    const texts = (words: Word[]) => buildPageModel(words, [{ width: 595, height: 842 }], false).lines.map((line) => line.segments.map((segment) => segment.text));
    expect(texts([...header, ...values])).toEqual([['REGISTRATION', 'MAKE', 'MODEL', 'FUEL TYPE'], ['04/03/2026', 'Tata', 'Nexon', 'Petrol CNG']]);
    // A word inside a run of the PDF is placed by reckoning, and the gap before it with it: no cell starts there.
    const reckoned = (words: Word[]) => words.map((each, index) => ({ ...each, startsRun: index === 0 }));
    expect(texts([...reckoned(header), ...reckoned(values)])).toEqual([['REGISTRATION MAKE MODEL FUEL TYPE'], ['04/03/2026 Tata Nexon Petrol CNG']]);
    // Rows starting at one place by chance are no table (a value set right under another's, the cells before them apart)…
    const chance = [word('Reg.', 50, 100), { ...word('WB', 212.4, 100), width: 11.6 }, { ...word('06', 229.7, 100), width: 11.6, startsRun: true }, word('Model', 50, 114), { ...word('City', 230.2, 114), width: 21 }];
    expect(texts(chance)).toEqual([['Reg.', 'WB 06'], ['Model', 'City']]);
    // …nor rows of letter-spaced type, every word its own run and as far from the last (a date, a registration)…
    const letterSpaced = (y: number, label: string, value: string) => {
      let at = 160;
      const valueWords = value.split(' ').map((text) => { const each = { ...word(text, at, y), width: text.length * 4.8, startsRun: true }; at += text.length * 4.8 + 5.6; return each; });
      return [word(label, 40, y), ...valueWords];
    };
    expect(texts([...letterSpaced(100, 'From', '01 Jan 2025 00:00 Hrs'), ...letterSpaced(114, 'To', '31 Dec 2025 23:59 Hrs')])).toEqual([['From', '01 Jan 2025 00:00 Hrs'], ['To', '31 Dec 2025 23:59 Hrs']]);
    // …nor labels sharing their first word, set wide, nor a value after its colon.
    const label = (y: number, second: string, value: string) => [word('BROKER', 20, y), { ...word(second, 51.2, y), startsRun: true }, word(':', 100, y), { ...word(value, 110.2, y), startsRun: true }];
    expect(texts([...label(100, 'NAME', 'Vahan'), ...label(114, 'CODE', 'BR-11')])).toEqual([['BROKER NAME', ': Vahan'], ['BROKER CODE', ': BR-11']]);
  });

  it('parts a label run up to the next column\'s where a value starts that column three text heights under it ("(25" | "Tyre Protect")', () => {
    // The value is under the label's second line ("%)"), 25 points below at size 9; the gap, 6.8, is wider than the run's spaces.
    const at = (text: string, x: number, y: number): Word => ({ ...word(text, x, y), height: 9, size: 9 });
    const words = [at('Less:', 241.7, 729), at('NCB', 264.4, 729), at('(25', 279.5, 729), at('Tyre', 297.6, 729), at('Protect', 320.5, 729), at('%)', 241.7, 742), at('(13651.55)', 241.7, 754), at('Rs. 400.00', 297.6, 754)];
    const [label] = buildPageModel(words, [{ width: 595, height: 842 }], false).lines;
    expect(label.segments.map((segment) => segment.text)).toEqual(['Less: NCB (25', 'Tyre Protect']);
  });

  it('parts two bilingual labels where the first ends in its unit\'s bracket ("… premium (B) ( ₹ )" | "नो क्लेम बोनस / No claim bonus")', () => {
    // ")" ends 4.3 points before "नो", a little more than the run's spaces (3.5), where the values' column starts.
    const english = [word('Liability', 35, 56), word('premium', 76.3, 56), word('(B)', 109.2, 56), word('(', 125.3, 56), word('₹', 129.4, 56), word(')', 133.8, 56)];
    const hindi = [word('नो', 142.3, 56), word('क्लेम', 154.2, 56), word('बोनस', 178.7, 56), word('/', 199, 56), word('No', 206.7, 56), word('claim', 218.6, 56)];
    const values = [word('0.00', 35, 68), word('50.00%', 142.3, 68), word('7,367.94', 142.3, 84)];
    const [labels] = buildPageModel([...english, ...hindi, ...values], [{ width: 595, height: 842 }], false).lines;
    expect(labels.segments.map((segment) => segment.text)).toEqual(['Liability premium (B) ( ₹ )', 'नो क्लेम बोनस / No claim']);
  });

  it('parts a cell\'s second line from the next label\'s, printed a little more than a space after it, under the cell\'s first line', () => {
    // "Vishwas Insurance Broking" / "Pvt. Ltd." beside the label "AGENT / BROKER" / "NAME:", whose gap before "Pvt." is 0.8 of a size.
    const first = [word('Vishwas', 91.2, 100), word('Insurance', 124, 100), word('Broking', 165, 100)];
    const second = [word('AGENT', 27, 112), word('/', 51.2, 112), word('BROKER', 59.6, 112), word('Pvt.', 91.2, 112), word('Ltd.', 111, 112)];
    const lines = buildPageModel([...first, ...second], [{ width: 595, height: 842 }], false).lines;
    expect(lines[1].segments.map((segment) => segment.text)).toEqual(['AGENT / BROKER', 'Pvt. Ltd.']);
    // Not where no run above starts there, nor at a space's width.
    const [alone] = buildPageModel(second, [{ width: 595, height: 842 }], false).lines;
    expect(alone.segments).toHaveLength(1);
    const spaced = [word('Vishwas', 89, 100), word('AGENT', 27, 112), word('/', 51.2, 112), word('BROKER', 59.6, 112), word('Pvt.', 89, 112)];
    expect(buildPageModel(spaced, [{ width: 595, height: 842 }], false).lines[1].segments).toHaveLength(1);
    // Nor in a font whose spaces are as wide as that gap ("8 August 2025", under a shorter value set right above "2025").
    const wide = [word('New', 539.8, 100), word('8', 500.3, 112), word('August', 509.5, 112), word('2025', 539.8, 112)];
    expect(buildPageModel(wide, [{ width: 595, height: 842 }], false).lines[1].segments.map((segment) => segment.text)).toEqual(['8 August 2025']);
  });

  it('keeps a Hindi syllable its font split off a word with the word, where a column happens to start ("इ" | "S ंधन")', () => {
    // "इंधन" comes out of the font as "इ" and "S ंधन" touching; other lines' runs start where the second does.
    const label = [word('इ', 43, 100), word('S', 47.2, 100), word('ंधन', 51.4, 100), word('/', 66, 100), word('PROPULSION:', 72.4, 100)];
    const others = [word('S-', 47.2, 114), word('मेल', 58, 114), word('S', 47.2, 128), word('मता', 60, 128)];
    const [line] = buildPageModel([...label, ...others], [{ width: 595, height: 842 }], false).lines;
    expect(line.segments.map((segment) => segment.text)).toEqual(['इ S ंधन / PROPULSION:']);
    // A short Hindi word ending a cell ("सेवा कर") touching the next column's Hindi is still parted there.
    const cells = [word('सेवा', 43, 100), word('कर', 62, 100), word('कुल', 70.4, 100), word('राशि', 84, 100), word('कुल', 70.4, 114), word('कुल', 70.4, 128)];
    const [tax] = buildPageModel(cells, [{ width: 595, height: 842 }], false).lines;
    expect(tax.segments.map((segment) => segment.text)).toEqual(['सेवा कर', 'कुल राशि']);
    // A glyph cluster its font gives as a word of no width where the next word starts ("व्य" | "वसाय") is that word's piece.
    const cluster = [{ ...word('व्य', 44, 100), width: 0 }, word('वसाय', 44, 100), word('/', 66, 100), word('Business', 72.4, 100)];
    const column = [word('पॉलिसी', 44, 114), word('जारी', 44, 128)];
    const [business] = buildPageModel([...cluster, ...column], [{ width: 595, height: 842 }], false).lines;
    expect(business.segments).toHaveLength(1);
    // A narrow colon with a word touching it where a column starts is still parted from it (":" | "स् From 16 July 2025 …").
    const colon = [word('Term', 30, 100), { ...word(':', 187, 100), width: 0.8 }, word('स्', 187.8, 100), word('From', 195, 100)];
    const colons = [114, 128, 142, 156].map((y) => word(':', 187, y));
    expect(buildPageModel([...colon, ...colons], [{ width: 595, height: 842 }], false).lines[0].segments.map((segment) => segment.text)).toEqual(['Term', ':', 'स् From']);
  });

  it('parts a label\'s word run up to the value column from the value where the value\'s next line starts ("COMMUNICATI" | "H.NO. 5-3-450")', () => {
    const sized = (text: string, x: number, y: number, width: number): Word => ({ text, x, y, width, height: 9, size: 9, style: 'regular', page: 1 });
    const words = [
      sized('COMMUNICATI', 39, 100, 64.5), sized('H.NO.', 109.7, 100, 22.5), sized('5-3-450', 136.7, 100, 31.5),
      sized('ON', 39, 113, 11.3), sized('ADDRESS:', 55.9, 113, 45.1), sized('SALT', 109.7, 113, 21.5), sized('LAKE', 136.5, 113, 21.5),
    ];
    expect(buildPageModel(words, [{ width: 595, height: 842 }], false).lines[0].segments.map((segment) => segment.text)).toEqual(['COMMUNICATI', 'H.NO. 5-3-450']);
    // After a colon the value's first line stays with it (": MARUTI SUZUKI INDIA LTD," over "Dzire ZXI").
    const colon = [sized('Make:', 39, 100, 25), sized(':', 155, 100, 2), sized('MARUTI', 163, 100, 30), sized('SUZUKI', 197, 100, 30), sized('Dzire', 163, 113, 22)];
    expect(buildPageModel(colon, [{ width: 595, height: 842 }], false).lines[0].segments.map((segment) => segment.text)).toEqual(['Make:', ': MARUTI SUZUKI']);
  });

  it('parts two bilingual labels printed a space apart where the second\'s Hindi starts a column', () => {
    const header = [word('नाम', 81, 100), word('/', 96, 100), word('Policy', 105, 100), word('Holder', 134, 100), word('पता', 165, 100), word('/', 181, 100), word('Address', 190, 100)];
    const values = [word('Pooja', 81, 114), word('H.No.', 165, 114), word('Nagar', 165, 128)];
    const lines = buildPageModel([...header, ...values], [{ width: 595, height: 842 }], false).lines;
    expect(lines[0].segments.map((segment) => segment.text)).toEqual(['नाम / Policy Holder', 'पता / Address']);
    // A Hindi word inside an English value, where a column happens to start, is no label's start.
    const place = [word('Opp', 120, 100), word('गांधी', 137, 100), word('नगर,', 160, 100), word('Jaipur', 181, 100), word('Name', 137, 114), word('Code', 137, 128)];
    expect(buildPageModel(place, [{ width: 595, height: 842 }], false).lines[0].segments).toHaveLength(1);
    // Without a column starting there, a Hindi word after English stays in its run.
    const [alone] = buildPageModel(header, [{ width: 595, height: 842 }], false).lines;
    expect(alone.segments).toHaveLength(1);
    // Nor does a slash closing the first label's line, its English going on under it ("… / Manufacturer /" over "Model").
    const open = [word('निर्माता', 169, 100), word('/', 207, 100), word('Manufacturer', 215.4, 100), word('/', 270, 100), word('निर्माण', 278.4, 100), word('/', 312, 100), word('Mfg', 320.4, 100), word('Yr', 337, 100)];
    const under = [word('Model', 169, 112), word('2020', 278.4, 124), word('1197', 278.4, 136)];
    expect(buildPageModel([...open, ...under], [{ width: 595, height: 842 }], false).lines[0].segments.map((segment) => segment.text)).toEqual(['निर्माता / Manufacturer /', 'निर्माण / Mfg Yr']);
  });

  it('finds section headings by their place and style, scoped to their column', async () => {
    const headings = findHeadings(await readDocument(fixture('sections-01.pdf')));
    expect(headings.map((heading) => heading.segment.text)).toEqual(expect.arrayContaining(['Policy Information', 'Policyholder', 'Vehicle', 'Premium', 'Previous Policy', 'Broker']));
    // A label with its value beside it is not a heading, however it is printed.
    expect(headings.map((heading) => heading.segment.text)).not.toContain('Policy Number');
    expect(headings.find((heading) => heading.segment.text === 'Previous Policy')?.section.context).toBe('previous');
  });

  it('ends a heading\'s column only at a heading beside it, not at the other column\'s heading of the part above', () => {
    const headings = findHeadings(drawnPage([
      [[32, 'SCHEDULE OF PREMIUM', 'bold', 9]],
      [[32, 'Section I - Own Damage'], [302, 'SECTION II - LIABILITY', 'bold']],
      [[34, 'Basic Own Damage Premium'], [257, '13,412.86'], [304, 'Basic Third Party Liability'], [531, '3,416.00']],
      [[34, 'Total Own Damage Premium (A)'], [257, '14,907.79'], [304, 'Total Liability Premium (B)'], [531, '3,841.00']],
      [[31, 'Total OD Premium (A)'], [234, 'Net Premium (A+B)']],
      [[31, '14,907.79'], [234, '18,748.79']],
      [[31, 'No Claim Bonus (NCB %)'], [211, 'Compulsory Deductible']],
      [[31, '25%'], [211, 'Rs. 1,000.00']],
      [[32, 'PREVIOUS POLICY DETAILS', 'bold', 9]],
      [[31, 'Previous Insurer'], [229, 'Previous Policy No.'], [390, 'Expiry Date']],
      [[31, 'Narmada General Insurance Limited'], [229, '3001/A/198453207/00/000'], [390, '04/01/2025']],
    ]));
    const columnEnd = (text: string, found = headings) => Math.min(Infinity, ...(found.find((heading) => heading.segment.text === text)?.ends.map((end) => end.x - 5) ?? []));
    expect(columnEnd('PREVIOUS POLICY DETAILS')).toBe(Infinity);
    expect(columnEnd('SCHEDULE OF PREMIUM')).toBeLessThan(302);
    // Two columns whose headings do not line up: the right one's heading, printed alone, still bounds the left one's.
    const rows = (count: number, x: number) => Array.from({ length: count }, (_, index): [number, string][] => [[x, `Label ${index}:`], [x + 100, 'value']]);
    const columns = findHeadings(drawnPage([
      [[32, 'INSURED DETAILS', 'bold', 9]], ...rows(3, 34),
      [[32, 'Name:'], [132, 'Rohit Deshpande'], [320, 'PREVIOUS POLICY', 'bold', 9]], ...rows(2, 34).map((row, index) => [...row, [322, `Previous ${index}:`] as [number, string], [422, 'value'] as [number, string]]),
      [[32, 'VEHICLE DETAILS', 'bold', 9], [322, 'Previous NCB:'], [422, '20%']], ...rows(2, 34),
    ]));
    expect(columnEnd('VEHICLE DETAILS', columns)).toBeLessThan(320);
  });

  it('on a scan, takes a part\'s name set apart by space for a heading, though no font marks it, past a label\'s Hindi read as marks', () => {
    const lines: Parameters<typeof drawnPage>[0] = [
      [[40, 'Nominee Name:'], [150, 'Neha Kulkarni']],
      [],
      [[40, 'Intermediary']],
      [[40, '॰'], [150, 'Sahaj Policy Brokers Pvt Ltd']],
      [[40, 'Name of Intermediary'], [300, 'Code:'], [410, 'BR075637']],
    ];
    const headingsOf = (page: ReturnType<typeof drawnPage>) => findHeadings(page).map((heading) => heading.segment.text);
    const [intermediary] = findHeadings(drawnPage(lines, { byOcr: true })).filter((heading) => heading.segment.text === 'Intermediary');
    expect(intermediary?.section.context).toBe('broker');
    // In a text PDF the same words in the labels' font and size are a label.
    expect(headingsOf(drawnPage(lines))).not.toContain('Intermediary');
    // Nor on a scan, close under the line above.
    const closeUnder = drawnPage([[[300, 'Claims Made:'], [410, 'No']], [[40, 'Intermediary']], [[40, 'Name of Intermediary'], [150, 'Sahaj Policy Brokers Pvt Ltd']]], { byOcr: true });
    expect(headingsOf(closeUnder)).not.toContain('Intermediary');
  });

  it.each([
    [90, [100, 50], [120, 50], { width: 842, height: 595 }],
    [180, [545, 772], [545, 792], { width: 595, height: 842 }],
    [270, [495, 792], [475, 792], { width: 842, height: 595 }],
  ] as const)('reads a page stored turned by /Rotate %i: its words upright as shown, a turned watermark left out', async (turn, first, second, size) => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.setRotation(degrees(turn));
    page.drawText('Policy Number ABC/123', { x: first[0], y: first[1], size: 10, font, rotate: degrees(turn) });
    page.drawText('Total Premium 1,234', { x: second[0], y: second[1], size: 10, font, rotate: degrees(turn) });
    page.drawText('WATERMARK', { x: 300, y: 300, size: 30, font, rotate: degrees(turn + 45) });
    const { words, pages } = await readPdfWords(await pdf.save());
    expect(pages).toEqual([size]);
    const lines = buildPageModel(words, pages, false).lines.map((line) => line.segments.map((segment) => segment.text).join(' '));
    expect(lines).toEqual(['Policy Number ABC/123', 'Total Premium 1,234']);
  });

  it('reads each page of a PDF with its size', async () => {
    const { words, pages } = await readPdfWords(fixture('sections-01.pdf'));
    expect(pages).toHaveLength(2);
    expect(pages[0].width).toBeCloseTo(595, 0);
    expect(words.some((entry) => entry.page === 2)).toBe(true);
  });
});
