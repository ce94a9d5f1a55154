// The local Workers Cache's HTTP front compresses what it delivers as Cloudflare does (the rules:
// developers.cloudflare.com/speed/optimization/content/compression/), chunk by chunk, so a page
// that streams still arrives in its parts, and what it keeps stays one copy whatever the encoding.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryEncoding, serveWorkersCache, type WorkersCacheFront } from './workers-cache-front.ts';
import { WorkersCache } from './workers-cache.ts';

const PAGE = `<!doctype html><p>${'Kassa aparatı, qəbz printeri, barkod skaneri. '.repeat(200)}</p>`;
let front: WorkersCacheFront;
let renders = 0;
/** The page's second part is written once the client has the first (else after 5 s): which came first. */
let firstPartArrived = () => {};
let secondPartAfter: 'the first part arrived' | 'a timeout' | undefined;

beforeAll(async () => {
  const cache = new WorkersCache(async (incoming) => {
    const path = new URL(incoming.url).pathname;
    if (path === '/broken') return new Response('The Worker failed', { status: 500, headers: { 'content-type': 'text/plain' } });
    if (path === '/photo') return new Response(new Uint8Array(2000), { headers: { 'content-type': 'image/avif' } });
    renders++;
    // A page in two parts, the second a moment later, as React streams one.
    const [head, tail] = [PAGE.slice(0, 1000), PAGE.slice(1000)];
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        secondPartAfter = await Promise.race([
          new Promise<'the first part arrived'>((resolve) => (firstPartArrived = () => resolve('the first part arrived'))),
          new Promise<'a timeout'>((resolve) => setTimeout(() => resolve('a timeout'), 5000)),
        ]);
        controller.enqueue(new TextEncoder().encode(tail));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'cdn-cache-control': 'public, max-age=60' } });
  });
  front = await serveWorkersCache({ cache, host: '127.0.0.1', port: 0 });
});
afterAll(() => front.close());

/** A raw GET (no client that decodes for us): status, encoding, the body's chunks. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; encoding: string | undefined; chunks: { bytes: Buffer }[] }>((resolve, reject) => {
    const call = request(`${front.url}${path}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (response) => {
      const chunks: { bytes: Buffer }[] = [];
      response.on('data', (bytes: Buffer) => {
        chunks.push({ bytes });
        firstPartArrived();
      });
      response.on('end', () => resolve({ status: response.statusCode!, encoding: response.headers['content-encoding'], chunks }));
    });
    call.on('error', reject);
    call.end();
  });
}
const whole = (chunks: { bytes: Buffer }[]) => Buffer.concat(chunks.map((chunk) => chunk.bytes));

describe('the front delivers as Cloudflare compresses', () => {
  it('Brotli, else gzip, else plain, by what the browser accepts; the first part before the page ends', async () => {
    const br = await get('/az/', 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(whole(br.chunks)).toString()).toBe(PAGE);
    expect(whole(br.chunks).length).toBeLessThan(PAGE.length / 10);
    // The first part reached the client before the second was written: streaming survives compression.
    expect(secondPartAfter).toBe('the first part arrived');
    const gzip = await get('/az/', 'gzip;q=1, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(whole(gzip.chunks)).toString()).toBe(PAGE);
    const plain = await get('/az/');
    expect([plain.encoding, whole(plain.chunks).toString()]).toEqual([undefined, PAGE]);
    // One kept copy served in three encodings.
    expect(renders).toBe(1);
  });

  it('leaves images and a 500 as they are', async () => {
    expect((await get('/photo', 'br')).encoding).toBeUndefined();
    const broken = await get('/broken', 'br');
    expect([broken.status, broken.encoding, whole(broken.chunks).toString()]).toEqual([500, undefined, 'The Worker failed']);
  });

  it('compresses a 404 page, not a 503, and never twice', () => {
    const html = { 'content-type': 'text/html' };
    expect(deliveryEncoding(new Response('x', { status: 404, headers: html }), 'br')).toBe('br');
    expect(deliveryEncoding(new Response('x', { status: 503, headers: html }), 'br')).toBeUndefined();
    expect(deliveryEncoding(new Response('x', { headers: { ...html, 'content-encoding': 'gzip' } }), 'br')).toBeUndefined();
    expect(deliveryEncoding(new Response('{}', { headers: { 'content-type': 'application/json' } }), 'deflate')).toBeUndefined();
  });
});
