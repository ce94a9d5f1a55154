// What a search that found nothing offers instead: the categories whose names share a word with
// the query (by its first letters, so inflections and plurals meet: "printerlər" and "Printer"),
// else the top-level ones, so that there is always a way on.
import type { Category } from './types.ts';

/** Azerbaijani letters as visitors without that keyboard type them. */
const FOLDED: Record<string, string> = { ə: 'e', ı: 'i' };
/** How many first letters two words must share (fewer when one is shorter, at least three). */
const SHARED_PREFIX = 5;
const MIN_WORD = 3;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[əı]/g, (letter) => FOLDED[letter]!)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD);
}

function related(a: string, b: string): boolean {
  const length = Math.min(SHARED_PREFIX, a.length, b.length);
  return a.slice(0, length) === b.slice(0, length);
}

function flatten(tree: readonly Category[]): Category[] {
  return tree.flatMap((category) => [category, ...flatten(category.children)]);
}

export function suggestCategories(search: string, tree: readonly Category[], limit = 3): Category[] {
  const asked = words(search);
  const scored = flatten(tree)
    .map((category, order) => {
      const named = words(category.title);
      return { category, order, score: asked.filter((word) => named.some((name) => related(word, name))).length };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return (scored.length > 0 ? scored.map(({ category }) => category) : [...tree]).slice(0, limit);
}
