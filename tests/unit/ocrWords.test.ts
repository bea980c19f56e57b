import { describe, expect, it } from 'vitest';
import { englishWordsOfLine, joinSplitCapitals, mayBeDevanagari, sureFiguresMissed, withCForEuro, withoutAccents, withSurerTexts } from '../../server/extraction/page/ocrWords';

const word = (text: string, confidence: number, x0: number, y0: number, y1: number) => ({ text, confidence, bbox: { x0, x1: x0 + 10 * text.length, y0, y1 } });
const line = (baseline: number, ...words: ReturnType<typeof word>[]) => ({ words, baseline: { y0: baseline, y1: baseline }, rowAttributes: { rowHeight: 32, descenders: 8 } });

describe('the English words of a line Tesseract read', () => {
  it('keeps an e-mail address however unsure Tesseract was of it: Hindi read as Latin never looks like one', () => {
    const [email] = englishWordsOfLine(line(147, word('service@unnatirisk.in', 23, 931, 117, 147)), () => false);
    expect(email?.text).toBe('service@unnatirisk.in');
  });

  it('keeps a label\'s word spelt out however unsure Tesseract was of it ("Chassis" at 11), not a short or unknown word', () => {
    const words = englishWordsOfLine(line(147, word('Chassis/', 11, 94, 120, 147), word('Number', 81, 215, 120, 147), word('amar', 11, 400, 120, 147), word('Chasxis', 11, 500, 120, 147)), () => false);
    expect(words.map((w) => w.text)).toEqual(['Chassis/', 'Number']);
  });

  it('takes off an accent a speck over a letter was read as ("Télangana"), and nothing else', () => {
    expect(withoutAccents('Télangana')).toBe('Telangana');
    expect(withoutAccents('₹ 1,200.00')).toBe('₹ 1,200.00');
  });

  it('reads a euro sign before capitals as the C it was printed ("€GST"), not one before figures', () => {
    expect(withCForEuro('€GST')).toBe('CGST');
    expect(withCForEuro('€1,200.00')).toBe('€1,200.00');
  });

  it('boxes a label with its own words, not with the Hindi over it that was left out, so it stays on its value\'s line', () => {
    // "घन क्षमता / Cubic Capacity": the Hindi's headline and vowel signs rise 12 pixels above the English.
    const hindi = word('YH', 5, 40, 88, 130);
    const words = englishWordsOfLine(line(124, hindi, word('/', 90, 80, 100, 128), word('Cubic', 94, 100, 100, 124), word('Capacity', 93, 160, 100, 130)), (w) => w === hindi);
    expect(words.map((w) => w.text)).toEqual(['/', 'Cubic', 'Capacity']);
    // Down to where the row's descenders reach, as a PDF run's box does.
    expect(words.every((w) => w.top === 100 && w.bottom === 132)).toBe(true);
  });

  it('keeps a word stretched by specks of noise above or below it within a row of its baseline, beside its label', () => {
    // A registration number and its label on one baseline (147); a speck 30 pixels over the number, another under the label.
    const [value] = englishWordsOfLine(line(147, word('CG04TG2816', 43, 960, 84, 147)), () => false);
    const [label] = englishWordsOfLine(line(147, word('REGISTRATION', 96, 280, 117, 185)), () => false);
    expect([value.top, value.bottom]).toEqual([115, 155]);
    expect([label.top, label.bottom]).toEqual([117, 155]);
  });

  it('boxes a line of capitals as deep as one with descenders, so its height is its type size whatever its letters', () => {
    const [capitals] = englishWordsOfLine(line(147, word('INSURER', 96, 280, 117, 147)), () => false);
    const [lower] = englishWordsOfLine(line(147, word('Insurer gypsy', 96, 280, 117, 155)), () => false);
    expect(capitals.bottom - capitals.top).toBe(lower.bottom - lower.top);
  });

  it('starts a bilingual label where its Hindi starts, so the value printed under the whole label stays under it', () => {
    // "ईंधन / FUEL" over "CNG" at x 100: the Hindi read as two unsure words and left out.
    const words = englishWordsOfLine(line(124, word('$1', 20, 100, 96, 130), word('eH', 12, 130, 96, 130), word('/', 80, 160, 100, 128), word('FUEL', 95, 190, 100, 124)), () => false);
    expect(words.map((w) => [w.text, w.x0])).toEqual([['/', 100], ['FUEL', 190]]);
  });

  it('leaves out a word inside the box of ink left out just before it, that ink read twice ("af" inside "frwfor")', () => {
    const words = englishWordsOfLine(line(124, word('frwfor', 0, 100, 90, 130), word('af', 79, 120, 88, 132), word('/', 90, 170, 96, 128), word('Mfg', 94, 190, 100, 124)), () => false);
    expect(words.map((w) => [w.text, w.x0])).toEqual([['/', 100], ['Mfg', 190]]);
    // Not a sure word nor a slash inside a box the sparse reading drew over Hindi, slash and English ("grr" over "/ THIRD").
    const sure = englishWordsOfLine(line(124, { ...word('grr', 8, 100, 90, 130), bbox: { x0: 100, x1: 180, y0: 90, y1: 130 } }, word('/', 85, 112, 96, 128), word('THIRD', 96, 120, 100, 124), word('PARTY', 96, 200, 100, 124)), () => false);
    expect(sure.map((w) => w.text)).toEqual(['/', 'THIRD', 'PARTY']);
    // Nor a longer word or a figure, however unsure, inside a stamp's or Hindi's box.
    const box = { ...word('grrfor', 8, 100, 90, 130), bbox: { x0: 100, x1: 300, y0: 90, y1: 130 } };
    const printed = englishWordsOfLine(line(124, box, word('Petrol', 82, 120, 100, 124), word('5', 80, 200, 100, 124)), () => false);
    expect(printed.map((w) => w.text)).toEqual(['Petrol', '5']);
  });

  it('leaves out an unsure lone figure amid ink left out on both sides ("ST ea 6 fafa"), not a sure one nor one beside English', () => {
    const texts = (...words: ReturnType<typeof word>[]) => englishWordsOfLine(line(124, ...words), () => false).map((w) => w.text);
    expect(texts(word('ea', 2, 100, 96, 130), word('6', 30, 125, 100, 124), word('fafa', 25, 140, 96, 130), word('02-08-2025', 96, 400, 100, 124))).toEqual(['02-08-2025']);
    expect(texts(word('ea', 2, 100, 96, 130), word('6', 96, 125, 100, 124), word('fafa', 25, 140, 96, 130))).toEqual(['6']);
    expect(texts(word('ea', 2, 100, 96, 130), word('6', 30, 125, 100, 124), word('Seats', 95, 140, 100, 124))).toEqual(['6', 'Seats']);
    // Starting the line before ink left out ("3 &HAT" of "घन क्षमता"); not a figure starting a line of English.
    expect(texts(word('3', 36, 100, 100, 124), word('&HAT', 20, 115, 96, 130), word('1462', 95, 400, 100, 124))).toEqual(['1462']);
    expect(texts(word('3', 36, 100, 100, 124), word('Seats', 95, 115, 100, 124))).toEqual(['3', 'Seats']);
  });

  it('leaves a word far from the ink left out before it where it is', () => {
    const words = englishWordsOfLine(line(124, word('eH', 12, 100, 96, 130), word('FUEL', 95, 300, 100, 124)), () => false);
    expect(words[0].x0).toBe(300);
  });

  it('marks Hindi it cannot read standing apart from English (a label\'s Hindi over its English, or left of a value) with one sign over its ink', () => {
    const hindi = [word('faa', 32, 40, 90, 130), word('amy', 37, 120, 88, 128)];
    const alone = englishWordsOfLine(line(124, ...hindi), (w) => hindi.includes(w));
    expect(alone.map((w) => [w.text, w.x0, w.x1, w.top, w.bottom])).toEqual([['\u0970', 40, 150, 88, 130]]);
    const beforeValue = englishWordsOfLine(line(124, ...hindi, word('Faisal', 95, 400, 100, 124)), (w) => hindi.includes(w));
    expect(beforeValue.map((w) => w.text)).toEqual(['\u0970', 'Faisal']);
  });

  it('takes an unsure word between two Hindi words for Hindi ("faa ar amy"), not one at the line\'s end ("fAafar/ Mfr.")', () => {
    const hindi = [word('faa', 32, 40, 90, 130), word('amy', 37, 120, 88, 128)];
    expect(englishWordsOfLine(line(124, hindi[0], word('ar', 44, 80, 100, 124), hindi[1]), (w) => hindi.includes(w)).map((w) => w.text)).toEqual(['\u0970']);
    expect(englishWordsOfLine(line(124, hindi[0], word('Mfr.', 33, 90, 100, 124)), (w) => w === hindi[0]).map((w) => w.text)).toEqual(['Mfr.']);
  });

  it('keeps a blurred code Tesseract was not sure of at all, and still leaves out unsure letters', () => {
    const words = englishWordsOfLine(line(124, word('1554CDS', 0, 100, 100, 124), word('Hgq', 10, 300, 100, 124)), () => false);
    expect(words.map((w) => w.text)).toEqual(['1554CDS']);
  });

  it('leaves out an unsure word before a slash, the Hindi half of a bilingual label ("Hise / Model-Variant"), not a sure one nor a figure', () => {
    const texts = (...words: ReturnType<typeof word>[]) => englishWordsOfLine(line(124, ...words), () => false).map((w) => w.text);
    expect(texts(word('Hise', 51, 100, 100, 124), word('/', 80, 150, 100, 124), word('Model-Variant', 91, 170, 100, 124))).toEqual(['/', 'Model-Variant']);
    expect(texts(word('Make', 93, 100, 100, 124), word('/', 80, 150, 100, 124), word('Model', 91, 170, 100, 124))).toEqual(['Make', '/', 'Model']);
    expect(texts(word('12', 50, 100, 100, 124), word('/', 80, 150, 100, 124), word('2023', 91, 170, 100, 124))).toEqual(['12', '/', '2023']);
  });

  it('keeps a bilingual label\'s slash or bar however unsure, between ink and a sure word, not a bar standing apart', () => {
    const at = (text: string, confidence: number, x0: number, x1: number) => ({ text, confidence, bbox: { x0, x1, y0: 100, y1: 124 } });
    const texts = (...words: ReturnType<typeof at>[]) => englishWordsOfLine(line(124, ...words), () => false).map((w) => w.text);
    // "Fe wd ifaw | Net OD Premium": the bar read at 49.
    expect(texts(at('ifaw', 45, 1065, 1164), at('|', 49, 1172, 1179), at('Net', 96, 1191, 1238), at('OD', 96, 1249, 1293))).toEqual(['ifaw', '|', 'Net', 'OD']);
    // A table's rule read as a bar, far from the words either side.
    expect(texts(at('India', 96, 100, 180), at('|', 49, 400, 404), at('Petrol', 96, 700, 800))).toEqual(['India', 'Petrol']);
  });

  it('keeps a part of a code in capitals and figures Tesseract gave no confidence ("H4K-)" of "H4K-J P40275"), not such letters without a figure', () => {
    const words = englishWordsOfLine(line(124, word('H4K-)', 0, 100, 100, 124), word('P40275', 92, 160, 100, 124), word('Ear', 0, 300, 100, 124)), () => false);
    expect(words.map((w) => w.text)).toEqual(['H4K-)', 'P40275']);
    // What Tesseract makes of अ or आ ("3TT") has no dash or bracket.
    expect(englishWordsOfLine(line(124, word('3TT', 0, 100, 100, 124)), () => false)).toEqual([]);
  });
});

