// An Azerbaijani suffix stripper for search. No kept stemmer for Azerbaijani exists (Snowball has
// none), and search needs only this: the plural, possessive and case endings a visitor adds to a
// catalogue word ("printerləri", "skanerlər", "qutusu", "proqramları", "kassaya") come off, so
// the inflected word and the catalogue's own form meet at the same stem. It works on folded
// text (ə→e, ı→i, ü→u, ö→o), where vowel harmony no longer tells suffixes apart, and it is run
// on both the catalogue and the query, so an ending cut from both alike does no harm.

/**
 * Endings, longest first: plural, case and possessive, with their buffer letters n/s/y. Chains
 * come off one ending at a time ("printerlərimizdən" → -dən, -imiz, -lər).
 */
const SUFFIXES = [
  'imiz',
  'umuz',
  'iniz',
  'unuz',
  'lar',
  'ler',
  'nin',
  'nun',
  'dan',
  'den',
  'tan',
  'ten',
  'nda',
  'nde',
  'dir',
  'dur',
  'si',
  'su',
  'in',
  'un',
  'ni',
  'nu',
  'na',
  'ne',
  'ya',
  'ye',
  'da',
  'de',
  'ta',
  'te',
  'im',
  'um',
  'la',
  'le',
  'a',
  'e',
  'i',
  'u',
];

/**
 * The dative with a buffer n comes only after a possessive ("qutusuna", "printerinə"); after a stem's own
 * letters it is the plain dative ("ekrana" is "ekran" + "a", not "ekra" + "na").
 */
const AFTER_POSSESSIVE = new Set(['na', 'ne']);

/** A stem keeps at least this many letters ("pul", "qab"); shorter words are left alone. */
const MIN_STEM = 3;
/** Noun + plural + possessive + case is the longest chain a search query carries. */
const MAX_STRIPS = 3;

/** The stem of a folded Azerbaijani word (see foldText). */
export function stemAz(word: string): string {
  // A verb's infinitive, also with "-la" ("toxunmaqla": by touching), meets its noun ("toxunma", touch).
  let stem = word.replace(/(..m[ae])[qk](?:l[ae])?$/, '$1');
  for (let round = 0; round < MAX_STRIPS; round++) {
    const suffix = SUFFIXES.find(
      (ending) =>
        stem.endsWith(ending) && stem.length - ending.length >= MIN_STEM && (!AFTER_POSSESSIVE.has(ending) || /[iu]$/.test(stem.slice(0, -ending.length))),
    );
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  return stem;
}
