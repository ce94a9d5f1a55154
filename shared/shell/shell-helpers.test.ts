import { describe, expect, it } from 'vitest';
import { cssUrl } from './category-menu.tsx';
import { jsonInScript } from './json-ld.tsx';
import { searchHref } from './search-modal.tsx';
import { shouldRevalidateShell } from './shell-data.ts';
import { telHref } from '../urls.ts';
import type { ShouldRevalidateFunctionArgs } from 'react-router';

describe('JSON in a <script>', () => {
  const hostile = {
    address: '</script><script>alert(1)</script>',
    note: '<!-- a comment --> & more',
    lines: 'one\u2028two\u2029three',
  };

  it('has no character that could end the script or start a comment', () => {
    const json = jsonInScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('still parses to the same value', () => {
    expect(JSON.parse(jsonInScript(hostile))).toEqual(hostile);
  });
});

describe('header search', () => {
  it('goes to the product list with the term', () => {
    expect(searchHref('az', '/az/', '', ' qəbz printeri ')).toBe('/az/products?search=q%C9%99bz+printeri');
    expect(searchHref('en', '/en/about', '?x=1', 'drawer')).toBe('/en/products?search=drawer');
  });

  it('on the product list, replaces the term and keeps the other filters, back to the first page', () => {
    expect(searchHref('ru', '/ru/products', '?category=printers&search=old&page=3&ordering=-price', 'new')).toBe(
      '/ru/products?category=printers&search=new&ordering=-price',
    );
  });
});

describe('contact links', () => {
  it('dials digits and a leading plus only', () => {
    expect(telHref('+994 12 555 40 40')).toBe('tel:+994125554040');
    expect(telHref('(012) 555-40-40')).toBe('tel:0125554040');
  });
});

describe('shell data', () => {
  const args = (from: string, to: string) => ({ currentParams: { lang: from }, nextParams: { lang: to } }) as unknown as ShouldRevalidateFunctionArgs;

  it('is loaded once per language, not on every navigation', () => {
    expect(shouldRevalidateShell(args('az', 'az'))).toBe(false);
    expect(shouldRevalidateShell(args('az', 'en'))).toBe(true);
  });
});

describe('category images as CSS backgrounds', () => {
  it('quotes the address so it cannot end the url() or the declaration', () => {
    expect(cssUrl('https://api.example.az/media/a.svg')).toBe('url("https://api.example.az/media/a.svg")');
    expect(cssUrl('/images/category-default.svg')).toBe('url("/images/category-default.svg")');
    expect(cssUrl('https://x.az/a".svg);background:red;x("')).toBe('url("https://x.az/a\\".svg);background:red;x(\\"")');
  });

  it('takes web addresses only', () => {
    expect(cssUrl('javascript:alert(1)')).toBeUndefined();
    expect(cssUrl('//evil.example/a.svg')).toBeUndefined();
    expect(cssUrl('data:image/svg+xml,<svg/>')).toBeUndefined();
  });
});
