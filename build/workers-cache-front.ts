// The local Workers Cache served over HTTP in front of the site on workerd: what `npm start` and the
// tests that check caching talk to, so that what Cloudflare's cache would keep, and for whom, can be
// seen here (build/workers-cache.ts is the cache itself). The Worker gets `ctx.cache.purge` as on
// Cloudflare: the entry module below wraps the built Worker and sends its purges to this process.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { relative } from 'node:path';
import { Readable } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Miniflare } from 'miniflare';
import { listenLocal } from './local-server.ts';
import type { Handler, PurgeOptions, WorkersCache } from './workers-cache.ts';

/** The binding through which the wrapped Worker's `ctx.cache.purge` reaches this process. */
export const PURGE_BINDING = 'LOCAL_WORKERS_CACHE';

/**
 * The entry module that gives the built Worker (`mainModule`, relative to the modules' root) the
 * `ctx.cache` Cloudflare gives it where Workers Caching is on, and that workerd lacks.
 */
export function workersCacheEntry(modulesRoot: string, mainModule: string): string {
  const main = `./${relative(modulesRoot, mainModule).replaceAll('\\', '/')}`;
  return `import worker from ${JSON.stringify(main)};
export * from ${JSON.stringify(main)};
const withCache = (env, ctx) => ({
  waitUntil: (promise) => ctx.waitUntil(promise),
  passThroughOnException: () => ctx.passThroughOnException(),
  props: ctx.props,
  cache: {
    purge: async (options) => (await env.${PURGE_BINDING}.fetch('http://workers-cache.local/purge', { method: 'POST', body: JSON.stringify(options) })).json(),
  },
});
export default {
  fetch: (request, env, ctx) => worker.fetch(request, env, withCache(env, ctx)),
  queue: (batch, env, ctx) => worker.queue(batch, env, withCache(env, ctx)),
};
`;
}

/** The service binding's handler: a purge the Worker asked for, answered as ctx.cache.purge answers. */
export function purgeHandler(cache: () => WorkersCache): (request: Request) => Promise<Response> {
  return async (request) => Response.json(cache().purge((await request.json()) as PurgeOptions));
}

function requestOf(incoming: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (let index = 0; index < incoming.rawHeaders.length; index += 2) headers.append(incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!);
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : (Readable.toWeb(incoming) as ReadableStream);
  return new Request(`${origin}${incoming.url ?? '/'}`, { method, headers, body, duplex: 'half' } as RequestInit);
}

/**
 * The content types Cloudflare compresses on the way to a visitor whose browser accepts it, as this
 * site serves them (the whole list: developers.cloudflare.com/speed/optimization/content/compression/).
 */
const COMPRESSED_TYPES = /^(text\/(html|plain|css|javascript|xml)|application\/(javascript|json|xml|ld\+json|manifest\+json)|image\/(svg\+xml|x-icon))\b/i;

/**
 * How Cloudflare would encode this answer for this visitor: Brotli, else gzip, for the types above,
 * for a success or a 403 or 404 only ("For responses with error status codes, Cloudflare will only
 * compress responses if their error status code is 403 or 404"), never twice.
 */
export function deliveryEncoding(response: Response, acceptEncoding: string): 'br' | 'gzip' | undefined {
  if (!response.body || response.headers.has('content-encoding')) return undefined;
  if (!(response.ok || response.status === 403 || response.status === 404)) return undefined;
  if (!COMPRESSED_TYPES.test(response.headers.get('content-type') ?? '')) return undefined;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || Number(q.replace(/^q=/, '')) > 0)
      .map(([coding]) => coding),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

async function send(response: Response, outgoing: ServerResponse, head: boolean, acceptEncoding: string): Promise<void> {
  const encoding = deliveryEncoding(response, acceptEncoding);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (encoding) {
    headers['content-encoding'] = encoding;
    delete headers['content-length'];
  }
  outgoing.writeHead(response.status, response.statusText, headers);
  if (response.body && !head) {
    // Compressed chunk by chunk, each flushed, so that a streamed page still arrives in its parts.
    const compressor: BrotliCompress | Gzip | undefined =
      encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }) : encoding === 'gzip' ? createGzip() : undefined;
    compressor?.on('data', (chunk: Buffer) => outgoing.write(chunk));
    for await (const chunk of response.body as unknown as NodeReadableStream<Uint8Array>) {
      if (!compressor) outgoing.write(chunk);
      else await new Promise<void>((resolve) => compressor.write(chunk, () => compressor.flush(() => resolve())));
    }
    if (compressor) {
      const ended = new Promise<void>((resolve) => compressor.once('end', () => resolve()));
      compressor.end();
      await ended;
    }
  }
  outgoing.end();
}

/** The Worker behind the cache: `site` on workerd, asked through Miniflare with the visitor's address and headers. */
export function siteHandler(site: () => Miniflare): Handler {
  return async (request) => {
    const headers = new Headers(request.headers);
    // The front serves plain bytes: workerd need not compress what Miniflare's fetch would decode.
    headers.delete('accept-encoding');
    const init = { method: request.method, headers, body: request.body, duplex: 'half', redirect: 'manual' };
    const answer = await site().dispatchFetch(request.url, init as Parameters<Miniflare['dispatchFetch']>[1]);
    const answerHeaders = new Headers(answer.headers as unknown as Headers);
    // Miniflare's fetch decodes what workerd compressed, and says so in a header of its own.
    for (const name of ['content-encoding', 'mf-content-encoding', 'content-length']) answerHeaders.delete(name);
    const noBody = answer.status === 204 || answer.status === 304 || request.method === 'HEAD';
    return new Response(noBody ? null : (answer.body as unknown as ReadableStream), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answerHeaders,
    });
  };
}

export interface WorkersCacheFront {
  url: string;
  cache: WorkersCache;
  /** Settles when every store and background refresh started so far has. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Serves `cache` on host:port. The Worker sees the address the visitor used (or `requestOrigin`'s, e.g. an https one), with the visitor's headers. */
export async function serveWorkersCache(options: { cache: WorkersCache; host: string; port: number; requestOrigin?: string }): Promise<WorkersCacheFront> {
  const { cache, host, port, requestOrigin } = options;
  const pending = new Set<Promise<unknown>>();
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => {
      const settled = promise.catch(() => undefined).finally(() => pending.delete(settled));
      pending.add(settled);
    },
    passThroughOnException: () => undefined,
  };
  const server = createServer((incoming, outgoing) => {
    const origin = requestOrigin ?? `http://${incoming.headers.host ?? `${host}:${port}`}`;
    cache
      .fetch(requestOf(incoming, origin), {}, ctx)
      .then((response) => send(response, outgoing, incoming.method === 'HEAD', incoming.headers['accept-encoding'] ?? ''))
      .catch((error: unknown) => {
        // What Cloudflare shows when the Worker throws and nothing is kept: an error of its own.
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cf-cache-status': 'DYNAMIC' });
        outgoing.end(`The Worker failed: ${String(error)}`);
      });
  });
  const { url, close } = await listenLocal(server, host, port);
  return {
    url,
    cache,
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close,
  };
}
