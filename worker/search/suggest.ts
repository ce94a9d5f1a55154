// A corrected query for a search that found nothing: each word the catalogue does not know (not
// even with one typo, lookup.ts) becomes the closest word of the catalogue's titles and category
// names, at most two edits away, as those titles write it ("pirnterr" → "printer"). It is offered
// only when every word of the corrected query is known and it finds something, so nonsense and
// other trades' goods ("car tyres") get no suggestion, only the categories.
import type { Language } from '../../shared/constants.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import { categoryTitles } from './stored-index.ts';
import { lookup, tokenOf } from './lookup.ts';
import { search } from './match.ts';
import { CATEGORY, FEATURES, TITLE, fieldsOf, productOf, type SearchIndex } from './search-index.ts';
import { STOPWORDS } from './stopwords.ts';
import { isNumber, words } from './text.ts';

/** lookup.ts's quality of a match with one typo. */
const TYPO_QUALITY = 1;
/** Edits a word may be away from its correction. */
const MAX_EDITS = 2;
/** Shorter words have too many neighbours two edits away to guess which one was meant. */
const MIN_LENGTH = 4;
const MAX_WORDS = 8;

/** Insertions, deletions, replacements and swaps of neighbours from a to b, or MAX_EDITS + 1 when more. */
export function editsApart(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > MAX_EDITS) return MAX_EDITS + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let lowest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      lowest = Math.min(lowest, value);
    }
    if (lowest > MAX_EDITS) return MAX_EDITS + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, MAX_EDITS + 1);
}

/** The products whose `fields` hold the vocabulary's word `at`. */
function holding(index: SearchIndex, at: number, fields: number): number[] {
  const products: number[] = [];
  for (let posting = index.start[at]!, end = index.start[at + 1]!; posting < end; posting++) {
    if (fieldsOf(index.postings[posting]!) & fields) products.push(productOf(index.postings[posting]!));
  }
  return products;
}

/**
 * How search finds the word where it makes a product a match (a description alone does not): as
 * itself (its stem, its spelling in other letters, its start), or only with a typo, in the
 * vocabulary's word `at`; undefined when not at all.
 */
function found(index: SearchIndex, word: string): { typo: false } | { typo: true; at: number; products: number[] } | undefined {
  let typo: { typo: true; at: number; products: number[] } | undefined;
  for (const [at, quality] of lookup(index, tokenOf(word, index.language), false)) {
    // A negative quality is found in the title only (lookup.ts).
    const products = holding(index, at, quality < 0 ? TITLE : TITLE | CATEGORY | FEATURES);
    if (products.length === 0) continue;
    if (Math.abs(quality) > TYPO_QUALITY) return { typo: false };
    if (!typo || products.length > typo.products.length) typo = { typo: true, at, products: holding(index, at, TITLE | CATEGORY) };
  }
  return typo;
}

/** The closest word of the titles and category names, the most used of equally close ones. */
function closest(index: SearchIndex, word: string): { at: number; products: number[] } | undefined {
  let best: { at: number; products: number[]; edits: number } | undefined;
  for (let length = word.length - MAX_EDITS; length <= word.length + MAX_EDITS; length++) {
    for (const at of index.byLength[length] ?? []) {
      const edits = editsApart(word, index.vocabulary[at]!);
      if (edits > MAX_EDITS || (best && edits > best.edits)) continue;
      const products = holding(index, at, TITLE | CATEGORY);
      if (products.length === 0) continue;
      if (!best || edits < best.edits || products.length > best.products.length) best = { at, products, edits };
    }
  }
  return best;
}

/** Lower case for the start of a sentence's word; a word with capitals inside (a brand, a model) stays as it is. */
function asTyped(piece: string, language: Language): string {
  if (/\p{Lu}/u.test(piece.slice(1))) return piece;
  const first = language === 'az' ? piece[0]!.replace('İ', 'i').replace('I', 'ı') : piece[0]!;
  return first.toLowerCase() + piece.slice(1);
}

/** How a title or category name writes the vocabulary's word. */
function writtenAs(word: string, products: number[], card: (at: number) => ProductSummary, language: Language): string | undefined {
  for (const product of products.slice(0, 5)) {
    const { title } = card(product);
    for (const text of [title, ...categoryTitles(card(product))]) {
      for (const piece of text.split(/[^\p{L}\p{N}]+/u)) {
        const folded = words(piece);
        if (folded.length === 1 && folded[0] === word) return asTyped(piece, language);
      }
    }
  }
  return undefined;
}

/** The query with its unknown words corrected, when that finds something; else undefined. */
export function suggestQuery(
  index: SearchIndex,
  text: string,
  card: (at: number) => ProductSummary,
  keep: (at: number) => boolean = () => true,
): string | undefined {
  const stopwords = STOPWORDS[index.language];
  let changed = false;
  let allKnown = true;
  const pieces = text.trim().split(/\s+/).slice(0, MAX_WORDS);
  const corrected = pieces.map((piece) => {
    const folded = words(piece);
    if (folded.length !== 1) return piece;
    const word = folded[0]!;
    if (stopwords.has(word) || isNumber(word)) return piece;
    const asFound = found(index, word);
    if (asFound && !asFound.typo) return piece;
    // A word found only with a typo is written as the catalogue writes it, too.
    const nearest = asFound ?? (word.length >= MIN_LENGTH ? closest(index, word) : undefined);
    const written = nearest && writtenAs(index.vocabulary[nearest.at]!, nearest.products, card, index.language);
    if (!written) {
      allKnown = false;
      return piece;
    }
    changed = true;
    return written;
  });
  if (!changed || !allKnown) return undefined;
  const suggestion = corrected.join(' ');
  return search(index, suggestion, keep).length > 0 ? suggestion : undefined;
}
