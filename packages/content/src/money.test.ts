import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('should write whole dollars without cents and other amounts with two decimals', () => {
    expect(formatMoney(202.9)).toBe('$202.90');
    expect(formatMoney(41.33)).toBe('$41.33');
    expect(formatMoney(185)).toBe('$185');
    expect(formatMoney(185.0)).toBe('$185');
    expect(formatMoney(283)).toBe('$283');
    expect(formatMoney(1736)).toBe('$1,736');
    expect(formatMoney(109000)).toBe('$109,000');
    expect(formatMoney(1148.4)).toBe('$1,148.40');
    expect(formatMoney(250000.5)).toBe('$250,000.50');
    expect(formatMoney(0.39)).toBe('$0.39');
    expect(formatMoney(0)).toBe('$0');
  });

  it('should round to the cent first', () => {
    expect(formatMoney(20.289999999)).toBe('$20.29');
    expect(formatMoney(99.999)).toBe('$100');
    expect(formatMoney(0.001)).toBe('$0');
  });

  it('should put a minus before the dollar sign, and refuse what is not an amount', () => {
    expect(formatMoney(-5.25)).toBe('-$5.25');
    expect(formatMoney(-0.001)).toBe('$0');
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
