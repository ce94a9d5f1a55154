// Contract tests of the reference catalogue API: the real Worker on workerd with a real
// (in-memory) D1, seeded with the demo data, over HTTP.
import { describe, expect, it } from 'vitest';
import { startStack } from '../../build/local-stack.ts';
import { seedData } from '../seed/index.ts';
import { demoArt } from '../../build/demo-art.ts';
import { renderMedia } from '../../build/demo-art/render.ts';
import { mediaPath } from '../seed/media.ts';
import { seedImagePath } from '../seed/sql.ts';
import type { SeedCategory } from '../seed/types.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import { useReferenceApi } from '../../tests/support/reference-api.ts';

const { reference, get } = useReferenceApi();

type Product = ProductSummary;

const { products, categories } = seedData;

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
    expect(slides.results[0]).toMatchObject({
      title: seedData.slides[0]!.title?.ru ?? null,
      image: `${reference.url}/media/${seedImagePath(seedData.slides[0]!.image)}`,
    });
    const partners = (await get('partners/?limit=all', 'en')).body;
    expect(partners.count).toBe(seedData.partners.length);
    expect(partners.results.filter((p: { is_reference: boolean }) => p.is_reference)).toHaveLength(seedData.partners.filter((p) => p.isReference).length);
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
    for (const social of body.socials) expect((await fetch(social.icon)).status, social.icon).toBe(200);
  });

  it('answers in az for an unsupported language and says which language it used', async () => {
    const { headers, body } = await get('categories/?limit=all', 'de-DE,fr;q=0.8');
    expect(headers.get('content-language')).toBe('az');
    expect(body.results[0].title).toBe(categories[0]!.title.az);
  });
});

describe('media', () => {
  it('serves each image the seed data names as the file the engine drew, with the headers of an image', async () => {
    for (const spec of demoArt()) {
      const response = await fetch(`${reference.url}/media/${mediaPath(spec)}`);
      expect(response.status, mediaPath(spec)).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      });
      expect(await response.text()).toBe(renderMedia(spec));
    }
  });

  it('answers 404 for an image the seed data does not name', async () => {
    for (const path of ['products/receipt-printer/white/0/NOT-SEEDED.svg', 'products/nothing.svg', 'map.png']) {
      expect((await fetch(`${reference.url}/media/${path}`)).status, path).toBe(404);
    }
  });

  it('serves the map page at map_url, to be framed by any site', async () => {
    const map = await fetch(`${reference.url}/embed/map`);
    expect(map.status).toBe(200);
    expect(map.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(map.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(map.headers.get('x-frame-options')).toBeNull();
    expect(await map.text()).toContain('<svg preserveAspectRatio="xMidYMid slice" ');
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
