// The pure parts of intent fetching (client/prefetch.ts): which links lead to a page worth
// fetching ahead, the budget (each address once while its answers may wait, PREFETCH_BUDGET a
// page), and the connections that get nothing.
import { describe, expect, it } from 'vitest';
import { connectionAllows, createBudget, PREFETCH_BUDGET, prefetchTarget } from '../../client/prefetch.ts';
import { PREFETCH_MEMO_MS } from '../../client/api-source.ts';

const here = new URL('https://hesabpos.az/en/products?category=printers');
const link = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });
const target = (attributes: Record<string, string>) => prefetchTarget(link(attributes), here)?.href;

describe('links that qualify', () => {
  it('another page of the site, relative or absolute, without its hash', () => {
    expect(target({ href: '/en/products/pos-1' })).toBe('https://hesabpos.az/en/products/pos-1');
    expect(target({ href: 'https://hesabpos.az/en/about#team' })).toBe('https://hesabpos.az/en/about');
    expect(target({ href: '/en/products?category=scanners' })).toBe('https://hesabpos.az/en/products?category=scanners');
    expect(target({ href: '/en/', target: '_self', rel: 'noopener' })).toBe('https://hesabpos.az/en/');
  });

  it('not the current page, another origin, the Worker’s own addresses, new tabs, downloads or nofollow links', () => {
    expect(target({ href: '/en/products?category=printers' })).toBeUndefined();
    expect(target({ href: '#filters' })).toBeUndefined();
    expect(target({ href: 'https://example.com/en/' })).toBeUndefined();
    expect(target({ href: 'tel:+994123456789' })).toBeUndefined();
    expect(target({ href: '/_img/640/media/a.jpg' })).toBeUndefined();
    expect(target({ href: '/_api/en/products/' })).toBeUndefined();
    expect(target({ href: '/en/about', target: '_blank' })).toBeUndefined();
    expect(target({ href: '/en/catalogue.pdf', download: '' })).toBeUndefined();
    expect(target({ href: '/en/contact?product=x', rel: 'NoFollow' })).toBeUndefined();
    expect(target({})).toBeUndefined();
  });
});

describe('the budget', () => {
  it('fetches an address once until the memo would have dropped its answers', () => {
    let now = 0;
    const budget = createBudget(() => now, PREFETCH_MEMO_MS, 10);
    expect(budget.take('/en/products/a')).toBe(true);
    expect(budget.take('/en/products/a')).toBe(false);
    expect(budget.take('/en/products/b')).toBe(true);
    now = PREFETCH_MEMO_MS - 1;
    expect(budget.take('/en/products/a')).toBe(false);
    now = PREFETCH_MEMO_MS;
    expect(budget.take('/en/products/a')).toBe(true);
  });

  it('allows a page PREFETCH_BUDGET prefetches, and as many again on the next page', () => {
    const budget = createBudget(() => 0);
    const taken = Array.from({ length: PREFETCH_BUDGET + 2 }, (_, index) => budget.take(`/en/products/${index}`));
    expect(taken).toEqual([...Array.from({ length: PREFETCH_BUDGET }, () => true), false, false]);
    budget.newPage();
    expect(budget.take('/en/products/9')).toBe(true);
  });
});

describe('connections', () => {
  it('none with Save-Data or on 2G; any other, or none known, may', () => {
    expect(connectionAllows({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(connectionAllows({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllows({ effectiveType: 'slow-2g' })).toBe(false);
    expect(connectionAllows({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(connectionAllows({})).toBe(true);
    expect(connectionAllows(undefined)).toBe(true);
  });
});
