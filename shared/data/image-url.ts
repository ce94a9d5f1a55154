// Addresses of the site's image route, /_img/{format}/{width}/{path}: an image of the catalogue
// resized and re-encoded by the Worker (worker/routes/images.ts). The path is the image's path on
// the media origin (the upstream's), so the route can name nothing else: it is no proxy for other
// hosts. The format is in the address, not taken from the request's Accept, so that each address
// has one answer: Cloudflare's Workers Cache keys by the address and compares Vary verbatim
// (docs/images.md#one-address-per-variant).

export const IMAGE_ROUTE = '/_img';

/** The formats the route encodes to: pages offer AVIF in a <source> and WebP to the <img> (every 2026 browser decodes it). */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

/**
 * The widths (px) the route makes, and the only ones it accepts: what the layouts need at 1x to
 * 3x screens (shared/ui/image-layouts.ts picks from them per kind of image).
 */
export const IMAGE_WIDTHS = [96, 192, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** Longer paths are refused: no catalogue names its files so. */
const MAX_PATH_LENGTH = 512;

/**
 * Kept at the upstream's own address: SVGs (drawn at any size already, and never re-encoded) and
 * GIFs (perhaps animated). The route passes anything else it cannot resize through untouched.
 */
const KEPT = /\.(svgz?|gif)$/i;

/**
 * The source on the media origin that a route path (after `/_img/{format}/{width}/`) names, or undefined
 * when it names none: empty, `.` or `..` segments (plain or percent-encoded), backslashes, query
 * strings and anything that would land on another origin are refused.
 */
export function imageSource(path: string, mediaOrigin: string): URL | undefined {
  if (!path || path.length > MAX_PATH_LENGTH || /[\\?#]/.test(path)) return undefined;
  if (path.split('/').some((segment) => segment === '' || /^(\.|%2e){1,2}$/i.test(segment))) return undefined;
  let url: URL;
  try {
    url = new URL(`${mediaOrigin}/${path}`);
  } catch {
    return undefined;
  }
  return url.origin === mediaOrigin && url.pathname === `/${path}` ? url : undefined;
}

/**
 * The path the route serves `src` under (after `/_img/{format}/{width}/`), or undefined when `src` keeps
 * its own address: an image on another origin (the route serves the media origin's only), with a
 * query or fragment, an SVG or a GIF. Pages call it once per image, then add each width.
 */
export function resizablePath(src: string, mediaOrigin: string | undefined): string | undefined {
  if (!mediaOrigin || !src.startsWith(`${mediaOrigin}/`)) return undefined;
  const path = src.slice(mediaOrigin.length + 1);
  if (KEPT.test(path)) return undefined;
  return imageSource(path, mediaOrigin) ? path : undefined;
}

/** The route's address of a resizable path at `width` in `format`. */
export function routeUrl(path: string, width: ImageWidth, format: ImageFormat): string {
  return `${IMAGE_ROUTE}/${format}/${width}/${path}`;
}

/** The route's address of `src` at `width` in `format`, or undefined when `src` keeps its own (resizablePath). */
export function resizedImageUrl(src: string, width: ImageWidth, format: ImageFormat, mediaOrigin: string | undefined): string | undefined {
  const path = resizablePath(src, mediaOrigin);
  return path === undefined ? undefined : routeUrl(path, width, format);
}
