import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../shared/data/types.ts';
import { buildIndex } from './search-index.ts';
import { editsApart, suggestQuery } from './suggest.ts';

const card = (slug: string, title: string, category: string): ProductSummary => ({
  slug,
  title,
  price: 100,
  discount: null,
  is_new: false,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: null,
  images: [],
  category: { slug: category.toLowerCase(), title: category, parent: null },
});

const cards = [
  card('tp80', 'ThermoLine TP-80 qəbz printeri', 'Qəbz printerləri'),
  card('s20', 'ScanLine S20 barkod skaneri', 'Əl skanerləri'),
  card('mizan', 'İşıqlı tərəzi Mizan', 'Tərəzilər'),
];
const index = buildIndex(
  cards.map((item) => ({ title: item.title, categories: [item.category!.title] })),
  'az',
);
const suggest = (text: string) => suggestQuery(index, text, (at) => cards[at]!);

describe('a corrected query', () => {
  it('counts insertions, deletions, replacements and swaps, up to two', () => {
    expect(editsApart('printer', 'printer')).toBe(0);
    expect(editsApart('pirnter', 'printer')).toBe(1);
    expect(editsApart('prnterr', 'printer')).toBe(2);
    expect(editsApart('prntr', 'printerler')).toBe(3);
  });

  it('writes each unknown word as the titles write it, keeping the known ones and the function words', () => {
    expect(suggest('qəbz pirnterri')).toBe('qəbz printeri');
    expect(suggest('skanerri üçün')).toBe('skaneri üçün');
    // A capital İ at the start of a title's word becomes i, not i with a dot above.
    expect(suggest('isqili')).toBe('işıqlı');
  });

  it('offers none for nonsense, short words, or a query with a word it cannot correct', () => {
    expect(suggest('zzzzqqq')).toBeUndefined();
    expect(suggest('car')).toBeUndefined();
    expect(suggest('pirnterri soyuducu')).toBeUndefined();
    expect(suggest('qəbz printeri')).toBeUndefined();
  });
});
