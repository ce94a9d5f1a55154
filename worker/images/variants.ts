// The image queue's consumer: each photo's variants made once, with Cloudflare's Images binding,
// into the R2 bucket the media host publishes: a purge's scan of the photos its scope names, then
// jobs of photos, each asked with the version its variants were made from, and only a new or
// changed one transformed; its version marker, written last, says all its variants exist
// (docs/images.md#made-once, docs/decisions/020-image-variants-in-r2.md).
import type { ImagesBinding, MessageBatch, R2Bucket } from '@cloudflare/workers-types';
import { DEFAULT_LANGUAGE } from '../../shared/constants.ts';
import { photoCalls, photoPaths } from '../../shared/data/catalogue-photos.ts';
import {
  allVariants,
  imageSource,
  sniffRaster,
  VARIANT_QUALITY,
  VARIANT_TYPES,
  variantKey,
  variantWrite,
  versionKey,
  VERSION_WRITE,
  type ImageFormat,
  type ImageWidth,
} from '../../shared/data/image-url.ts';
import { mediaHosts, readConfig } from '../core/config.ts';
import type { Env, ImageJob } from '../core/env.ts';
import { log } from '../core/log.ts';
import { sha256 } from '../store/hash.ts';
import { fetchUpstream, getUpstream } from '../upstream/client.ts';

/** Photos a job makes: 20 transformations and 21 writes each (the variants, then the marker), within a run's subrequests. */
export const PHOTOS_PER_JOB = 10;
/** A queue's sendBatch takes at most 100 messages. */
const SEND_BATCH = 100;
/** Larger uploads are not read into the isolate's memory (128 MB): they keep no variants. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
type Bytes = Uint8Array<ArrayBuffer>;
/** The binding's stream type (workers-types) for the runtime's own ReadableStream. */
type ImageStream = Parameters<ImagesBinding['input']>[0];

async function transform(images: ImagesBinding, bytes: Bytes, width: ImageWidth, format: ImageFormat): Promise<Bytes> {
  const result = await images
    .input(new Response(bytes).body as unknown as ImageStream)
    .transform({ width, fit: 'scale-down' })
    .output({ format: VARIANT_TYPES[format], quality: VARIANT_QUALITY[format] });
  const output = new Uint8Array(await result.response().arrayBuffer());
  // Whatever the binding answers, only an image in the format asked for is kept as one.
  if (sniffRaster(output) !== VARIANT_TYPES[format]) throw new Error(`the binding answered ${result.contentType()}, not ${VARIANT_TYPES[format]}`);
  return output;
}

export type PhotoOutcome = 'made' | 'unchanged' | 'missing' | 'skipped';

/** One photo: its variants made when missing or when its upload changed. Throws when it should be tried again. */
async function makePhotoVariants(env: Env, uploads: string, bucket: R2Bucket, images: ImagesBinding, path: string): Promise<PhotoOutcome> {
  const source = imageSource(path, uploads);
  if (!source) return 'skipped';
  const known = await (await bucket.get(versionKey(path)))?.text();
  const headers: Record<string, string> = { Accept: 'image/*' };
  if (known && !known.startsWith('sha256:')) headers['If-None-Match'] = known;
  const response = await getUpstream(source, headers, AbortSignal.timeout(readConfig(env).upstreamTimeoutMs));
  if (response.status === 304) return 'unchanged';
  if (response.status === 404 || response.status === 410) {
    log('warn', 'a photo the catalogue names is not there: no variants', { photo: path });
    return 'missing';
  }
  if (!response.ok) throw new Error(`the upload answered ${response.status}`);
  if (Number(response.headers.get('content-length')) > MAX_SOURCE_BYTES) {
    await response.body?.cancel();
    log('warn', 'a photo too large to read: no variants', { photo: path });
    return 'skipped';
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The upload's ETag, or a hash of its bytes when the upstream sends none.
  const version = response.headers.get('etag') || `sha256:${sha256(bytes)}`;
  if (version === known) return 'unchanged';
  if (!sniffRaster(bytes)) {
    log('warn', 'a photo in no format the binding reads: no variants', { photo: path, type: response.headers.get('content-type') });
    return 'skipped';
  }
  for (const { width, format } of allVariants()) {
    const output = await transform(images, bytes, width, format);
    await bucket.put(variantKey(path, width, format), output, variantWrite(format));
  }
  await bucket.put(versionKey(path), version, VERSION_WRITE);
  return 'made';
}

function chunks<T>(items: T[], size: number): T[][] {
  const lists: T[][] = [];
  for (let index = 0; index < items.length; index += size) lists.push(items.slice(index, index + size));
  return lists;
}

async function scan(env: Env, origin: string, queue: NonNullable<Env['IMAGE_QUEUE']>, job: Extract<ImageJob, { scan: unknown }>): Promise<void> {
  const config = readConfig(env);
  const found = new Set<string>();
  for (const call of photoCalls(job.scan, job.slug)) {
    const answer = await fetchUpstream(config, call.path, call.query, DEFAULT_LANGUAGE);
    if (!answer.notModified) photoPaths(answer.value, origin, found);
  }
  const jobs = chunks([...found], PHOTOS_PER_JOB).map((photos) => ({ body: { photos } }));
  for (const batch of chunks(jobs, SEND_BATCH)) await queue.sendBatch(batch);
  log('info', 'image variants: photos queued', { scope: job.scan, ...(job.slug ? { slug: job.slug } : {}), photos: found.size });
}

async function run(env: Env, job: ImageJob): Promise<void> {
  if (!env.MEDIA || !env.IMAGES || !env.IMAGE_QUEUE) {
    log('warn', 'image variants: no MEDIA bucket, IMAGES binding or IMAGE_QUEUE; nothing made');
    return;
  }
  // No media host names the variants (a deploy before its custom domain): none are made until one does.
  const hosts = mediaHosts(env);
  if (!hosts) return;
  if ('scan' in job) return scan(env, hosts.uploads, env.IMAGE_QUEUE, job);
  const counts: Record<PhotoOutcome, number> = { made: 0, unchanged: 0, missing: 0, skipped: 0 };
  for (const path of job.photos) counts[await makePhotoVariants(env, hosts.uploads, env.MEDIA, env.IMAGES, path)]++;
  log('info', 'image variants', { ...counts, transformations: counts.made * allVariants().length });
}

/** The consumer of hesabpos-images: each job, retried by the queue when it fails. */
export async function consumeImageJobs(batch: MessageBatch<ImageJob>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    try {
      await run(env, message.body);
      message.ack();
    } catch (error) {
      log('error', `image variants: a job failed, retried: ${String(error)}`, { attempts: message.attempts });
      message.retry();
    }
  }
}
