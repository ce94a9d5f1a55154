// The stored search index of one language: the index of every product's title,
// category names, features and description, with the products' cards, built off the request path
// by the search queue's consumer (index-build.ts) and kept in KV as one gzipped JSON value, so
// every location reads it (at 500 products about 0.3 MB: docs/decisions/021-one-search-index.md).
// A location's isolates share the copy its cache keeps; an isolate keeps the decoded one in memory
// and looks for a newer one past a minute, in the background (worker/store/policies.ts: `searchIndex`).
import { gunzipSync, gzipSync } from 'node:zlib';
import type { KVNamespace } from '@cloudflare/workers-types';
import type { Language } from '../../shared/constants.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import { log } from '../core/log.ts';
import { sha256 } from '../store/hash.ts';
import { kvTier } from '../store/kv.ts';
import { locationTier } from '../store/location.ts';
import { memory } from '../store/memory.ts';
import { FOREVER, POLICIES } from '../store/policies.ts';
import { indexFromJson, indexToJson, type IndexJson, type Searchable, type SearchIndex } from './search-index.ts';

/** The stored form's version: a change to it is a new number, so that an old value is not read. */
const INDEX_FORMAT = 2;
const SPACE = 'search-index';
const LIFETIMES = POLICIES.searchIndex;

export interface IndexHeader {
  format: number;
  language: Language;
  /** listDigest() of the product list it was built from. */
  digest: string;
  /** When it was built, ms since the epoch. */
  builtAt: number;
  count: number;
  /** How many products' features and descriptions it holds (the rest are still being fetched). */
  described: number;
}

export interface StoredIndex {
  header: IndexHeader;
  index: SearchIndex;
  /** The card of the product at this position of the index. */
  card(at: number): ProductSummary;
}

/** The JSON inside the gzip: the build's state is a string in it, which a search's parse passes over whole. */
interface Stored {
  header: IndexHeader;
  cards: ProductSummary[];
  index: IndexJson;
  state: string;
}

export const indexKey = (language: Language) => `search-index:${language}`;

/** The names of a product's category and those above it, nearest first. */
export function categoryTitles(product: ProductSummary): string[] {
  const titles: string[] = [];
  for (let ref = product.category; ref; ref = ref.parent) titles.push(ref.title);
  return titles;
}

/** What the index reads of a list item; features and description come from the product's detail. */
export const searchable = (product: ProductSummary): Searchable => ({ title: product.title, categories: categoryTitles(product) });

/** A digest of what a product list gives the index (slugs, titles, categories, in order); prices and the rest of the cards are not in it. */
export const listDigest = (list: readonly ProductSummary[]): string =>
  sha256(JSON.stringify(list.map((product) => [product.slug, product.title, categoryTitles(product)])));

/** The value KV keeps: gzipped JSON of the header, the cards, the index and the build's state (JSON text) for its next run. */
export function encodeIndex(header: Omit<IndexHeader, 'format'>, cards: readonly ProductSummary[], index: SearchIndex, state = ''): Uint8Array {
  const stored: Stored = { header: { ...header, format: INDEX_FORMAT }, cards: [...cards], index: indexToJson(index), state };
  return new Uint8Array(gzipSync(JSON.stringify(stored)));
}

function parse(bytes: Uint8Array): Stored {
  const stored = JSON.parse(gunzipSync(bytes).toString('utf8')) as Stored;
  if (stored.header?.format !== INDEX_FORMAT) throw new Error(`stored search index format ${stored.header?.format}, expected ${INDEX_FORMAT}`);
  return stored;
}

export function decodeIndex(bytes: Uint8Array): StoredIndex {
  const { header, cards, index } = parse(bytes);
  return { header, index: indexFromJson(index), card: (at) => cards[at]! };
}

/** KV's stored index's header and the build's state kept with it; undefined when there is none, or of another format. */
export async function readBuildState(kv: KVNamespace, language: Language): Promise<{ header: IndexHeader; state: string } | undefined> {
  const bytes = await kvTier(kv).get(indexKey(language), 'bytes');
  if (!bytes) return undefined;
  try {
    const { header, state } = parse(bytes);
    return { header, state };
  } catch {
    return undefined;
  }
}

