// Rendered pages kept so that a warm page is not rendered again, in two tiers: this isolate's
// memory, and the location's cache (the Workers Cache API), which every isolate of the location
// shares, so a new isolate serves what another one rendered. A page is kept only when every
// catalogue read behind it was a fresh cache hit, and it is served again only while those reads
// would give the same values: until the first entry behind it stops being fresh, and while the
// scope versions it was rendered under are still current (a purge retires it in both tiers as it
// retires the entries). So a kept page is byte for byte what a new render would give, without
// the render, except for its CSP nonce: every answer gets its own, put where the render's stood
// (a stored nonce is never served twice).
import type { ExecutionContext, KVNamespace } from '@cloudflare/workers-types';
import { readVersion, type ReadDependencies } from './versions.ts';
import { log } from '../log.ts';
import { locationCache } from './location-cache.ts';
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
  /** The body cut where its nonce stood: the pieces join with each answer's own. */
  pieces: Uint8Array[];
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

/** Metadata of a page in the location's cache, beside its body. */
const META_HEADER = 'X-Kept-Page';

/** The Cache API key of a page: an address of its own, so no visitor's request ever matches it. */
function locationKey(key: string): string {
  return `https://rendered-pages.internal/${encodeURIComponent(key)}`;
}

/** The body cut at every occurrence of the nonce (a random 128-bit value: it occurs nowhere else). */
function cutAtNonce(body: Uint8Array, nonce: string): Uint8Array[] {
  return new TextDecoder()
    .decode(body)
    .split(nonce)
    .map((piece) => encoder.encode(piece));
}

/** The pieces joined with the nonce between them. */
function joinWithNonce(pieces: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  const needle = encoder.encode(nonce);
  const body = new Uint8Array(pieces.reduce((total, piece) => total + piece.length, 0) + needle.length * (pieces.length - 1));
  let offset = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      body.set(needle, offset);
      offset += needle.length;
    }
    body.set(piece, offset);
    offset += piece.length;
  });
  return body;
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

function answer(page: KeptPage, nonce: string): Response {
  const response = new Response(joinWithNonce(page.pieces, nonce), { status: page.status, headers: page.headers });
  response.headers.set('Cache-Tag', cacheTags(page.versions.map(([key]) => key)));
  return response;
}

/** A page another isolate of this location kept, moved into this isolate's memory (unless told not to). */
async function fromLocation(key: string, remember: boolean): Promise<KeptPage | undefined> {
  const cache = locationCache();
  const stored = await cache?.match(locationKey(key)).catch(() => undefined);
  if (!stored) return undefined;
  try {
    const meta = JSON.parse(stored.headers.get(META_HEADER) ?? '') as Omit<KeptPage, 'pieces' | 'bytes'> & { nonce: string };
    const body = new Uint8Array(await stored.arrayBuffer());
    const page: KeptPage = {
      status: meta.status,
      headers: meta.headers,
      versions: meta.versions,
      until: meta.until,
      pieces: cutAtNonce(body, meta.nonce),
      bytes: body.byteLength,
    };
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
  if (!(await stillCurrent(kv, page))) {
    if (pages.peek(key) === page) pages.delete(key);
    return undefined;
  }
  pages.get(key);
  return { response: answer(page, nonce), tier };
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
  pages.set(key, { status, headers, versions, until, pieces: cutAtNonce(body, nonce), bytes: body.byteLength });
  const cache = locationCache();
  const seconds = Math.floor((until - Date.now()) / 1000);
  if (!cache || seconds < 1) return;
  const stored = new Response(body, {
    headers: { 'Cache-Control': `max-age=${seconds}`, [META_HEADER]: JSON.stringify({ status, headers, versions, until, nonce }) },
  });
  ctx.waitUntil(
    cache.put(locationKey(key), stored).catch((error: unknown) => {
      log('error', `Cache API write failed: ${String(error)}`, { key });
    }),
  );
}
