// The product detail page as the built site serves it: content, head and structured data from
// the reference API; 404 'Oops!' for a missing product; 500 for a failing one; a hostile
// description from another upstream comes out sanitized.
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { LANGUAGES } from '../../shared/constants.ts';
import { formatPrice, discountedPrice } from '../../shared/format/price.ts';
import { az, ru } from '../support/messages.ts';
import { fakeList } from '../../build/fake-upstream.ts';
import { decode, jsonLd } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';

const product = seedData.products.find((p) => p.images.length > 1 && p.features.length > 0 && p.discount)!;

const HOSTILE_DESCRIPTION =
  '<p>Fine <strong>print</strong><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a></p><iframe src="https://evil.test"></iframe>';

const reference = useSite();
const other = useSite({
  upstream: (url) => {
    const path = url.pathname.replace(/^\/api\//, '');
    if (path === 'contact/information/')
      return { body: { address: null, email: null, phone: '+994 12 000 00 00', working_hours: null, map_url: null, socials: [] } };
    if (path === 'categories/') return { body: fakeList([]) };
    if (path === 'products/hostile')
      return {
        body: {
          slug: 'hostile',
          title: 'Hostile',
          description: HOSTILE_DESCRIPTION,
          price: 10,
          discount: null,
          is_new: false,
          created_at: '2026-11-01T00:00:00Z',
          images: [],
          features: [],
          category: null,
        },
      };
    if (path === 'products/hostile/related') return { body: fakeList([]) };
    if (path === 'products/broken') return { status: 500, body: { detail: 'Server error.' } };
    if (path === 'products/resting') return { status: 503, body: { detail: 'Maintenance.' }, headers: { 'Retry-After': '120' } };
    return undefined;
  },
});

describe('product detail', () => {
  it.each(LANGUAGES)('%s: 200 with title, price, breadcrumb, features, canonical, hreflang and JSON-LD', async (language) => {
    const response = await fetch(`${reference.url}/${language}/products/${product.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = decode(html);
    expect(text).toContain(`${product.title[language]}</h1>`);
    const price = discountedPrice(product.price, product.discount);
    expect(text).toContain(formatPrice(price, language));
    expect(text).toContain(`<del`);
    expect(text).toContain(formatPrice(product.price, language));
    expect(html).toMatch(/data-testid="product-breadcrumb"[\s\S]*?href="\/[a-z]{2}\/products\?category=[^"]+"[\s\S]*? &gt; /);
    for (const feature of product.features) expect(text).toContain(feature.name[language]);
    const url = `${reference.url}/${language}/products/${product.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    for (const code of LANGUAGES) expect(html).toContain(`hrefLang="${code}" href="${reference.url}/${code}/products/${product.slug}"`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/products\//);
    const data = jsonLd(html);
    const productData = data.find((item) => item['@type'] === 'Product') as Record<string, unknown>;
    expect(productData.name).toBe(product.title[language]);
    expect(productData.sku).toBe(product.slug);
    expect(productData.image).toHaveLength(product.images.length);
    expect(productData.description).not.toMatch(/[<>]/);
    expect(productData.offers).toMatchObject({ priceCurrency: 'AZN', price: price.toFixed(2), url });
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: unknown[] };
    expect(breadcrumbs.itemListElement.at(-1)).toMatchObject({ name: product.title[language], item: url });
    // The first image is in the HTML with its size and high priority; the others load lazily.
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes('/media/products/'));
    expect(images[0]).toMatch(/width="800" height="800" fetchPriority="high"/);
    expect(images[1]).toContain('loading="lazy"');
  });

  it('404 with "product not found" and a link back to the products for a missing product', async () => {
    for (const [language, texts] of [
      ['az', az],
      ['ru', ru],
    ] as const) {
      const response = await fetch(`${reference.url}/${language}/products/no-such-product`);
      expect(response.status).toBe(404);
      const html = decode(await response.text());
      expect(html).toContain(texts['productDetail.notFound.title']);
      expect(html).toContain(`href="/${language}/products"`);
    }
  });

  it('a failing upstream gives the generic error view with 500', async () => {
    const response = await fetch(`${other.url}/en/products/broken`);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('data-testid="error"');
  });

  it('an upstream in maintenance gives the maintenance view with 503', async () => {
    const response = await fetch(`${other.url}/en/products/resting`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('data-testid="maintenance"');
  });

  it('a description with scripts, handlers, javascript: URLs and iframes comes out clean', async () => {
    const response = await fetch(`${other.url}/en/products/hostile`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const description = html.match(/data-testid="product-description"[^>]*>([\s\S]*?)<\/div>/)![1]!;
    expect(description).toContain('<strong>print</strong>');
    expect(description).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(html).not.toContain('alert(1)');
  });
});
