// The image route against a scriptable upstream: a broken source falls back to the original
// bytes; a variant is made once; other hosts, unknown widths and garbage are refused, never with a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { upstreamDefaults, fakeProduct } from '../../build/fake-upstream.ts';
import { decode } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** The width="…" candidates of an img tag's srcset. */
const srcsetWidths = (tag: string) => [...(tag.match(/srcSet="([^"]+)"/)?.[1] ?? '').matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
const attribute = (tag: string, name: string) => {
  const value = tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
  return value && decode(value);
};

/** JPEG's magic number and then nothing a decoder can read. */
const BROKEN_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 2000 }, (_, index) => (index * 37) % 256)]);
/** A PNG whose header claims 30,000 × 30,000 pixels, which no transform takes. */
const HUGE_PNG = Buffer.concat([
  Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
  Buffer.from([0, 0, 0, 13]),
  Buffer.from('IHDR', 'latin1'),
  Buffer.from([0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 2, 0, 0, 0, 0, 0, 0, 0]),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('IEND', 'latin1'),
  Buffer.from([0xae, 0x42, 0x60, 0x82]),
]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('the image route on a scriptable upstream', () => {
  let upstreamOrigin = '';
  const site = useSite({
    upstream: (url, headers) => {
      const image = (raw: Uint8Array, type: string) => ({ raw, headers: { 'Content-Type': type } });
      switch (url.pathname) {
        case '/media/broken.jpg':
          return image(BROKEN_JPEG, 'image/jpeg');
        case '/media/huge.png':
          return image(HUGE_PNG, 'image/png');
        case '/media/spinner.gif':
          return image(GIF, 'image/gif');
        case '/media/page.jpg':
          return { raw: '<!doctype html><script>alert(1)</script>', headers: { 'Content-Type': 'text/html' } };
        case '/media/down.jpg':
          return { status: 500, raw: 'oops', headers: { 'Content-Type': 'text/plain' } };
        default:
          return upstreamDefaults(() => [
            { ...fakeProduct('here', 'Photo on the upstream', 10), images: [{ id: 1, url: `${upstreamOrigin}/media/broken.jpg` }] },
            { ...fakeProduct('elsewhere', 'Photo elsewhere', 20), images: [{ id: 2, url: 'https://cdn.example/photo.jpg' }] },
          ])(url, headers);
      }
    },
  });
  beforeAll(() => {
    upstreamOrigin = new URL(site.upstream.url).origin;
  });
  const fetchImage = (path: string) => fetch(`${site.url}${path}`, { headers: { Accept: AVIF_FIRST } });

  it('serves the original bytes when the transform fails (a corrupt file, a binding error), briefly cached', async () => {
    for (const [path, original, type] of [
      ['/_img/avif/640/media/broken.jpg', BROKEN_JPEG, 'image/jpeg'],
      ['/_img/avif/640/media/huge.png', HUGE_PNG, 'image/png'],
    ] as const) {
      const response = await fetchImage(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(original))).toBe(true);
    }
    // Kept for those five minutes: the next request neither fetches nor transforms again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const calls = site.upstream.calls.filter((call) => call.url.pathname === '/media/broken.jpg').length;
    expect((await fetchImage('/_img/avif/640/media/broken.jpg')).status).toBe(200);
    expect(site.upstream.calls.filter((call) => call.url.pathname === '/media/broken.jpg').length).toBe(calls);
  });

  it('passes a GIF through untouched; what is not an image is a 404, an upstream failure a 502', async () => {
    const gif = await fetchImage('/_img/webp/320/media/spinner.gif');
    expect(gif.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await gif.arrayBuffer()).equals(GIF)).toBe(true);
    const html = await fetchImage('/_img/webp/320/media/page.jpg');
    expect(html.status).toBe(404);
    expect(await html.text()).not.toContain('<script');
    const down = await fetchImage('/_img/webp/320/media/down.jpg');
    expect(down.status).toBe(502);
    expect(down.headers.get('cache-control')).toBe('no-store');
  });

  it('gives srcsets to images on the upstream’s origin only; others keep their URL', async () => {
    const html = await (await fetch(`${site.url}/en/products`)).text();
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    const here = images.find((tag) => tag.includes('Photo on the upstream'))!;
    expect(attribute(here, 'src')).toBe('/_img/webp/960/media/broken.jpg');
    expect(srcsetWidths(here)).toEqual([320, 480, 640, 800, 960]);
    const elsewhere = images.find((tag) => tag.includes('Photo elsewhere'))!;
    expect(attribute(elsewhere, 'src')).toBe('https://cdn.example/photo.jpg');
    expect(elsewhere).not.toContain('srcSet');
    expect(html).toContain(`data-media-origin="${upstreamOrigin}"`);
  });
});
