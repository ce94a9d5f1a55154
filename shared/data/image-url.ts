// Addresses of the catalogue's image variants: `{variants origin}/v/{format}/{width}/{path}`, a
// photo of the catalogue resized and re-encoded once (worker/images/variants.ts) into the R2 bucket
// the site's media host publishes (docs/decisions/020-image-variants-in-r2.md). The path is the
// photo's path on the uploads' origin (the upstream's), so an address is worked out from the photo's
// address alone and names nothing on another host. The format is in the address, not taken from the
// request's Accept, so that each address has one answer (docs/images.md#one-address-per-variant).

/** The Worker's old image route: its addresses are now 301s to the variants' (worker/routes/images.ts). */
export const IMAGE_ROUTE = '/_img';
/** The folder of the bucket (and of the media host) that holds the variants. */
export const VARIANTS_FOLDER = 'v';

/**
 * Where images come from: `uploads`, the origin of the catalogue's own files (the upstream's), whose
 * raster photos have variants; `variants`, the media host that serves them.
 */
export interface MediaHosts {
  uploads: string;
  variants: string;
}

/** The formats of the variants: pages offer AVIF in a <source> and WebP to the <img> (every 2026 browser decodes it). */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

/**
 * The widths (px) of the variants, and the only ones there are: what the layouts need at 1x to
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
 * GIFs (perhaps animated): no variants are made of them.
 */
const KEPT = /\.(svgz?|gif)$/i;

/**
 * The upload that a path (after `/v/{format}/{width}/`) names on the uploads' origin, or undefined
 * when it names none: empty, `.` or `..` segments (plain or percent-encoded), backslashes and
 * slashes written percent-encoded (a path that reads as another host's address), query strings and
 * anything that would land on another origin are refused.
 */
export function imageSource(path: string, uploadsOrigin: string): URL | undefined {
  if (!path || path.length > MAX_PATH_LENGTH || /[\\?#]|%2f|%5c/i.test(path)) return undefined;
  if (path.split('/').some((segment) => segment === '' || /^(\.|%2e){1,2}$/i.test(segment))) return undefined;
  let url: URL;
  try {
    url = new URL(`${uploadsOrigin}/${path}`);
  } catch {
    return undefined;
  }
  return url.origin === uploadsOrigin && url.pathname === `/${path}` ? url : undefined;
}

/**
 * The path whose variants stand for `src`, or undefined when `src` keeps its own address: an image
 * on another origin, with a query or fragment, an SVG or a GIF. Pages call it once per image, then
 * add each width.
 */
export function resizablePath(src: string, uploadsOrigin: string | undefined): string | undefined {
  if (!uploadsOrigin || !src.startsWith(`${uploadsOrigin}/`)) return undefined;
  const path = src.slice(uploadsOrigin.length + 1);
  if (KEPT.test(path)) return undefined;
  return imageSource(path, uploadsOrigin) ? path : undefined;
}

/** The bucket's key of a photo's variant: also its path on the media host. */
export function variantKey(path: string, width: ImageWidth, format: ImageFormat): string {
  return `${VARIANTS_FOLDER}/${format}/${width}/${path}`;
}

/** The media host's address of a resizable path's variant. */
export function variantUrl(path: string, width: ImageWidth, format: ImageFormat, variantsOrigin: string): string {
  return `${variantsOrigin}/${variantKey(path, width, format)}`;
}

/** The variant's address of `src` at `width` in `format`, or undefined when `src` keeps its own (resizablePath). */
export function resizedImageUrl(src: string, width: ImageWidth, format: ImageFormat, hosts: MediaHosts | undefined): string | undefined {
  const path = resizablePath(src, hosts?.uploads);
  return path === undefined || !hosts ? undefined : variantUrl(path, width, format, hosts.variants);
}

/** Every variant of a photo: each width in each format (what the maker writes and the bucket holds). */
export function allVariants(): { width: ImageWidth; format: ImageFormat }[] {
  return IMAGE_FORMATS.flatMap((format) => IMAGE_WIDTHS.map((width) => ({ width, format })));
}

/** Output quality by format, as production always asked: AVIF and WebP keep a photo's look at few bytes. */
export const VARIANT_QUALITY: Record<ImageFormat, number> = { avif: 60, webp: 80 };
/** How long browsers and Cloudflare's cache in front of the bucket keep a variant: a week. */
export const VARIANT_CACHE_CONTROL = 'public, max-age=604800';
/**
 * The key of a photo's version marker: a small object whose body is the version of the upload (its
 * ETag, or `sha256:` and a hash of its bytes) that the photo's variants were made from. Written after
 * all 20 variants, by every writer (the queue's consumer, the local first fill and the deploy's bulk
 * upload, which cannot set custom metadata), so a fill stopped half-way leaves none and is made
 * again whole. `version` is no format, so no variant's key is one.
 */
export function versionKey(path: string): string {
  return `${VARIANTS_FOLDER}/version/${path}`;
}

/** The Content-Type of each format's variants. */
export const VARIANT_TYPES: Record<ImageFormat, 'image/avif' | 'image/webp'> = { avif: 'image/avif', webp: 'image/webp' };

/** How a variant is written to the bucket: its type and Cache-Control for the media host. */
export function variantWrite(format: ImageFormat): { httpMetadata: { contentType: string; cacheControl: string } } {
  return { httpMetadata: { contentType: VARIANT_TYPES[format], cacheControl: VARIANT_CACHE_CONTROL } };
}

/** How a version marker is written: plain text that no cache keeps (it changes with the upload). */
export const VERSION_WRITE = { httpMetadata: { contentType: 'text/plain; charset=utf-8', cacheControl: 'no-store' } };

type RasterType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The raster format the bytes are in, by their magic numbers; undefined for anything else. */
export function sniffRaster(bytes: Uint8Array): RasterType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'image/avif';
  return undefined;
}
