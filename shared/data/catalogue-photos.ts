// The photos a catalogue names, found the same way by the Worker after a purge (worker/images/
// variants.ts) and by the local first fill (build/media-fill.ts): the upstream calls that list a
// purge scope's images, and every address in their answers that has variants (resizablePath).
// The paths are the upstream's (shared/data/endpoints.ts has them too, with checks that Node's own
// TypeScript loader cannot read, and build/ runs under it: tests/unit/image-url.test.ts keeps both equal).
import { resizablePath } from './image-url.ts';
import type { Query } from './source.ts';

/** What a purge can change (the purge route's scopes: worker/core/env.ts's PURGE_SCOPES). */
export type PhotoScope = 'all' | 'products' | 'product' | 'categories' | 'shared';

export interface PhotoCall {
  path: string;
  query: Query;
}

const whole = { limit: 'all' };
const LISTS: Record<Exclude<PhotoScope, 'all' | 'product'>, PhotoCall[]> = {
  // A product's every photo is in the list's entry (its `images`), so the whole list names them all.
  products: [{ path: 'products/', query: whole }],
  categories: [{ path: 'categories/', query: whole }],
  shared: [
    { path: 'slides/', query: whole },
    { path: 'partners/', query: whole },
    { path: 'certificates', query: {} },
  ],
};

/** The upstream calls whose answers name the photos a purge of `scope` (and `slug`) can change. */
export function photoCalls(scope: PhotoScope, slug?: string): PhotoCall[] {
  if (scope === 'product') return slug ? [{ path: `products/${encodeURIComponent(slug)}`, query: {} }] : [];
  if (scope === 'all') return [...LISTS.products, ...LISTS.categories, ...LISTS.shared];
  return LISTS[scope];
}

/** The paths (on the uploads' origin) of every photo with variants that a JSON answer names, each once. */
export function photoPaths(answer: unknown, uploadsOrigin: string, found = new Set<string>()): Set<string> {
  if (typeof answer === 'string') {
    const path = resizablePath(answer, uploadsOrigin);
    if (path !== undefined) found.add(path);
  } else if (Array.isArray(answer)) {
    for (const item of answer) photoPaths(item, uploadsOrigin, found);
  } else if (typeof answer === 'object' && answer !== null) {
    for (const value of Object.values(answer)) photoPaths(value, uploadsOrigin, found);
  }
  return found;
}
