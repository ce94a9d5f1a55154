// The variants made by the image queue's consumer after a purge (worker/images/variants.ts), on
// workerd with Miniflare's R2 and Images binding (sharp), against the reference API, with an empty
// bucket (no first fill): a purge writes each photo's 20 variants once; a purge of the same
// photos transforms nothing; a photo whose upload changed is made again.
import { describe, expect, it } from 'vitest';
import type { R2Bucket } from '@cloudflare/workers-types';
import { seedData } from '../../reference-api/seed/index.ts';
import { allVariants, variantKey, versionKey } from '../../shared/data/image-url.ts';
import { useSite } from '../support/site-and-browser.ts';

const lines: Record<string, unknown>[] = [];
const photosOf = (product: (typeof seedData.products)[number]) => product.images.filter((image) => image.type === 'photo').length;
/** A product with photos, the fewest of them: each is 20 real AVIF and WebP encodings. */
const photoProduct = seedData.products.filter((product) => photosOf(product) > 0).sort((a, b) => photosOf(a) - photosOf(b))[0]!;

describe('image variants made on a purge', () => {
  const site = useSite({
    own: true,
    fillMedia: false,
    onLog: (line) => {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not one of the Worker's JSON lines.
      }
    },
  });
  const bucket = async () => (await site.stack.site!.getR2Bucket('MEDIA')) as unknown as R2Bucket;

  async function purge(scope: string, slug?: string) {
    const response = await fetch(`${site.stack.workerUrl}/_purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${site.stack.purgeToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope, ...(slug ? { slug } : {}) }),
    });
    expect(response.status).toBe(200);
  }

  /** The consumer's summary lines after `from`, once `count` of them have come. */
  async function summaries(from: number, count: number) {
    await expect.poll(() => lines.slice(from).filter((line) => line.message === 'image variants').length, { timeout: 90_000, interval: 500 }).toBe(count);
    return lines.slice(from).filter((line) => line.message === 'image variants');
  }

  /** The product's photos, as the page names them (paths on the uploads' origin). */
  async function photos(): Promise<string[]> {
    const detail = (await (await fetch(`${site.stack.upstreamUrl}/products/${photoProduct.slug}`)).json()) as { images: { url: string }[] };
    const origin = new URL(site.stack.upstreamUrl).origin;
    return detail.images.map((image) => image.url.slice(origin.length + 1)).filter((path) => /\.(jpe?g|png)$/.test(path));
  }

  it('writes a photo’s 20 variants once its product is purged, and serves them on the media host', async () => {
    const paths = await photos();
    expect(paths.length).toBeGreaterThan(0);
    const media = await bucket();
    expect(await media.head(variantKey(paths[0]!, 640, 'webp'))).toBeNull();
    const page = await (await fetch(`${site.url}/en/products/${photoProduct.slug}`)).text();
    expect(page).toContain(`${site.stack.mediaUrl}/${variantKey(paths[0]!, 640, 'webp')}`);

    const from = lines.length;
    await purge('product', photoProduct.slug);
    const [summary] = await summaries(from, 1);
    expect(summary).toMatchObject({ made: paths.length, unchanged: 0, transformations: paths.length * 20 });
    const etag = (await fetch(`${site.stack.apiUrl}/${paths[0]}`)).headers.get('etag');
    for (const { width, format } of allVariants()) {
      const object = await media.head(variantKey(paths[0]!, width, format));
      expect(object?.httpMetadata?.contentType, `${format} ${width}`).toBe(`image/${format}`);
    }
    // The marker, written after the 20, names the upload's version they were made from.
    expect(await (await media.get(versionKey(paths[0]!)))?.text()).toBe(etag);
    const served = await fetch(`${site.stack.mediaUrl}/${variantKey(paths[0]!, 640, 'avif')}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
  }, 120_000);

  it('transforms nothing when the same photos are purged again, and makes a changed photo again', async () => {
    const paths = await photos();
    const media = await bucket();
    const before = await media.head(variantKey(paths[0]!, 96, 'avif'));
    expect(before).not.toBeNull();

    let from = lines.length;
    await purge('product', photoProduct.slug);
    const [unchanged] = await summaries(from, 1);
    expect(unchanged).toMatchObject({ made: 0, unchanged: paths.length, transformations: 0 });
    expect((await media.head(variantKey(paths[0]!, 96, 'avif')))?.uploaded.getTime()).toBe(before!.uploaded.getTime());

    // As if the upload had changed under the same name: the marker names another version of it.
    await media.put(versionKey(paths[0]!), '"an-older-upload"');
    from = lines.length;
    await purge('product', photoProduct.slug);
    const [changed] = await summaries(from, 1);
    expect(changed).toMatchObject({ made: 1, unchanged: paths.length - 1, transformations: 20 });
    expect((await media.head(variantKey(paths[0]!, 96, 'avif')))!.uploaded.getTime()).toBeGreaterThan(before!.uploaded.getTime());
  }, 180_000);
});
