// The image route and the pages' srcsets, on workerd with Miniflare's Images binding (sharp):
// the demo photos come out at the asked width in the format their address names (told by their
// bytes), whatever the Accept, with no Vary; the addresses without a format are a 301 to the WebP
// one; SVGs are served untouched. A scriptable upstream's cases: images-upstream.test.ts.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { IMAGE_LAYOUTS } from '../../shared/ui/image-layouts.ts';
import { decode } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,image/*,*/*;q=0.8';
const NEITHER = 'image/png,image/*;q=0.8,*/*;q=0.5';
const ACCEPTS = [AVIF_FIRST, WEBP_ONLY, NEITHER, 'image/avif;q=0, image/webp'];

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
      const first = images.find((tag) => tag.includes('/_img/'))!;
      expect(srcsetWidths(first)).toEqual([320, 480, 640, 800, 960]);
      expect(attribute(first, 'sizes')).toBe(IMAGE_LAYOUTS.listCard.sizes);
      // The <img> has the WebP variants; its <picture> offers the AVIF ones first, with the same widths and sizes.
      expect(attribute(first, 'src')).toMatch(/^\/_img\/webp\/960\/media\/photos\/[\w-]+\.jpg$/);
      expect(
        attribute(first, 'srcSet')!
          .split(', ')
          .every((candidate) => candidate.startsWith('/_img/webp/')),
      ).toBe(true);
      expect(first).toMatch(/width="400" height="400" fetchPriority="high"/);
      const picture = pictures.find((inner) => inner.includes(first))!;
      const source = picture.match(/^<source [^>]*>/)![0];
      expect(attribute(source, 'type')).toBe('image/avif');
      expect(attribute(source, 'srcSet')).toBe(attribute(first, 'srcSet')!.replaceAll('/_img/webp/', '/_img/avif/'));
      expect(attribute(source, 'sizes')).toBe(IMAGE_LAYOUTS.listCard.sizes);
      // The first-screen image's AVIF variants are preloaded (typed, so a browser without AVIF skips it), never the WebP ones.
      const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
      const avif = preloads.find((link) => link.includes(`imageSrcSet="${attribute(source, 'srcSet')}"`))!;
      expect(avif).toContain('type="image/avif"');
      expect(avif).toContain('fetchPriority="high"');
      expect(preloads.some((link) => link.includes('/_img/webp/'))).toBe(false);
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
    expect(links[0]).toMatch(/^\/_img\/webp\/1920\/media\/photos\//);
  });

  it('home: the hero photo has srcset 800–1920 w, sized for a slide at least 288 px high', async () => {
    const { images } = await page('/az/');
    const hero = images.find((tag) => attribute(tag, 'sizes') === IMAGE_LAYOUTS.hero.sizes)!;
    expect(srcsetWidths(hero)).toEqual([800, 960, 1280, 1600, 1920]);
    expect(hero).toContain('fetchPriority="high"');
    expect(IMAGE_LAYOUTS.hero.sizes).toBe('(max-width: 768px) 768px, 100vw');
  });
});

