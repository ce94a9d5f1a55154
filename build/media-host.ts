// The local media host: the MEDIA bucket (Miniflare's R2, the site Worker's binding) served over
// HTTP on 127.0.0.1, as Cloudflare serves it in production on the bucket's custom domain, without
// any Worker (docs/images.md, "Locally"). It only reads the bucket: GET and HEAD of a variant's key
// (`v/{format}/{width}/{path}`), with the type, Cache-Control and ETag the maker wrote; anything
// else, or a key the bucket lacks, is a 404, as R2's custom domain answers.
import { createServer } from 'node:http';
import { VARIANTS_FOLDER } from '../shared/data/image-url.ts';
import { listenLocal } from './local-server.ts';

/** What the media host and the first fill use of Miniflare's R2 bucket. */
export interface MediaBucket {
  get(key: string): Promise<{
    arrayBuffer(): Promise<ArrayBuffer>;
    text(): Promise<string>;
    httpEtag: string;
    httpMetadata?: { contentType?: string; cacheControl?: string };
  } | null>;
  put(key: string, value: Uint8Array | string, options: { httpMetadata: { contentType: string; cacheControl: string } }): Promise<unknown>;
}

export interface MediaHost {
  url: string;
  close(): Promise<void>;
}

export async function serveMediaHost(options: { bucket: () => Promise<MediaBucket>; host: string; port: number }): Promise<MediaHost> {
  const { host, port } = options;
  const server = createServer((incoming, outgoing) => {
    const notFound = (status = 404) => {
      outgoing.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      outgoing.end(incoming.method === 'HEAD' ? undefined : 'Not found.');
    };
    const key = decodeURIComponent(new URL(incoming.url ?? '/', 'http://media.local').pathname.slice(1));
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') return notFound(405);
    if (!key.startsWith(`${VARIANTS_FOLDER}/`)) return notFound();
    options
      .bucket()
      .then((bucket) => bucket.get(key))
      .then(async (object) => {
        if (!object) return notFound();
        const headers = {
          'content-type': object.httpMetadata?.contentType ?? 'application/octet-stream',
          'cache-control': object.httpMetadata?.cacheControl ?? 'public, max-age=3600',
          etag: object.httpEtag,
        };
        if (incoming.headers['if-none-match'] === object.httpEtag) {
          outgoing.writeHead(304, headers);
          return outgoing.end();
        }
        const body = Buffer.from(await object.arrayBuffer());
        outgoing.writeHead(200, { ...headers, 'content-length': String(body.byteLength) });
        outgoing.end(incoming.method === 'HEAD' ? undefined : body);
      })
      .catch((error: unknown) => {
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        outgoing.end(`The bucket could not be read: ${String(error)}`);
      });
  });
  return listenLocal(server, host, port);
}
