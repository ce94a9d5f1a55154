// The variants' addresses and choices, as pure functions: which uploads they stand for (only paths
// on the uploads' origin), which image addresses the pages rewrite (to the media host, the format
// in the address), which photos an upstream answer names, and the formats told by their magic numbers.
import { describe, expect, it } from 'vitest';
import { photoCalls, photoPaths } from '../../shared/data/catalogue-photos.ts';
import { ENDPOINTS, endpointPath } from '../../shared/data/endpoints.ts';
import { allVariants, IMAGE_WIDTHS, imageSource, isImageFormat, isImageWidth, resizedImageUrl, sniffRaster } from '../../shared/data/image-url.ts';
import { IMAGE_LAYOUTS } from '../../shared/ui/image-layouts.ts';
import { responsiveImage } from '../../shared/ui/image.tsx';

const MEDIA = 'https://api.example.az';
const VARIANTS = 'https://media.example.az';
const HOSTS = { uploads: MEDIA, variants: VARIANTS };

describe('imageSource', () => {
  it('names a path on the media origin', () => {
    expect(imageSource('media/photos/a.jpg', MEDIA)?.href).toBe('https://api.example.az/media/photos/a.jpg');
    expect(imageSource('media/products/M10%20UHF.svg', MEDIA)?.href).toBe('https://api.example.az/media/products/M10%20UHF.svg');
  });

  it.each([
    '',
    '/evil.example/a.jpg',
    'https://evil.example/a.jpg',
    'media//a.jpg',
    'media/../api/products',
    'media/%2e%2e/api/products',
    'media/.%2E/api',
    'media/./a.jpg',
    'media\\..\\a.jpg',
    'media/a.jpg?w=1',
    'media/a.jpg#x',
    'media/http:%2F%2Fevil.example%2Fa.jpg',
    'media/a%5C..%5Cx.jpg',
    `${'a/'.repeat(300)}a.jpg`,
  ])('refuses %j', (path) => {
    expect(imageSource(path, MEDIA)).toBeUndefined();
  });
});

describe('resizedImageUrl', () => {
  it('rewrites raster images on the uploads origin to the media host, keeping their path, the format first', () => {
    expect(resizedImageUrl(`${MEDIA}/media/photos/a.jpg`, 640, 'avif', HOSTS)).toBe(`${VARIANTS}/v/avif/640/media/photos/a.jpg`);
    expect(resizedImageUrl(`${MEDIA}/media/a.PNG`, 96, 'webp', HOSTS)).toBe(`${VARIANTS}/v/webp/96/media/a.PNG`);
    expect(resizedImageUrl(`${MEDIA}/media/image/42`, 320, 'webp', HOSTS)).toBe(`${VARIANTS}/v/webp/320/media/image/42`);
  });

  it('gives a photo 20 variants, 10 widths in 2 formats', () => {
    expect(allVariants()).toHaveLength(20);
    expect(new Set(allVariants().map(({ width, format }) => `${format}/${width}`)).size).toBe(20);
  });

  it('knows two formats', () => {
    expect(['avif', 'webp', 'jpeg', 'AVIF', ''].map(isImageFormat)).toEqual([true, true, false, false, false]);
  });

  it.each([
    ['an SVG', `${MEDIA}/media/a.svg`],
    ['a GIF', `${MEDIA}/media/a.gif`],
    ['another origin', 'https://cdn.example.az/media/a.jpg'],
    ['another port', 'https://api.example.az:8443/media/a.jpg'],
    ['a query', `${MEDIA}/media/a.jpg?v=2`],
    ['a path the route refuses', `${MEDIA}/media//a.jpg`],
    ['a relative URL', '/images/a.jpg'],
    ['no URL', 'not a url'],
  ])('keeps %s as it is', (_, src) => {
    expect(resizedImageUrl(src, 640, 'webp', HOSTS)).toBeUndefined();
    expect(responsiveImage(src, IMAGE_LAYOUTS.listCard, HOSTS)).toEqual({ src });
  });

  it('keeps everything when no media host is known', () => {
    expect(resizedImageUrl(`${MEDIA}/media/a.jpg`, 640, 'webp', undefined)).toBeUndefined();
    expect(responsiveImage(`${MEDIA}/media/a.jpg`, IMAGE_LAYOUTS.listCard, undefined)).toEqual({ src: `${MEDIA}/media/a.jpg` });
  });
});

