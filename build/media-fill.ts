// The first fill of the MEDIA bucket on this machine: the variants of every photo the catalogue
// names, made with sharp (what Miniflare's Images binding uses) at the qualities production asks
// for, and written as the queue's consumer writes them (worker/images/variants.ts), so that it then
// finds them current and transforms nothing (docs/decisions/020-image-variants-in-r2.md, "First
// fill"). `npm start` and the tests' stacks run it on start; the variants made are kept on disk
// under node_modules/.cache, by the upload's version, so a second start only copies them.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { DEFAULT_LANGUAGE } from '../shared/constants.ts';
import { photoCalls, photoPaths } from '../shared/data/catalogue-photos.ts';
import {
  allVariants,
  IMAGE_WIDTHS,
  LAST_VARIANT,
  SOURCE_VERSION,
  VARIANT_QUALITY,
  variantKey,
  variantWrite,
  type ImageWidth,
} from '../shared/data/image-url.ts';
import { toSearchParams } from '../shared/data/source.ts';
import type { MediaBucket } from './media-host.ts';

const CACHE_DIR = join(import.meta.dirname, '..', 'node_modules/.cache/media-variants');

export interface FillResult {
  photos: number;
  made: number;
  unchanged: number;
  missing: number;
}

async function upstreamJson(upstreamUrl: string, path: string, query: Record<string, string>): Promise<unknown> {
  const url = new URL(path, upstreamUrl.endsWith('/') ? upstreamUrl : `${upstreamUrl}/`);
  url.search = toSearchParams(query).toString();
  const response = await fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': DEFAULT_LANGUAGE } });
  // An upstream without this list (a test's scripted one) names no photos in it.
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
}

/** The 20 variants of an upload: from the disk cache when this version was made before, else made now. */
async function variantsOf(path: string, version: string, bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const id = createHash('sha256')
    .update(`${path}\n${version}\n${JSON.stringify(VARIANT_QUALITY)}`)
    .digest('hex');
  const dir = join(CACHE_DIR, id);
  const made = new Map<string, Uint8Array>();
  try {
    for (const { width, format } of allVariants()) made.set(`${format}/${width}`, new Uint8Array(await readFile(join(dir, `${format}-${width}`))));
    return made;
  } catch {
    made.clear();
  }
  // Decoded (and turned by its EXIF orientation) once, at the largest width; each variant from that.
  const largest = IMAGE_WIDTHS.at(-1)!;
  const { data, info } = await sharp(bytes).rotate().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await mkdir(dir, { recursive: true });
  for (const { width, format } of allVariants()) {
    const resized = sharp(data, raw).resize({ width: width as ImageWidth, withoutEnlargement: true });
    const output = await (format === 'avif' ? resized.avif({ quality: VARIANT_QUALITY.avif }) : resized.webp({ quality: VARIANT_QUALITY.webp })).toBuffer();
    made.set(`${format}/${width}`, new Uint8Array(output));
    await writeFile(join(dir, `${format}-${width}`), output);
  }
  return made;
}

/** Fills `bucket` with the variants of every photo the upstream at `upstreamUrl` names that it lacks or holds from another version. */
export async function fillMedia(bucket: MediaBucket, upstreamUrl: string): Promise<FillResult> {
  const uploads = new URL(upstreamUrl).origin;
  const found = new Set<string>();
  for (const call of photoCalls('all')) photoPaths(await upstreamJson(upstreamUrl, call.path, call.query as Record<string, string>), uploads, found);
  const result: FillResult = { photos: found.size, made: 0, unchanged: 0, missing: 0 };
  const fillOne = async (path: string) => {
    const known = (await bucket.head(variantKey(path, LAST_VARIANT.width, LAST_VARIANT.format)))?.customMetadata?.[SOURCE_VERSION];
    const response = await fetch(`${uploads}/${path}`, { headers: { Accept: 'image/*', ...(known ? { 'If-None-Match': known } : {}) } });
    if (response.status === 304) {
      result.unchanged++;
      return;
    }
    if (!response.ok) {
      await response.body?.cancel();
      result.missing++;
      return;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const version = response.headers.get('etag') ?? `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
    if (version === known) {
      result.unchanged++;
      return;
    }
    const variants = await variantsOf(path, version, bytes);
    for (const { width, format } of allVariants()) {
      await bucket.put(variantKey(path, width, format), variants.get(`${format}/${width}`)!, variantWrite(format, version));
    }
    result.made++;
  };
  // One photo a core at a time: an AVIF encode keeps one core busy (a cold fill of the demo's five
  // photos took 77 s one after the other on two cores).
  const paths = [...found];
  const lanes = Math.min(availableParallelism(), paths.length);
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let path = paths.shift(); path !== undefined; path = paths.shift()) await fillOne(path);
    }),
  );
  return result;
}
