// The pages' srcsets on the media host, the media host's variants (the MEDIA bucket, filled on
// start: build/media-fill.ts) and the Worker's old image route, now only 301s to them: the demo
// photos' variants are at the width and in the format their address names (told by their bytes),
// one answer whoever asks; bad addresses are a 404 that fetches and transforms nothing. The variants
// made by the queue after a purge: images-variants.test.ts.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { allVariants, variantKey } from '../../shared/data/image-url.ts';
import { IMAGE_LAYOUTS } from '../../shared/ui/image-layouts.ts';
import { decode } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,image/*,*/*;q=0.8';
const NEITHER = 'image/png,image/*;q=0.8,*/*;q=0.5';

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
/** The format the bytes are in, by their magic numbers. */
function magic(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 12) === 'ftypavif') return 'avif';
  if (ascii(bytes, 0, 5) === '<svg ') return 'svg';
  return 'unknown';
}

/** The width="…" candidates of an img tag's srcset. */
const srcsetWidths = (tag: string) => [...(tag.match(/srcSet="([^"]+)"/)?.[1] ?? '').matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
const attribute = (tag: string, name: string) => {
  const value = tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
  return value && decode(value);
};

describe('pages with the demo photos', () => {
  const site = useSite();
  const photoProduct = seedData.products.find((product) => product.images[0]?.type === 'photo' && product.images.some((image) => image.type !== 'photo'))!;

  async function page(path: string) {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    return {
      html,
      images: [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]),
      pictures: [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((match) => match[1]!),
    };
  }

  it.each(['az', 'en', 'ru'] as const)(
    'list (%s): a photo card has srcset 320–960 w and the list grid’s sizes; an SVG card keeps its URL',
    async (language) => {
      const { html, images, pictures } = await page(`/${language}/products`);
      const media = site.stack.mediaUrl!;
      const first = images.find((tag) => tag.includes(`${media}/v/`))!;
      expect(srcsetWidths(first)).toEqual([320, 480, 640, 800, 960]);
      expect(attribute(first, 'sizes')).toBe(IMAGE_LAYOUTS.listCard.sizes);
      // The <img> has the WebP variants; its <picture> offers the AVIF ones first, with the same widths and sizes.
      expect(attribute(first, 'src')).toMatch(new RegExp(`^${media}/v/webp/960/media/photos/[\\w-]+\\.jpg$`));
      expect(
        attribute(first, 'srcSet')!
          .split(', ')
          .every((candidate) => candidate.startsWith(`${media}/v/webp/`)),
      ).toBe(true);
      expect(first).toMatch(/width="400" height="400" fetchPriority="high"/);
      const picture = pictures.find((inner) => inner.includes(first))!;
      const source = picture.match(/^<source [^>]*>/)![0];
      expect(attribute(source, 'type')).toBe('image/avif');
      expect(attribute(source, 'srcSet')).toBe(attribute(first, 'srcSet')!.replaceAll('/v/webp/', '/v/avif/'));
      expect(attribute(source, 'sizes')).toBe(IMAGE_LAYOUTS.listCard.sizes);
      // The first-screen image's AVIF variants are preloaded (typed, so a browser without AVIF skips it), never the WebP ones.
      const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
      const avif = preloads.find((link) => link.includes(`imageSrcSet="${attribute(source, 'srcSet')}"`))!;
      expect(avif).toContain('type="image/avif"');
      expect(avif).toContain('fetchPriority="high"');
      expect(preloads.some((link) => link.includes('/v/webp/'))).toBe(false);
      // The media host's connection is opened early, and its origin is the one the CSP allows for images.
      expect(html).toContain(`<link rel="preconnect" href="${media}"/>`);
      const svg = images.find((tag) => tag.includes('.svg"') && tag.includes('product'))!;
      expect(attribute(svg, 'src')).toMatch(new RegExp(`^${site.stack.apiUrl}/media/products/`));
      expect(svg).not.toContain('srcSet');
    },
  );

  it('detail: gallery 480–1280 w, thumbnails 96 and 192 w, links to the 1920 px variant; the SVG keeps its URL', async () => {
    const { html, images } = await page(`/en/products/${photoProduct.slug}`);
    const gallery = images.filter((tag) => tag.includes('aspect-square h-auto w-full'));
    const [main, ...others] = gallery.filter((tag) => attribute(tag, 'sizes') === IMAGE_LAYOUTS.gallery.sizes);
    expect(srcsetWidths(main!)).toEqual([480, 640, 800, 960, 1280]);
    expect(main).toMatch(/width="800" height="800" fetchPriority="high"/);
    for (const tag of others) expect(tag).toContain('loading="lazy"');
    const thumbnails = gallery.filter((tag) => attribute(tag, 'sizes') === IMAGE_LAYOUTS.thumbnail.sizes);
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const tag of thumbnails) expect(srcsetWidths(tag)).toEqual([96, 192]);
    expect(gallery.some((tag) => attribute(tag, 'src')!.endsWith('.svg') && !tag.includes('srcSet'))).toBe(true);
    const links = [...html.matchAll(/<a [^>]*data-testid="gallery-image"[^>]*>/g)].map((match) => attribute(match[0], 'href'));
    expect(links[0]).toMatch(new RegExp(`^${site.stack.mediaUrl}/v/webp/1920/media/photos/`));
  });

  it('home: the hero photo has srcset 800–1920 w, sized for a slide at least 288 px high', async () => {
    const { images } = await page('/az/');
    const hero = images.find((tag) => attribute(tag, 'sizes') === IMAGE_LAYOUTS.hero.sizes)!;
    expect(srcsetWidths(hero)).toEqual([800, 960, 1280, 1600, 1920]);
    expect(hero).toContain('fetchPriority="high"');
    expect(IMAGE_LAYOUTS.hero.sizes).toBe('(max-width: 768px) 768px, 100vw');
  });
});

