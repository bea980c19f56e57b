import { addressFromOcr, codeLettersFromOcr, emailFromOcr, emailWithLostUnderscore, modelFromOcr, monthNamesFromOcr, nameFromOcr, personNameFromOcr, registrationFromOcr, vinFromOcr } from '../../server/extraction/values/ocrMisreadings';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPE_ALONE,
  findDates,
  listedChoices,
  parseAmount,
  parseBusinessType,
  parseDate,
  parseFuelType,
  parsePolicyType,
  parseRegistration,
} from '../../server/extraction/normalise';

describe('dates as Indian schedules print them', () => {
  it.each([
    ['12/03/2024', '2024-03-12'],
    ['12-03-2024', '2024-03-12'],
    ['12.03.2024', '2024-03-12'],
    ['12-Mar-2024', '2024-03-12'],
    ['12-MAR-2024', '2024-03-12'],
    ['12 March 2024', '2024-03-12'],
    ['12th March, 2024', '2024-03-12'],
    ['1st Sept 2024', '2024-09-01'],
    ['March 12, 2024', '2024-03-12'],
    ['March 12,2024', '2024-03-12'],
    ['00:00 Hrs of 01/04/2025', '2025-04-01'],
    ['Midnight of 31-Mar-2026', '2026-03-31'],
    ['2025-04-01', '2025-04-01'],
    // Year first with slashes or stops, as a phone's message prints it (set 14, ChatThreadExport).
    ['Issued: 2025/03/11', '2025-03-11'],
    ['2025.03.11', '2025-03-11'],
    // A figure a box, as a form's comb fields print it (set 19, comb-box-proposal).
    ['1 7 0 8 2021', '2021-08-17'],
    ['1 7 / 0 8 / 2 0 2 1', '2021-08-17'],
  ])('%s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('finds both ends of a period and refuses impossible days', () => {
    expect(findDates('From 00:00 Hrs on 01/10/2025 To Midnight on 30/09/2026')).toEqual(['2025-10-01', '2026-09-30']);
    expect(parseDate('31/02/2025')).toBeUndefined();
    expect(parseDate('Policy No 1234/5678')).toBeUndefined();
    expect(parseDate('3105/2025/PC/00418872')).toBeUndefined();
    expect(parseDate('OG/2023/12/05/123')).toBeUndefined();
    expect(parseDate('9 8 2 2 0 4 5 7 1 3')).toBeUndefined();
    expect(parseDate('Policy No. INV/2025/03/11')).toBeUndefined();
    expect(parseDate('Seats 5  1 2 0 8 2021')).toBeUndefined();
  });
});

