// Matching and ranking of catalogue items against what a visitor typed. Every word of the query
// must be found (in any order) in the item's title or its category names, as the same word, the
// same stem (plurals, cases, possessives), the start of a word (while typing), two words written
// as one or apart ("штрих-код" / "штрихкод", "TP-80" / "tp80"), or, in words of five letters or
// more, with one typo. A query holding a curated synonym is also searched with the catalogue's
// term in its place. Items are ranked by how well they matched, an exact title first.
import type { Language } from '../../shared/constants.ts';
import { stem } from './stem.ts';
import { SYNONYMS } from './synonyms.ts';
import { words } from './text.ts';

/** What a search looks at in one item: its title and the names of its category and their parents. */
export interface Searchable {
  title: string;
  categories: string[];
}

interface Token {
  word: string;
  stem: string;
}

interface Field {
  tokens: Token[];
}

export interface SearchDocument {
  title: Field;
  category: Field;
  /** The title's words joined, to know an exact title whatever its punctuation and case. */
  titleKey: string;
}

/** Beyond this many words a query adds nothing but work (titles are short). */
const MAX_QUERY_WORDS = 8;
/** Typos are forgiven in words this long or longer; shorter ones are model numbers or too ambiguous. */
const TYPO_MIN_LENGTH = 5;
/** A word typed so far finds longer words from this length on. */
const PREFIX_MIN_LENGTH = 3;
const CATEGORY_WEIGHT = 0.5;
const SYNONYM_WEIGHT = 0.8;
const EXACT_TITLE_BONUS = 100;
const ALL_IN_TITLE_BONUS = 3;
const BOTH_FIELDS_BONUS = 0.5;

/** Words that carry no meaning in a product search. */
const STOPWORDS: Record<Language, Set<string>> = {
  az: new Set(['ve', 'ucun', 'ile', 'ya', 'veya']),
  ru: new Set(['и', 'для', 'в', 'с', 'со', 'на', 'или', 'из']),
  en: new Set(['and', 'for', 'with', 'the', 'a', 'an', 'of', 'or']),
};

function tokens(text: string, language: Language): Token[] {
  const list = words(text);
  const joined = list.slice(1).map((word, index) => `${list[index]}${word}`);
  return [...list, ...joined].map((word) => ({ word, stem: stem(word, language) }));
}

export function searchDocument(item: Searchable, language: Language): SearchDocument {
  return {
    title: { tokens: tokens(item.title, language) },
    category: { tokens: item.categories.flatMap((name) => tokens(name, language)) },
    titleKey: words(item.title).join(' '),
  };
}

/** Whether a and b are at most one edit apart (insert, delete, replace or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (a.length === b.length) {
    const swapped = a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
    return swapped || a.slice(start + 1) === b.slice(start + 1);
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.slice(start) === longer.slice(start + 1);
}

/**
 * How well one query word matches a field: 0 not at all, up to 3 for the very same word. `whole`
 * asks for the same word or stem only (two typed words joined must be a whole catalogue word).
 */
function wordScore(query: Token, field: Field, whole = false): number {
  let best = 0;
  for (const token of field.tokens) {
    if (token.word === query.word) return 3;
    if (token.stem === query.stem) best = Math.max(best, 2.5);
    else if (whole) continue;
    else if (query.word.length >= PREFIX_MIN_LENGTH && token.word.startsWith(query.word)) best = Math.max(best, 2);
    else if (best < 1 && query.word.length >= TYPO_MIN_LENGTH && (withinOneEdit(query.word, token.word) || withinOneEdit(query.stem, token.stem))) best = 1;
  }
  return best;
}

interface WordMatch {
  score: number;
  inTitle: boolean;
}

function bestMatch(query: Token, document: SearchDocument, whole = false): WordMatch {
  const title = wordScore(query, document.title, whole);
  const category = wordScore(query, document.category, whole) * CATEGORY_WEIGHT;
  // A word found in the title and the category names alike ("printer" in a receipt printer
  // among Printers) outranks the same word in a title alone (a terminal with a printer).
  const both = title > 0 && category > 0 ? BOTH_FIELDS_BONUS : 0;
  return { score: Math.max(title, category) + both, inTitle: title > 0 && title >= category };
}

/** The score of one wording of the query (0: some word is not found). */
function wordingScore(query: Token[], document: SearchDocument, language: Language): number {
  let total = 0;
  let allInTitle = true;
  for (let index = 0; index < query.length; index++) {
    // Two words typed apart that the catalogue writes as one ("штрих код" → "штрихкод").
    const next = query[index + 1];
    if (next) {
      const word = `${query[index]!.word}${next.word}`;
      const joined = bestMatch({ word, stem: stem(word, language) }, document, true);
      if (joined.score > 0) {
        total += joined.score * 2;
        allInTitle &&= joined.inTitle;
        index++;
        continue;
      }
    }
    const match = bestMatch(query[index]!, document);
    if (match.score === 0) return 0;
    total += match.score;
    allInTitle &&= match.inTitle;
  }
  return total / query.length + (allInTitle ? ALL_IN_TITLE_BONUS : 0);
}

export interface PreparedQuery {
  /** The query's own words, then each wording with a synonym replaced by the catalogue's term. */
  wordings: { tokens: Token[]; weight: number }[];
  key: string;
}

export function prepareQuery(text: string, language: Language): PreparedQuery {
  const meaningful = (phrase: string) => words(phrase).filter((word) => !STOPWORDS[language].has(word));
  const typed = meaningful(text).slice(0, MAX_QUERY_WORDS);
  const own = typed.map((word) => ({ word, stem: stem(word, language) }));
  const wordings = own.length > 0 ? [{ tokens: own, weight: 1 }] : [];
  for (const [phrase, term] of Object.entries(SYNONYMS[language])) {
    const stems = meaningful(phrase).map((word) => stem(word, language));
    const at = own.findIndex((_, start) => stems.every((phraseStem, offset) => own[start + offset]?.stem === phraseStem));
    if (at < 0) continue;
    const replacement = words(term).map((word) => ({ word, stem: stem(word, language) }));
    wordings.push({ tokens: [...own.slice(0, at), ...replacement, ...own.slice(at + stems.length)], weight: SYNONYM_WEIGHT });
  }
  return { wordings, key: typed.join(' ') };
}

/** How well a document matches the query: 0 when it does not. */
export function scoreDocument(query: PreparedQuery, document: SearchDocument, language: Language): number {
  let best = 0;
  for (const wording of query.wordings) best = Math.max(best, wordingScore(wording.tokens, document, language) * wording.weight);
  if (best > 0 && document.titleKey === query.key) best += EXACT_TITLE_BONUS;
  return best;
}

/** The items that match, best first; equally good ones keep their order. */
export function rank<T>(items: readonly T[], documents: readonly SearchDocument[], text: string, language: Language): T[] {
  const query = prepareQuery(text, language);
  if (query.wordings.length === 0) return [];
  return items
    .map((item, index) => ({ item, index, score: scoreDocument(query, documents[index]!, language) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
