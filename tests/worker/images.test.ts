// The image route and the pages' srcsets, on workerd with Miniflare's Images binding (sharp):
// the demo photos come out at the asked width as AVIF, WebP or their own format by Accept (told by
// their bytes); SVGs are served untouched. A scriptable upstream's cases: images-upstream.test.ts.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
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
    return { html, images: [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]) };
  }

  it.each(['az', 'en', 'ru'] as const)(
    'list (%s): a photo card has srcset 320–960 w and the list grid’s sizes; an SVG card keeps its URL',
    async (language) => {
      const { html, images } = await page(`/${language}/products`);
      const first = images.find((tag) => tag.includes('/_img/'))!;
      expect(srcsetWidths(first)).toEqual([320, 480, 640, 800, 960]);
      expect(attribute(first, 'sizes')).toBe(IMAGE_LAYOUTS.listCard.sizes);
      expect(attribute(first, 'src')).toMatch(/^\/_img\/960\/media\/photos\/[\w-]+\.jpg$/);
      expect(first).toMatch(/width="400" height="400" fetchPriority="high"/);
      // React preloads the first-screen image with the same srcset and sizes.
      expect(html).toMatch(/<link rel="preload" as="image" imageSrcSet="\/_img\/320\/media\/photos\//);
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
    expect(links[0]).toMatch(/^\/_img\/1920\/media\/photos\//);
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

  it('AVIF when Accept names it, else WebP, else the photo’s own format; at the asked width, a week long, Vary: Accept', async () => {
    const original = new Uint8Array(await (await fetch(`${site.stack.apiUrl}${photo('hesab-fitness-reception.jpg')}`)).arrayBuffer());
    for (const [accept, format, type] of [
      [AVIF_FIRST, 'avif', 'image/avif'],
      [WEBP_ONLY, 'webp', 'image/webp'],
      [NEITHER, 'jpeg', 'image/jpeg'],
      ['image/avif;q=0, image/webp', 'webp', 'image/webp'],
    ] as const) {
      const { response, bytes } = await get(`/_img/640${photo('hesab-fitness-reception.jpg')}`, accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(magic(bytes), accept).toBe(format);
      expect((await sharp(bytes).metadata()).width).toBe(640);
      expect(response.headers.get('vary')).toBe('Accept');
      expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
      expect(bytes.byteLength).toBeLessThan(original.byteLength / 20);
    }
  });

  it('keeps a PNG’s transparency, turns a phone photo upright by its EXIF orientation, never enlarges', async () => {
    const png = await get(`/_img/480${photo('a11-terminal-cutout.png')}`, NEITHER);
    expect(magic(png.bytes)).toBe('png');
    expect(await sharp(png.bytes).metadata()).toMatchObject({ width: 480, height: 480, hasAlpha: true });
    const webp = await get(`/_img/480${photo('a11-terminal-cutout.png')}`, WEBP_ONLY);
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', hasAlpha: true });
    // Stored 4032×3024 with orientation 6: shown 3024×4032.
    const upright = await get(`/_img/480${photo('a11-terminal-counter.jpg')}`, WEBP_ONLY);
    expect(await sharp(upright.bytes).metadata()).toMatchObject({ width: 480, height: 640 });
    const large = await get(`/_img/1920${photo('a11-terminal-cutout.png')}`, WEBP_ONLY);
    expect((await sharp(large.bytes).metadata()).width).toBe(1600);
  });

  it('transforms a variant once: the second request comes from the location’s cache, without the upstream', async () => {
    const path = `/_img/1280${photo('tp-80-printer-desk.jpg')}`;
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
    const avif = await get(path, AVIF_FIRST, debug);
    expect(magic(avif.bytes)).toBe('avif');
  });

  it('serves an SVG untouched, byte for byte, whatever the Accept', async () => {
    const svgPath = '/media/products/receipt-printer/white/0/TP-58.svg';
    const upstream = new Uint8Array(await (await fetch(`${site.stack.apiUrl}${svgPath}`)).arrayBuffer());
    for (const accept of [AVIF_FIRST, NEITHER]) {
      const { response, bytes } = await get(`/_img/320${svgPath}`, accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(magic(bytes)).toBe('svg');
      expect(Buffer.from(bytes).equals(Buffer.from(upstream))).toBe(true);
    }
  });

  it('refuses other hosts, unknown widths and garbage with 400 or 404, never a 500', async () => {
    const refused: [string, number][] = [
      ['/_img/640//evil.example/photo.jpg', 400],
      ['/_img/640/https://evil.example/photo.jpg', 400],
      ['/_img/640/http:%2F%2Fevil.example%2Fphoto.jpg', 404],
      ['/_img/640/media/%2e%2e/api/products/', 400],
      ['/_img/640/media/photos/../../api/contact/information/', 400],
      ['/_img/640/media/photos/a%5C..%5Cx.jpg', 404],
      ['/_img/641/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/0640/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/4000/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/-640/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/abc/media/photos/tp-80-printer-desk.jpg', 400],
      ['/_img/640/media/photos/tp-80-printer-desk.jpg?width=4000', 400],
      ['/_img/640', 400],
      ['/_img/', 404],
      ['/_img/640/media/photos/no-such-photo.jpg', 404],
      ['/_img/640/api/products', 404],
      ['/_img/640/embed/map', 404],
      [`/_img/640/${'a/'.repeat(300)}x.jpg`, 400],
    ];
    for (const [path, status] of refused) {
      const response = await fetch(`${site.url}${path}`, { headers: { Accept: AVIF_FIRST }, redirect: 'manual' });
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type'), path).toContain('text/plain');
      expect((await response.text()).length, path).toBeGreaterThan(0);
    }
    const post = await fetch(`${site.url}/_img/640/media/photos/tp-80-printer-desk.jpg`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