interface Known {
  stored: StoredIndex | undefined;
  /** Its stored size. */
  bytes: number;
  readAt: number;
  reading?: Promise<StoredIndex | undefined>;
  /** When this isolate last asked for a build of the language's index (index-build.ts). */
  askedAt?: number | undefined;
}
/**
 * Kept until pushed out (LIFETIMES.memory says when to look for a newer one), charged at its stored
 * (gzipped) size: the decoded copy takes several times that (bench:search: about 6 MB at 500
 * products), but charged at that, the index of a catalogue of thousands would not fit the LRU at all.
 */
const inMemory = memory<Known>(SPACE);
const atLocation = locationTier(SPACE);
const keep = (language: Language, known: Known) =>
  inMemory.set(language, { ...known, askedAt: known.askedAt ?? inMemory.get(language)?.askedAt }, FOREVER, known.bytes);

/**
 * Whether this isolate may ask for a build of the language's index now: at most once per
 * POLICIES.searchBuildAsked, remembered with its copy of the index (the same key in memory).
 */
export function mayAskForBuild(language: Language): boolean {
  const known = inMemory.get(language);
  if (known?.askedAt !== undefined && Date.now() - known.askedAt < POLICIES.searchBuildAsked.memory * 1000) return false;
  keep(language, { stored: undefined, bytes: 0, readAt: 0, ...known, askedAt: Date.now() });
  return true;
}

/** KV's copy, through the location's cache; decoded only when it is not the one this isolate has. */
async function load(kv: KVNamespace, language: Language, known: StoredIndex | undefined): Promise<{ stored?: StoredIndex; bytes: number }> {
  let bytes = await atLocation.get(language, 'bytes');
  if (!bytes) {
    bytes = await kvTier(kv).get(indexKey(language), 'bytes');
    if (!bytes) return { bytes: 0 };
    await atLocation.put(language, bytes, LIFETIMES.location);
  }
  try {
    const stored = decodeIndex(bytes);
    const same = known && known.header.builtAt === stored.header.builtAt && known.header.digest === stored.header.digest;
    return { stored: same ? known : stored, bytes: bytes.byteLength };
  } catch (error) {
    log('error', `stored search index unreadable: ${String(error)}`, { language });
    return { bytes: 0 };
  }
}

/**
 * The language's stored search index, or undefined while none is built. An isolate's copy answers at
 * once; past its memory lifetime a newer one is looked for in the background (`later`).
 */
export async function readIndex(kv: KVNamespace, language: Language, later: (work: Promise<unknown>) => void): Promise<StoredIndex | undefined> {
  const known = inMemory.get(language);
  const reread = (): Promise<StoredIndex | undefined> => {
    const reading = load(kv, language, known?.stored)
      .then(({ stored, bytes }) => {
        keep(language, { stored, bytes, readAt: Date.now() });
        return stored;
      })
      .catch((error: unknown) => {
        log('error', `stored search index read failed: ${String(error)}`, { language });
        keep(language, { stored: known?.stored, bytes: known?.bytes ?? 0, readAt: Date.now() });
        return known?.stored;
      });
    keep(language, { stored: known?.stored, bytes: known?.bytes ?? 0, readAt: known?.readAt ?? 0, reading });
    return reading;
  };
  if (!known) return reread();
  if (known.reading) return known.stored ?? known.reading;
  if (Date.now() - known.readAt > LIFETIMES.memory * 1000) {
    const reading = reread();
    if (!known.stored) return reading;
    later(reading);
  }
  return known.stored;
}

/** Stores a new search index for every location (KV), this location and this isolate; a failed KV write throws (the run is retried). */
export async function writeIndex(kv: KVNamespace, language: Language, bytes: Uint8Array): Promise<void> {
  await kv.put(indexKey(language), bytes);
  await atLocation.put(language, bytes, LIFETIMES.location);
  keep(language, { stored: decodeIndex(bytes), bytes: bytes.byteLength, readAt: Date.now() });
}
