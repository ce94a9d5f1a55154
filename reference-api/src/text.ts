import type { Language } from './language.ts';

const LOCALES: Record<Language, string> = { az: 'az', en: 'en', ru: 'ru' };

/**
 * Lower-cases and strips accents so that a visitor typing "qebz" finds "Qəbz printeri".
 * Removing combining marks handles ş ç ğ ö ü ё and the dot of İ; ə and ı have no
 * decomposition and are mapped by hand.
 */
export function foldForSearch(text: string, language: Language): string {
  return text.toLocaleLowerCase(LOCALES[language]).normalize('NFD').replace(/\p{M}/gu, '').replace(/ə/g, 'e').replace(/ı/g, 'i').replace(/\s+/g, ' ').trim();
}

// Azerbaijani alphabet order (x after h, q after k); w, absent from it, sits after v.
const AZ_ALPHABET = 'abcçdeəfgğhxıijkqlmnoöprsştuüvwyz';

/**
 * A key whose byte order is the title's alphabetical order in its language, so that SQLite's
 * binary collation can sort titles. Letters of the Azerbaijani alphabet are moved to the
 * Latin Extended range in alphabet order; Russian ё sorts with е, and Latin after Cyrillic.
 */
export function sortKey(text: string, language: Language): string {
  const lower = text.toLocaleLowerCase(LOCALES[language]).normalize('NFC');
  // A Russian reader expects А–Я before A–Z: Latin letters move past the Cyrillic block.
  if (language === 'ru') return lower.replace(/ё/g, 'е').replace(/[a-z]/g, (char) => String.fromCharCode(0x500 + char.charCodeAt(0)));
  if (language === 'en') return lower;
  let key = '';
  for (const char of lower) {
    const index = AZ_ALPHABET.indexOf(char);
    key += index >= 0 ? String.fromCharCode(0x100 + index) : char;
  }
  return key;
}
