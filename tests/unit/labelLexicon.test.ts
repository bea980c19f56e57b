import { describe, expect, it } from 'vitest';
import { labelWordShare, scoreLabelText } from '../../server/extraction/lexicon/match';
import { labelTokens } from '../../server/extraction/lexicon/tokens';

const best = (label: string, section?: Parameters<typeof scoreLabelText>[1]) => scoreLabelText(label, section)[0];

describe('matching printed labels to fields by their words, not by equal strings', () => {
  it.each([
    ['Policy No.', 'policy_number'],
    ['Certificate cum Policy No.', 'policy_number'],
    ['Regn. No.', 'vehicle_number'],
    ['Vehicle Registration Number', 'vehicle_number'],
    ['Mfg. Yr', 'manufacturing_year'],
    ['Year of Manufacture', 'manufacturing_year'],
    ['OD Basic Premium', 'basic_od_premium'],
    ['Basic Premium - Own Damage', 'basic_od_premium'],
    ['Name of the Insured Person', 'customer_name'],
    ['D.O.I.', 'issue_date'],
    ['Chassis No./VIN', 'chasis_number'],
    ['Ch. No.', 'chasis_number'],
    ['Power Source', 'fuel_type'],
    ['CENTRAL GST @9%', 'cgst'],
    ['PRE-TAX PREMIUM', 'net_premium'],
    ['Act Liability Premium', 'basic_tp_premium'],
    ['Total Act Premium', 'total_tp_premium'],
    ['PA Owner Driver SI', 'pa_sum_insured'],
    ['Sold By', 'broker_name'],
    ['SOLD THROUGH', 'broker_name'],
    ['Bill To', 'customer_name'],
    ['Bima Dharak ka Naam', 'customer_name'],
    ['Pichhli Policy Sankhya', 'previous_policy_number'],
    ['Kul Dey Rashi', 'total_premium'],
    ['Panjikaran Sankhya', 'vehicle_number'],
    ['Vahan ki Panjikaran Sankhya', 'vehicle_number'],
  ])('reads "%s" as %s, whatever its word order, abbreviations and dots', (label, field) => {
    expect(best(label)).toMatchObject({ target: field, score: expect.closeTo(1, 1) });
  });

  it('reads "LL" as legal liability, a third-party cover: "PA & LL Premium" is the TP add-ons', () => {
    expect(best('PA & LL Premium')).toMatchObject({ target: 'total_tp_add_on_premium', score: expect.toSatisfy((score: number) => score >= 0.7) });
    expect(best('LL to Paid Driver')?.target).toBe('total_tp_add_on_premium');
  });

  it('reads "Motor No." as an engine number, and "Motor" in a maker\'s name as no label word ("MG Motor")', () => {
    expect(best('Motor No.')?.target).toBe('engine_number');
    expect(best('Engine / Motor Number')?.target).toBe('engine_number');
    expect(labelWordShare('MG Motor')).toBe(0);
  });

  it('takes a date field\'s wording with its kind\'s word added ("OD Risk End" + "Date")', () => {
    expect(best('OD Risk End Date')).toEqual({ target: 'od_end_date', score: 1 });
    expect(best('TP Risk Start Date')).toEqual({ target: 'tp_start_date', score: 1 });
  });

  it('reads the Hindi "ऐड-ऑन" as add-ons, printed whole or with spaces round its dash', () => {
    expect(best('तृतीय पक्ष ऐड-ऑन प्रीमियम')?.target).toBe('total_tp_add_on_premium');
    expect(best('ऐड - ऑन प्रीमियम / Add-on Premium (OD)')?.target).toBe('total_od_add_on_premium');
  });

  it('knows the Hindi forms printed beside the English, also when stored in drawn order', () => {
    expect(best('पॉलिसी संख्या / Policy No.')?.target).toBe('policy_number');
    expect(best('बीमित का नाम')?.target).toBe('customer_name');
    expect(best('पिछली पॉलिसी की समाप्ति तिथि')?.target).toBe('previous_policy_end_date');
    // The reph stored where it is drawn: the same letters, so the same word.
    expect(best('निमार्ता')?.target).toBe('make');
    // …or drawn apart, leaving the insurer's letters those of "insured": the insurer still.
    expect(best('पिछला बीमाकता i / PREV. INSURER')?.target).toBe('previous_insurer_name');
    expect(labelTokens('पिछला बीमाकता')).toEqual(['previous', 'insurer']);
    // (Read by its spelling only: other words with its letters stay the insured.)
    expect(labelTokens('बीमाकत')).toEqual(['insured']);
    // A word clipped by the PDF's text is not taken for another word with its letters.
    expect(best('वसाय')).toBeUndefined();
    // A word printed in two pieces a glyph apart is one word.
    expect(labelTokens('स्वयं क्ष ति')).toEqual(['od']);
  });

  it('knows the trade\'s other wordings: partners, claim-free discounts, extensions, main covers, effective periods', () => {
    expect(best('PARTNER CODE')?.target).toBe('broker_code');
    expect(best('Partner E-mail')?.target).toBe('broker_email');
    expect(best('Sourcing Intermediary')?.target).toBe('broker_name');
    expect(best('Financing partner code')?.target).not.toBe('broker_code');
    expect(best('Bank Partner Name')?.target).not.toBe('broker_name');
    expect(best('Main Policy No.')?.target).toBe('policy_number');
    expect(best('Geographical Extension')?.target).not.toBe('total_od_add_on_premium');
    expect(best('Claim Free Discount')?.target).toBe('ncb');
    expect(best('LIABILITY EXTENSIONS')?.target).toBe('total_tp_add_on_premium');
    expect(best('Core Premium')?.target).toBe('basic_od_premium');
    expect(best('Vehicle Damage Premium')?.target).toBe('total_od_premium');
    expect(labelTokens('Third Party Property Damage')).toEqual(['tp', 'property']);
    expect(best('Effective Period')?.target).toBe('period');
    expect(best('TOTAL PACKAGE PREMIUM')?.target).toBe('net_premium');
  });

  it('tells a field from the one its label resembles: the previous policy, the nominee, the receipt', () => {
    expect(best('Previous Policy No.')?.target).toBe('previous_policy_number');
    expect(best('Nominee Name')?.target).toBe('nominee');
    expect(best('Receipt No.')?.target).toBe('paperwork');
    expect(best('Quote No.')?.target).toBe('paperwork');
    // An add-on cover priced in a row is no field its words resemble.
    for (const cover of ['Engine Protector', 'NCB Protector', 'Return to Invoice']) expect(best(cover)?.target).toBe('add_on_cover');
    expect(best('Engine No.')?.target).toBe('engine_number');
    expect(scoreLabelText('Previous Policy No.').find((entry) => entry.target === 'policy_number')!.score).toBeLessThan(0.5);
  });

  it('reads "Current NCB" under the previous policy\'s heading as this policy\'s, and a bare "Regd" weakly as the registration date', () => {
    const previous = { context: 'previous' as const, tokens: ['previous'] };
    expect(best('Current NCB %', previous)?.target).toBe('ncb');
    expect(scoreLabelText('Current NCB %', previous).find((entry) => entry.target === 'previous_ncb')!.score).toBeLessThan(0.5);
    expect(best('NCB %', previous)?.target).toBe('previous_ncb');
    // (A renewal notice's "Present Policy No." and "Current Policy Expiry" are the expiring policy's.)
    expect(best('Present Policy No.', previous)?.target).toBe('previous_policy_number');
    expect(best('Current Policy Expiry Date', previous)?.target).toBe('previous_policy_end_date');
    expect(best('Regd')).toMatchObject({ target: 'registration_date', score: expect.toSatisfy((score: number) => score < 0.9) });
    expect(best('Regd. Owner')?.target).toBe('customer_name');
    expect(best('Registered Mobile')?.target).toBe('customer_phone');
  });

  it('reads a period\'s length in its label as no evidence against it, and "Booking" as no misread "Broking"', () => {
    expect(best('Third Party cover (3 Years)')).toMatchObject({ target: 'tp_period', score: 1 });
    expect(best('Booking ID')?.target).not.toBe('broker_code');
    expect(best('Brokng Code')?.target).toBe('broker_code');
  });

  it('lets a section lend its words to a short label, but not make a label of any text', () => {
    const broker = { context: 'broker' as const, tokens: ['broker'] };
    expect(best('Name', broker)?.target).toBe('broker_name');
    expect(best('Code', broker)?.target).toBe('broker_code');
    expect(best('Bakula Mehra', { tokens: ['insured'] })).toBeUndefined();
  });

  it('matches a word misread by a letter, but not another word a letter longer', () => {
    expect(labelTokens('Regestration No')).toEqual(['registration', 'number']);
    expect(labelTokens('Contract No')).not.toContain('contact');
    // Five letters leave room for a misreading only of letters a scan confuses: "Modei" is a model, "Smart" (a variant) no start.
    expect(labelTokens('Modei')).toEqual(['model']);
    expect(labelTokens('Smart')).toEqual(['smart']);
  });
});
