// Rendered pages kept so that a warm page is not rendered again, in two tiers: this isolate's
// memory, and the location's cache (the Workers Cache API), which every isolate of the location
// shares, so a new isolate serves what another one rendered. A page is kept only when every
// catalogue read behind it was a fresh cache hit, and it is served again only while those reads
// would give the same values: until the first entry behind it stops being fresh, and while the
// scope versions it was rendered under are still current (a purge retires it in both tiers, and
// makes the entries behind it due). So a kept page is byte for byte what a new render would give, without
// the render, except for its CSP nonce: every answer gets its own, put where the render's stood
// (a stored nonce is never served twice). Pages are kept gzip-compressed (gzip-pieces.ts): a
// fifth of the bytes in memory and in the location's cache, and sent as they are to the clients
// that take gzip (every browser); the rest get them uncompressed.
import type { ExecutionContext, KVNamespace } from '@cloudflare/workers-types';
import { readVersion, type ReadDependencies } from './versions.ts';
import { log } from '../core/log.ts';
import { internalUrl, locationCache } from './location-cache.ts';
import { acceptsGzip } from '../core/accept.ts';
import { compressPieces, concatenate, gunzip, gzipWithNonce, type GzipPieces } from './gzip-pieces.ts';
import { Lru } from './lru.ts';

/** Total bytes of HTML kept per isolate; the least recently used pages go first. */
export const PAGE_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/** No page is kept longer than this, however fresh its data. */
export const PAGE_MAX_AGE_MS = 10 * 60 * 1000;

export interface RenderedPage {
  body: Uint8Array<ArrayBuffer>;
  /** The CSP nonce the page was rendered with. */
  nonce: string;
  status: number;
  headers: [string, string][];
}

interface KeptPage {
  status: number;
  headers: [string, string][];
  /** The body cut where its nonce stood, compressed: the pieces join with each answer's own. */
  pieces: GzipPieces;
  /** Compressed bytes kept. */
  bytes: number;
  /** Version key → the value the page was rendered under. */
  versions: [string, string][];
  /** When the first entry behind it stops being fresh, ms since the epoch. */
  until: number;
}

/** Which tier answered. */
export type PageTier = 'memory' | 'location';

const pages = new Lru<string, KeptPage>(PAGE_CACHE_MAX_BYTES, (page) => page.bytes);
const encoder = new TextEncoder();

/** Metadata of a page in the location's cache, beside its body (the compressed pieces, one after another). */
const META_HEADER = 'X-Kept-Page';
type StoredMeta = Omit<KeptPage, 'pieces' | 'bytes'> & Omit<GzipPieces, 'runs'> & { runLengths: number[] };

/** The Cache API key of a page: an address of its own, so no visitor's request ever matches it. */
function locationKey(key: string): string {
  return internalUrl('rendered-pages', key);
}

/** The body cut at every occurrence of the nonce (a random 128-bit value: it occurs nowhere else). */
function cutAtNonce(body: Uint8Array, nonce: string): Uint8Array[] {
  return new TextDecoder()
    .decode(body)
    .split(nonce)
    .map((piece) => encoder.encode(piece));
}

/**
 * The key of a page request, or undefined when its answer must not be shared: only GET and HEAD.
 * Whether the client asked for HTML is part of it (a loader-only route answers HTML clients 404).
 */
export function pageKey(method: string, accept: string | undefined, url: string): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  return `${accept?.includes('text/html') ? 'html' : 'any'} ${url}`;
}

/** The Cache-Tag values of the scopes a page depends on (`version:products` → `products`). */
export function cacheTags(versionKeys: Iterable<string>): string {
  return [...versionKeys]
    .map((key) => key.replace(/^version:/, ''))
    .sort()
    .join(',');
}

/** Whether the page is still what a render would give: fresh, and under current versions. */
async function stillCurrent(kv: KVNamespace, page: KeptPage): Promise<boolean> {
  if (Date.now() >= page.until) return false;
  try {
    const current = await Promise.all(page.versions.map(([versionKey]) => readVersion(kv, versionKey)));
    return current.every((value, index) => value === page.versions[index]![1]);
  } catch {
    return false;
  }
}