describe('photoPaths', () => {
  it('finds every photo with variants in an answer, once, and nothing else', () => {
    const answer = {
      count: 2,
      results: [
        {
          slug: 'a',
          images: [
            { id: 1, url: `${MEDIA}/media/photos/a.jpg` },
            { id: 2, url: `${MEDIA}/media/photos/b.png` },
          ],
        },
        { slug: 'b', images: [{ id: 3, url: `${MEDIA}/media/photos/a.jpg` }], icon: `${MEDIA}/media/icons/b.svg`, cdn: 'https://cdn.example.az/c.jpg' },
      ],
    };
    expect([...photoPaths(answer, MEDIA)]).toEqual(['media/photos/a.jpg', 'media/photos/b.png']);
  });

  it('asks a product purge for that product, a purge of all for every list', () => {
    expect(photoCalls('product', 'pos-1')).toEqual([{ path: 'products/pos-1', query: {} }]);
    expect(photoCalls('product')).toEqual([]);
    expect(photoCalls('product', 'a b')).toEqual([{ path: endpointPath(ENDPOINTS.product, 'a b'), query: {} }]);
    const { products, categories, slides, partners, certificates } = ENDPOINTS;
    expect(photoCalls('all').map((call) => call.path)).toEqual([products, categories, slides, partners, certificates].map((endpoint) => endpoint.path));
  });
});

describe('layouts', () => {
  it('offer only widths a photo has variants of, smallest first', () => {
    for (const [name, layout] of Object.entries(IMAGE_LAYOUTS)) {
      expect(
        layout.widths.every((width) => isImageWidth(width)),
        name,
      ).toBe(true);
      expect(
        [...layout.widths].sort((a, b) => a - b),
        name,
      ).toEqual(layout.widths);
    }
    expect(IMAGE_WIDTHS.every((width) => Object.values(IMAGE_LAYOUTS).some((layout) => (layout.widths as readonly number[]).includes(width)))).toBe(true);
  });

  it('give srcsets with every width in AVIF and in WebP, and the largest WebP as src', () => {
    expect(responsiveImage(`${MEDIA}/media/a.jpg`, IMAGE_LAYOUTS.thumbnail, HOSTS)).toEqual({
      src: `${VARIANTS}/v/webp/192/media/a.jpg`,
      srcSet: `${VARIANTS}/v/webp/96/media/a.jpg 96w, ${VARIANTS}/v/webp/192/media/a.jpg 192w`,
      avifSrc: `${VARIANTS}/v/avif/192/media/a.jpg`,
      avifSrcSet: `${VARIANTS}/v/avif/96/media/a.jpg 96w, ${VARIANTS}/v/avif/192/media/a.jpg 192w`,
      sizes: IMAGE_LAYOUTS.thumbnail.sizes,
    });
  });
});

describe('sniffRaster', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['PNG', bytes('\x89PNG\r\n\x1a\n'), 'image/png'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', bytes([0, 0, 0, 28], 'ftypavif'), 'image/avif'],
    ['an AVIF sequence', bytes([0, 0, 0, 28], 'ftypavis'), 'image/avif'],
    ['HEIC', bytes([0, 0, 0, 28], 'ftypheic'), undefined],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    ['GIF', bytes('GIF89a'), undefined],
    ['HTML', bytes('<!doctype html>'), undefined],
    ['nothing', bytes(), undefined],
  ])('%s', (_, data, type) => {
    expect(sniffRaster(data)).toBe(type);
  });
});
