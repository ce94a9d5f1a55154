// Which products home's 'Explore our products' grid shows: never a copy of the new arrivals above
// it. From a pool of the catalogue's flagships (its dearest products), those not among the new
// arrivals come first, one per category before a second of any, then the new arrivals only if
// the pool has nothing else.
import type { ProductSummary } from '../data/types.ts';

export function exploreGrid(pool: readonly ProductSummary[], newArrivals: readonly { slug: string }[], limit: number): ProductSummary[] {
  const arrived = new Set(newArrivals.map((product) => product.slug));
  const fresh = pool.filter((product) => !arrived.has(product.slug));
  const seen = new Set<string>();
  const firstOfCategory = fresh.filter((product) => {
    const category = product.category?.slug ?? '';
    if (seen.has(category)) return false;
    seen.add(category);
    return true;
  });
  const rest = fresh.filter((product) => !firstOfCategory.includes(product));
  // A catalogue whose flagships are all new shows them rather than an empty section.
  return (fresh.length > 0 ? [...firstOfCategory, ...rest] : [...pool]).slice(0, limit);
}