function answer(page: KeptPage, nonce: string, gzip: boolean): Response {
  const body = gzipWithNonce(page.pieces, nonce);
  const headers = new Headers(page.headers);
  headers.set('Cache-Tag', cacheTags(page.versions.map(([key]) => key)));
  headers.append('Vary', 'Accept-Encoding');
  if (!gzip) return new Response(gunzip(body), { status: page.status, headers });
  headers.set('Content-Encoding', 'gzip');
  // Sent as they are: the runtime must not compress them again (workerd's ResponseInit).
  const init: ResponseInit & { encodeBody: 'manual' } = { status: page.status, headers, encodeBody: 'manual' };
  return new Response(body, init);
}

/** A page another isolate of this location kept, moved into this isolate's memory (unless told not to). */
async function fromLocation(key: string, remember: boolean): Promise<KeptPage | undefined> {
  const cache = locationCache();
  const stored = await cache?.match(locationKey(key)).catch(() => undefined);
  if (!stored) return undefined;
  try {
    const { status, headers, versions, until, runLengths, ...sums } = JSON.parse(stored.headers.get(META_HEADER) ?? '') as StoredMeta;
    const body = new Uint8Array(await stored.arrayBuffer());
    const runs: Uint8Array[] = [];
    let offset = 0;
    for (const length of runLengths) {
      runs.push(body.subarray(offset, offset + length));
      offset += length;
    }
    if (offset !== body.byteLength) return undefined;
    const page: KeptPage = { status, headers, versions, until, pieces: { runs, ...sums }, bytes: body.byteLength };
    if (remember) pages.set(key, page);
    return page;
  } catch {
    return undefined;
  }
}

/**
 * The kept page for the key as a new Response with this answer's nonce, when it is still what a
 * render would give, and the tier it came from.
 */
export async function reusePage(
  kv: KVNamespace,
  key: string,
  nonce: string,
  /** The request's Accept-Encoding. */
  acceptEncoding: string | undefined,
  /** Only the location's tier, as a new isolate meets it (for the bench, through the debug token). */
  locationOnly = false,
): Promise<{ response: Response; tier: PageTier } | undefined> {
  let tier: PageTier = 'memory';
  let page = locationOnly ? undefined : pages.peek(key);
  if (!page) {
    tier = 'location';
    page = await fromLocation(key, !locationOnly);
    if (!page) return undefined;
  }
  // Hono's nonces are all 16 bytes in base64; one of another length is rendered afresh.
  if (page.pieces.nonceLength !== encoder.encode(nonce).length || !(await stillCurrent(kv, page))) {
    if (pages.peek(key) === page) pages.delete(key);
    return undefined;
  }
  pages.get(key);
  return { response: answer(page, nonce, acceptsGzip(acceptEncoding)), tier };
}

/**
 * Keeps a completely rendered page when everything it was built from allows it: in memory at
 * once, and in the location's cache for as long as its data stays fresh.
 */
export function keepPage(key: string, page: RenderedPage, dependencies: ReadDependencies, ctx: Pick<ExecutionContext, 'waitUntil'>): void {
  const until = Math.min(dependencies.freshUntil, Date.now() + PAGE_MAX_AGE_MS);
  if (!dependencies.reusable || until <= Date.now() || page.status !== 200) return;
  if (page.body.byteLength > PAGE_CACHE_MAX_BYTES / 4) return;
  const { body, nonce, status, headers } = page;
  const versions = [...dependencies.versions];
  const pieces = compressPieces(cutAtNonce(body, nonce), encoder.encode(nonce).length);
  const compressed = concatenate(pieces.runs);
  pages.set(key, { status, headers, versions, until, pieces, bytes: compressed.byteLength });
  const cache = locationCache();
  const seconds = Math.floor((until - Date.now()) / 1000);
  if (!cache || seconds < 1) return;
  const { runs, ...sums } = pieces;
  const meta: StoredMeta = { status, headers, versions, until, ...sums, runLengths: runs.map((run) => run.length) };
  const stored = new Response(compressed, { headers: { 'Cache-Control': `max-age=${seconds}`, [META_HEADER]: JSON.stringify(meta) } });
  ctx.waitUntil(
    cache.put(locationKey(key), stored).catch((error: unknown) => {
      log('error', `Cache API write failed: ${String(error)}`, { key });
    }),
  );
}
