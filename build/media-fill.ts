// The variants of the catalogue's photos made on this machine with sharp (what Miniflare's Images
// binding uses) at the qualities production asks for, and written as the queue's consumer writes
// them (worker/images/variants.ts): the 20 variants, then the photo's version marker, so the
// consumer then finds them current and transforms nothing (docs/decisions/020-image-variants-in-r2.md,
// "First fill"). The local first fill (`fillMedia`: `npm start` and the tests' stacks run it on
// start) writes them to Miniflare's bucket; `npm run deploy` uploads the same files to the remote
// one (build/media-upload.ts). The variants made are kept on disk under node_modules/.cache, by the
// upload's version, so a second start (or deploy) only reads them.
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_LANGUAGE } from '../shared/constants.ts';
import { photoCalls, photoPaths } from '../shared/data/catalogue-photos.ts';
import {
  allVariants,
  IMAGE_WIDTHS,
  sniffRaster,
  VARIANT_QUALITY,
  variantKey,
  variantWrite,
  versionKey,
  VERSION_WRITE,
  type ImageFormat,
  type ImageWidth,
} from '../shared/data/image-url.ts';
import { toSearchParams } from '../shared/data/source.ts';
import type { MediaBucket } from './media-host.ts';

const CACHE_DIR = join(import.meta.dirname, '..', 'node_modules/.cache/media-variants');

/**
 * Runs a sharp job once one of the machine's cores is free of the others: sharp's libvips works one
 * thread an image here (sharp.concurrency() is 1 on glibc without jemalloc), and an AVIF encode keeps
 * that core busy. Shared by every photo being made at once, so that one photo's variants use every
 * core, and photos made in lanes do not run more encodes than there are cores.
 */
const onACore = jobSlots(availableParallelism());

function jobSlots(count: number) {
  let free = count;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/** How the fill reaches the upstream: the global fetch, or a stand-in for a remote one in tests. */
export type Fetch = (url: string, init?: { headers?: Record<string, string> }) => Promise<Response>;

export interface FillResult {
  photos: number;
  made: number;
  unchanged: number;
  missing: number;
}

async function upstreamJson(fetch: Fetch, upstreamUrl: string, path: string, query: Record<string, string>): Promise<unknown> {
  const url = new URL(path, upstreamUrl.endsWith('/') ? upstreamUrl : `${upstreamUrl}/`);
  url.search = toSearchParams(query).toString();
  const response = await fetch(url.href, { headers: { Accept: 'application/json', 'Accept-Language': DEFAULT_LANGUAGE } });
  // An upstream without this list (a test's scripted one) names no photos in it.
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
}

/** The paths (on the uploads' origin) of every photo with variants that the upstream's lists name. */
export async function cataloguePhotos(upstreamUrl: string, fetch: Fetch = globalThis.fetch): Promise<string[]> {
  const uploads = new URL(upstreamUrl).origin;
  const found = new Set<string>();
  for (const call of photoCalls('all')) photoPaths(await upstreamJson(fetch, upstreamUrl, call.path, call.query as Record<string, string>), uploads, found);
  return [...found];
}

/** What asking the upstream for an upload found: the same version as `known`, nothing usable (and why), or its bytes. */
export type Upload = { kind: 'unchanged' } | { kind: 'missing'; why: string } | { kind: 'new'; bytes: Uint8Array; version: string };

/** The upload at `path`, asked with `known` (the version its variants were made from) in If-None-Match. */
export async function readUpload(upstreamUrl: string, path: string, known: string | undefined, fetch: Fetch = globalThis.fetch): Promise<Upload> {
  const headers: Record<string, string> = { Accept: 'image/*' };
  if (known && !known.startsWith('sha256:')) headers['If-None-Match'] = known;
  const response = await fetch(`${new URL(upstreamUrl).origin}/${path}`, { headers });
  if (response.status === 304) return { kind: 'unchanged' };
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: 'missing', why: `the upstream answered ${response.status}` };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const version = response.headers.get('etag') ?? `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
  if (version === known) return { kind: 'unchanged' };
  if (!sniffRaster(bytes)) return { kind: 'missing', why: `not a JPEG, PNG, WebP or AVIF (${response.headers.get('content-type') ?? 'no type'})` };
  return { kind: 'new', bytes, version };
}

/** One photo's variants and marker as files on disk: what the local fill reads and the deploy uploads. */
export interface MadeFiles {
  variants: { key: string; format: ImageFormat; file: string }[];
  /** The version marker's key and the file holding its body (the version). */
  marker: { key: string; file: string };
}

/** The 20 variants of an upload and its marker, as files: from the disk cache when this version was made before, else made now. */
export async function variantFiles(path: string, version: string, bytes: Uint8Array): Promise<MadeFiles> {
  const id = createHash('sha256')
    .update(`${path}\n${version}\n${JSON.stringify(VARIANT_QUALITY)}`)
    .digest('hex');
  const dir = join(CACHE_DIR, id);
  const made: MadeFiles = {
    variants: allVariants().map(({ width, format }) => ({ key: variantKey(path, width, format), format, file: join(dir, `${format}-${width}`) })),
    marker: { key: versionKey(path), file: join(dir, 'version') },
  };
  // The marker file is written last: with it, all 20 are there.
  if (
    await stat(made.marker.file).then(
      (found) => found.isFile(),
      () => false,
    )
  )
    return made;
  // Decoded (and turned by its EXIF orientation) once, at the largest width; each variant from that.
  const largest = IMAGE_WIDTHS.at(-1)!;
  const { data, info } = await onACore(() =>
    sharp(bytes).rotate().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true }),
  );
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await mkdir(dir, { recursive: true });
  // Each variant is a job of its own, the widest first, so that the photos' last jobs, on both cores, are short.
  const widestFirst = allVariants().sort((a, b) => b.width - a.width);
  await Promise.all(
    widestFirst.map(async ({ width, format }) => {
      const output = await onACore(() => {
        const resized = sharp(data, raw).resize({ width: width as ImageWidth, withoutEnlargement: true });
        return (format === 'avif' ? resized.avif({ quality: VARIANT_QUALITY.avif }) : resized.webp({ quality: VARIANT_QUALITY.webp })).toBuffer();
      });
      await writeFile(join(dir, `${format}-${width}`), output);
    }),
  );
  await writeFile(made.marker.file, version);
  return made;
}

/** Runs `work` on every item, one item a core at a time (an AVIF encode keeps one core busy). */
export async function inLanes<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const lanes = Math.min(availableParallelism(), queue.length);
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** Fills `bucket` with the variants of every photo the upstream at `upstreamUrl` names that it lacks or holds from another version. */
export async function fillMedia(bucket: MediaBucket, upstreamUrl: string): Promise<FillResult> {
  const paths = await cataloguePhotos(upstreamUrl);
  const result: FillResult = { photos: paths.length, made: 0, unchanged: 0, missing: 0 };
  // A cold fill of the demo's five photos took 77 s one after the other on two cores, 35 s in lanes by photo,
  // 32 s (63 s of CPU) with each variant a job on a free core (onACore): on two cores, about the CPU it needs.
  await inLanes(paths, async (path) => {
    const upload = await readUpload(upstreamUrl, path, await (await bucket.get(versionKey(path)))?.text());
    if (upload.kind !== 'new') {
      result[upload.kind]++;
      return;
    }
    const { variants, marker } = await variantFiles(path, upload.version, upload.bytes);
    for (const { key, format, file } of variants) await bucket.put(key, new Uint8Array(await readFile(file)), variantWrite(format));
    await bucket.put(marker.key, upload.version, VERSION_WRITE);
    result.made++;
  });
  return result;
}
