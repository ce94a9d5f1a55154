// Home's explore grid never repeats the new arrivals, and shows one product per category first.
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../data/types.ts';
import { exploreGrid } from './explore.ts';

const product = (slug: string, category: string): ProductSummary => ({
  slug,
  title: slug,
  price: 1,
  discount: null,
  is_new: false,
  created_at: '2026-01-01',
  updated_at: null,
  images: [],
  category: { slug: category, title: category, parent: null },
});

describe('exploreGrid', () => {
  const pool = [product('kit-a', 'kits'), product('kit-b', 'kits'), product('t22', 'terminals'), product('new-1', 'scanners'), product('lp60', 'printers')];

  it('leaves out the new arrivals and takes one per category before a second', () => {
    expect(exploreGrid(pool, [{ slug: 'new-1' }], 8).map((item) => item.slug)).toEqual(['kit-a', 't22', 'lp60', 'kit-b']);
  });

  it('stops at the limit', () => {
    expect(exploreGrid(pool, [], 2).map((item) => item.slug)).toEqual(['kit-a', 't22']);
  });

  it('shows new arrivals only when the pool has nothing else', () => {
    expect(exploreGrid([product('new-1', 'scanners')], [{ slug: 'new-1' }], 8).map((item) => item.slug)).toEqual(['new-1']);
  });
});
