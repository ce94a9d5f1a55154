// The remote MEDIA bucket's fill by `npm run deploy`: every photo the catalogue names whose variants
// this machine has not uploaded to the account (or uploaded from another version of the upload) is
// made with sharp, as the local first fill makes it (build/media-fill.ts), and uploaded with
// wrangler's bulk upload, before the site's purge of `all`; the queue's consumer then finds each
// photo current and transforms nothing (docs/decisions/020-image-variants-in-r2.md, "As built").
// - `wrangler r2 bulk put BUCKET --remote --filename pairs.json` takes `[{ "key", "file" }]` and one
//   Content-Type and Cache-Control for all (cli.js r2BulkPutCommand and validateBulkPutFile, about
//   line 354380): one call for the AVIF variants, one for the WebP, then one for the version markers
//   (which bulk put can write, where it cannot set custom metadata), so a stopped upload leaves no
//   marker for the photos it did not finish.
// - Which versions the bucket holds is this machine's record (MEDIA_RECORD_FILE, per account), not
//   read back from R2: one `r2 object get` a photo would be 1,500 commands. A fill from another
//   machine uploads everything again: writes, never transformations.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VARIANT_CACHE_CONTROL, VARIANT_TYPES, VERSION_WRITE, type ImageFormat } from '../shared/data/image-url.ts';
import type { Api } from './deploy-account.ts';
import { AGAIN, DeployStop, failure, type Run, step } from './deploy-steps.ts';
import { cataloguePhotos, type Fetch, inLanes, type MadeFiles, readUpload, variantFiles } from './media-fill.ts';
import { errorCode, errorLines } from './wrangler-output.ts';

/** The site's R2 bucket of image variants (wrangler.toml's MEDIA). */
export const MEDIA_BUCKET = 'hesabpos-media';
/** Which version of each photo this machine uploaded, per account (beside .deploy-secrets.env; git ignores it). */
export const MEDIA_RECORD_FILE = '.deploy-media.json';
/** `{ [account id]: { [photo path]: version } }`. */
export type UploadRecord = Record<string, Record<string, string>>;

/**
 * Photos made and uploaded at a time: a stop loses at most these. Wrangler itself keeps a bulk
 * upload under the API's 1,200 requests in 5 minutes (cli.js, about line 354490): 50 photos are
 * 1,050 objects, about 5 minutes each.
 */
const PHOTOS_PER_BATCH = 50;
/** Uploads at once: few, as a bulk upload is known to meet the API's 429 (too many requests). */
const CONCURRENCY = '5';

export interface MediaUploadOptions {
  accountId: string;
  /** The catalogue's API: its lists name the photos, its origin serves the uploads. */
  upstreamUrl: string;
  fetch: Fetch;
  api: Api;
  record: UploadRecord;
  /** Keeps the record; answers where. */
  keep: (record: UploadRecord) => string;
  log: (line: string) => void;
}

export interface MediaUploadResult {
  photos: number;
  uploaded: number;
  unchanged: number;
  skipped: number;
}

/** The catalogue's photos, or the stop that says the upstream could not list them. */
async function listPhotos(upstreamUrl: string, fetch: Fetch): Promise<string[]> {
  try {
    return await cataloguePhotos(upstreamUrl, fetch);
  } catch (error) {
    throw new DeployStop(
      `Listing the catalogue's photos at ${upstreamUrl} failed (${(error as Error).message}): check that the upstream answers (UPSTREAM_URL), ${AGAIN}; the site is not deployed yet, so no purge made their variants through the Images binding.`,
    );
  }
}

/** The bucket, created when the account has none yet (the site's deploy would otherwise provision it). */
async function ensureBucket(run: Run, api: Api, accountId: string, log: (line: string) => void): Promise<void> {
  // GET /accounts/{id}/r2/buckets/{name}; 10006 is R2's NoSuchBucket (https://developers.cloudflare.com/r2/api/error-codes/).
  const found = await api(`/accounts/${accountId}/r2/buckets/${MEDIA_BUCKET}`);
  if (found.success) return;
  if (found.errors?.[0]?.code !== 10006) {
    throw new DeployStop(
      `Reading the R2 bucket ${MEDIA_BUCKET} failed (${found.errors?.[0] ? `${found.errors[0].message} [code: ${found.errors[0].code}]` : 'no answer'}): check the login's permissions (Workers R2 Storage: Edit), ${AGAIN}.`,
    );
  }
  step(run, `Creating the R2 bucket ${MEDIA_BUCKET}`, ['r2', 'bucket', 'create', MEDIA_BUCKET]);
  log(`Created the R2 bucket ${MEDIA_BUCKET} (the site's deploy then uses it).`);
}

