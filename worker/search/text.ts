// Text as search compares it: one case, no accents, Azerbaijani letters as a visitor typing on
// a Latin keyboard writes them, words split at spaces, hyphens and punctuation.
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

/** The folded words of a text, in order: letters and digits, split at everything else. */
export function words(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}
