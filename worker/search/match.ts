// Ranked retrieval over a search index (search-index.ts). Each meaningful word of the query (function
// words dropped) is found in a product as the same word, the same stem (plurals, cases, possessives),
// the start of a word (while typing), two words written as one or apart ("штрих-код" / "штрихкод",
// "TP-80" / "tp80"), its Latin skeleton (Russian typed in Latin letters, models typed in Cyrillic)
// or, in words of five letters or more, with one typo; a glossary name is also searched as the
// catalogue's term, and Russian typed on the English layout is read back. A word weighs most in the
// title, then the category names, the features and the description. Products that hold every word
// come first and alone; else those holding the most (at least half, and a word that is not a bare
// number), so a query that matches nothing meaningful still finds nothing.
import type { Language } from '../../shared/constants.ts';
import { CATEGORY, DESCRIPTION, FEATURES, TITLE, fieldsOf, productOf, type SearchIndex } from './search-index.ts';
import { stem } from './stem.ts';
import { SYNONYMS } from './synonyms.ts';
import { words } from './text.ts';
import { WHOLE_QUALITY, PREFIX_MIN_LENGTH, isNumber, lookup, type Token } from './lookup.ts';
import { meaningful } from './stopwords.ts';
import { fromLatinLayout } from './translit.ts';

/** Beyond this many words a query adds nothing but work (titles are short). */
const MAX_QUERY_WORDS = 8;
/** A partial match must hold at least this share of the query's words. */
const MIN_PARTIAL_SHARE = 0.5;
/** A glossary name is as good as the catalogue's term: the visitor meant it. */
const SYNONYM_WEIGHT = 1;
const LAYOUT_WEIGHT = 0.9;
const EXACT_TITLE_BONUS = 100;
const ALL_IN_TITLE_BONUS = 3;
const BOTH_FIELDS_BONUS = 0.5;
/** A word's weight in each field, the title's being 1. */
const CATEGORY_WEIGHT = 0.5;
const FEATURES_WEIGHT = 0.4;
const DESCRIPTION_WEIGHT = 0.25;

const tokenOf = (word: string, language: Language): Token => ({ word, stem: stem(word, language) });

/** How well one query word matches each product: its score (0: not at all) and how, by product number. */
interface WordScores {
  score: Float32Array;
  flags: Uint8Array;
  /** The products it matches. */
  products: number[];
}
const IN_TITLE = 1;
/** Found as itself, its stem or its skeleton, not only as the start of a word or with a typo. */
const WHOLE = 2;
/** Found elsewhere than in the description (which mentions other goods in passing: "a fridge"). */
const ANCHORED = 4;
const SEEN = 8;

/**
 * Working arrays by product, one set per index, reused by every search (a search runs to its end
 * without yielding, so no two use them at once) and left all zero after each use: allocating them
 * per query word would cost a 10,000-product catalogue megabytes of garbage per search.
 */
interface Scratch {
  /** Per product, the best in each field: title, category names, features, description. */
  fields: Float32Array;
  seen: Uint8Array;
  share: Float32Array;
  score: Float32Array;
  bestShare: Float32Array;
  bestScore: Float32Array;
}
const scratches = new WeakMap<SearchIndex, Scratch>();

function scratchOf(index: SearchIndex): Scratch {
  const known = scratches.get(index);
  if (known) return known;
  const size = index.size;
  const scratch = {
    fields: new Float32Array(size * 4),
    seen: new Uint8Array(size),
    share: new Float32Array(size),
    score: new Float32Array(size),
    bestShare: new Float32Array(size),
    bestScore: new Float32Array(size),
  };
  scratches.set(index, scratch);
  return scratch;
}

