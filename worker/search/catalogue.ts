// The search catalogue of one language: the index of every product's title, category names,
// features and description, with the products' cards, built off the request path by the search
// queue's consumer (catalogue-build.ts) and kept in KV in one binary value (KV takes 25 MB; 10,000
// products are about 14 MB), so every location reads it. A location's isolates share the copy
// its cache keeps; an isolate keeps the decoded one in memory. Decoding reads the index's typed
// arrays in place and parses a product's card only when a search shows or filters it.
import type { KVNamespace } from '@cloudflare/workers-types';
import type { Language } from '../../shared/constants.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import { contentHash } from '../cache/entries.ts';
import { internalUrl, locationCache } from '../cache/location-cache.ts';
import { log } from '../core/log.ts';
import { loadIndex, serializeIndex, type Searchable, type SearchIndex } from './search-index.ts';

/** The stored form's version: a change to it is a new number, so that old bytes are not read. */
const CATALOGUE_FORMAT = 1;
/** How long an isolate answers from its decoded copy before it looks for a newer one (in the background). */
const CATALOGUE_MEMORY_MS = 60_000;
/** How long the location's cache keeps KV's copy. */
const LOCATION_SECONDS = 60;
const SPACE = 'search-catalogue';

export interface CatalogueHeader {
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

export interface Catalogue {
  header: CatalogueHeader;
  index: SearchIndex;
  /** The card of the product at this position of the index. */
  card(at: number): ProductSummary;
}

export const catalogueKey = (language: Language) => `search-catalogue:${language}`;

/** The names of a product's category and those above it, nearest first. */
export function categoryTitles(product: ProductSummary): string[] {
  const titles: string[] = [];
  for (let ref = product.category; ref; ref = ref.parent) titles.push(ref.title);
  return titles;
}

/** What the index reads of a list item; features and description come from the product's detail. */
export const searchable = (product: ProductSummary): Searchable => ({ title: product.title, categories: categoryTitles(product) });

const digests = new WeakMap<readonly ProductSummary[], Promise<string>>();

/**
 * A digest of what a product list gives the index (slugs, titles, categories, in order): a stored
 * catalogue with the same digest searches that list. Prices and the rest of the cards are not in it.
 */
export function listDigest(list: readonly ProductSummary[]): Promise<string> {
  let digest = digests.get(list);
  if (!digest) {
    digest = contentHash(JSON.stringify(list.map((product) => [product.slug, product.title, categoryTitles(product)])));
    digests.set(list, digest);
  }
  return digest;
}

const align = (length: number) => Math.ceil(length / 4) * 4;
/** Four lengths come first: the header's JSON, the cards' JSON, the index, the builder's state. */
const PREFIX_BYTES = 16;

/**
 * The bytes KV keeps: the lengths, the header's JSON, the cards' offsets and JSON, the index,
 * then the build's state for its next run (packState), which searches never read.
 */
export function encodeCatalogue(
  header: Omit<CatalogueHeader, 'format'>,
  cards: readonly ProductSummary[],
  index: SearchIndex,
  stateBytes: Uint8Array = new Uint8Array(),
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const head = encoder.encode(JSON.stringify({ ...header, format: CATALOGUE_FORMAT }));
  const cardBytes = cards.map((card) => encoder.encode(JSON.stringify(card)));
  const cardsLength = cardBytes.reduce((sum, bytes) => sum + bytes.length, 0);
  const indexBytes = serializeIndex(index);
  const offsetsAt = PREFIX_BYTES + align(head.length);
  const cardsAt = offsetsAt + (cards.length + 1) * 4;
  const indexAt = cardsAt + align(cardsLength);
  const stateAt = indexAt + align(indexBytes.length);
  const bytes = new Uint8Array(stateAt + stateBytes.length);
  new Uint32Array(bytes.buffer, 0, 4).set([head.length, cardsLength, indexBytes.length, stateBytes.length]);
  bytes.set(head, PREFIX_BYTES);
  const offsets = new Uint32Array(bytes.buffer, offsetsAt, cards.length + 1);
  let at = 0;
  cardBytes.forEach((card, position) => {
    offsets[position] = at;
    bytes.set(card, cardsAt + at);
    at += card.length;
  });
  offsets[cards.length] = at;
  bytes.set(indexBytes, indexAt);
  bytes.set(stateBytes, stateAt);
  return bytes;
}

/** Where each part of stored bytes (aligned to 4) starts, and the header. */
function layout(bytes: Uint8Array) {
  const [headLength, cardsLength, indexLength, stateLength] = new Uint32Array(bytes.buffer, bytes.byteOffset, 4) as unknown as number[];
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(PREFIX_BYTES, PREFIX_BYTES + headLength!))) as CatalogueHeader;
  if (header.format !== CATALOGUE_FORMAT) throw new Error(`search catalogue format ${header.format}, expected ${CATALOGUE_FORMAT}`);
  const offsetsAt = bytes.byteOffset + PREFIX_BYTES + align(headLength!);
  const cardsAt = offsetsAt + (header.count + 1) * 4;
  const indexAt = cardsAt + align(cardsLength!);
  const stateAt = indexAt + align(indexLength!);
  return { header, offsetsAt, cardsAt, indexAt, indexLength: indexLength!, stateAt, stateLength: stateLength! };
}

