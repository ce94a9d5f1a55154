// The image route, GET /_img/{format}/{width}/{path}: the catalogue's image at {path} on the media
// origin (the upstream's), resized to {width} by Cloudflare's Images binding and encoded as
// {format}, AVIF or WebP. The format is in the address, never read from the request's Accept, so an
// address has one answer whoever asks: no `Vary`, which Cloudflare's Workers Cache compares
// verbatim and would keep one copy per browser's Accept string (docs/images.md).
//
// - Not an open proxy: the source is a path on the media origin, nothing else can be named, and
//   the width is one of IMAGE_WIDTHS (shared/data/image-url.ts). Anything else is a 400.
// - JPEG, PNG, WebP and AVIF (told by their bytes, not by the upstream's Content-Type) are
//   resized; other images (SVG, GIF, …) are served untouched; what is not an image is a 404.
// - A transform that fails (a corrupt file, a binding error, no binding) serves the original
//   bytes, for a short while only, and logs why; so does a result larger than the original.
// - Each answer is kept in the location's cache under its width and format, so a second request
//   transforms nothing; concurrent requests for one variant in an isolate share one transform.
// - The addresses before the format was in them, /_img/{width}/{path}, are a 301 to the WebP one,
//   so links kept by caches and search engines keep working.
import type { ImagesBinding } from '@cloudflare/workers-types';
import { Hono, type Context } from 'hono';
import {
  IMAGE_ROUTE,
  IMAGE_WIDTHS,
  imageSource,
  isImageFormat,
  isImageWidth,
  routeUrl,
  type ImageFormat,
  type ImageWidth,
} from '../../shared/data/image-url.ts';
import { locationCache } from '../store/location.ts';
import { mediaOrigin, readConfig } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import type { ImageOutcome } from '../core/metrics.ts';
import { log } from '../core/log.ts';
import { getUpstream } from '../upstream/client.ts';
import { CODE_ONLY } from '../core/http-cache.ts';

export type RasterType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
type PreferredType = 'image/avif' | 'image/webp';

/** How long browsers and the location's cache keep a variant: a week. */
export const IMAGE_MAX_AGE_SECONDS = 7 * 86_400;
/** A fallback (the original after a failed transform) is kept briefly: the failure may pass. */
export const FALLBACK_MAX_AGE_SECONDS = 300;
/** Larger sources are not read into the isolate's memory (128 MB): the visitor is sent to the original. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Output quality by format: AVIF and WebP keep a photo's look at far fewer bytes than JPEG. */
const QUALITY: Record<RasterType, number | undefined> = { 'image/avif': 60, 'image/webp': 80, 'image/jpeg': 82, 'image/png': undefined };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The raster format the bytes are in, by their magic numbers; undefined for anything else. */
export function sniffRaster(bytes: Uint8Array): RasterType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'image/avif';
  return undefined;
}

const TYPES: Record<ImageFormat, PreferredType> = { avif: 'image/avif', webp: 'image/webp' };

type Bytes = Uint8Array<ArrayBuffer>;
/** The binding's stream type (workers-types) for the runtime's own ReadableStream. */
type ImageStream = Parameters<ImagesBinding['input']>[0];

interface Variant {
  body: Bytes;
  type: string;
  outcome: ImageOutcome;
  maxAge: number;
}
interface Refusal {
  status: 400 | 404 | 502;
  message: string;
}
/** The source is too large to read: the visitor gets it from the upstream. */
interface Redirect {
  location: string;
}
type Made = Variant | Refusal | Redirect;

/** Variants being made in this isolate, by cache key: concurrent requests share one. */
const making = new Map<string, Promise<Made>>();

async function transform(images: ImagesBinding, bytes: Bytes, width: ImageWidth, type: RasterType): Promise<Bytes> {
  const result = await images
    .input(new Response(bytes).body as unknown as ImageStream)
    .transform({ width, fit: 'scale-down' })
    .output({ format: type, quality: QUALITY[type] });
  const output = new Uint8Array(await result.response().arrayBuffer());
  // Whatever the binding answers, only an image in the format asked for is served as one.
  if (sniffRaster(output) !== type) throw new Error(`the binding answered ${result.contentType()}, not ${type}`);
  return output;
}

