// Contract tests of the reference catalogue API's products: the list with its filters, order and
// pages, a product's detail and its related products (the real Worker on workerd, D1 seeded).
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../build/local-stack.ts';
import { seedData } from '../seed/index.ts';
import { DEMO_PHOTOS, PHOTOS_DIR } from '../seed/photos.ts';
import { foldForSearch, sortKey } from '../src/text.ts';
import type { SeedCategory } from '../seed/types.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import { useReferenceApi } from '../../tests/support/reference-api.ts';

const { reference, get } = useReferenceApi();

type Product = ProductSummary;

const { products, categories } = seedData;
const subtree = (category: SeedCategory): string[] => [category.slug, ...(category.children ?? []).flatMap(subtree)];
const leafSlugOf = (slug: string) => products.find((product) => product.slug === slug)?.category;

describe('product list', () => {
  it('pages by 10 by default with count, next and previous', async () => {
    const { status, body } = await get('products/');
    expect(status).toBe(200);
    expect(body.count).toBe(products.length);
    expect(body.results).toHaveLength(10);
    expect(body.previous).toBeNull();
    expect(body.next).toBe(`${reference.url}/api/products/?page=2`);
    const second = await get('products/?page=2');
    expect(second.body.previous).toBe(`${reference.url}/api/products/`);
  });

  it('answers the same with and without the trailing slash', async () => {
    expect((await get('products?limit=3')).body).toEqual({
      ...(await get('products/?limit=3')).body,
      next: `${reference.url}/api/products?limit=3&page=2`,
    });
  });

  it('returns everything with limit=all and pages with limit and page', async () => {
    const all = await get('products/?limit=all');
    expect(all.body.results).toHaveLength(products.length);
    expect(all.body.next).toBeNull();
    const page = await get('products/?limit=7&page=2');
    expect(page.body.results.map((p: Product) => p.slug)).toEqual(all.body.results.slice(7, 14).map((p: Product) => p.slug));
  });

  it.each([
    ['products/?page=999', 404, 'Invalid page.'],
    ['products/?page=0', 404, 'Invalid page.'],
    ['products/?page=abc', 404, 'Invalid page.'],
    ['products/?limit=abc', 400, 'Invalid limit.'],
    ['products/?limit=-1', 400, 'Invalid limit.'],
  ])('%s answers %i {"detail": "%s"}', async (path, status, detail) => {
    expect(await get(path)).toMatchObject({ status, body: { detail } });
  });

  it('filters by a root category including its descendants', async () => {
    const root = categories.find((category) => category.children?.length)!;
    const slugs = subtree(root);
    const { body } = await get(`products/?category=${root.slug}&limit=all`);
    expect(body.count).toBe(products.filter((product) => slugs.includes(product.category)).length);
    expect(body.count).toBeGreaterThan(0);
    for (const product of body.results as Product[]) expect(slugs).toContain(leafSlugOf(product.slug));
  });

  it('answers an unknown category with no results', async () => {
    expect((await get('products/?category=no-such-category')).body).toMatchObject({ count: 0, results: [] });
  });

  it('searches titles in the request language, ignoring case and accents', async () => {
    const target = products.find((product) => /[əşçğıöü]/i.test(product.title.az))!;
    const word = target.title.az.split(/\s+/).find((part) => /[əşçğıöü]/i.test(part))!;
    const ascii = foldForSearch(word, 'az').toUpperCase();
    const { body } = await get(`products/?search=${encodeURIComponent(ascii)}&limit=all`, 'az');
    const expected = products.filter((product) => foldForSearch(product.title.az, 'az').includes(foldForSearch(word, 'az')));
    expect(body.results.map((p: Product) => p.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    expect(body.results.map((p: Product) => p.slug)).toContain(target.slug);
  });

  it('searches Russian titles when the request is in Russian', async () => {
    const target = products[0]!;
    const word = target.title.ru.split(/\s+/)[0]!;
    const { body } = await get(`products/?search=${encodeURIComponent(word.toUpperCase())}&limit=all`, 'ru');
    expect(body.results.map((p: Product) => p.slug)).toContain(target.slug);
    for (const product of body.results as Product[]) expect(product.title.toLowerCase()).toContain(word.toLowerCase());
  });

  it('finds a long Russian word', async () => {
    const long = 'высокопроизводительный'.repeat(2);
    expect((await get(`products/?search=${encodeURIComponent(long)}`, 'ru')).status).toBe(200);
  });

  it('requires every word of a search and treats wildcards as text', async () => {
    expect((await get('products/?search=%25')).body.count).toBe(0);
    expect((await get('products/?search=_')).body.count).toBe(0);
    expect((await get(`products/?search=${encodeURIComponent('zzqx printer')}`)).body.count).toBe(0);
  });

  it.each([
    ['price', (a: Product, b: Product) => a.price - b.price],
    ['-price', (a: Product, b: Product) => b.price - a.price],
    ['created_at', (a: Product, b: Product) => a.created_at.localeCompare(b.created_at)],
    ['-created_at', (a: Product, b: Product) => b.created_at.localeCompare(a.created_at)],
  ])('orders by %s', async (ordering, compare) => {
    const { body } = await get(`products/?ordering=${ordering}&limit=all`);
    const results = body.results as Product[];
    expect(results.map((p) => p.slug)).toEqual([...results].sort(compare).map((p) => p.slug));
  });

  it('orders by title in the alphabet of the request language, and ignores unknown orderings', async () => {
    for (const [ordering, sign] of [
      ['title', 1],
      ['-title', -1],
    ] as const) {
      const { body } = await get(`products/?ordering=${ordering}&limit=all`, 'az');
      const titles = (body.results as Product[]).map((p) => p.title);
      expect(titles).toEqual([...titles].sort((a, b) => (sortKey(a, 'az') < sortKey(b, 'az') ? -sign : sign)));
    }
    const unknown = await get('products/?ordering=secret_column&limit=all');
    const byDefault = await get('products/?ordering=-created_at&limit=all');
    expect(unknown.body.results.map((p: Product) => p.slug)).toEqual(byDefault.body.results.map((p: Product) => p.slug));
  });

  it('filters by price range', async () => {
    const { body } = await get('products/?price__gte=200&price__lte=800&limit=all');
    expect(body.count).toBe(products.filter((p) => p.price >= 200 && p.price <= 800).length);
    for (const product of body.results as Product[]) expect(product.price).toBeGreaterThanOrEqual(200);
  });

  it.each(['price__gte', 'price__lte'])('answers 400 for a non-number %s', async (name) => {
    expect(await get(`products/?${name}=abc`)).toMatchObject({ status: 400, body: { [name]: ['Enter a number.'] } });
  });

  it('filters new products', async () => {
    const { body } = await get('products/?is_new=true&limit=8');
    expect(body.count).toBe(products.filter((p) => p.isNew).length);
    expect(body.results.length).toBe(Math.min(8, body.count));
    for (const product of body.results as Product[]) expect(product.is_new).toBe(true);
    expect((await get('products/?is_new=maybe')).status).toBe(400);
  });

  it('never answers 500 to odd queries', async () => {
    const odd = [
      `search=${'ə'.repeat(5000)}`,
      'search=%00%27%22;DROP TABLE product',
      'price__gte=1e999',
      'price__gte=-5&price__lte=-1',
      'ordering=,,-,price,',
      'category=%2F..%2F',
      'page=1&page=2',
      'limit=100000000',
    ];
    for (const query of odd) expect((await get(`products/?${query}`)).status, query).toBeLessThan(500);
  });
});

describe('product detail and related', () => {
  const product = products.find((p) => p.features.length > 0 && p.discount)!;

  it('answers the product with description, features, images and nested category', async () => {
    const { status, body } = await get(`products/${product.slug}`, 'ru');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: product.slug,
      title: product.title.ru,
      description: product.description.ru,
      price: product.price,
      discount: product.discount,
      is_new: product.isNew,
      features: product.features.map((feature) => ({ name: feature.name.ru, value: feature.value.ru })),
      category: { slug: product.category },
    });
    expect(body.images).toHaveLength(product.images.length);
    const root = categories.find((category) => subtree(category).includes(product.category))!;
    if (root.slug !== product.category) expect(body.category.parent).toMatchObject({ slug: root.slug, parent: null });
  });

  it('answers 404 {"detail": "Not found."} for a missing product and its related list', async () => {
    expect(await get('products/no-such-product')).toEqual(expect.objectContaining({ status: 404, body: { detail: 'Not found.' } }));
    expect((await get('products/no-such-product/related')).status).toBe(404);
  });

  it('lists related products of the same category without the product itself', async () => {
    const { body } = await get(`products/${product.slug}/related?limit=all`);
    const expected = products.filter((p) => p.category === product.category && p.slug !== product.slug);
    expect(body.results.map((p: Product) => p.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
  });

  it('serves absolute image URLs that load as SVG', async () => {
    const { body } = await get(`products/${product.slug}`);
    for (const image of body.images as { url: string }[]) {
      expect(image.url.startsWith(`${reference.url}/media/`)).toBe(true);
      const response = await fetch(image.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    }
    expect((await fetch(`${reference.url}/media/products/nothing.svg`)).status).toBe(404);
  });

  it('serves the demo photos as static files, as uploaded', async () => {
    for (const photo of DEMO_PHOTOS) {
      const response = await fetch(`${reference.url}/media/photos/${photo.file}`);
      expect(response.status, photo.file).toBe(200);
      expect(response.headers.get('content-type')).toBe(photo.file.endsWith('.png') ? 'image/png' : 'image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await response.arrayBuffer()).byteLength).toBe((await stat(join(ROOT, PHOTOS_DIR, photo.file))).size);
    }
    expect((await fetch(`${reference.url}/media/photos/nothing.jpg`)).status).toBe(404);
  });
});
