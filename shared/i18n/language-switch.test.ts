import { describe, expect, it } from 'vitest';
import { languageCookie, languagePath } from './language-switch.ts';

describe('the same page in another language', () => {
  it.each([
    ['en', '/az/', '', '/en/'],
    ['en', '/az', '', '/en/'],
    ['ru', '/az/products', '?category=printers&page=2', '/ru/products?category=printers&page=2'],
    ['az', '/en/products/thermo-tp80', '', '/az/products/thermo-tp80'],
    ['en', '/ru/products/', '?search=%D1%81%D0%BA%D0%B0%D0%BD%D0%B5%D1%80', '/en/products/?search=%D1%81%D0%BA%D0%B0%D0%BD%D0%B5%D1%80'],
    ['ru', '/contact', '', '/ru/contact'],
    ['en', '/', '', '/en/'],
    ['az', '/en/about', '?', '/az/about'],
    // Only the first segment is the language: a later "en" stays.
    ['ru', '/en/products/en', 'x=1', '/ru/products/en?x=1'],
  ] as const)('to %s: %s%s → %s', (target, pathname, search, expected) => {
    expect(languagePath(target, pathname, search)).toBe(expected);
  });
});

describe('the LANG cookie', () => {
  it('keeps the choice for a year on the whole site', () => {
    expect(languageCookie('ru', false)).toBe('LANG=ru; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toBe('LANG=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
