// Text as search compares it: one case, no accents, Azerbaijani letters as a visitor typing on
// a Latin keyboard writes them, words split at spaces, hyphens and punctuation.
import type { Language } from '../constants.ts';

/**
 * Lower-cases (I→ı and İ→i on az pages, İ→i everywhere: plain toLowerCase makes İ two code
 * points), strips the accents of Latin letters (ş ç ğ ö ü), maps ə→e and ı→i, which have no
 * decomposition, and ё→е, so "QEBZ", "qəbz" and "Qəbz" meet, and "İNVENTAR" meets "inventar".
 * Russian й keeps its breve: the Russian stemmer needs "чековый", not "чековыи".
 */
export function foldText(text: string, language: Language): string {
  return text
    .replace(/İ/g, 'i')
    .toLocaleLowerCase(language === 'az' ? 'az' : 'en')
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/ё/g, 'е')
    .replace(/ə/g, 'e')
    .replace(/ı/g, 'i');
}

/** The folded words of a text, in order: letters and digits, split at everything else. */
export function words(text: string, language: Language): string[] {
  return foldText(text, language).match(/[\p{L}\p{N}]+/gu) ?? [];
}
