import { describe, expect, it } from 'vitest';
import { coverDatesFrom } from '../../resources/motorPolicies/coverDates';
import { defineResource } from '../../resources/core/defineResource';
import { date, text } from '../../resources/core/fields';

describe('the dates a policy start date gives', () => {
  it('ends a year\'s cover the day before the same date a year on, the OD and TP covers with it', () => {
    expect(coverDatesFrom({ start_date: '2025-04-01', business_type: 'Renewal', policy_type: 'Comprehensive' })).toEqual({
      end_date: '2026-03-31',
      od_start_date: '2025-04-01',
      od_end_date: '2026-03-31',
      tp_start_date: '2025-04-01',
      tp_end_date: '2026-03-31',
    });
  });

  it('gives a new car\'s comprehensive policy three years of TP cover, and a leap day its year', () => {
    expect(coverDatesFrom({ start_date: '2024-02-29', business_type: 'New', policy_type: 'Comprehensive' })).toMatchObject({ end_date: '2025-02-28', tp_end_date: '2027-02-28' });
  });

  it('gives nothing for a start date not yet whole', () => {
    expect(coverDatesFrom({ start_date: '2025-0' })).toEqual({});
    expect(coverDatesFrom({ start_date: '2025-04' })).toEqual({});
    expect(coverDatesFrom({})).toEqual({});
  });
});

describe('a declared end date a year from a start date', () => {
  it('must name a date field of its declaration', () => {
    const declare = (yearFrom: string) =>
      defineResource({
        name: 'covers',
        endpoint: '/cover',
        table: 'covers',
        label: { one: 'Cover', many: 'Covers' },
        fields: { starts: date({ label: 'Starts' }), ends: date({ label: 'Ends', yearFrom }), holder: text({ label: 'Holder' }) },
      });
    expect(declare('starts').fields.ends.yearFrom).toBe('starts');
    expect(() => declare('holder')).toThrow('covers.ends is filled a year on from holder, which is none of its date fields.');
    expect(() => declare('start')).toThrow(/none of its date fields/);
  });
});
