import { describe, expect, it } from 'vitest';
import { suggestCategories } from './category-suggestions.ts';
import type { Category } from './types.ts';

const category = (slug: string, title: string, children: Category[] = []): Category => ({ slug, title, image: null, children });
const tree = (names: Record<string, string>) => [
  category('hardware', names.hardware!, [category('printers', names.printers!), category('scanners', names.scanners!), category('drawers', names.drawers!)]),
  category('software', names.software!),
];
const az = tree({ hardware: 'Avadanlıq', printers: 'Qəbz printerləri', scanners: 'Barkod skanerləri', drawers: 'Pul qutuları', software: 'Proqram təminatı' });
const ru = tree({
  hardware: 'Оборудование',
  printers: 'Чековые принтеры',
  scanners: 'Сканеры штрихкодов',
  drawers: 'Денежные ящики',
  software: 'Программное обеспечение',
});
const en = tree({ hardware: 'Hardware', printers: 'Receipt printers', scanners: 'Barcode scanners', drawers: 'Cash drawers', software: 'Software' });
const slugs = (categories: Category[]) => categories.map(({ slug }) => slug);

describe('suggestCategories', () => {
  it('offers the categories whose names share a word with the query, however inflected or typed', () => {
    expect(slugs(suggestCategories('printer almaq istəyirəm', az))).toEqual(['printers']);
    expect(slugs(suggestCategories('barkod skaneri', az))).toEqual(['scanners']);
    expect(slugs(suggestCategories('qebz printeri', az))).toEqual(['printers']);
    expect(slugs(suggestCategories('принтер для чеков', ru))).toEqual(['printers']);
    expect(slugs(suggestCategories('денежный ящик', ru))).toEqual(['drawers']);
    expect(slugs(suggestCategories('cash drawer with key', en))).toEqual(['drawers']);
  });

  it('puts the category that matches more words first', () => {
    expect(slugs(suggestCategories('barcode printer scanners', en))).toEqual(['scanners', 'printers']);
  });

  it('offers the top-level categories when nothing matches, and nothing without a tree', () => {
    expect(slugs(suggestCategories('pizza', en))).toEqual(['hardware', 'software']);
    expect(slugs(suggestCategories('', ru))).toEqual(['hardware', 'software']);
    expect(suggestCategories('printer', [])).toEqual([]);
  });
});
