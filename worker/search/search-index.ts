// The search index of one language's catalogue: every word of every product (title, category
// names, features, description) once, sorted, with its stem, its Latin skeleton (translit.ts) and
// the products and fields it is found in. A query word is looked up in the vocabulary, not
// compared with every product, so a query costs about the same at 50 products and at 10,000.
// The index is built once per catalogue and kept in a compact binary form (serialize / load)
// that is read without parsing JSON: typed arrays over the bytes and a few joined strings.
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
/** The stored form's version: a change to it is a new number, so that old bytes are not read. */
export const FORMAT = 1;

export interface SearchIndex {
  language: Language;
  size: number;
  vocabulary: string[];
  /** Per word: its stem's and its skeleton's number in `stems` and `skeletons`. */
  stemOf: Uint32Array;
  skeletonOf: Uint32Array;
  stems: string[];
  skeletons: string[];
  /** The postings of word w are postings[start[w]] … postings[start[w + 1] - 1]: product << 4 | fields. */
  start: Uint32Array;
  postings: Uint32Array;
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
  const stems: string[] = [];
  const skeletons: string[] = [];
  const numberOf = (list: string[], known: Map<string, number>, value: string) => {
    const at = known.get(value) ?? list.push(value) - 1;
    known.set(value, at);
    return at;
  };
  const stemNumbers = new Map<string, number>();
  const skeletonNumbers = new Map<string, number>();
  const stemOf = new Uint32Array(vocabulary.length);
  const skeletonOf = new Uint32Array(vocabulary.length);
  const start = new Uint32Array(vocabulary.length + 1);
  const postings: number[] = [];
  vocabulary.forEach((word, at) => {
    stemOf[at] = numberOf(stems, stemNumbers, stem(word, language));
    skeletonOf[at] = numberOf(skeletons, skeletonNumbers, skeleton(word));
    start[at] = postings.length;
    for (const [product, fields] of found.get(word)!) postings.push((product << FIELD_BITS) | fields);
  });
  start[vocabulary.length] = postings.length;
  const titleKeys = items.map((item) => words(item.title).join(' '));
  return withLookups({
    language,
    size: items.length,
    vocabulary,
    stemOf,
    skeletonOf,
    stems,
    skeletons,
    start,
    postings: Uint32Array.from(postings),
    titleKeys,
  });
}

type Stored = Omit<SearchIndex, 'byWord' | 'wordsOfStem' | 'wordsOfSkeleton' | 'byLength' | 'stemsByLength'>;

function withLookups(index: Stored): SearchIndex {
  const byWord = new Map<string, number>();
  const wordsOfStem = new Map<string, number[]>();
  const wordsOfSkeleton = new Map<string, number[]>();
  const byLength: number[][] = [];
  const push = (map: Map<string, number[]>, key: string, at: number) => {
    const list = map.get(key);
    if (list) list.push(at);
    else map.set(key, [at]);
  };
  index.vocabulary.forEach((word, at) => {
    byWord.set(word, at);
    push(wordsOfStem, index.stems[index.stemOf[at]!]!, at);
    push(wordsOfSkeleton, index.skeletons[index.skeletonOf[at]!]!, at);
    const sameLength = byLength[word.length] ?? [];
    byLength[word.length] = sameLength;
    sameLength.push(at);
  });
  const stemsByLength: number[][] = [];
  index.stems.forEach((stemText, at) => {
    const sameLength = stemsByLength[stemText.length] ?? [];
    stemsByLength[stemText.length] = sameLength;
    sameLength.push(at);
  });
  return { ...index, byWord, wordsOfStem, wordsOfSkeleton, byLength, stemsByLength };
}

const LANGUAGES: Language[] = ['az', 'ru', 'en'];
const SEPARATOR = '\u0000';

/** The index as bytes: a header of counts, the number arrays, then the word lists as UTF-8. */
export function serializeIndex(index: SearchIndex): Uint8Array<ArrayBuffer> {
  const text = new TextEncoder().encode([index.vocabulary, index.stems, index.skeletons, index.titleKeys].map((list) => list.join('\n')).join(SEPARATOR));
  const arrays = [index.stemOf, index.skeletonOf, index.start, index.postings];
  const header = [FORMAT, LANGUAGES.indexOf(index.language), index.size, index.vocabulary.length, index.postings.length, text.length];
  const numbers = header.length + arrays.reduce((sum, array) => sum + array.length, 0);
  const bytes = new Uint8Array(numbers * 4 + text.length);
  const view = new Uint32Array(bytes.buffer, 0, numbers);
  view.set(header);
  let at = header.length;
  for (const array of arrays) {
    view.set(array, at);
    at += array.length;
  }
  bytes.set(text, numbers * 4);
  return bytes;
}

/** An index from serializeIndex's bytes (the arrays are views on them, not copies). */
export function loadIndex(bytes: Uint8Array): SearchIndex {
  const copy = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const header = new Uint32Array(copy.buffer, copy.byteOffset, 6);
  const [format, language, size, vocabularySize, postingCount, textLength] = header as unknown as number[];
  if (format !== FORMAT) throw new Error(`search index format ${format}, expected ${FORMAT}`);
  let at = copy.byteOffset + header.byteLength;
  const take = (length: number) => {
    const array = new Uint32Array(copy.buffer, at, length);
    at += length * 4;
    return array;
  };
  const stemOf = take(vocabularySize!);
  const skeletonOf = take(vocabularySize!);
  const start = take(vocabularySize! + 1);
  const postings = take(postingCount!);
  const [vocabulary, stems, skeletons, titleKeys] = new TextDecoder()
    .decode(new Uint8Array(copy.buffer, at, textLength))
    .split(SEPARATOR)
    .map((list) => (list ? list.split('\n') : []));
  return withLookups({
    language: LANGUAGES[language!]!,
    size: size!,
    vocabulary: vocabulary!,
    stemOf,
    skeletonOf,
    stems: stems!,
    skeletons: skeletons!,
    start,
    postings,
    titleKeys: titleKeys!,
  });
}

export const fieldsOf = (posting: number) => posting & ((1 << FIELD_BITS) - 1);
export const productOf = (posting: number) => posting >>> FIELD_BITS;
