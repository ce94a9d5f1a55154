import { describe, expect, it } from 'vitest';
import { discountedPrice, formatPrice } from './price.ts';

describe('discountedPrice', () => {
  it('is price × (100 − discount) / 100 rounded to cents', () => {
    expect(discountedPrice(249.9, 10)).toBe(224.91);
    expect(discountedPrice(100, 15)).toBe(85);
    expect(discountedPrice(19.99, 33)).toBe(13.39);
  });

  it('leaves the price alone without a positive discount', () => {
    expect(discountedPrice(100, null)).toBe(100);
    expect(discountedPrice(100, 0)).toBe(100);
    expect(discountedPrice(100, -5)).toBe(100);
  });
});

describe('formatPrice', () => {
  it('writes AZN with two decimals in each language', () => {
    expect(formatPrice(1234.5, 'az')).toBe('1\u00a0234,50\u00a0₼');
    expect(formatPrice(1234.5, 'ru')).toBe('1\u00a0234,50\u00a0₼');
    expect(formatPrice(1234.5, 'en')).toBe('₼1,234.50');
  });

  it('handles zero, small and large amounts', () => {
    expect(formatPrice(0, 'en')).toBe('₼0.00');
    expect(formatPrice(9.9, 'az')).toBe('9,90\u00a0₼');
    expect(formatPrice(4999.99, 'en')).toBe('₼4,999.99');
    expect(formatPrice(1234567, 'ru')).toBe('1\u00a0234\u00a0567,00\u00a0₼');
  });
});
