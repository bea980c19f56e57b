import { describe, expect, it } from 'vitest';
import { buildPageModel, type Word } from '../../server/extraction/page/pageModel';
import { withoutOcrDebris } from '../../server/extraction/reading/ocrDebris';

const word = (text: string, x: number, y: number, confidence: number): Word => ({ text, page: 1, x, y, width: text.length * 5, height: 8, size: 8, style: 'ocr', confidence });

describe('what OCR made of ink that is no English text', () => {
  it('takes out short runs of letters OCR was unsure of, and keeps label words, numbers and sure words', () => {
    const words = [
      word('dear', 40, 100, 0.5), word('G3LEYZ4467072', 300, 100, 0.87), word('Eng.', 40, 112, 0.95), word('No.:', 62, 112, 0.95), word('TP', 300, 124, 0.6),
      word('5', 300, 136, 0.4), word('Red', 300, 148, 0.9), word('af', 300, 160, 0.8), word('cc', 300, 172, 0.8), word('yes', 300, 184, 0.9), word('nil', 300, 196, 0.8),
    ];
    const model = withoutOcrDebris(buildPageModel(words, [{ width: 595, height: 842 }], true));
    // (A word of a few small letters alone is doubtful up to 0.85: "af" at 0.80, not a label's "cc", a surer "yes", nor "nil".)
    expect(model.segments.map((segment) => segment.text)).toEqual(['G3LEYZ4467072', 'Eng. No.:', 'TP', '5', 'Red', 'cc', 'yes', 'nil']);
    expect(model.byOcr).toBe(true);
  });

  it('takes out a few short lower-case words or capitals OCR all but guessed ("get divas", "HEX HT" of Hindi labels), not one word alone, nor surer ones, nor names', () => {
    const words = [
      word('get', 40, 100, 0.39), word('divas', 60, 100, 0.32), word('3416.00', 300, 100, 0.95),
      word('Petrol', 40, 112, 0.43),
      word('Rahul', 40, 124, 0.45), word('Das', 70, 124, 0.4),
      word('pune', 40, 136, 0.6), word('city', 64, 136, 0.55),
      word('ligwdi', 40, 148, 0.3), word('amar', 72, 148, 0.2), word('fafa', 94, 148, 0.1), word('hex', 116, 148, 0.1),
      word('lekhak', 40, 160, 0.3), word('amar', 72, 160, 0.2),
      word('HEX', 40, 172, 0.4), word('HT', 58, 172, 0.3),
      word('KIA', 40, 184, 0.4), word('SONET', 58, 184, 0.3),
    ];
    const model = withoutOcrDebris(buildPageModel(words, [{ width: 595, height: 842 }], true));
    expect(model.segments.map((segment) => segment.text)).toEqual(['3416.00', 'Petrol', 'Rahul Das', 'pune city', 'ligwdi amar fafa hex', 'KIA SONET']);
  });

  it('takes out a line of dots, commas or quote marks alone, specks however sure OCR was', () => {
    const words = [word('Prior', 40, 100, 0.95), word('Insurer', 70, 100, 0.95), word('.', 200, 108, 0.93), word('Prayag', 40, 124, 0.96), word(',', 300, 136, 0.9), word("'", 40, 148, 0.9)];
    const model = withoutOcrDebris(buildPageModel(words, [{ width: 595, height: 842 }], true));
    expect(model.segments.map((segment) => segment.text)).toEqual(['Prior Insurer', 'Prayag']);
  });

  it('takes out what OCR made of a bilingual label\'s Hindi half before its slash, not a sure figure nor one before a value', () => {
    const words = [
      word('1', 24, 100, 0.42), word('/', 33, 100, 0.82), word('No', 38, 100, 0.96), word('Claim', 52, 100, 0.96), word('Bonus', 80, 100, 0.91),
      word('Section', 24, 112, 0.96), word('1', 62, 112, 0.96), word('/', 70, 112, 0.9), word('Own', 76, 112, 0.96), word('Damage', 96, 112, 0.96),
      word('12', 24, 124, 0.4), word('/', 36, 124, 0.8), word('2024', 42, 124, 0.9),
      word('Fe', 24, 136, 0.32), word('wd', 36, 136, 0.37), word('ifaw', 48, 136, 0.45), word('|', 70, 136, 0.49), word('Net', 76, 136, 0.96), word('OD', 94, 136, 0.96), word('Premium', 108, 136, 0.96),
    ];
    const model = withoutOcrDebris(buildPageModel(words, [{ width: 595, height: 842 }], true));
    expect(model.segments.map((segment) => segment.text)).toEqual(['/ No Claim Bonus', 'Section 1 / Own Damage', '12 / 2024', 'Net OD Premium']);
    // Still starting where its Hindi does, in line with the labels under it.
    expect(model.segments[0].x).toBe(24);
  });

  it('reads a bracket OCR made of a bilingual label\'s slash as the slash ("WET [ Vehicle"), not a bracket after a sure word', () => {
    const words = [
      word('WET', 41, 100, 0.38), word('[', 60, 100, 0.76), word('Vehicle', 66, 100, 0.95),
      word('Policy', 41, 112, 0.96), word('[', 72, 112, 0.8), word('Package', 78, 112, 0.95),
    ];
    const model = withoutOcrDebris(buildPageModel(words, [{ width: 595, height: 842 }], true));
    expect(model.segments.map((segment) => [segment.text, segment.x])).toEqual([['/ Vehicle', 41], ['Policy [ Package', 41]]);
  });

  it('takes out what OCR made of a bilingual label\'s Hindi half with no slash after it, only before label words', () => {
    const words = [
      word('Ia', 24, 100, 0.41), word('af', 36, 100, 0.38), word('OD', 50, 100, 0.96), word('Premium', 64, 100, 0.96),
      word('3', 24, 112, 0.33), word('No', 32, 112, 0.95), word('Claim', 46, 112, 0.95), word('Bonus', 74, 112, 0.95),
      word('Mr', 24, 124, 0.6), word('Anil', 38, 124, 0.9), word('Rao', 62, 124, 0.9),
      word('3', 24, 136, 0.95), word('No', 32, 136, 0.95), word('Claim', 46, 136, 0.95), word('Bonus', 74, 136, 0.95),
      word('20', 24, 148, 0.5), word('%', 36, 148, 0.5), word('No', 46, 148, 0.95), word('Claim', 60, 148, 0.95), word('Bonus', 88, 148, 0.95),
      word('Ia', 24, 160, 0.41), word('Anil', 36, 160, 0.9), word('Rao', 60, 160, 0.9),
      word('3', 24, 172, 0.4), word('|', 32, 172, 0.5), word('Motor', 38, 172, 0.95), word('Insurance', 66, 172, 0.95),
    ];
    const model = withoutOcrDebris(buildPageModel(words, [{ width: 595, height: 842 }], true));
    // Not a sure figure, a rate, words before others that are no label's, nor past a bar.
    expect(model.segments.map((segment) => segment.text)).toEqual(['OD Premium', 'No Claim Bonus', 'Mr Anil Rao', '3 No Claim Bonus', '20 % No Claim Bonus', 'Ia Anil Rao', '3 | Motor Insurance']);
    // Still starting where its Hindi does, over the value printed under the whole of it.
    expect(model.segments.slice(0, 2).map((segment) => segment.x)).toEqual([24, 24]);
    // Not from a speck's place ("." before "Section II - Liability", a column's header).
    const speck = withoutOcrDebris(buildPageModel([word('.', 24, 100, 0.61), word('Section', 30, 100, 0.96), word('II', 66, 100, 0.71), word('Liability', 80, 100, 0.96)], [{ width: 595, height: 842 }], true));
    expect(speck.segments.map((segment) => [segment.text, segment.x])).toEqual([['Section II Liability', 30]]);
  });

  it('takes a bar off the end of a run, where it parts nothing (a table\'s rule after the last cell), and a bar alone', () => {
    const words = [word('Chassis', 40, 100, 0.95), word('No.', 80, 100, 0.95), word('|', 100, 100, 0.92), word('MALAUM428KG985006', 106, 100, 0.44), word('|', 193, 100, 0.84), word('|', 300, 100, 0.84)];
    const model = withoutOcrDebris(buildPageModel(words, [{ width: 595, height: 842 }], true));
    expect(model.segments.map((segment) => segment.text)).toEqual(['Chassis No. | MALAUM428KG985006']);
    // Nor the Hindi left before it ("ifaw |"), nor bars alone.
    const hindi = [word('ifaw', 40, 100, 0.4), word('|', 62, 100, 0.5), word('|', 200, 100, 0.8), word('|', 206, 100, 0.8)];
    expect(withoutOcrDebris(buildPageModel(hindi, [{ width: 595, height: 842 }], true)).segments).toEqual([]);
  });

  it('keeps figures before a bar, which may be a table\'s rule after a value ("500 | Net OD Premium")', () => {
    const words = [word('500', 24, 100, 0.6), word('|', 42, 100, 0.9), word('Net', 48, 100, 0.96), word('OD', 66, 100, 0.96), word('Premium', 80, 100, 0.96)];
    const model = withoutOcrDebris(buildPageModel(words, [{ width: 595, height: 842 }], true));
    expect(model.segments.map((segment) => segment.text)).toEqual(['500 | Net OD Premium']);
  });
});
