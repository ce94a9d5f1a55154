// Ranked retrieval over a search index (search-index.ts). Each meaningful word of the query (the
// language's function words are dropped) is found in a product as the same word, the same stem
// (plurals, cases, possessives), the start of a word (while typing), two words written as one or
// apart ("штрих-код" / "штрихкод", "TP-80" / "tp80"), its Latin skeleton (Russian typed in Latin
// letters, models typed in Cyrillic) or, in words of five letters or more, with one typo; a query
// holding a glossary name is also searched with the catalogue's term in its place, and Russian
// typed on the English layout is read back. A word weighs most in the title, then in the category
// names, the features and the description. Products that hold every word come first and alone;
// when none does, the products holding the most of them (at least half, and a word that is not
// a bare number), so a query that matches nothing meaningful still finds nothing.
import type { Language } from '../../shared/constants.ts';
import { CATEGORY, DESCRIPTION, FEATURES, TITLE, fieldsOf, productOf, type SearchIndex } from './search-index.ts';
import { stem } from './stem.ts';
import { SYNONYMS } from './synonyms.ts';
import { words } from './text.ts';
import { WHOLE_QUALITY, PREFIX_MIN_LENGTH, isNumber, lookup, type Token } from './lookup.ts';
import { fromLatinLayout } from './translit.ts';

/** Beyond this many words a query adds nothing but work (titles are short). */
const MAX_QUERY_WORDS = 8;
/** A partial match must hold at least this share of the query's words. */
const MIN_PARTIAL_SHARE = 0.5;
const SYNONYM_WEIGHT = 1;
const LAYOUT_WEIGHT = 0.9;
const EXACT_TITLE_BONUS = 100;
const ALL_IN_TITLE_BONUS = 3;
const BOTH_FIELDS_BONUS = 0.5;
/** A word's weight in each field, the title's being 1. */
const CATEGORY_WEIGHT = 0.5;
const FEATURES_WEIGHT = 0.4;
const DESCRIPTION_WEIGHT = 0.25;

/** Words that carry no meaning in a product search: function words, and "buy", "price", "Baku". */
const STOPWORDS: Record<Language, Set<string>> = {
  az: new Set(['ve', 'ucun', 'ile', 'ya', 'veya', 'bir', 'bu', 'olan', 'almaq', 'al', 'qiymet', 'qiymeti', 'ucuz', 'baki', 'bakida']),
  ru: new Set(['и', 'для', 'в', 'во', 'с', 'со', 'на', 'или', 'из', 'по', 'к', 'от', 'до', 'без', 'под', 'а', 'купить', 'цена', 'недорого', 'баку']),
  en: new Set(['and', 'for', 'with', 'the', 'a', 'an', 'of', 'or', 'to', 'in', 'on', 'my', 'buy', 'price', 'cheap', 'baku']),
};

const tokenOf = (word: string, language: Language): Token => ({ word, stem: stem(word, language) });

/** How well one query word matches in one product: its best score, whether in the title, and whether as a whole word. */
interface WordHit {
  score: number;
  inTitle: boolean;
  /** Found as itself, its stem or its skeleton, not only as the start of a word or with a typo. */
  whole: boolean;
  /** Found elsewhere than in the description (which mentions other goods in passing: "a fridge"). */
  anchored: boolean;
}

