// What the compare page's loader reads: the products its address names, each known one once, at
// most COMPARE_MAX, in the address's order. A slug the fresh catalogue lacks costs no upstream call.
import { COMPARE_MAX } from '../constants.ts';
import type { DataApi } from '../data/api.ts';
import { UpstreamError } from '../data/errors.ts';
import type { CategoryRef, Product } from '../data/types.ts';

/** A product as its compare column shows it: the detail less its description and all but its first image. */
export interface CompareProduct {
  slug: string;
  title: string;
  price: number;
  discount: number | null;
  is_new: boolean;
  image: string | null;
  category: string | null;
  features: { name: string; value: string }[];
}

/** A product's category as one line, its leaf last ("POS terminals › Touch POS terminals"); null without one. */
function categoryTrailTitle(category: CategoryRef | null): string | null {
  const titles: string[] = [];
  for (let node = category; node; node = node.parent) titles.unshift(node.title);
  return titles.length ? titles.join(' › ') : null;
}

export function toCompareProduct(product: Product): CompareProduct {
  const { slug, title, price, discount, is_new, images, features, category } = product;
  return { slug, title, price, discount, is_new, image: images[0]?.url ?? null, category: categoryTrailTitle(category), features };
}

/**
 * The first COMPARE_MAX products of `slugs` that exist. A slug the cached catalogue rules out is
 * skipped unread; the others are read a few at a time, only as many as still fit.
 */
export async function readCompared(api: DataApi, slugs: readonly string[]): Promise<Product[]> {
  const ruledOut = await Promise.all(
    slugs.map(async (slug) => {
      const catalogue = await api.known.allProductsFor(slug);
      return catalogue !== undefined && !catalogue.results.some((item) => item.slug === slug);
    }),
  );
  const candidates = slugs.filter((_, index) => !ruledOut[index]);
  const found: Product[] = [];
  let next = 0;
  while (found.length < COMPARE_MAX && next < candidates.length) {
    const batch = candidates.slice(next, next + COMPARE_MAX - found.length);
    next += batch.length;
    const read = await Promise.allSettled(batch.map((slug) => api.product(slug)));
    for (const outcome of read) {
      if (outcome.status === 'fulfilled') found.push(outcome.value);
      else if (!(outcome.reason instanceof UpstreamError && outcome.reason.kind === 'not-found')) throw outcome.reason;
    }
  }
  return found;
}