describe('words whose ink a headline may tell for Hindi', () => {
  it('are words of letters and a figure or two with a mark ("3-0" of "ई-मेल"), not figures, dates or amounts', () => {
    expect(['fafa', 'HT', '3-0', '1/'].filter(mayBeDevanagari)).toEqual(['fafa', 'HT', '3-0', '1/']);
    expect(['5', '20%', '12-05-2024', '1,099.00', '7.5', '5/-', '4+1', '(1)', '+91'].filter(mayBeDevanagari)).toEqual([]);
  });
});

describe('a capital Tesseract set apart from its word', () => {
  const ocrWord = (text: string, x0: number) => ({ text, confidence: 0.9, x0, x1: x0 + 10 * text.length, top: 0, bottom: 10 });

  it('joins it to the small letters after it, but not the words A and I nor a capital before a capital', () => {
    const texts = (...words: string[]) => joinSplitCapitals(words.map((text, index) => ocrWord(text, index * 100))).map((w) => w.text);
    expect(texts('Ranchi,', 'J', 'harkhand')).toEqual(['Ranchi,', 'Jharkhand']);
    expect(texts('Y', 'ogesh', 'Pillai')).toEqual(['Yogesh', 'Pillai']);
    expect(texts('A', 'copy')).toEqual(['A', 'copy']);
    expect(texts('ARJUN', 'T', 'Chatterjee')).toEqual(['ARJUN', 'T', 'Chatterjee']);
  });
});