describe('amounts', () => {
  it.each([
    ['Rs. 1,23,456.50', 123456.5],
    ['₹ 1,23,456', 123456],
    ['INR 123456.00', 123456],
    ['1,234,567.00', 1234567],
    ['7,16,600/-', 716600],
    ['(2,500.00)', -2500],
    ['- 2,500.00', -2500],
    ['0.00', 0],
  ])('%s', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it('refuses text that is not one amount', () => {
    expect(parseAmount('N/A')).toBeUndefined();
    expect(parseAmount('12,34')).toBeUndefined();
  });
});

describe('registration numbers', () => {
  it.each([
    ['MH12AB1234', 'MH12AB1234', 'MH12'],
    ['MH 12 AB 1234', 'MH12AB1234', 'MH12'],
    ['MH-12-AB-1234', 'MH12AB1234', 'MH12'],
    ['mh12 ab 1234', 'MH12AB1234', 'MH12'],
    ['MH04N0401', 'MH04N0401', 'MH04'],
    ['DL 3C AB 1234', 'DL3CAB1234', 'DL3C'],
    ['22 BH 1234 AA', '22BH1234AA', '22BH'],
    // Telangana's code since 2024
    ['TG 07 HX 2204', 'TG07HX2204', 'TG07'],
    // OCR reads a district's 0 as O and 1 as I
    ['GJO1 Q 7360', 'GJ01Q7360', 'GJ01'],
    ['MH I2 AB 1234', 'MH12AB1234', 'MH12'],
  ])('%s', (text, vehicleNumber, rto) => {
    const parsed = parseRegistration(text);
    expect(parsed?.vehicle_number).toBe(vehicleNumber);
    expect(parsed?.rto_code).toBe(rto);
  });

  it('counts the digits of the number itself, which are four but on a number wrapped over two lines ("MH 4725" is the end of "WB06 MH 4725")', () => {
    expect(parseRegistration('MH 12 AB 0042')?.numberDigits).toBe(4);
    expect(parseRegistration('MH 4725')?.numberDigits).toBe(2);
  });

  it('takes no district 0 for one (a scan\'s "CG0ATG2816" is CG 04 TG 2816 with a 4 read as A)', () => {
    expect(parseRegistration('CG0ATG2816')).toBeUndefined();
  });

  it.each([
    ['KLOT PQ9563', 'KL01PQ9563'],
    ['CG0ATG2816', 'CG04TG2816'],
    ['MH12A81234', 'MH12AB1234'],
    ['5K 01 AB 0OO7', 'SK01AB0007'],
  ])('reads the OCR text %s as the registration number %s, swapping letters and digits only where the format cannot have them', (text, vehicleNumber) => {
    expect(registrationFromOcr(text)).toBe(vehicleNumber);
  });

  it('finds no registration number in OCR text of another shape', () => {
    expect(registrationFromOcr('RAIPUR')).toBeUndefined();
    expect(registrationFromOcr('MA1K2G545GD734816')).toBeUndefined();
  });

  it('reads a district OCR read with a letter beside its digit twin without the letter ("UKO07 ZC 6313"), and only a district', () => {
    expect(registrationFromOcr('UKO07 ZC 6313')).toBe('UK07ZC6313');
    expect(registrationFromOcr('MPO9INKO0860')).toBeUndefined();
  });

  it('keeps the letter of a Delhi district ("DL 3C AB I234")', () => {
    expect(registrationFromOcr('DL 3C AB I234')).toBe('DL3CAB1234');
  });
});

describe('month names in OCR text', () => {
  it('gives a month name OCR read with a digit its letters back, and leaves other words alone', () => {
    expect(monthNamesFromOcr('09/0ct/2026')).toBe('09/oct/2026');
    expect(monthNamesFromOcr('12 5ep 2024')).toBe('12 sep 2024');
    expect(monthNamesFromOcr('10/Oct/2025')).toBeUndefined();
    expect(monthNamesFromOcr('Plot 5B, Sector 21')).toBeUndefined();
    expect(monthNamesFromOcr('214 UL-2023')).toBe('21-JUL-2023');
    expect(monthNamesFromOcr('22) UL-2023 TO 21) UL-2024')).toBe('22-JUL-2023 TO 21-JUL-2024');
    expect(monthNamesFromOcr('12 | UN-2024')).toBe('12-JUN-2024');
    expect(monthNamesFromOcr('19 UL-2023')).toBe('19-JUL-2023');
    expect(monthNamesFromOcr('Plot 21 UL Road, 2023')).toBeUndefined();
    // Not a registration number's series, lower-case words, two-figure years, amounts.
    expect(monthNamesFromOcr('KA 01 AN 2023')).toBeUndefined();
    expect(monthNamesFromOcr('Flat 12 an 2024')).toBeUndefined();
    expect(monthNamesFromOcr('Sec 7 AN 20')).toBeUndefined();
    expect(monthNamesFromOcr('100 UN 24')).toBeUndefined();
    expect(monthNamesFromOcr('Rs 1,250 UN 2024')).toBeUndefined();
  });
});

describe('chassis numbers and e-mail addresses in OCR text', () => {
  it('reads a VIN without the letters its alphabet lacks, once, and its serial as digits', () => {
    expect(vinFromOcr('MEXL3VAL8MDO16626')).toEqual({ vin: 'MEXL3VAL8MD016626', certain: true });
    expect(vinFromOcr('MAI1DJ7HC3HL414444')).toEqual({ vin: 'MA1DJ7HC3HL414444', certain: false });
    expect(vinFromOcr('MB)26KAM2SC110717')).toEqual({ vin: 'MBJ26KAM2SC110717', certain: false });
    expect(vinFromOcr('MALDKJGW®6)S319475')).toEqual({ vin: 'MALDKJGW6JS319475', certain: false });
    expect(vinFromOcr('MA1M1PAT4PLA78322')).toEqual({ vin: 'MA1M1PAT4PL478322', certain: false });
    expect(vinFromOcr('MA1M1PAT4PL478322')).toEqual({ vin: 'MA1M1PAT4PL478322', certain: true });
    expect(vinFromOcr('MEE73KVJ9IMC252755')).toEqual({ vin: 'MEE73KVJ9MC252755', certain: false });
    expect(vinFromOcr('DLA-NH32569')).toBeUndefined();
    // A speck read as a stop between two of its characters.
    expect(vinFromOcr('MZ7ZSBPZ7L.D514347')).toEqual({ vin: 'MZ7ZSBPZ7LD514347', certain: false });
  });

  it('gives an address a common mail service a letter off, and leaves others alone', () => {
    expect(emailFromOcr('reddy.chetan5@outiook.com')).toBe('reddy.chetan5@outlook.com');
    expect(emailFromOcr('asha@gmaii.com')).toBe('asha@gmail.com');
    expect(emailFromOcr('asha@gmail.com')).toBeUndefined();
    expect(emailFromOcr('reddy.prakash9@yahoo.coin')).toBe('reddy.prakash9@yahoo.co.in');
    expect(emailFromOcr('asha@mail.com')).toBeUndefined();
    expect(emailFromOcr('care@kavachbroking.in')).toBeUndefined();
    expect(emailFromOcr('-deepak.kamath@gmail.com')).toBe('deepak.kamath@gmail.com');
    expect(emailFromOcr('_raj@gmail.com')).toBeUndefined();
    // A ".com" read a letter off, not a country's own domain a letter off it.
    expect(emailFromOcr('care@sahajpolicy.tom')).toBe('care@sahajpolicy.com');
    expect(emailFromOcr('care@sahaj.co')).toBeUndefined();
    expect(emailFromOcr('care@sahaj.net')).toBeUndefined();
    expect(emailFromOcr('care@sahaj.cam')).toBeUndefined();
  });

  it('reads a model\'s "(0)" as its option pack "(O)"', () => {
    expect(modelFromOcr('Creta SX (0)')).toBe('Creta SX (O)');
    expect(modelFromOcr('Creta SX (O)')).toBeUndefined();
  });

  it('puts back the underscore OCR read as a space in an address', () => {
    expect(emailWithLostUnderscore('chetan singh81@hotmail.com')).toBe('chetan_singh81@hotmail.com');
    expect(emailWithLostUnderscore('Email: asha@gmail.com')).toBeUndefined();
    expect(emailWithLostUnderscore('Email asha@gmail.com')).toBeUndefined();
    expect(emailWithLostUnderscore('asha@gmail.com')).toBeUndefined();
  });

  it('reads an exclamation mark ending a word of small letters in a name as its l ("Genera!")', () => {
    expect(nameFromOcr('Lohit Genera! Insurance Co. Ltd.')).toBe('Lohit General Insurance Co. Ltd.');
    expect(nameFromOcr('Goya! Traders')).toBe('Goyal Traders');
    expect(nameFromOcr('Lohit General Insurance Co. Ltd.')).toBeUndefined();
  });

  it('gives back the full stop a company name that dots its other abbreviations lost at its end', () => {
    expect(nameFromOcr('DHAN RAKSHA INSURANCE BROKERS PVT. LTD')).toBe('DHAN RAKSHA INSURANCE BROKERS PVT. LTD.');
    expect(nameFromOcr('ARAVALI GENERAL INSURANCE LTD')).toBeUndefined();
    expect(nameFromOcr('Sahaj Policy Brokers Pvt. Ltd.')).toBeUndefined();
    // A firm's word read in small letters in a name of capitals; a space before "Pvt" read as a dash.
    expect(nameFromOcr('Prayag General insurance Ltd.')).toBe('Prayag General Insurance Ltd.');
    expect(nameFromOcr('PRAYAG GENERAL insurance LTD')).toBe('PRAYAG GENERAL INSURANCE LTD');
    expect(nameFromOcr('Bank of Baroda general insurance')).toBeUndefined();
    expect(nameFromOcr('Sahaj Policy Brokers-Pvt Ltd')).toBe('Sahaj Policy Brokers Pvt Ltd');
  });

  it('mends the firm\'s words OCR misread in a firm\'s name and a mark read onto its first letter, not a firm\'s own name nor a person\'s', () => {
    expect(nameFromOcr('Nilgiri General Insurance Company Lirhited')).toBe('Nilgiri General Insurance Company Limited');
    expect(nameFromOcr('Dhan Raksha Insuranc e Brokers Pvt. Ltd.')).toBe('Dhan Raksha Insurance Brokers Pvt. Ltd.');
    expect(nameFromOcr('Parivar Risk Solutions PvtLtd')).toBe('Parivar Risk Solutions Pvt Ltd');
    expect(nameFromOcr('Dhruv General Insurance Ce. Ltd.')).toBe('Dhruv General Insurance Co. Ltd.');
    expect(nameFromOcr('KONARK GENARAL INSURANCE CO. LTD.')).toBe('KONARK GENERAL INSURANCE CO. LTD.');
    expect(nameFromOcr('Compass Insurance Brokers Pvt. Ltd.')).toBeUndefined();
    expect(nameFromOcr('Generous Assurance Ltd.')).toBeUndefined();
    expect(nameFromOcr('Anita Genaral')).toBeUndefined();
    expect(nameFromOcr('Future Generali India Insurance Co. Ltd.')).toBeUndefined();
    expect(nameFromOcr('Probus Insurance Broker Pvt. Ltd.')).toBeUndefined();
    expect(nameFromOcr('Anand Insurance Advisors Pvt.Ltd.')).toBeUndefined();
    expect(nameFromOcr('-Prayag General Insurance Ltd.')).toBe('Prayag General Insurance Ltd.');
  });

  it('takes specks read as marks out of an address: in its PIN, on a part\'s first letter, for a space between words', () => {
    expect(addressFromOcr('125, Gokul Dham, Chandigarh - 1.60050')).toBe('125, Gokul Dham, Chandigarh - 160050');
    expect(addressFromOcr('620, -Ashirwad Complex, MG Road')).toBe('620, Ashirwad Complex, MG Road');
    expect(addressFromOcr('H.No. 4-7-78, Salt.Lake Sector V')).toBe('H.No. 4-7-78, Salt Lake Sector V');
    expect(addressFromOcr('Opp.City Hospital, St.Mary Road')).toBeUndefined();
    expect(addressFromOcr('Flat 3, \'Sai Krupa\', Dist.Pune, Bldg.Sai Darshan, Near.Temple')).toBeUndefined();
    expect(addressFromOcr('Plot 1.5, Sector 4, Pune - 411001')).toBeUndefined();
  });

  it('parts a person\'s names a speck joined with a full stop, not initials, titles, firms nor a dash', () => {
    expect(personNameFromOcr('Suresh.Kamath')).toBe('Suresh Kamath');
    expect(personNameFromOcr('ANITA.RAO')).toBe('ANITA RAO');
    expect(personNameFromOcr('Ravi.Kumar.Sharma')).toBe('Ravi Kumar Sharma');
    expect(personNameFromOcr('S.Kamath')).toBeUndefined();
    expect(personNameFromOcr('Smt.Kamala Devi')).toBeUndefined();
    expect(personNameFromOcr('Capt.Arjun Rao')).toBeUndefined();
    expect(personNameFromOcr('Anita Rao-Desai')).toBeUndefined();
    expect(personNameFromOcr('Sharma.Traders Pvt. Ltd.')).toBeUndefined();
    expect(personNameFromOcr('Suresh Kamath')).toBeUndefined();
  });

  it('mends the abbreviations and capital I OCR misreads in a name', () => {
    expect(nameFromOcr('Sanchay !nsurance Web Brokers Pwvt Ltd.')).toBe('Sanchay Insurance Web Brokers Pvt Ltd.');
    expect(nameFromOcr('Vishwas Insurance Broking Put. Ltd.')).toBe('Vishwas Insurance Broking Pvt. Ltd.');
    expect(nameFromOcr('Sanchay Insurance Web Brokers Pvt. Lid.')).toBe('Sanchay Insurance Web Brokers Pvt. Ltd.');
    expect(nameFromOcr('ANCHOR BROKING PUT LTD')).toBe('ANCHOR BROKING PVT LTD');
    expect(nameFromOcr('Harpreet lyer')).toBe('Harpreet Iyer');
    expect(nameFromOcr('Put Lid')).toBe('Pvt Ltd');
    expect(nameFromOcr('Harpreet Iyer')).toBeUndefined();
  });

  it('reads the letter O in a code\'s part that is letters but for a 0, and leaves mixed parts as read', () => {
    expect(codeLettersFromOcr('0G-24-8172-5448-41261795')).toBe('OG-24-8172-5448-41261795');
    expect(codeLettersFromOcr('IRDAI/B0/12')).toBe('IRDAI/BO/12');
    expect(codeLettersFromOcr('OG-24-8172')).toBeUndefined();
    expect(codeLettersFromOcr('1-VKMF703V')).toBeUndefined();
    expect(codeLettersFromOcr('00-12')).toBeUndefined();
  });
});

describe('policy, business and fuel types', () => {
  it('names policy types canonically', () => {
    expect(parsePolicyType('Private Car Package Policy')).toBe('Comprehensive');
    expect(parsePolicyType('Standalone Own Damage')).toBe('Standalone OD');
    expect(parsePolicyType('Liability Only Policy')).toBe('Third Party');
    expect(parsePolicyType('Bundled (1+3)')).toBe('Comprehensive');
  });

  it('names business types canonically', () => {
    expect(parseBusinessType('Roll Over')).toBe('Rollover');
    expect(parseBusinessType('Renewal of policy')).toBe('Renewal');
    expect(parseBusinessType('New Vehicle')).toBe('New');
    expect(parseBusinessType('Used car')).toBe('Used');
    // A policy moved from another insurer, in a customer's words; "port" only as a word of its own.
    expect(parseBusinessType('Switched from another insurer')).toBe('Rollover');
    expect(parseBusinessType('Porting')).toBe('Rollover');
    expect(parseBusinessType('Switched')).toBe('Rollover');
    expect(parseBusinessType('Transport vehicle')).toBeUndefined();
  });

  it('names fuel types', () => {
    expect(parseFuelType('PETROL')).toBe('Petrol');
    expect(parseFuelType('Petrol + CNG')).toBe('CNG');
    expect(parseFuelType('Battery Electric')).toBe('Electric');
    // An accessory's kind is no fuel.
    expect(parseFuelType('Electrical Accessories IDV')).toBeUndefined();
    expect(parseFuelType('ELECTRIC')).toBe('Electric');
    // A hybrid runs on a fuel and on electricity, whichever word comes first.
    expect(parseFuelType('Strong Hybrid (Electric)')).toBe('Hybrid');
    expect(parseFuelType('electric motor and petrol engine')).toBe('Hybrid');
  });

  it('tells a business type\'s own word alone, a move from another insurer too', () => {
    for (const alone of ['Porting', 'Switched', 'RENEWAL (SAME INSURER)', 'New Business', 'Rollover from another insurer', 'Renewal with same insurer']) expect(BUSINESS_TYPE_ALONE.test(alone)).toBe(true);
    expect(BUSINESS_TYPE_ALONE.test('New Delhi')).toBe(false);
  });
});

describe('a label\'s list of the choices its value takes', () => {
  it('names the kind of value the list is of, and a car\'s two fuels are a value', () => {
    expect(listedChoices('New / Renewal / Rollover')).toBe('businessType');
    expect(listedChoices('Comprehensive/Third Party/SAOD')).toBe('policyType');
    expect(listedChoices('Petrol/Diesel/CNG')).toBe('fuelType');
    expect(listedChoices('Petrol/CNG')).toBeUndefined();
    expect(listedChoices('Make / Model')).toBeUndefined();
  });
});