describe('the image route on the demo photos', () => {
  const site = useSite({ own: true });
  const photo = (file: string) => `/media/photos/${file}`;

  async function get(path: string, accept = AVIF_FIRST, headers: Record<string, string> = {}) {
    const response = await fetch(`${site.url}${path}`, { headers: { Accept: accept, ...headers } });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  it('the format the address names, whatever the Accept; at the asked width, a week long, no Vary', async () => {
    const original = new Uint8Array(await (await fetch(`${site.stack.apiUrl}${photo('hesab-fitness-reception.jpg')}`)).arrayBuffer());
    for (const format of ['avif', 'webp'] as const) {
      const answers: Uint8Array[] = [];
      for (const accept of ACCEPTS) {
        const { response, bytes } = await get(`/_img/${format}/640${photo('hesab-fitness-reception.jpg')}`, accept);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        expect(magic(bytes), accept).toBe(format);
        expect((await sharp(bytes).metadata()).width).toBe(640);
        expect(response.headers.get('vary')).toBeNull();
        expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
        expect(bytes.byteLength).toBeLessThan(original.byteLength / 20);
        answers.push(bytes);
      }
      // One address, one answer: the same bytes for every browser.
      for (const bytes of answers) expect(Buffer.from(bytes).equals(Buffer.from(answers[0]!))).toBe(true);
    }
  });

  it('redirects an address without a format (before formats were in addresses) to the WebP one, for any cache to keep', async () => {
    for (const accept of [AVIF_FIRST, NEITHER]) {
      const response = await fetch(`${site.url}/_img/640${photo('hesab-fitness-reception.jpg')}`, { headers: { Accept: accept }, redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`/_img/webp/640${photo('hesab-fitness-reception.jpg')}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(response.headers.get('vary')).toBeNull();
    }
  });

  it('keeps a PNG’s transparency, turns a phone photo upright by its EXIF orientation, never enlarges', async () => {
    const webp = await get(`/_img/webp/480${photo('a11-terminal-cutout.png')}`, NEITHER);
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480, hasAlpha: true });
    // Stored 4032×3024 with orientation 6: shown 3024×4032.
    const upright = await get(`/_img/webp/480${photo('a11-terminal-counter.jpg')}`, WEBP_ONLY);
    expect(await sharp(upright.bytes).metadata()).toMatchObject({ width: 480, height: 640 });
    const large = await get(`/_img/webp/1920${photo('a11-terminal-cutout.png')}`, WEBP_ONLY);
    expect((await sharp(large.bytes).metadata()).width).toBe(1600);
  });

  it('transforms a variant once: the second request comes from the location’s cache, without the upstream', async () => {
    const path = `/_img/webp/1280${photo('tp-80-printer-desk.jpg')}`;
    const debug = { 'X-Debug-Token': site.stack.debugToken };
    const first = await get(path, WEBP_ONLY, debug);
    expect(first.response.headers.get('server-timing')).toContain('image;desc="resized"');
    expect(first.response.headers.get('server-timing')).toContain('desc="1 call"');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await get(path, WEBP_ONLY, debug);
    expect(second.response.headers.get('server-timing')).toContain('image;desc="location"');
    expect(second.response.headers.get('server-timing')).toContain('desc="0 calls"');
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(second.response.headers.get('content-type')).toBe('image/webp');
    // The other format is a variant of its own.
    const avif = await get(path.replace('/webp/', '/avif/'), WEBP_ONLY, debug);
    expect(magic(avif.bytes)).toBe('avif');
  });

  it('serves an SVG untouched, byte for byte, whatever the Accept', async () => {
    const svgPath = '/media/products/receipt-printer/white/0/TP-58.svg';
    const upstream = new Uint8Array(await (await fetch(`${site.stack.apiUrl}${svgPath}`)).arrayBuffer());
    for (const format of ['avif', 'webp']) {
      const { response, bytes } = await get(`/_img/${format}/320${svgPath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(magic(bytes)).toBe('svg');
      expect(Buffer.from(bytes).equals(Buffer.from(upstream))).toBe(true);
    }
  });

  it('refuses other hosts, unknown widths and garbage with 400 or 404, never a 500', async () => {
    const refused: [string, number][] = [
      ['/_img/webp/640//evil.example/photo.jpg', 400],
      ['/_img/webp/640/https://evil.example/photo.jpg', 400],
      ['/_img/webp/640/http:%2F%2Fevil.example%2Fphoto.jpg', 404],
      ['/_img/webp/640/media/%2e%2e/api/products/', 400],
      ['/_img/avif/640/media/photos/../../api/contact/information/', 400],
      ['/_img/webp/640/media/photos/a%5C..%5Cx.jpg', 404],
      ['/_img/webp/641/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/webp/0640/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/avif/4000/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/webp/-640/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/webp/abc/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/webp/640/media/photos/tp-80-printer-desk.jpg?width=4000', 400],
      ['/_img/webp/640', 400],
      ['/_img/webp', 400],
      ['/_img/jpeg/640/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/WEBP/640/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/', 404],
      ['/_img/webp/640/media/photos/no-such-photo.jpg', 404],
      ['/_img/webp/640/api/products', 404],
      ['/_img/avif/640/embed/map', 404],
      [`/_img/webp/640/${'a/'.repeat(300)}x.jpg`, 400],
      // Addresses without a format are redirected only when they name an image the route would make.
      ['/_img/641/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/640//evil.example/photo.jpg', 400],
      ['/_img/640/media/photos/tp-80-printer-desk.jpg?width=4000', 400],
      ['/_img/640', 400],
    ];
    for (const [path, status] of refused) {
      const response = await fetch(`${site.url}${path}`, { headers: { Accept: AVIF_FIRST }, redirect: 'manual' });
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type'), path).toContain('text/plain');
      expect((await response.text()).length, path).toBeGreaterThan(0);
      expect(response.headers.get('vary'), path).toBeNull();
    }
    const post = await fetch(`${site.url}/_img/webp/640/media/photos/tp-80-printer-desk.jpg`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