describe('specks Tesseract read as marks', () => {
  it('takes a speck read as a quote mark off a word\'s edge ("\'VPC21229419218"), not an apostrophe inside one', () => {
    const texts = (...words: ReturnType<typeof word>[]) => englishWordsOfLine(line(124, ...words), () => false).map((w) => w.text);
    expect(texts(word("'VPC21229419218", 86, 100, 100, 124), word("MAKER'S", 90, 300, 100, 124), word('Limited"', 90, 400, 100, 124))).toEqual(['VPC21229419218', "MAKER'S", 'Limited']);
    expect(texts(word("Name:'Dhwaja", 86, 100, 100, 124))).toEqual(['Name:Dhwaja']);
  });

  it('takes an exclamation mark off a word\'s end, and reads a quote mark between two words of capitals as their space', () => {
    const texts = (...words: ReturnType<typeof word>[]) => englishWordsOfLine(line(124, ...words), () => false).map((w) => w.text);
    expect(texts(word('General!', 90, 100, 100, 124), word('Goya!', 90, 150, 100, 124), word("INDIA'LTD", 90, 200, 100, 124), word("MAKER'S", 90, 300, 100, 124), word("D'SOUZA", 90, 400, 100, 124))).toEqual([
      'General',
      'Goya!',
      'INDIA LTD',
      "MAKER'S",
      "D'SOUZA",
    ]);
  });
});