async function makeVariant(c: Context<WorkerEnv>, source: URL, width: ImageWidth, preferred: PreferredType): Promise<Made> {
  const metrics = c.get('metrics');
  const started = Date.now();
  let response: Response;
  let bytes: Bytes;
  try {
    response = await getUpstream(source, { Accept: 'image/*' }, AbortSignal.timeout(readConfig(c.env).upstreamTimeoutMs));
    if (response.status === 404 || response.status === 410) return { status: 404, message: 'There is no image at this address.' };
    if (!response.ok) return { status: 502, message: 'The image could not be read from the catalogue.' };
    if (Number(response.headers.get('content-length')) > MAX_SOURCE_BYTES) {
      await response.body?.cancel();
      return { location: source.href };
    }
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    log('warn', `Image source unreadable: ${String(error)}`, { source: source.href });
    return { status: 502, message: 'The image could not be read from the catalogue.' };
  } finally {
    metrics.upstream(Date.now() - started);
  }
  const raster = sniffRaster(bytes);
  if (!raster) {
    const type = response.headers.get('content-type') ?? '';
    // Served from the site's own origin, so only what the upstream itself calls an image.
    if (!/^image\//i.test(type)) return { status: 404, message: 'There is no image at this address.' };
    return { body: bytes, type, outcome: 'untouched', maxAge: IMAGE_MAX_AGE_SECONDS };
  }
  const type = preferred;
  const original: Variant = { body: bytes, type: raster, outcome: 'original', maxAge: IMAGE_MAX_AGE_SECONDS };
  try {
    if (!c.env.IMAGES) throw new Error('no IMAGES binding');
    const output = await transform(c.env.IMAGES, bytes, width, type);
    // A small source can come out larger: then the original is the better answer, where the
    // browser takes its format (JPEG and PNG everywhere, else the format it asked for).
    if (output.byteLength >= bytes.byteLength && (raster === type || raster === 'image/jpeg' || raster === 'image/png')) return original;
    return { body: output, type, outcome: 'resized', maxAge: IMAGE_MAX_AGE_SECONDS };
  } catch (error) {
    log('warn', `Image transform failed, the original is served: ${String(error)}`, { source: source.href, width, type });
    return { ...original, outcome: 'fallback', maxAge: FALLBACK_MAX_AGE_SECONDS };
  }
}

function answer(body: BodyInit | null, type: string, maxAge: number): Response {
  return new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': `public, max-age=${maxAge}` } });
}

/** A refusal: what is wrong with the address is kept a minute; an upstream failure, not at all. */
function refuse(status: Refusal['status'], message: string): Response {
  const cacheControl = status === 502 ? 'no-store' : 'public, max-age=60';
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl } });
}

/** What an address names: the format (undefined for an address of before formats), the width as written, the path. */
function readAddress(pathname: string): { format: ImageFormat | undefined; widthText: string; path: string } {
  const [first = '', ...rest] = pathname.slice(`${IMAGE_ROUTE}/`.length).split('/');
  if (isImageFormat(first)) return { format: first, widthText: rest[0] ?? '', path: rest.slice(1).join('/') };
  return { format: undefined, widthText: first, path: rest.join('/') };
}

export const images = new Hono<WorkerEnv>();

images.get(`${IMAGE_ROUTE}/:first/*`, async (c) => {
  const url = new URL(c.req.url);
  const { format, widthText, path } = readAddress(url.pathname);
  const width = Number(widthText);
  // One address per variant: no query, and the width written as the layouts write it.
  if (url.search) return refuse(400, 'An image address has no query string.');
  if (!isImageWidth(width) || String(width) !== widthText) return refuse(400, `Unknown width: images are made ${IMAGE_WIDTHS.join(', ')} px wide.`);
  const origin = mediaOrigin(c.env);
  const source = origin ? imageSource(path, origin) : undefined;
  if (!source) return refuse(400, "The image must be a path on the catalogue's media host.");
  if (!format) {
    c.header('Cache-Control', CODE_ONLY['Cache-Control']);
    return c.redirect(routeUrl(path, width, 'webp'), 301);
  }

  const metrics = c.get('metrics');
  const preferred = TYPES[format];
  const key = `https://resized-images.internal/${width}/${format}/${encodeURIComponent(source.href)}`;
  const cache = locationCache();
  const kept = await cache?.match(key).catch(() => undefined);
  if (kept) {
    metrics.image = 'location';
    return answer(
      kept.body,
      kept.headers.get('content-type') ?? 'application/octet-stream',
      Number(kept.headers.get('cache-control')?.match(/max-age=(\d+)/)?.[1] ?? FALLBACK_MAX_AGE_SECONDS),
    );
  }
  let made = making.get(key);
  if (!made) {
    made = makeVariant(c, source, width, preferred).finally(() => making.delete(key));
    making.set(key, made);
    // The request that made the variant keeps it for the others of the location.
    const stored = made.then((variant) => {
      if (!cache || !('body' in variant)) return;
      const copy = new Response(variant.body, { headers: { 'Content-Type': variant.type, 'Cache-Control': `max-age=${variant.maxAge}` } });
      return cache.put(key, copy).catch((error: unknown) => {
        log('error', `Cache API write failed: ${String(error)}`, { key });
      });
    });
    c.executionCtx.waitUntil(stored);
  }
  const variant = await made;
  if ('location' in variant) {
    metrics.image = 'redirect';
    return c.redirect(variant.location, 302);
  }
  if ('status' in variant) return refuse(variant.status, variant.message);
  metrics.image = variant.outcome;
  return answer(variant.body, variant.type, variant.maxAge);
});

/** Anything else under the route (no width, no path, another method) names no image. */
images.all(`${IMAGE_ROUTE}/*`, () => refuse(404, 'Not found.'));
images.all(IMAGE_ROUTE, () => refuse(404, 'Not found.'));
