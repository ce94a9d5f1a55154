// The stored search index of one language: the index of every product's title,
// category names, features and description, with the products' cards, built off the request path
// by the search queue's consumer (index-build.ts) and kept in KV as one gzipped JSON value, so
// every location reads it (at 500 products about 0.3 MB: docs/decisions/021-one-search-index.md);
// the location's copy and the isolate's decoded one: worker/store/policies.ts, `searchIndex`.
import { gunzipSync, gzipSync } from 'node:zlib';
import type { KVNamespace, Queue } from '@cloudflare/workers-types';
import type { Language } from '../../shared/constants.ts';
import type { CategoryRef, ProductSummary } from '../../shared/data/types.ts';
import type { SearchBuild } from '../core/env.ts';
import { log } from '../core/log.ts';
import { kvTier } from '../store/kv.ts';
import { locationTier } from '../store/location.ts';
import { memory } from '../store/memory.ts';
import { FOREVER, POLICIES } from '../store/policies.ts';
import { indexFromJson, indexToJson, type IndexJson, type SearchIndex } from './search-index.ts';

/** The stored form's version: a change to it is a new number, so that an old value is not read. */
const INDEX_FORMAT = 3;
const SPACE = 'search-index';
const LIFETIMES = POLICIES.searchIndex;

interface IndexHeader {
  format: number;
  /** listDigest() of the product list it was built from (index-build.ts). */
  digest: string;
  /** When it was built, ms since the epoch. */
  builtAt: number;
  /** How many products' features and descriptions it holds (the rest are still being fetched; all: index.size). */
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

/** A product's category and those above it, nearest first. */
export function categoriesOf(product: ProductSummary): CategoryRef[] {
  const refs: CategoryRef[] = [];
  for (let ref = product.category; ref; ref = ref.parent) refs.push(ref);
  return refs;
}

export const categoryTitles = (product: ProductSummary): string[] => categoriesOf(product).map((ref) => ref.title);

/** The value KV keeps: gzipped JSON of the header, the cards, the index and the build's state (JSON text) for its next run. */
export function encodeIndex(header: Omit<IndexHeader, 'format'>, cards: readonly ProductSummary[], index: SearchIndex, state = ''): Uint8Array {
  const json = JSON.stringify({ header: { ...header, format: INDEX_FORMAT }, cards, index: indexToJson(index), state });
  // A copy with a buffer of its own: Node's gzip may answer a view of a shared pool.
  return new Uint8Array(gzipSync(json));
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

/** KV's stored index with the build's state, as the builder reads it; undefined when there is none, or of another format. */
export async function readForBuild(kv: KVNamespace, language: Language): Promise<Stored | undefined> {
  const bytes = await kvTier(kv).get(indexKey(language), 'bytes');
  try {
    return bytes && parse(bytes);
  } catch {
    return undefined;
  }
}

interface Known {
  stored?: StoredIndex | undefined;
  /** Its stored size: the decoded copy takes several times that, but charged at that, a catalogue of thousands would not fit the LRU at all. */
  bytes: number;
  readAt: number;
  reading?: Promise<StoredIndex | undefined>;
}
/** Kept until pushed out; LIFETIMES.memory says when to look for a newer one. */
const inMemory = memory<Known>(SPACE);
/** When this isolate asked for a build of a language's index: the same key space, under `{language} asked`. */
const asked = memory<true>(SPACE);
const atLocation = locationTier(SPACE);

/**
 * Looks for a newer copy: KV's, through the location's cache; the isolate's own when it is the same
 * build, so what a search remembers of it stays. One that cannot be read leaves the isolate's copy,
 * looked for again a minute later.
 */
async function reread(kv: KVNamespace, language: Language, known: Known | undefined): Promise<StoredIndex | undefined> {
  let found: Omit<Known, 'readAt'> = { stored: known?.stored, bytes: known?.bytes ?? 0 };
  try {
    let bytes = await atLocation.get(language, 'bytes');
    if (!bytes) {
      bytes = await kvTier(kv).get(indexKey(language), 'bytes');
      if (bytes) await atLocation.put(language, bytes, LIFETIMES.location);
    }
    const stored = bytes && decodeIndex(bytes);
    const same = stored && found.stored?.header.builtAt === stored.header.builtAt && found.stored.header.digest === stored.header.digest;
    found = { stored: same ? found.stored : stored, bytes: bytes?.byteLength ?? 0 };
  } catch (error) {
    log('error', `stored search index read failed: ${String(error)}`, { language });
  }
  inMemory.set(language, { ...found, readAt: Date.now() }, FOREVER, found.bytes);
  return found.stored;
}

/**
 * The language's stored search index, or undefined while none is built. An isolate's copy answers at
 * once; past its memory lifetime a newer one is looked for in the background (`later`).
 */
export async function readIndex(kv: KVNamespace, language: Language, later: (work: Promise<unknown>) => void): Promise<StoredIndex | undefined> {
  const known = inMemory.get(language);
  if (known && (known.reading || Date.now() - known.readAt <= LIFETIMES.memory * 1000)) return known.stored ?? known.reading;
  const reading = reread(kv, language, known);
  inMemory.set(language, { bytes: 0, readAt: 0, ...known, reading }, FOREVER, known?.bytes);
  if (!known?.stored) return reading;
  later(reading);
  return known.stored;
}

/** Stores a new search index for every location (KV), this location and this isolate; a failed KV write throws (the run is retried). */
export async function writeIndex(kv: KVNamespace, language: Language, bytes: Uint8Array): Promise<void> {
  await kv.put(indexKey(language), bytes);
  await atLocation.put(language, bytes, LIFETIMES.location);
  inMemory.set(language, { stored: decodeIndex(bytes), bytes: bytes.byteLength, readAt: Date.now() }, FOREVER, bytes.byteLength);
}

/** Asks for a build of the language's search index, at most once per POLICIES.searchBuildAsked in this isolate. */
export async function askForBuild(queue: Queue<SearchBuild> | undefined, language: Language): Promise<void> {
  if (!queue || asked.get(`${language} asked`)) return;
  asked.set(`${language} asked`, true, POLICIES.searchBuildAsked.memory);
  await queue.send({ search: language });
}
