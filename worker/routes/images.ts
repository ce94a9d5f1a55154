// The Worker's old image route, /_img/{format}/{width}/{path} (and /_img/{width}/{path}): each
// address it ever served is a 301 to the variant's on the media host, so links kept by caches and
// search engines keep working; anything else is a 404 that fetches and transforms nothing
// (docs/images.md#the-old-route, docs/decisions/020-image-variants-in-r2.md).
import { Hono } from 'hono';
import { IMAGE_ROUTE, isImageFormat, isImageWidth, resizablePath, variantUrl, type ImageFormat } from '../../shared/data/image-url.ts';
import { mediaHosts } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { movedPermanently } from '../core/http-cache.ts';

/** A refusal, kept a minute like the site's other code-only answers. */
function notFound(message: string): Response {
  return new Response(message, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });
}

/** What an address names: the format (WebP for an address of before formats), the width as written, the path. */
function readAddress(pathname: string): { format: ImageFormat | undefined; widthText: string; path: string } {
  const [first = '', ...rest] = pathname.slice(`${IMAGE_ROUTE}/`.length).split('/');
  if (isImageFormat(first)) return { format: first, widthText: rest[0] ?? '', path: rest.slice(1).join('/') };
  // Only a number can be an old address's width; anything else (another format) is no image.
  return { format: /^\d+$/.test(first) ? 'webp' : undefined, widthText: first, path: rest.join('/') };
}

export const images = new Hono<WorkerEnv>();

images.get(`${IMAGE_ROUTE}/*`, (c) => {
  const url = new URL(c.req.url);
  const { format, widthText, path } = readAddress(url.pathname);
  const width = Number(widthText);
  const hosts = mediaHosts(c.env);
  if (!hosts) return notFound('Images are served by the media host, and none is configured.');
  if (url.search || !format || !isImageWidth(width) || String(width) !== widthText || resizablePath(`${hosts.uploads}/${path}`, hosts.uploads) !== path) {
    return notFound('There is no image at this address.');
  }
  return movedPermanently(c, variantUrl(path, width, format, hosts.variants));
});

/** Anything else under the route (another method; the pattern matches the bare route too) names no image. */
images.all(`${IMAGE_ROUTE}/*`, () => notFound('Not found.'));