describe('the media host and the old image route', () => {
  const site = useSite();
  const photo = (file: string) => `media/photos/${file}`;

  async function variant(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${site.stack.mediaUrl}/${path}`, { headers });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  it('serves every variant of a demo photo from the bucket: the format its address names, at its width, a week long, no Vary', async () => {
    const original = new Uint8Array(await (await fetch(`${site.stack.apiUrl}/${photo('hesab-fitness-reception.jpg')}`)).arrayBuffer());
    for (const { width, format } of allVariants()) {
      const answers: Uint8Array[] = [];
      for (const accept of [AVIF_FIRST, WEBP_ONLY, NEITHER]) {
        const { response, bytes } = await variant(variantKey(photo('hesab-fitness-reception.jpg'), width, format), { Accept: accept });
        expect(response.status, `${format} ${width}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        expect(magic(bytes), accept).toBe(format);
        expect(response.headers.get('vary')).toBeNull();
        expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
        answers.push(bytes);
      }
      for (const bytes of answers) expect(Buffer.from(bytes).equals(Buffer.from(answers[0]!))).toBe(true);
      if (width === 640) {
        expect((await sharp(answers[0]!).metadata()).width).toBe(640);
        expect(answers[0]!.byteLength).toBeLessThan(original.byteLength / 20);
      }
    }
  });

  it('keeps a PNG’s transparency, turns a phone photo upright by its EXIF orientation, never enlarges', async () => {
    const webp = await variant(variantKey(photo('a11-terminal-cutout.png'), 480, 'webp'));
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480, hasAlpha: true });
    // Stored 4032×3024 with orientation 6: shown 3024×4032.
    const upright = await variant(variantKey(photo('a11-terminal-counter.jpg'), 480, 'webp'));
    expect(await sharp(upright.bytes).metadata()).toMatchObject({ width: 480, height: 640 });
    const large = await variant(variantKey(photo('a11-terminal-cutout.png'), 1920, 'webp'));
    expect((await sharp(large.bytes).metadata()).width).toBe(1600);
  });

  it('answers only what the bucket holds: anything else is a 404', async () => {
    for (const path of [
      `v/webp/641/${photo('tp-80-printer-desk.jpg')}`,
      'v/jpeg/640/x.jpg',
      'v/webp/640/media/photos/no-such-photo.jpg',
      'media/photos/tp-80-printer-desk.jpg',
      '',
    ]) {
      expect((await variant(path)).response.status, path).toBe(404);
    }
  });

  it('sends the old addresses, with the format or without, to the variant on the media host, for any cache to keep', async () => {
    const path = photo('hesab-fitness-reception.jpg');
    for (const [old, format] of [
      [`/_img/avif/640/${path}`, 'avif'],
      [`/_img/webp/640/${path}`, 'webp'],
      [`/_img/640/${path}`, 'webp'],
    ] as const) {
      const response = await fetch(`${site.url}${old}`, { headers: { Accept: AVIF_FIRST }, redirect: 'manual' });
      expect(response.status, old).toBe(301);
      expect(response.headers.get('location')).toBe(`${site.stack.mediaUrl}/${variantKey(path, 640, format)}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(response.headers.get('vary')).toBeNull();
      expect((await fetch(response.headers.get('location')!)).status).toBe(200);
    }
  });

  it('refuses other hosts, unknown widths and formats, SVGs and garbage with a 404 that fetches nothing, never a 500', async () => {
    const refused = [
      '/_img/webp/640//evil.example/photo.jpg',
      '/_img/webp/640/https://evil.example/photo.jpg',
      '/_img/webp/640/http:%2F%2Fevil.example%2Fphoto.jpg',
      '/_img/webp/640/media/%2e%2e/api/products/',
      '/_img/avif/640/media/photos/../../api/contact/information/',
      '/_img/webp/640/media/photos/a%5C..%5Cx.jpg',
      '/_img/webp/641/media/photos/tp-80-printer-desk.jpg',
      '/_img/webp/0640/media/photos/tp-80-printer-desk.jpg',
      '/_img/avif/4000/media/photos/tp-80-printer-desk.jpg',
      '/_img/webp/-640/media/photos/tp-80-printer-desk.jpg',
      '/_img/webp/abc/media/photos/tp-80-printer-desk.jpg',
      '/_img/webp/640/media/photos/tp-80-printer-desk.jpg?width=4000',
      '/_img/webp/640',
      '/_img/webp',
      '/_img/jpeg/640/media/photos/tp-80-printer-desk.jpg',
      '/_img/WEBP/640/media/photos/tp-80-printer-desk.jpg',
      '/_img/webp/320/media/products/receipt-printer/white/0/TP-58.svg',
      '/_img/',
      `/_img/webp/640/${'a/'.repeat(300)}x.jpg`,
      '/_img/641/media/photos/tp-80-printer-desk.jpg',
      '/_img/640//evil.example/photo.jpg',
      '/_img/640/media/photos/tp-80-printer-desk.jpg?width=4000',
      '/_img/640',
    ];
    const debug = { 'X-Debug-Token': site.stack.debugToken };
    for (const path of refused) {
      const response = await fetch(`${site.url}${path}`, { headers: { Accept: AVIF_FIRST, ...debug }, redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('text/plain');
      expect((await response.text()).length, path).toBeGreaterThan(0);
      expect(response.headers.get('vary'), path).toBeNull();
      // Nothing read from the upstream, so nothing transformed.
      expect(response.headers.get('server-timing') ?? 'desc="0 calls"', path).toContain('desc="0 calls"');
    }
    const post = await fetch(`${site.url}/_img/webp/640/media/photos/tp-80-printer-desk.jpg`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
