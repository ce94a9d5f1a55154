// The search index of one language's catalogue: every word of every product (title, category
// names, features, description) once, sorted, with its stem, its Latin skeleton (translit.ts) and
// the products and fields it is found in. A query word is looked up in the vocabulary, not
// compared with every product, so a query costs about the same at 50 products and at 10,000.
// The index is built once per product list (worker/search/index-build.ts) and stored as JSON
// (indexToJson / indexFromJson) inside the language's stored search index (stored-index.ts): its
// number arrays are plain arrays, which JSON keeps as they are and V8 keeps as small integers.
import type { Language } from '../../shared/constants.ts';
import { stem } from './stem.ts';
import { words } from './text.ts';
import { skeleton } from './translit.ts';

/** What a search looks at in one product; features and description when the catalogue gives them. */
export interface Searchable {
  title: string;
  categories: string[];
  features?: string[];
  description?: string;
}

export const TITLE = 1;
export const CATEGORY = 2;
export const FEATURES = 4;
export const DESCRIPTION = 8;
/** Bits per posting for the fields a word is found in (the rest is the product's number). */
const FIELD_BITS = 4;

export interface SearchIndex {
  language: Language;
  size: number;
  vocabulary: string[];
  /** Per word: its stem's and its skeleton's number in `stems` and `skeletons`. */
  stemOf: number[];
  skeletonOf: number[];
  stems: string[];
  skeletons: string[];
  /** The postings of word w are postings[start[w]] … postings[start[w + 1] - 1]: product << 4 | fields. */
  start: number[];
  postings: number[];
  /** Per product, its title's words joined by spaces (an exact title whatever its punctuation). */
  titleKeys: string[];
  /** Built on load: word → number, stem → words, skeleton → words, length → words. */
  byWord: Map<string, number>;
  wordsOfStem: Map<string, number[]>;
  wordsOfSkeleton: Map<string, number[]>;
  byLength: number[][];
  /** Built on load: length → the numbers of the stems that long (a typo's neighbours). */
  stemsByLength: number[][];
}

/** The words of one field: each word, and each two neighbours written as one ("tp 80" → "tp80"). */
function fieldWords(text: string): string[] {
  const list = words(text);
  return [...list, ...list.slice(1).map((word, index) => `${list[index]}${word}`)];
}

export function buildIndex(items: readonly Searchable[], language: Language): SearchIndex {
  const found = new Map<string, Map<number, number>>();
  const add = (text: string, product: number, field: number) => {
    for (const word of fieldWords(text)) {
      const products = found.get(word) ?? new Map<number, number>();
      found.set(word, products);
      products.set(product, (products.get(product) ?? 0) | field);
    }
  };
  items.forEach((item, product) => {
    add(item.title, product, TITLE);
    for (const name of item.categories) add(name, product, CATEGORY);
    for (const feature of item.features ?? []) add(feature, product, FEATURES);
    if (item.description) add(item.description, product, DESCRIPTION);
  });
  const vocabulary = [...found.keys()].sort();
  // Each stem and skeleton numbered in the order first met: a map's keys keep that order.
  const stemNumbers = new Map<string, number>();
  const skeletonNumbers = new Map<string, number>();
  const numberOf = (numbers: Map<string, number>, value: string) => numbers.get(value) ?? numbers.set(value, numbers.size).size - 1;
  const stemOf = vocabulary.map((word) => numberOf(stemNumbers, stem(word, language)));
  const skeletonOf = vocabulary.map((word) => numberOf(skeletonNumbers, skeleton(word)));
  const start: number[] = [];
  const postings: number[] = [];
  for (const word of vocabulary) {
    start.push(postings.length);
    for (const [product, fields] of found.get(word)!) postings.push((product << FIELD_BITS) | fields);
  }
  start.push(postings.length);
  const [stems, skeletons] = [[...stemNumbers.keys()], [...skeletonNumbers.keys()]];
  const titleKeys = items.map((item) => words(item.title).join(' '));
  return indexFromJson({ language, size: items.length, vocabulary, stemOf, skeletonOf, stems, skeletons, start, postings, titleKeys });
}

/** What the stored search index keeps of an index: the lookups below are built again on load. */
const STORED_FIELDS = ['language', 'size', 'vocabulary', 'stemOf', 'skeletonOf', 'stems', 'skeletons', 'start', 'postings', 'titleKeys'] as const;
export type IndexJson = Pick<SearchIndex, (typeof STORED_FIELDS)[number]>;

export const indexToJson = (index: SearchIndex): IndexJson => Object.fromEntries(STORED_FIELDS.map((field) => [field, index[field]])) as IndexJson;

/** The index with its lookups, from what is stored of it (or what buildIndex made). */
export function indexFromJson(index: IndexJson): SearchIndex {
  const byWord = new Map<string, number>();
  const wordsOfStem = new Map<string, number[]>();
  const wordsOfSkeleton = new Map<string, number[]>();
  const byLength: number[][] = [];
  const stemsByLength: number[][] = [];
  const push = (map: Map<string, number[]>, key: string, at: number) => map.get(key)?.push(at) ?? map.set(key, [at]);
  const pushAt = (lists: number[][], length: number, at: number) => {
    if (!lists[length]) lists[length] = [];
    lists[length]!.push(at);
  };
  index.vocabulary.forEach((word, at) => {
    byWord.set(word, at);
    push(wordsOfStem, index.stems[index.stemOf[at]!]!, at);
    push(wordsOfSkeleton, index.skeletons[index.skeletonOf[at]!]!, at);
    pushAt(byLength, word.length, at);
  });
  for (const [at, stemText] of index.stems.entries()) pushAt(stemsByLength, stemText.length, at);
  return { ...index, byWord, wordsOfStem, wordsOfSkeleton, byLength, stemsByLength };
}

export const fieldsOf = (posting: number) => posting & ((1 << FIELD_BITS) - 1);
export const productOf = (posting: number) => posting >>> FIELD_BITS;