function scoresOf(index: SearchIndex, query: Token, whole: boolean): WordScores {
  const best = scratchOf(index).fields;
  const flags = new Uint8Array(index.size);
  const products: number[] = [];
  const { start, postings } = index;
  for (const [at, quality] of lookup(index, query, whole)) {
    for (let posting = start[at]!, end = start[at + 1]!; posting < end; posting++) {
      const product = productOf(postings[posting]!);
      const found = fieldsOf(postings[posting]!);
      const slot = product * 4;
      if (!(flags[product]! & SEEN)) products.push(product);
      flags[product]! |= SEEN | (quality >= WHOLE_QUALITY ? WHOLE : 0);
      if (found & TITLE) best[slot] = Math.max(best[slot]!, quality);
      if (found & CATEGORY) best[slot + 1] = Math.max(best[slot + 1]!, quality * CATEGORY_WEIGHT);
      if (found & FEATURES) best[slot + 2] = Math.max(best[slot + 2]!, quality * FEATURES_WEIGHT);
      if (found & DESCRIPTION) best[slot + 3] = Math.max(best[slot + 3]!, quality * DESCRIPTION_WEIGHT);
    }
  }
  const score = new Float32Array(index.size);
  for (const product of products) {
    const slot = product * 4;
    const [title, category, features, description] = [best[slot]!, best[slot + 1]!, best[slot + 2]!, best[slot + 3]!];
    best[slot] = best[slot + 1] = best[slot + 2] = best[slot + 3] = 0;
    // A word found in the title and the category names alike ("printer" in a receipt printer
    // among Printers) outranks the same word in a title alone (a terminal with a printer).
    const both = title > 0 && category > 0 ? BOTH_FIELDS_BONUS : 0;
    score[product] = Math.max(title, category, features, description) + both;
    flags[product]! |= (title > 0 && title >= category ? IN_TITLE : 0) | (title + category + features > 0 ? ANCHORED : 0);
  }
  return { score, flags, products };
}

interface Wording {
  tokens: Token[];
  weight: number;
}

export interface PreparedQuery {
  /** The query's own words, then each wording with a glossary name replaced by the catalogue's term. */
  wordings: Wording[];
  key: string;
}

const phraseStems = new Map<Language, [string[], string][]>();

/** The glossary's names as stems, with their term (computed once per language). */
function synonymStems(language: Language): [string[], string][] {
  let list = phraseStems.get(language);
  if (!list) {
    list = Object.entries(SYNONYMS[language])
      .map(([phrase, term]): [string[], string] => [meaningful(phrase, language).map((word) => stem(word, language)), term])
      // A name of function words alone would stand in every query.
      .filter(([stems]) => stems.length > 0);
    phraseStems.set(language, list);
  }
  return list;
}

/** The query as search reads it (folded meaningful words), the only thing the miss counter keeps. */
export const queryKey = (text: string, language: Language): string => meaningful(text, language).slice(0, MAX_QUERY_WORDS).join(' ');

export function prepareQuery(text: string, language: Language): PreparedQuery {
  const typed = meaningful(text, language).slice(0, MAX_QUERY_WORDS);
  const own = typed.map((word) => tokenOf(word, language));
  const wordings: Wording[] = own.length > 0 ? [{ tokens: own, weight: 1 }] : [];
  const layout = language === 'ru' ? fromLatinLayout(text) : undefined;
  if (layout) {
    const retyped = meaningful(layout, language).slice(0, MAX_QUERY_WORDS);
    if (retyped.length > 0) wordings.push({ tokens: retyped.map((word) => tokenOf(word, language)), weight: LAYOUT_WEIGHT });
  }
  for (const [stems, term] of synonymStems(language)) {
    const at = own.findIndex((_, start) => stems.every((phraseStem, offset) => own[start + offset]?.stem === phraseStem));
    if (at < 0) continue;
    const replacement = words(term).map((word) => tokenOf(word, language));
    wordings.push({ tokens: [...own.slice(0, at), ...replacement, ...own.slice(at + stems.length)], weight: SYNONYM_WEIGHT });
  }
  return { wordings, key: typed.join(' ') };
}

type Scores = (token: Token, whole: boolean) => WordScores;

