// Rendered pages kept in this isolate's memory, so that a warm page is not rendered again.
// A page is kept only when every catalogue read behind it was a fresh cache hit, and it is served
// again only while those reads would give the same values: until the first entry behind it stops
// being fresh, and while the scope versions it was rendered under are still current (a purge
// retires it as it retires the entries). So a kept page is byte for byte what a new render would
// give, without the render, except for its CSP nonce: every answer gets its own, put where the
// render's stood (a stored nonce is never served twice).
import type { KVNamespace } from '@cloudflare/workers-types';
import { readVersion, type ReadDependencies } from './kv-cache.ts';
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

interface KeptPage extends Omit<RenderedPage, 'body' | 'nonce'> {
  /** The body cut where its nonce stood: the pieces join with each answer's own. */
  pieces: Uint8Array[];
  bytes: number;
  versions: [string, string][];
  until: number;
}

const pages = new Lru<string, KeptPage>(PAGE_CACHE_MAX_BYTES, (page) => page.bytes);
const encoder = new TextEncoder();

/** The body cut at every occurrence of the nonce (a random 128-bit value: it occurs nowhere else). */
function cutAtNonce(body: Uint8Array, nonce: string): Uint8Array[] {
  return new TextDecoder().decode(body).split(nonce).map((piece) => encoder.encode(piece));
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
 * The key of a request's page, or undefined when its answer must not be shared: only GET and HEAD.
 * Whether the client asked for HTML is part of it (a loader-only route answers HTML clients 404).
 */
export function pageKey(request: Request): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const html = request.headers.get('accept')?.includes('text/html') ? 'html' : 'any';
  return `${html} ${request.url}`;
}

/**
 * The kept page for the key as a new Response with this answer's nonce, when it is still what a
 * render would give.
 */
export async function reusePage(kv: KVNamespace, key: string, nonce: string): Promise<Response | undefined> {
  const page = pages.peek(key);
  if (!page) return undefined;
  if (Date.now() >= page.until) {
    pages.delete(key);
    return undefined;
  }
  let current: string[];
  try {
    current = await Promise.all(page.versions.map(([versionKey]) => readVersion(kv, versionKey)));
  } catch {
    return undefined;
  }
  // Another request may have replaced or dropped it while the versions were read.
  if (pages.get(key) !== page) return undefined;
  if (current.some((value, index) => value !== page.versions[index]![1])) {
    pages.delete(key);
    return undefined;
  }
  return new Response(joinWithNonce(page.pieces, nonce), { status: page.status, headers: page.headers });
}

/** Keeps a completely rendered page when everything it was built from allows it. */
export function keepPage(key: string, page: RenderedPage, dependencies: ReadDependencies): void {
  const until = Math.min(dependencies.freshUntil, Date.now() + PAGE_MAX_AGE_MS);
  if (!dependencies.reusable || until <= Date.now() || page.status !== 200) return;
  if (page.body.byteLength > PAGE_CACHE_MAX_BYTES / 4) return;
  const { body, nonce, ...kept } = page;
  pages.set(key, { ...kept, pieces: cutAtNonce(body, nonce), bytes: body.byteLength, versions: [...dependencies.versions], until });
}
