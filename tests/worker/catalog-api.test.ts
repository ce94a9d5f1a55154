// Contract tests of the reference catalogue API: the real Worker on workerd with a real
// (in-memory) D1, seeded with the demo data, over HTTP.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { D1Database } from '@cloudflare/workers-types';
import { ROOT, startStack } from '../../scripts/local-stack.ts';
import { seedData } from '../../catalog-api/seed/index.ts';
import { DEMO_PHOTOS, PHOTOS_DIR } from '../../catalog-api/seed/photos.ts';
import { seedImagePath } from '../../catalog-api/seed/sql.ts';
import { foldForSearch, sortKey } from '../../catalog-api/src/text.ts';
import type { SeedCategory } from '../../catalog-api/seed/types.ts';
import type { ProductSummary } from '../../shared/catalog/types.ts';
import { useSite } from '../support/site-and-browser.ts';

// Runs the bundle in dist/ that `npm test` builds first.
const reference = useSite({ site: false });

async function get(path: string, language = 'en') {
  const response = await fetch(`${reference.url}/api/${path}`, { headers: { 'Accept-Language': language } });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

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
    expect(page.body.results.map((p: Product) => p.slug)).toEqual(
      all.body.results.slice(7, 14).map((p: Product) => p.slug),
    );
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
    for (const [ordering, sign] of [['title', 1], ['-title', -1]] as const) {
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

describe('categories', () => {
  it('lists the tree of roots with nested children', async () => {
    const { body } = await get('categories/?limit=all', 'az');
    expect(body.count).toBe(categories.length);
    const shape = (category: SeedCategory): unknown => ({
      slug: category.slug,
      title: category.title.az,
      children: (category.children ?? []).map(shape),
    });
    const strip = (node: { slug: string; title: string; children: unknown[] }): unknown => ({
      slug: node.slug,
      title: node.title,
      children: (node.children as (typeof node)[]).map(strip),
    });
    expect(body.results.map(strip)).toEqual(categories.map(shape));
  });

  it('answers a category with its parent and children', async () => {
    const root = categories.find((category) => category.children?.length)!;
    const child = root.children![0]!;
    expect((await get(`categories/${child.slug}`)).body).toMatchObject({ slug: child.slug, parent: { slug: root.slug }, children: [] });
    const rootBody = (await get(`categories/${root.slug}`)).body;
    expect(rootBody.parent).toBeNull();
    expect(rootBody.children.map((c: { slug: string }) => c.slug)).toEqual(root.children!.map((c) => c.slug));
    expect((await get('categories/no-such-category')).status).toBe(404);
  });
});

describe('content', () => {
  it('lists slides, partners with is_reference, and certificates in the request language', async () => {
    const slides = (await get('slides/?limit=all', 'ru')).body;
    expect(slides.count).toBe(seedData.slides.length);
    expect(slides.results[0]).toMatchObject({ title: seedData.slides[0]!.title?.ru ?? null, image: `${reference.url}/media/${seedImagePath(seedData.slides[0]!.image)}` });
    const partners = (await get('partners/?limit=all', 'en')).body;
    expect(partners.count).toBe(seedData.partners.length);
    expect(partners.results.filter((p: { is_reference: boolean }) => p.is_reference)).toHaveLength(
      seedData.partners.filter((p) => p.isReference).length,
    );
    const certificates = (await get('certificates', 'az')).body;
    expect(certificates.results.map((c: { title: string }) => c.title)).toEqual(seedData.certificates.map((c) => c.title.az));
  });

  it('answers the contact information with absolute map and icon URLs', async () => {
    const { body } = await get('contact/information/', 'ru');
    const info = seedData.contactInformation;
    expect(body).toMatchObject({
      address: info.address.ru,
      email: info.email,
      phone: info.phone,
      working_hours: info.workingHours.ru,
      map_url: `${reference.url}/embed/map`,
    });
    expect(body.socials).toHaveLength(info.socials.length);
    expect(body.socials[0]).toMatchObject({ url: info.socials[0]!.url, title: info.socials[0]!.title, icon: expect.stringMatching(/^http.*\.svg$/) });
    const map = await fetch(body.map_url);
    expect(map.status).toBe(200);
    expect(await map.text()).toContain('<svg');
  });

  it('answers in az for an unsupported language and says which language it used', async () => {
    const { headers, body } = await get('categories/?limit=all', 'de-DE,fr;q=0.8');
    expect(headers.get('content-language')).toBe('az');
    expect(body.results[0].title).toBe(categories[0]!.title.az);
  });
});

describe('contact messages', () => {
  const valid = { first_name: 'Leyla', last_name: 'Həsənova', email: 'leyla@example.az', phone: '+994501112233', message: 'Salam! POS dəsti lazımdır.' };

  async function post(body: BodyInit, headers: Record<string, string> = {}, language = 'en') {
    const response = await fetch(`${reference.url}/api/contact/messages`, { method: 'POST', body, headers: { 'Accept-Language': language, ...headers } });
    return { status: response.status, body: await response.json() };
  }

  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  async function stored(email: string) {
    const db = (await reference.stack.api!.getD1Database('DB')) as unknown as D1Database;
    return (await db.prepare('SELECT * FROM contact_message WHERE email = ?').bind(email).all()).results;
  }

  it('stores a valid multipart message with all five fields and answers 201', async () => {
    const { status } = await post(form(valid));
    expect(status).toBe(201);
    expect(await stored(valid.email)).toEqual([expect.objectContaining({ ...valid, language: 'en' })]);
  });

  it('stores a valid JSON message too', async () => {
    const message = { ...valid, email: 'json@example.az' };
    expect((await post(JSON.stringify(message), { 'Content-Type': 'application/json' })).status).toBe(201);
    expect(await stored(message.email)).toHaveLength(1);
  });

  it('answers 400 keyed by field, in the request language', async () => {
    const { status, body } = await post(form({ email: 'wrong', phone: '050abc' }), {}, 'ru');
    expect(status).toBe(400);
    expect(body).toEqual({
      first_name: ['Обязательное поле.'],
      last_name: ['Обязательное поле.'],
      email: ['Введите правильный адрес электронной почты.'],
      phone: ['Введите правильный номер телефона: от 7 до 15 цифр, в начале может стоять +.'],
    });
    expect(await stored('wrong')).toHaveLength(0);
  });

  it('answers 400 for fields that are too long', async () => {
    const { status, body } = await post(form({ ...valid, email: 'long@example.az', message: 'x'.repeat(100_000) }), {}, 'az');
    expect(status).toBe(400);
    expect(body).toEqual({ message: ['Bu sahədə 5000 simvoldan çox olmamalıdır.'] });
  });

  it('answers a repeated submit with non_field_errors and keeps one copy', async () => {
    const message = { ...valid, email: 'twice@example.az' };
    expect((await post(form(message))).status).toBe(201);
    const again = await post(form(message));
    expect(again).toEqual({ status: 400, body: { non_field_errors: ['This message has already been sent. We will get back to you soon.'] } });
    expect(await stored(message.email)).toHaveLength(1);
  });

  it.each([
    ['text/plain', 'hello', 415],
    ['application/json', '{"first_name": ', 400],
    ['application/json', '[1, 2]', 400],
  ])('answers a %s body %j with %i', async (type, body, status) => {
    expect((await post(body, { 'Content-Type': type })).status).toBe(status);
  });

  it('refuses a GET with 405', async () => {
    const response = await fetch(`${reference.url}/api/contact/messages`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
  });
});

describe('maintenance', () => {
  it('answers every call 503 with Retry-After while MAINTENANCE is on', async () => {
    const down = await startStack({ site: false, persistDir: false, apiPort: 0, apiVars: { MAINTENANCE: 'true' }, onLog: () => {} });
    try {
      for (const path of ['products/', 'categories/?limit=all', 'contact/information/', 'products/x']) {
        const response = await fetch(`${down.apiUrl}/api/${path}`);
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after')).toBe('120');
      }
      const post = await fetch(`${down.apiUrl}/api/contact/messages`, { method: 'POST', body: new FormData() });
      expect(post.status).toBe(503);
    } finally {
      await down.close();
    }
  }, 60_000);
});

describe('write endpoint', () => {
  const target = products.find((p) => !p.discount)!;

  async function patch(slug: string, body: unknown, token: string | null = reference.stack.adminToken, language = 'en') {
    const response = await fetch(`${reference.url}/api/products/${slug}`, {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': language,
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  }

  it('refuses a missing or wrong token with 401 and changes nothing', async () => {
    expect(await patch(target.slug, { price: 1 }, null)).toEqual({ status: 401, text: '' });
    expect(await patch(target.slug, { price: 1 }, 'wrong')).toEqual({ status: 401, text: '' });
    expect((await get(`products/${target.slug}`)).body.price).toBe(target.price);
  });

  it.each([
    [{ price: -1 }, 'price'],
    [{ price: 'cheap' }, 'price'],
    [{ discount: 100 }, 'discount'],
    [{ title: '' }, 'title'],
    [{}, 'non_field_errors'],
    [[1], 'non_field_errors'],
  ])('answers 400 to %j', async (body, field) => {
    const answer = await patch(target.slug, body);
    expect(answer.status).toBe(400);
    expect(Object.keys(JSON.parse(answer.text))).toEqual([field]);
  });

  it('answers 404 for an unknown product and 400 for a body that is not JSON', async () => {
    expect((await patch('no-such-product', { price: 1 })).status).toBe(404);
    expect((await patch(target.slug, 'price=1')).status).toBe(400);
  });

  it('changes price, discount and the title in the request language, and reports the purge', async () => {
    const answer = await patch(target.slug, { price: 123.456, discount: 15, title: 'Yeni ad ƏŞ' }, reference.stack.adminToken, 'az');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ price: 123.46, discount: 15, title: 'Yeni ad ƏŞ', purge: expect.any(String) });
    expect((await get(`products/${target.slug}`, 'az')).body).toMatchObject({ price: 123.46, discount: 15, title: 'Yeni ad ƏŞ' });
    expect((await get(`products/${target.slug}`, 'en')).body.title).toBe(target.title.en);
    expect((await get('products/?search=yeni%20ad%20es', 'az')).body.results.map((p: Product) => p.slug)).toEqual([target.slug]);
    expect(JSON.parse((await patch(target.slug, { discount: null })).text)).toMatchObject({ discount: null });
    expect((await get(`products/${target.slug}`)).body.discount).toBeNull();
  });
});
