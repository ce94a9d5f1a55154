// The entities of the upstream catalogue API (docs/upstream-contract.md), checked at the boundary.
import { array, boolean, lazy, nullable, number, object, string, type Check, type Checked } from './validate.ts';

export const productImage = object({ id: number, url: string });
export type ProductImage = Checked<typeof productImage>;

export interface CategoryRef {
  slug: string;
  title: string;
  parent: CategoryRef | null;
}
export const categoryRef: Check<CategoryRef> = object({
  slug: string,
  title: string,
  parent: nullable(lazy(() => categoryRef)),
});

export const productSummary = object({
  slug: string,
  title: string,
  price: number,
  discount: nullable(number),
  is_new: boolean,
  created_at: string,
  /** Not in the upstream contract: used for the sitemap's lastmod when the upstream sends it. */
  updated_at: nullable(string),
  images: array(productImage),
  category: nullable(categoryRef),
});
export type ProductSummary = Checked<typeof productSummary>;

/**
 * A product as its card shows it: the summary less what no card reads (dates, category, images
 * past the hover one). Loaders hand cards this, so the hydration data carries no more.
 */
export type CardProduct = Pick<ProductSummary, 'slug' | 'title' | 'price' | 'discount' | 'is_new' | 'images'>;

export function toCard({ slug, title, price, discount, is_new, images }: ProductSummary): CardProduct {
  return { slug, title, price, discount, is_new, images: images.slice(0, 2) };
}

const productFeature = object({ name: string, value: string });

export const product = object({
  slug: string,
  title: string,
  description: string,
  price: number,
  discount: nullable(number),
  is_new: boolean,
  created_at: string,
  images: array(productImage),
  features: array(productFeature),
  category: nullable(categoryRef),
});
export type Product = Checked<typeof product>;

export interface Category {
  slug: string;
  title: string;
  image: string | null;
  children: Category[];
}
export const category: Check<Category> = object({
  slug: string,
  title: string,
  image: nullable(string),
  children: array(lazy(() => category)),
});

export const categoryDetail = object({
  slug: string,
  title: string,
  image: nullable(string),
  parent: nullable(object({ slug: string, title: nullable(string) })),
  children: array(object({ slug: string, title: string, image: nullable(string) })),
});
export type CategoryDetail = Checked<typeof categoryDetail>;

export const slide = object({ image: string, title: nullable(string), description: nullable(string), url: nullable(string) });
export type Slide = Checked<typeof slide>;

export const partner = object({ title: string, image: string, is_reference: boolean });
export type Partner = Checked<typeof partner>;

export const certificate = object({ title: string, image: string });
export type Certificate = Checked<typeof certificate>;

export const social = object({ url: string, icon: string, title: string });
export type Social = Checked<typeof social>;

export const contactInformation = object({
  address: nullable(string),
  email: nullable(string),
  phone: nullable(string),
  working_hours: nullable(string),
  map_url: nullable(string),
  socials: array(social),
});
export type ContactInformation = Checked<typeof contactInformation>;

export interface Paginated<T> {
  count: number;
  results: T[];
}
export function paginated<T>(item: Check<T>): Check<Paginated<T>> {
  return object({ count: number, results: array(item) });
}

/** A page of products; a search that found nothing may carry a corrected query (the site's own search, worker/search/suggest.ts). */
export interface ProductPage extends Paginated<ProductSummary> {
  suggestion?: string;
}
const productPages = paginated(productSummary);
export const productPage: Check<ProductPage> = (value, path) => {
  const page: ProductPage = productPages(value, path);
  const suggestion = (value as { suggestion?: unknown }).suggestion;
  if (typeof suggestion === 'string' && suggestion !== '') page.suggestion = suggestion;
  return page;
};