const aligned = (stored: Uint8Array) => (stored.byteOffset % 4 === 0 ? stored : stored.slice());

export function decodeCatalogue(stored: Uint8Array): Catalogue {
  const bytes = aligned(stored);
  const { header, offsetsAt, cardsAt, indexAt, indexLength } = layout(bytes);
  const offsets = new Uint32Array(bytes.buffer, offsetsAt, header.count + 1);
  const index = loadIndex(new Uint8Array(bytes.buffer, indexAt, indexLength));
  const decoder = new TextDecoder();
  const parsed = new Map<number, ProductSummary>();
  return {
    header,
    index,
    card(at) {
      let card = parsed.get(at);
      if (!card) {
        card = JSON.parse(decoder.decode(new Uint8Array(bytes.buffer, cardsAt + offsets[at]!, offsets[at + 1]! - offsets[at]!))) as ProductSummary;
        parsed.set(at, card);
      }
      return card;
    },
  };
}

const gzip = async (bytes: Uint8Array, stream: CompressionStream | DecompressionStream) =>
  new Uint8Array(await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream)).arrayBuffer());

/** The build's state (JSON) as stored: gzipped, a fifth of its size for the texts of a catalogue. */
export const packState = (json: string) => gzip(new TextEncoder().encode(json), new CompressionStream('gzip'));

/** KV's catalogue's header and the build's state kept with it; undefined when there is none, or of another format. */
export async function readBuildState(kv: KVNamespace, language: Language): Promise<{ header: CatalogueHeader; state: string } | undefined> {
  const buffer = await kv.get(catalogueKey(language), 'arrayBuffer');
  if (!buffer) return undefined;
  try {
    const { header, stateAt, stateLength } = layout(new Uint8Array(buffer));
    const state = stateLength === 0 ? '' : new TextDecoder().decode(await gzip(new Uint8Array(buffer, stateAt, stateLength), new DecompressionStream('gzip')));
    return { header, state };
  } catch {
    return undefined;
  }
}

interface Known {
  catalogue: Catalogue | undefined;
  readAt: number;
  reading?: Promise<Catalogue | undefined>;
}
const inMemory = new Map<Language, Known>();

/** The location's copy of KV's, for LOCATION_SECONDS; a failed write is logged, never thrown. */
async function keepAtLocation(language: Language, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  await locationCache()
    ?.put(internalUrl(SPACE, language), new Response(bytes, { headers: { 'Cache-Control': `max-age=${LOCATION_SECONDS}` } }))
    .catch((error: unknown) => log('error', `Cache API write failed: ${String(error)}`, { language }));
}

/** KV's copy, through the location's cache; decoded only when it is not the one this isolate has. */
async function load(kv: KVNamespace, language: Language, known: Catalogue | undefined): Promise<Catalogue | undefined> {
  const url = internalUrl(SPACE, language);
  const cache = locationCache();
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  const located = await cache?.match(url).catch(() => undefined);
  if (located) bytes = new Uint8Array(await located.arrayBuffer());
  else {
    const buffer = await kv.get(catalogueKey(language), 'arrayBuffer');
    if (buffer) {
      bytes = new Uint8Array(buffer);
      await keepAtLocation(language, bytes);
    }
  }
  if (!bytes) return undefined;
  try {
    const { header } = layout(bytes);
    if (known && known.header.builtAt === header.builtAt && known.header.digest === header.digest) return known;
    return decodeCatalogue(bytes);
  } catch (error) {
    log('error', `stored search catalogue unreadable: ${String(error)}`, { language });
    return undefined;
  }
}

/**
 * The language's stored catalogue, or undefined while none is built. An isolate's copy answers at
 * once; past CATALOGUE_MEMORY_MS a newer one is looked for in the background (`later`).
 */
export async function readCatalogue(kv: KVNamespace, language: Language, later: (work: Promise<unknown>) => void): Promise<Catalogue | undefined> {
  const known = inMemory.get(language);
  const reread = (): Promise<Catalogue | undefined> => {
    const reading = load(kv, language, known?.catalogue)
      .then((catalogue) => {
        inMemory.set(language, { catalogue, readAt: Date.now() });
        return catalogue;
      })
      .catch((error: unknown) => {
        log('error', `search catalogue read failed: ${String(error)}`, { language });
        inMemory.set(language, { catalogue: known?.catalogue, readAt: Date.now() });
        return known?.catalogue;
      });
    inMemory.set(language, { catalogue: known?.catalogue, readAt: known?.readAt ?? 0, reading });
    return reading;
  };
  if (!known) return reread();
  if (known.reading) return known.catalogue ?? known.reading;
  if (Date.now() - known.readAt > CATALOGUE_MEMORY_MS) {
    const reading = reread();
    if (!known.catalogue) return reading;
    later(reading);
  }
  return known.catalogue;
}

/** Stores a new catalogue for every location (KV), this location and this isolate. */
export async function writeCatalogue(kv: KVNamespace, language: Language, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  await kv.put(catalogueKey(language), bytes);
  await keepAtLocation(language, bytes);
  inMemory.set(language, { catalogue: decodeCatalogue(bytes), readAt: Date.now() });
}