/** Per product, how well one query word matches it (absent: not at all). */
function scoresOf(index: SearchIndex, query: Token, whole: boolean): Map<number, WordHit> {
  const fields = new Map<number, { title: number; category: number; features: number; description: number; whole: boolean }>();
  for (const [at, quality] of lookup(index, query, whole)) {
    for (let posting = index.start[at]!; posting < index.start[at + 1]!; posting++) {
      const product = productOf(index.postings[posting]!);
      const found = fieldsOf(index.postings[posting]!);
      const best = fields.get(product) ?? { title: 0, category: 0, features: 0, description: 0, whole: false };
      fields.set(product, best);
      if (found & TITLE) best.title = Math.max(best.title, quality);
      if (found & CATEGORY) best.category = Math.max(best.category, quality * CATEGORY_WEIGHT);
      if (found & FEATURES) best.features = Math.max(best.features, quality * FEATURES_WEIGHT);
      if (found & DESCRIPTION) best.description = Math.max(best.description, quality * DESCRIPTION_WEIGHT);
      best.whole ||= quality >= WHOLE_QUALITY;
    }
  }
  const scores = new Map<number, WordHit>();
  for (const [product, { title, category, features, description, whole: isWhole }] of fields) {
    // A word found in the title and the category names alike ("printer" in a receipt printer
    // among Printers) outranks the same word in a title alone (a terminal with a printer).
    const both = title > 0 && category > 0 ? BOTH_FIELDS_BONUS : 0;
    const score = Math.max(title, category, features, description) + both;
    scores.set(product, { score, inTitle: title > 0 && title >= category, whole: isWhole, anchored: title + category + features > 0 });
  }
  return scores;
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
    list = Object.entries(SYNONYMS[language]).map(([phrase, term]) => [meaningful(phrase, language).map((word) => stem(word, language)), term]);
    phraseStems.set(language, list);
  }
  return list;
}

const meaningful = (text: string, language: Language) => words(text).filter((word) => !STOPWORDS[language].has(word));

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

interface Hit {
  share: number;
  score: number;
}

/** Every product that holds some word of one wording, with the share of its words held and the score. */
function wordingHits(index: SearchIndex, wording: Wording, language: Language): Map<number, Hit> {
  const { tokens } = wording;
  const single = tokens.map((token) => scoresOf(index, token, false));
  const joined = tokens.slice(1).map((next, at) => scoresOf(index, tokenOf(`${tokens[at]!.word}${next.word}`, language), true));
  const products = new Set<number>();
  for (const map of [...single, ...joined]) for (const product of map.keys()) products.add(product);
  const hits = new Map<number, Hit>();
  for (const product of products) {
    let matched = 0;
    let total = 0;
    let allInTitle = true;
    let meaningfulWord = false;
    let anchored = false;
    for (let at = 0; at < tokens.length; at++) {
      // Two words the product writes as one ("штрих код" → "штрихкод"), unless it holds each on its own as well or better.
      const own = single[at]!.get(product);
      const next = single[at + 1]?.get(product);
      const joinedHit = joined[at]?.get(product);
      const pair = joinedHit && (!own || !next || joinedHit.score >= (own.score + next.score) / 2) ? joinedHit : undefined;
      const match = pair ?? own;
      if (!match) {
        allInTitle = false;
        continue;
      }
      const covered = pair ? 2 : 1;
      matched += covered;
      total += match.score * covered;
      allInTitle &&= match.inTitle;
      anchored ||= match.anchored;
      meaningfulWord ||= match.whole && !isNumber(tokens[at]!.word) && tokens[at]!.word.length >= PREFIX_MIN_LENGTH;
      at += covered - 1;
    }
    const share = matched / tokens.length;
    if (!anchored || (share < 1 && (!meaningfulWord || share < MIN_PARTIAL_SHARE))) continue;
    const score = (total / tokens.length + (share === 1 && allInTitle ? ALL_IN_TITLE_BONUS : 0)) * wording.weight;
    hits.set(product, { share, score });
  }
  return hits;
}

/** The numbers of the matching products in `index`, best first (equally good ones in catalogue order); `keep` filters first. */
export function search(index: SearchIndex, text: string, keep: (product: number) => boolean = () => true): number[] {
  const query = prepareQuery(text, index.language);
  const best = new Map<number, Hit>();
  for (const wording of query.wordings) {
    for (const [product, hit] of wordingHits(index, wording, index.language)) {
      if (!keep(product)) continue;
      const known = best.get(product);
      if (!known || hit.share > known.share || (hit.share === known.share && hit.score > known.score)) best.set(product, hit);
    }
  }
  let top = 0;
  for (const hit of best.values()) top = Math.max(top, hit.share);
  const ranked: { product: number; score: number }[] = [];
  for (const [product, hit] of best) {
    if (hit.share < top) continue;
    ranked.push({ product, score: hit.score + (index.titleKeys[product] === query.key ? EXACT_TITLE_BONUS : 0) });
  }
  return ranked.sort((a, b) => b.score - a.score || a.product - b.product).map((entry) => entry.product);
}
