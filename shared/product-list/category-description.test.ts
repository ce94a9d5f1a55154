import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import type { SeedCategory } from '../../reference-api/seed/types.ts';
import { LANGUAGES } from '../constants.ts';
import { provideMessages } from '../i18n/intl.ts';
import { messages } from '../messages.server.ts';
import { categoryDescription, DESCRIPTION_MAX_LENGTH } from './category-description.ts';

for (const language of LANGUAGES) provideMessages(language, messages[language]);

const all = (list: SeedCategory[]): SeedCategory[] => list.flatMap((category) => [category, ...all(category.children ?? [])]);
const categories = all(seedData.categories);
/** What a category page's loader holds, as the upstream answers it, and how many products the category has. */
function page(category: SeedCategory, language: (typeof LANGUAGES)[number]) {
  const below = all([category]).map((each) => each.slug);
  return {
    detail: {
      title: category.title[language],
      children: (category.children ?? []).map((child) => ({ slug: child.slug, title: child.title[language], image: null })),
    },
    count: seedData.products.filter((product) => below.includes(product.category)).length,
  };
}

describe("a category page's meta description", () => {
  it.each(LANGUAGES)('%s: every category has its own, naming it and what it holds, within a search snippet', (language) => {
    const descriptions = categories.map((category) => {
      const { detail, count } = page(category, language);
      const text = categoryDescription(language, detail, count);
      expect(text.length, text).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
      expect(text, category.slug).toContain(detail.title);
      // What it holds: each subcategory by name, or for a category without any, its product count.
      if (detail.children.length > 0) for (const child of detail.children) expect(text.toLowerCase(), category.slug).toContain(child.title.toLowerCase());
      else expect(text, category.slug).toMatch(new RegExp(`\\b${count}\\b`));
      return text;
    });
    expect(new Set(descriptions).size).toBe(categories.length);
  });

  it('reads as written in each language', () => {
    const scales = categories.find((category) => category.slug === 'scales')!;
    const printers = categories.find((category) => category.slug === 'printers')!;
    expect(categoryDescription('en', page(scales, 'en').detail, 4)).toBe(
      'Scales in the HesabPOS catalogue: 4 products; prices in AZN, specifications and free delivery across Baku.',
    );
    expect(categoryDescription('ru', page(scales, 'ru').detail, 4)).toBe(
      'Весы в каталоге HesabPOS: 4 товара; цены в манатах, характеристики и бесплатная доставка по Баку.',
    );
    expect(categoryDescription('az', page(printers, 'az').detail, 9)).toBe(
      'Printerlər: HesabPOS kataloqunda qəbz printerləri, etiket printerləri; qiymətlər, xüsusiyyətlər və Bakı üzrə pulsuz çatdırılma.',
    );
    // A filtered list's count is not the category's: the description then names the category alone.
    expect(categoryDescription('en', page(scales, 'en').detail)).toBe(
      'Scales in the HesabPOS catalogue: prices in AZN, specifications and free delivery across Baku.',
    );
  });

  it('keeps a long one within the length, losing its closing words first', () => {
    const children = ['Sensor ekranlı POS terminalları', 'Məlumat toplama terminalları', 'Hazır POS dəstləri', 'Mobil POS terminalları'].map((title) => ({
      slug: title,
      title,
      image: null,
    }));
    const text = categoryDescription('az', { title: 'POS terminalları və məlumat toplama terminalları', children });
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(text).toContain('POS terminalları və məlumat toplama terminalları');
  });
});
