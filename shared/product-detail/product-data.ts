// What the product detail page derives from a product for its head: plain-text description,
// the category trail, and its schema.org Product and BreadcrumbList data.
import type { CategoryRef, Product } from '../data/types.ts';
import { CURRENCY, SITE_NAME, type Language } from '../constants.ts';
import { discountedPrice } from '../format/price.ts';
import { categoryPath, pageUrl, PRODUCTS_PATH, productPath } from '../urls.ts';
import { breadcrumbData } from '../shell/structured-data.ts';
import { htmlToText } from '../format/html-text.ts';

/** Length of a meta description, as search engines show it. */
export const META_DESCRIPTION_LENGTH = 160;

/** The description for <meta name="description">: plain text cut at a word, with an ellipsis. */
export function metaDescription(html: string, max = META_DESCRIPTION_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The product's categories from the root to the leaf. */
export function categoryTrail(category: CategoryRef | null): { slug: string; title: string }[] {
  const trail: { slug: string; title: string }[] = [];
  for (let node = category; node; node = node.parent) trail.unshift({ slug: node.slug, title: node.title });
  return trail;
}

/** The product list filtered by a category, after /{lang}/. */
export interface ProductDataContext {
  origin: string;
  language: Language;
  /** Customer-service phone from the contact information, when there is one. */
  phone: string | null;
}

export function productJsonLd(product: Product, { origin, language, phone }: ProductDataContext) {
  const url = pageUrl(origin, language, productPath(product.slug));
  const seller: Record<string, unknown> = { '@type': 'Organization', name: SITE_NAME, url: pageUrl(origin, language, '') };
  if (phone) seller.contactPoint = { '@type': 'ContactPoint', telephone: phone, contactType: 'customer service', areaServed: 'AZ' };
  const trail = categoryTrail(product.category);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.slug,
    url,
    image: product.images.map((image) => image.url),
    description: htmlToText(product.description),
    brand: { '@type': 'Brand', name: SITE_NAME },
    ...(trail.length ? { category: trail.map((node) => node.title).join(' > ') } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: CURRENCY,
      price: discountedPrice(product.price, product.discount).toFixed(2),
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller,
    },
  };
}

/** Products > each category from the root > the product, as a BreadcrumbList. */
export function breadcrumbJsonLd(product: Product, texts: { products: string }, { origin, language }: Pick<ProductDataContext, 'origin' | 'language'>) {
  return breadcrumbData(origin, language, [
    { name: texts.products, path: PRODUCTS_PATH },
    ...categoryTrail(product.category).map((node) => ({ name: node.title, path: categoryPath(node.slug) })),
    { name: product.title, path: productPath(product.slug) },
  ]);
}
