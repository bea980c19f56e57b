import { describe, expect, it } from 'vitest';
import { amountText, parseRupees } from '../../resources/core/MoneyInput';

describe('amounts typed as staff copy them', () => {
  it.each([
    ['₹ 1,23,456', 123456],
    ['Rs. 1,23,456.50', 123456.5],
    ['INR 3,416', 3416],
    ['15830.88', 15830.88],
    ['-250', -250],
  ])('reads %s as %d', (text, amount) => {
    expect(parseRupees(text)).toBe(amount);
  });

  it.each(['₹ 1,2x', 'twelve', '', '1.2.3'])('reads no amount in "%s"', (text) => {
    expect(parseRupees(text)).toBeUndefined();
  });
});

describe('amounts as an edit form shows them', () => {
  it.each([
    [10500.5, '10,500.50'],
    [123456, '1,23,456'],
    [0, '0'],
    [-250.25, '-250.25'],
    [null, ''],
  ])('shows %s as "%s", which reads back as the same amount', (amount, text) => {
    expect(amountText(amount)).toBe(text);
    if (amount !== null) expect(parseRupees(text)).toBe(amount);
  });
});