/** One bulk upload, tried twice (a 429 passes): the stop with wrangler's lines when both fail. */
function bulkPut(run: Run, pairs: { key: string; file: string }[], contentType: string, cacheControl: string, log: (line: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'hesabpos-media-'));
  try {
    const filename = join(dir, 'pairs.json');
    writeFileSync(filename, JSON.stringify(pairs));
    const args = ['r2', 'bulk', 'put', MEDIA_BUCKET, '--remote', '--filename', filename, '--content-type', contentType, '--cache-control', cacheControl];
    args.push('--concurrency', CONCURRENCY, '--force');
    let result = run(args);
    if (result.status !== 0) {
      log(`The upload of ${pairs.length} objects (${contentType}) failed (${errorLines(result)[0] ?? 'no output'}): trying once more.`);
      result = run(args);
    }
    if (result.status === 0) return;
    const detail = errorLines(result);
    if (errorCode(result) === 429 || detail.some((line) => /\b429\b|too many requests/i.test(line))) {
      throw new DeployStop(
        `Uploading the image variants to ${MEDIA_BUCKET}: Cloudflare's API refused too many requests (429), twice: wait five minutes, ${AGAIN}; the photos uploaded are kept and not uploaded again.`,
        detail,
      );
    }
    throw failure(`Uploading the image variants to ${MEDIA_BUCKET}`, result);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Says how many photos a fill would make and upload, changing nothing: each photo is asked of the
 * upstream with the version this machine uploaded (a 304 would not be); a new one's body is not read.
 */
export async function checkMediaUpload(options: Omit<MediaUploadOptions, 'keep' | 'log' | 'api'>): Promise<string> {
  const uploaded = options.record[options.accountId] ?? {};
  const paths = await listPhotos(options.upstreamUrl, options.fetch);
  const counts = { fresh: 0, changed: 0, unchanged: 0, missing: 0 };
  await inLanes(paths, async (path) => {
    const known = uploaded[path];
    const response = await options.fetch(`${new URL(options.upstreamUrl).origin}/${path}`, {
      headers: { Accept: 'image/*', ...(known && !known.startsWith('sha256:') ? { 'If-None-Match': known } : {}) },
    });
    if (response.status === 304 || !response.ok || !known || !known.startsWith('sha256:')) await response.body?.cancel();
    if (response.status === 304) counts.unchanged++;
    else if (!response.ok) counts.missing++;
    else if (!known) counts.fresh++;
    else if (known.startsWith('sha256:')) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      counts[`sha256:${createHash('sha256').update(bytes).digest('hex')}` === known ? 'unchanged' : 'changed']++;
    } else counts[response.headers.get('etag') === known ? 'unchanged' : 'changed']++;
  });
  const made = counts.fresh + counts.changed;
  return `Media bucket ${MEDIA_BUCKET}: of ${paths.length} photos in the catalogue, ${made} would be made and uploaded (${made * 21} objects, no transformation: ${counts.fresh} never uploaded from this machine, ${counts.changed} changed), ${counts.unchanged} unchanged, ${counts.missing} not answered by the upstream (skipped).`;
}

/** Makes and uploads the variants of every photo this machine has not uploaded in its current version. */
export async function uploadMedia(run: Run, options: MediaUploadOptions): Promise<MediaUploadResult> {
  const { accountId, upstreamUrl, log } = options;
  const paths = await listPhotos(upstreamUrl, options.fetch);
  const record: UploadRecord = { ...options.record, [accountId]: { ...options.record[accountId] } };
  const uploaded = record[accountId]!;
  const result: MediaUploadResult = { photos: paths.length, uploaded: 0, unchanged: 0, skipped: 0 };
  let bucketChecked = false;
  for (let start = 0; start < paths.length; start += PHOTOS_PER_BATCH) {
    const made: { path: string; version: string; files: MadeFiles }[] = [];
    await inLanes(paths.slice(start, start + PHOTOS_PER_BATCH), async (path) => {
      const upload = await readUpload(upstreamUrl, path, uploaded[path], options.fetch);
      if (upload.kind === 'unchanged') result.unchanged++;
      else if (upload.kind === 'missing') {
        result.skipped++;
        log(`Image variants: skipped ${path}: ${upload.why}.`);
      } else made.push({ path, version: upload.version, files: await variantFiles(path, upload.version, upload.bytes) });
    });
    if (made.length === 0) continue;
    if (!bucketChecked) await ensureBucket(run, options.api, accountId, log);
    bucketChecked = true;
    const variants = made.flatMap(({ files }) => files.variants);
    for (const format of Object.keys(VARIANT_TYPES) as ImageFormat[]) {
      bulkPut(
        run,
        variants.filter((variant) => variant.format === format).map(({ key, file }) => ({ key, file })),
        VARIANT_TYPES[format],
        VARIANT_CACHE_CONTROL,
        log,
      );
    }
    // The markers last: each says its photo's 20 variants are all in the bucket.
    bulkPut(
      run,
      made.map(({ files }) => files.marker),
      VERSION_WRITE.httpMetadata.contentType,
      VERSION_WRITE.httpMetadata.cacheControl,
      log,
    );
    for (const { path, version } of made) uploaded[path] = version;
    result.uploaded += made.length;
    const where = options.keep(record);
    log(`Image variants: uploaded ${result.uploaded} photos so far (${made.length * 21} objects in this batch; kept in ${where}).`);
  }
  log(
    result.uploaded > 0
      ? `Image variants: made and uploaded ${result.uploaded} photos' variants (${result.uploaded * 20} variants and ${result.uploaded} markers, no transformation); ${result.unchanged} unchanged, ${result.skipped} skipped.`
      : `Image variants: nothing to upload (${result.photos} photos in the catalogue, ${result.unchanged} already uploaded from this machine, ${result.skipped} skipped).`,
  );
  return result;
}
