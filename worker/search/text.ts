// Text as search compares it: one case, no accents, Azerbaijani letters as a visitor typing on
// a Latin keyboard writes them, words split at spaces, hyphens and punctuation, and sizes written
// one way: a decimal comma is a point, inch marks and the word for inch in each language are
// "inch", units are Latin ("80мм", "80 mm" and "80mm" are the words 80 and mm).
/**
 * Lower-cases, strips the accents of Latin letters (ş ç ğ ö ü, and the dot that lower-casing
 * leaves on İ), maps ə→e and ı→i, which have no decomposition, and ё→е, so "QEBZ", "qəbz" and
 * "Qəbz" meet, and I, İ, ı and i all become i: no locale is needed, so the Azerbaijani rule
 * (I→ı) and workerd's trimmed az data make no difference. Russian й keeps its breve: the
 * Russian stemmer needs "чековый", not "чековыи".
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/ё/g, 'е')
    .replace(/ə/g, 'e')
    .replace(/ı/g, 'i');
}

/** Units as they are written in each language, short or spelled out, and the one word search keeps for each. */
const UNITS: Record<string, string> = {
  mm: 'mm',
  мм: 'mm',
  sm: 'cm',
  cm: 'cm',
  см: 'cm',
  kq: 'kg',
  kg: 'kg',
  кг: 'kg',
  kilo: 'kg',
  kiloqram: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  кило: 'kg',
  килограмм: 'kg',
  килограмма: 'kg',
  килограммов: 'kg',
  millimetr: 'mm',
  millimeter: 'mm',
  millimetre: 'mm',
  миллиметр: 'mm',
  миллиметра: 'mm',
  миллиметров: 'mm',
  gb: 'gb',
  гб: 'gb',
  tb: 'tb',
  тб: 'tb',
  mah: 'mah',
  мач: 'mah',
  dpi: 'dpi',
  inch: 'inch',
  inches: 'inch',
  duym: 'inch',
  дюйм: 'inch',
  дюйма: 'inch',
  дюймов: 'inch',
  дюймовый: 'inch',
  duymluk: 'inch',
};

/**
 * Small numbers said as words ("iki kassa", "две кассы", "two-till") are their digits ("2 kassa"): buyers and catalogues write
 * either. Not "one", "bir" or "один", which are as often an article or "the same" ("in one box").
 */
const NUMBER_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries({ 2: 'iki два две двух two', 3: 'uc три трех three', 4: 'dord четыре four' }).flatMap(([digit, said]) =>
    said.split(' ').map((word) => [word, digit]),
  ),
);

/** A number as search reads it ("15", "15.6"). */
export const isNumber = (word: string) => /^[\d.]+$/.test(word);

/** The words search keeps for units ("mm", "kg", "inch"). */
export const UNIT_WORDS = new Set(Object.values(UNITS));

/** A number and the unit written onto it ("80mm", "150кг", "15duym"). */
const NUMBER_WITH_UNIT = /^(\d+(?:\.\d+)?)(\p{L}+)$/u;

/**
 * The folded words of a text, in order: letters and digits, split at everything else, except a
 * decimal number ("10,1" and "10.1" are both "10.1") and an inch mark after a number.
 */
export function words(text: string): string[] {
  // "Point of sale" is what POS stands for; the trade writes either ("point of sale starter packs", "POS starter pack").
  // "Wi-Fi" is typed as one word too ("wifi cek printeri"): read as the trade writes it.
  const folded = foldText(text)
    .replace(/(\d)\s*(?:″|"|''|”|“|-?inch\b)/g, '$1 inch ')
    .replace(/\bpoint[\s-]+of[\s-]+sale\b/g, 'pos')
    .replace(/\bwifi\b/g, 'wi fi');
  const found = folded.match(/\d+(?:[.,]\d+)+|[\p{L}\p{N}]+/gu) ?? [];
  const result: string[] = [];
  for (const word of found) {
    const withUnit = NUMBER_WITH_UNIT.exec(word);
    const unit = withUnit ? UNITS[withUnit[2]!] : undefined;
    if (withUnit && unit) result.push(withUnit[1]!, unit);
    // An Azerbaijani suffix on a number ("58lik" printer) is one written apart ("58-lik"); a model's letter ("80W") is not.
    else if (withUnit && /^l[iu][kq]?$/.test(withUnit[2]!)) result.push(withUnit[1]!, withUnit[2]!);
    // A unit is one after a number ("15 килограмм"); alone it says what is weighed or priced ("price per kilo", "kilo qiyməti").
    else result.push((isNumber(result.at(-1) ?? '') ? UNITS[word] : undefined) ?? NUMBER_WORDS[word] ?? word.replace(/,/g, '.'));
  }
  return result;
}
