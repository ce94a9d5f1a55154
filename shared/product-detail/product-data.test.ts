import { describe, expect, it } from 'vitest';
import type { Product } from '../data/types.ts';
import { breadcrumbJsonLd, categoryTrail, metaDescription, productJsonLd } from './product-data.ts';
import { htmlToText } from '../format/html-text.ts';
import { categoryPath } from '../urls.ts';

const product: Product = {
  slug: 'epson-tm-t20',
  title: 'Epson TM-T20',
  description: '<p>Fast <strong>receipt</strong>&nbsp;printer &amp; cutter.</p>\n<ul><li>USB</li><li>LAN</li></ul>',
  price: 250,
  discount: 10,
  is_new: true,
  created_at: '2026-11-01T00:00:00Z',
  images: [
    { id: 1, url: 'https://img.test/1.png' },
    { id: 2, url: 'https://img.test/2.png' },
  ],
  features: [{ name: 'Width', value: '80 mm' }],
  category: { slug: 'receipt-printers', title: 'Receipt printers', parent: { slug: 'printers', title: 'Printers', parent: null } },
};
const context = { origin: 'https://site.test', language: 'en' as const, phone: '+994 12 000 00 00' };

describe('description as text', () => {
  it('removes tags, decodes entities and collapses white space', () => {
    expect(htmlToText(product.description)).toBe('Fast receipt printer & cutter. USB LAN');
    expect(htmlToText('a<script>alert(1)</script>b<style>p{}</style>')).toBe('a b');
    expect(htmlToText('&#601;&#x259; &lt;b&gt;')).toBe('əə <b>');
  });

  it('cuts the meta description at a word with an ellipsis', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    const text = metaDescription(long);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
    expect(metaDescription('<p>short</p>')).toBe('short');
  });
});

describe('category trail', () => {
  it('goes from the root to the leaf', () => {
    expect(categoryTrail(product.category)).toEqual([
      { slug: 'printers', title: 'Printers' },
      { slug: 'receipt-printers', title: 'Receipt printers' },
    ]);
    expect(categoryTrail(null)).toEqual([]);
    expect(categoryPath('a b')).toBe('products?category=a%20b');
  });
});

describe('structured data', () => {
  it('describes the product with an offer in AZN at the discounted price', () => {
    const data = productJsonLd(product, context);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Epson TM-T20',
      sku: 'epson-tm-t20',
      image: ['https://img.test/1.png', 'https://img.test/2.png'],
      description: 'Fast receipt printer & cutter. USB LAN',
      brand: { name: 'HesabPOS' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'AZN',
        price: '225.00',
        url: 'https://site.test/en/products/epson-tm-t20',
        availability: 'https://schema.org/InStock',
        seller: { contactPoint: { telephone: '+994 12 000 00 00', contactType: 'customer service' } },
      },
    });
    expect(productJsonLd({ ...product, discount: null }, { ...context, phone: null }).offers).toMatchObject({ price: '250.00', seller: { name: 'HesabPOS' } });
  });

  it('lists products, each category and the product as breadcrumbs', () => {
    const data = breadcrumbJsonLd(product, { products: 'Products' }, context);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Products', item: 'https://site.test/en/products' },
      { '@type': 'ListItem', position: 2, name: 'Printers', item: 'https://site.test/en/products?category=printers' },
      { '@type': 'ListItem', position: 3, name: 'Receipt printers', item: 'https://site.test/en/products?category=receipt-printers' },
      { '@type': 'ListItem', position: 4, name: 'Epson TM-T20', item: 'https://site.test/en/products/epson-tm-t20' },
    ]);
  });
});
