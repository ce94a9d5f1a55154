// Features side by side: each product's list of name/value pairs becomes rows, one per thing
// described, whatever label each product gives it ("Display", "display:", "Screen"; "Экран",
// "Дисплей"). A row differs when the products' values are not all the same.
import type { Language } from '../constants.ts';

/** A cell: the product's value, or null when it says nothing of that feature. */
export interface FeatureRow {
  key: string;
  label: string;
  values: (string | null)[];
  same: boolean;
}

/** Azerbaijani letters folded as search folds them (DESIGN.md), so "Ekran" and "ekran" meet however typed. */
const FOLD: Record<string, string> = { ə: 'e', ı: 'i', ö: 'o', ü: 'u', ş: 's', ç: 'c', ğ: 'g', ё: 'е' };

/** A label reduced to what it says: lower case, folded, without a note in brackets, punctuation or extra spaces. */
export function featureKey(label: string, language: Language): string {
  return label
    .toLocaleLowerCase(language)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[əıöüşçğё]/g, (letter) => FOLD[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Labels that name the same feature: the first of each group is the row's key. The
 * catalogue's own texts use one label a feature; these are the variants its editors and suppliers write.
 */
const SAME_FEATURE: Record<Language, string[][]> = {
  az: [
    ['ekran', 'displey'],
    ['operativ yaddaş', 'ram'],
    ['portlar', 'interfeyslər', 'qoşulma portları'],
    ['zəmanət', 'zəmanət müddəti'],
    ['çəki', 'çəkisi'],
    ['ölçülər', 'ölçü', 'qabarit ölçüləri'],
  ],
  en: [
    ['display', 'screen', 'display size', 'screen size'],
    ['ram', 'memory ram', 'operating memory'],
    ['ports', 'interfaces', 'connectors'],
    ['warranty', 'guarantee', 'warranty period'],
    ['operating system', 'os'],
    ['dimensions', 'size'],
    ['connection', 'connectivity', 'interface'],
  ],
  ru: [
    ['экран', 'дисплей'],
    ['оперативная память', 'озу'],
    ['интерфейсы', 'порты', 'разъёмы'],
    ['гарантия', 'гарантийный срок', 'срок гарантии'],
    ['операционная система', 'ос'],
    ['габариты', 'размеры'],
    ['подключение', 'интерфейс подключения'],
  ],
};

const synonymMaps = new Map<Language, Map<string, string>>();

function synonyms(language: Language): Map<string, string> {
  let map = synonymMaps.get(language);
  if (!map) {
    map = new Map();
    for (const group of SAME_FEATURE[language]) for (const key of group) map.set(withoutMarks(featureKey(key, language)), withoutMarks(group[0]!));
    synonymMaps.set(language, map);
  }
  return map;
}

/** й and и meet (and any other letter with a mark and without), so that a label is found however it is spelled. */
function withoutMarks(key: string): string {
  return key.normalize('NFD').replace(/\p{M}/gu, '');
}

/** The row a label belongs to. */
export function rowKey(label: string, language: Language): string {
  const plain = withoutMarks(featureKey(label, language));
  return synonyms(language).get(plain) ?? plain;
}

/** Values compared as a reader compares them: case and spacing aside. */
function sameValue(a: string | null, b: string | null): boolean {
  const tidy = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  return a !== null && b !== null && tidy(a) === tidy(b);
}

/**
 * The rows of a comparison, in the order features first appear (the first product's order, then
 * what the others add); a row's label is the first product's that has it. Two features of one
 * product that land on one row are joined with "; ".
 */
export function alignFeatures(products: readonly { features: readonly { name: string; value: string }[] }[], language: Language): FeatureRow[] {
  const rows = new Map<string, FeatureRow>();
  products.forEach((product, column) => {
    for (const feature of product.features) {
      const key = rowKey(feature.name, language);
      if (key === '') continue;
      let row = rows.get(key);
      if (!row) {
        row = { key, label: feature.name.trim(), values: products.map(() => null), same: false };
        rows.set(key, row);
      }
      const value = feature.value.trim();
      const had = row.values[column];
      row.values[column] = had ? `${had}; ${value}` : value;
    }
  });
  return [...rows.values()].map((row) => ({ ...row, same: row.values.every((value) => sameValue(value, row.values[0] ?? null)) }));
}