/** Per product, the share of one wording's words it holds (0: not a match) and its score. */
function wordingHits(index: SearchIndex, wording: Wording, scores: Scores): number[] {
  const { seen, share, score } = scratchOf(index);
  const { tokens } = wording;
  const single = tokens.map((token) => scores(token, false));
  const joined = tokens.slice(1).map((next, at) => scores(tokenOf(`${tokens[at]!.word}${next.word}`, index.language), true));
  const products: number[] = [];
  for (const word of [...single, ...joined]) {
    for (const product of word.products) {
      if (!seen[product]) products.push(product);
      seen[product] = 1;
    }
  }
  const hits: number[] = [];
  for (const product of products) {
    seen[product] = 0;
    let matched = 0;
    let total = 0;
    let allInTitle = true;
    let meaningfulWord = false;
    let anchored = false;
    for (let at = 0; at < tokens.length; at++) {
      // Two words the product writes as one ("штрих код" → "штрихкод"), unless it holds each on its own as well or better.
      const own = single[at]!.score[product]!;
      const next = single[at + 1]?.score[product] ?? 0;
      const pair = joined[at]?.score[product] ?? 0;
      const usePair = pair > 0 && (own === 0 || next === 0 || pair >= (own + next) / 2);
      const found = usePair ? joined[at]! : single[at]!;
      const value = usePair ? pair : own;
      if (value === 0) {
        allInTitle = false;
        continue;
      }
      const covered = usePair ? 2 : 1;
      const flags = found.flags[product]!;
      matched += covered;
      total += value * covered;
      allInTitle &&= (flags & IN_TITLE) !== 0;
      anchored ||= (flags & ANCHORED) !== 0;
      meaningfulWord ||= (flags & WHOLE) !== 0 && !isNumber(tokens[at]!.word) && tokens[at]!.word.length >= PREFIX_MIN_LENGTH;
      at += covered - 1;
    }
    const held = matched / tokens.length;
    if (!anchored || (held < 1 && (!meaningfulWord || held < MIN_PARTIAL_SHARE))) continue;
    share[product] = held;
    score[product] = (total / tokens.length + (held === 1 && allInTitle ? ALL_IN_TITLE_BONUS : 0)) * wording.weight;
    hits.push(product);
  }
  return hits;
}

/** The numbers of the matching products in `index`, best first (equally good ones in catalogue order); `keep` filters first. */
export function search(index: SearchIndex, text: string, keep: (product: number) => boolean = () => true): number[] {
  const query = prepareQuery(text, index.language);
  // Wordings share most of their words: each is looked up once.
  const known = new Map<string, WordScores>();
  const scores: Scores = (token, whole) => {
    const key = `${whole ? '+' : '-'}${token.word}`;
    const found = known.get(key) ?? scoresOf(index, token, whole);
    known.set(key, found);
    return found;
  };
  const { share, score, bestShare, bestScore } = scratchOf(index);
  const found = new Set<number>();
  for (const wording of query.wordings) {
    for (const product of wordingHits(index, wording, scores)) {
      const kept = keep(product);
      const [held, value] = [share[product]!, score[product]!];
      share[product] = 0;
      score[product] = 0;
      if (!kept) continue;
      if (held > bestShare[product]! || (held === bestShare[product] && value > bestScore[product]!)) {
        bestShare[product] = held;
        bestScore[product] = value;
      }
      found.add(product);
    }
  }
  let top = 0;
  for (const product of found) top = Math.max(top, bestShare[product]!);
  const ranked: { product: number; score: number }[] = [];
  for (const product of found) {
    if (bestShare[product]! === top) ranked.push({ product, score: bestScore[product]! + (index.titleKeys[product] === query.key ? EXACT_TITLE_BONUS : 0) });
    bestShare[product] = 0;
    bestScore[product] = 0;
  }
  return ranked.sort((a, b) => b.score - a.score || a.product - b.product).map((entry) => entry.product);
}