describe('the two readings of a page', () => {
  it('adds a figure alone only the whole-line reading saw, read surely where the sparse reading has no word at all', () => {
    // A seating capacity's "5" beside its label's Hindi, passed over by the sparse reading.
    const sparse = [line(124, word('Seating', 96, 100, 100, 124)), line(60, word('F373', 35, 100, 40, 64))];
    const wholeLines = [line(60, word('F373', 35, 100, 40, 64), word('5', 96, 400, 40, 64), word('7', 60, 500, 40, 64), word('Ram', 96, 600, 40, 64)), line(124, word('1', 96, 110, 100, 124))];
    expect(sureFiguresMissed(sparse, wholeLines).map((read) => read.words.map((w) => w.text))).toEqual([['5']]);
  });

  it("adds a dash only the whole-line reading saw between two words the sparse reading has, as tall as they are", () => {
    // "Maharashtra - 422090": the sparse reading dropped the dash as a speck.
    const sparse = [line(124, word('Maharashtra', 96, 100, 100, 124), word('422090', 96, 260, 100, 124))];
    const dash = { ...word('-', 91, 246, 110, 113), bbox: { x0: 246, x1: 252, y0: 110, y1: 113 } };
    const lone = { ...word('-', 95, 500, 110, 113), bbox: { x0: 500, x1: 506, y0: 110, y1: 113 } };
    const wholeLines = [line(124, word('Maharashtra', 96, 100, 100, 124), dash, word('422090', 96, 260, 100, 124), lone)];
    const added = sureFiguresMissed(sparse, wholeLines).flatMap((read) => read.words);
    expect(added.map((w) => [w.text, w.bbox.y0, w.bbox.y1])).toEqual([['-', 100, 124]]);
  });

  const texts = (sparse: ReturnType<typeof word>[], wholeLines: ReturnType<typeof word>[]) => withSurerTexts([line(124, ...sparse)], wholeLines)[0].words.map((w) => [w.text, w.confidence]);

  it('takes the text the whole-line reading was surer of for the same box, with the sparse reading\'s confidence', () => {
    // "MAKSRBEJ5MS062070" read with an S for the 5 out of its line; "Ltd." without its full stop.
    expect(texts([word('MAKSRBEJSMS062070', 76, 100, 100, 124)], [word('MAKSRBEJ5MS062070', 89, 102, 101, 124)])).toEqual([['MAKSRBEJ5MS062070', 76]]);
    expect(texts([word('Ltd', 96, 400, 100, 124)], [{ ...word('Ltd.', 97, 400, 100, 124), bbox: { x0: 400, x1: 432, y0: 100, y1: 124 } }])).toEqual([['Ltd.', 96]]);
  });

  it('takes the surer text of a word whose box the other reading drew taller or shorter, a speck above it inked in', () => {
    // The sparse reading's box reaches 10 pixels higher over "service@unnatirisk.in", which it read as "service@unnatiis.n".
    const sparse = { ...word('service@unnatiis.n', 23, 931, 2344, 2425), bbox: { x0: 931, x1: 1221, y0: 2344, y1: 2425 } };
    const whole = { ...word('service@unnatirisk.in', 89, 931, 2354, 2405), bbox: { x0: 931, x1: 1221, y0: 2354, y1: 2405 } };
    expect(texts([sparse], [whole])).toEqual([['service@unnatirisk.in', 23]]);
  });

  it('takes the closing stop the sparse reading left off a word, and the end of its box, however sure the other reading was', () => {
    const boxes = (sparse: ReturnType<typeof word>[], wholeLines: ReturnType<typeof word>[]) => withSurerTexts([line(124, ...sparse)], wholeLines)[0].words.map((w) => [w.text, w.bbox.x1]);
    // "Ltd" for "Ltd."; "Pvt." boxed short of its stop, a gap apart from "Ltd." that would part the two.
    expect(boxes([word('Ltd', 96, 400, 100, 124)], [{ ...word('Ltd.', 95, 400, 100, 124), bbox: { x0: 400, x1: 445, y0: 100, y1: 124 } }])).toEqual([['Ltd.', 445]]);
    expect(boxes([word('Pvt.', 91, 400, 100, 124)], [{ ...word('Pvt.', 85, 400, 100, 124), bbox: { x0: 400, x1: 447, y0: 100, y1: 124 } }])).toEqual([['Pvt.', 447]]);
  });

  it('takes no stop after a figure (more often a speck), nor any for a word it is unsure of (which may be Hindi)', () => {
    const wider = (text: string) => ({ ...word(text, 96, 400, 100, 124), bbox: { x0: 400, x1: 400 + 10 * text.length + 8, y0: 100, y1: 124 } });
    expect(texts([word('18,612.43', 96, 400, 100, 124)], [wider('18,612.43.')])).toEqual([['18,612.43', 96]]);
    expect(texts([word('ema', 40, 400, 100, 124)], [wider('ema.')])).toEqual([['ema', 40]]);
  });

  it('joins a word it cut apart, in its line or into the next, where the whole-line reading read it as one', () => {
    const at = (text: string, confidence: number, x0: number, x1: number) => ({ text, confidence, bbox: { x0, x1, y0: 100, y1: 124 } });
    const inLine = withSurerTexts([line(124, at('RENAULT', 95, 735, 878), at('IN', 95, 888, 920), at('DIA', 91, 927, 991))], [at('INDIA', 96, 888, 980)]);
    expect(inLine[0].words).toEqual([at('RENAULT', 95, 735, 878), at('INDIA', 91, 888, 991)]);
    // "Ashi" ending one line of the sparse reading, "rwad Complex," starting another.
    const twoLines = withSurerTexts([line(124, at('109,', 96, 309, 361), at('Ashi', 95, 373, 433)), line(124, at('rwad', 93, 436, 500), at('Complex,', 93, 511, 638))], [at('Ashirwad', 91, 373, 500)]);
    expect(twoLines.map((read) => read.words.map((w) => w.text))).toEqual([['109,', 'Ashirwad'], ['Complex,']]);
  });

  it('splits an unsure word the sparse reading ran over a bilingual label\'s Hindi, slash and English as the whole-line reading did', () => {
    const at = (text: string, confidence: number, x0: number, x1: number) => ({ text, confidence, bbox: { x0, x1, y0: 100, y1: 124 } });
    // "जारी करने की तिथि / D.O.I.:" read as one word of confidence 0, left out whole.
    const split = withSurerTexts([line(124, at('fafa/p.0.1:', 0, 827, 1005), at('20.11.2023', 92, 1018, 1183))], [at('fafd', 0, 827, 884), at('/', 39, 893, 902), at('D.O.1.:', 57, 913, 1005)]);
    expect(split[0].words.map((w) => [w.text, w.confidence])).toEqual([['fafd', 0], ['/', 39], ['D.O.1.:', 57], ['20.11.2023', 92]]);
    // Hindi alone the whole-line reading split into Latin-looking words stays one word.
    const hindi = withSurerTexts([line(124, at('qATY', 0, 1615, 1836))], [at('HIT', 36, 1615, 1710), at('HT', 46, 1717, 1751), at('UHR', 26, 1758, 1836)]);
    expect(hindi[0].words.map((w) => w.text)).toEqual(['qATY']);
    // Nor one whose box holds words the sparse reading read apart ("fifa" over "1 8 | NAME").
    const over = withSurerTexts([line(124, at('fifa', 22, 111, 386), at('|', 91, 284, 299), at('NAME', 96, 312, 386))], [at('fifa', 0, 111, 184), at('/', 33, 285, 292), at('NAME', 90, 302, 386)]);
    expect(over[0].words.map((w) => w.text)).toEqual(['fifa', '|', 'NAME']);
  });

  it('joins a word whatever order the sparse reading gave its two lines in, and no part twice', () => {
    const at = (text: string, x0: number, x1: number) => ({ text, confidence: 95, bbox: { x0, x1, y0: 100, y1: 124 } });
    const lines = withSurerTexts([line(124, at('rwad', 436, 500), at('Complex,', 511, 638)), line(124, at('109,', 309, 361), at('Ashi', 373, 433))], [at('Ashirwad', 373, 500)]);
    expect(lines.map((read) => read.words.map((w) => w.text))).toEqual([['Complex,'], ['109,', 'Ashirwad']]);
  });

  it('takes no stop the sparse reading set apart itself ("No" ":" read as "No:" by the other)', () => {
    const at = (text: string, x0: number, x1: number) => ({ text, confidence: 95, bbox: { x0, x1, y0: 100, y1: 124 } });
    expect(withSurerTexts([line(124, at('No', 100, 125), at(':', 127, 131))], [at('No:', 100, 131)])[0].words.map((w) => w.text)).toEqual(['No', ':']);
  });

  it('keeps words apart where the cut is at a stop or a comma ("15," "2023" read as "15,2023")', () => {
    const at = (text: string, x0: number, x1: number) => ({ text, confidence: 96, bbox: { x0, x1, y0: 100, y1: 124 } });
    expect(withSurerTexts([line(124, at('15,', 300, 330), at('2023', 340, 390))], [at('15,2023', 300, 390)])[0].words.map((w) => w.text)).toEqual(['15,', '2023']);
  });

  it('keeps a word of four capitals or more both readings gave alike, however unsure, going on to a sure one', () => {
    // A clean "TATA MOTORS LTD" Tesseract gave "TATA" and "MOTORS" a confidence of 0; "HT" is Hindi read as Latin.
    const sparse = [word('TATA', 0, 625, 100, 124), word('MOTORS', 0, 675, 100, 124), word('LTD', 95, 745, 100, 124), word('HT', 0, 900, 100, 124)];
    const alike = (words: ReturnType<typeof word>[]) => withSurerTexts([line(124, ...words)], words.map((w) => ({ ...w, confidence: w.confidence + 2 })))[0];
    expect(englishWordsOfLine(alike(sparse), () => false).map((w) => w.text)).toEqual(['TATA', 'MOTORS', 'LTD']);
    expect(englishWordsOfLine(line(124, ...sparse), () => false).map((w) => w.text)).toEqual(['LTD']);
    // "मोबाइल नंबर" read alike as "YHIVIYS" by both readings, before "/ MOBILE NO.": no sure capitals go on from it.
    const hindi = [word('YHIVIYS', 9, 100, 100, 124), word('/', 90, 180, 100, 124), word('MOBILE', 95, 200, 100, 124)];
    expect(englishWordsOfLine(alike(hindi), () => false).map((w) => w.text)).toEqual(['/', 'MOBILE']);
  });

  it('keeps a word the sparse reading gave no confidence where the whole-line reading read it alike surely, in one word or a few', () => {
    // "Engine CC : 999": the sparse reading gave "CC:" and "999" a confidence of 0, the whole-line one "CC" ":" and "999" at 87–96.
    const sparse = [word('Engine', 96, 100, 100, 124), word('CC:', 0, 170, 100, 124), word('999', 0, 220, 100, 124)];
    const wholeLines = [word('Engine', 96, 100, 100, 124), word('CC', 87, 170, 100, 124), { ...word(':', 87, 190, 100, 124), bbox: { x0: 195, x1: 200, y0: 106, y1: 124 } }, word('999', 96, 220, 100, 124)];
    expect(englishWordsOfLine(withSurerTexts([line(124, ...sparse)], wholeLines)[0], () => false).map((w) => w.text)).toEqual(['Engine', 'CC:', '999']);
    // Not where the whole-line reading was unsure too, nor where its words read another text.
    const unsure = wholeLines.map((w) => ({ ...w, confidence: 40 }));
    expect(englishWordsOfLine(withSurerTexts([line(124, ...sparse)], unsure)[0], () => false).map((w) => w.text)).toEqual(['Engine']);
    const other = [wholeLines[0], word('CG', 87, 170, 100, 124), wholeLines[2], wholeLines[3]];
    expect(englishWordsOfLine(withSurerTexts([line(124, ...sparse)], other)[0], () => false).map((w) => w.text)).toEqual(['Engine', '999']);
  });

  it('keeps the sparse text where the other reading was less sure, boxed another word, or lowered capitals', () => {
    expect(texts([word('MA1AM8830RC149110', 88, 100, 100, 124)], [word('MAIAM8830RC149110', 60, 100, 100, 124)])).toEqual([['MA1AM8830RC149110', 88]]);
    expect(texts([word('Sindhu', 93, 100, 100, 124)], [word('Sindhu Kavach', 95, 100, 100, 124)])).toEqual([['Sindhu', 93]]);
    expect(texts([word('RITU', 80, 100, 100, 124)], [word('Ritu', 95, 100, 100, 124)])).toEqual([['RITU', 80]]);
  });
});
