// The buyer's short list: the products chosen to compare and the quote list with quantities.
// It lives in the browser only (valtio, saved to local storage: no cookie, so nothing of it
// reaches the server and every page stays the same for every visitor). It is read after
// hydration (useShortlist), so the first render in the browser is the server's.
import { useEffect } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { COMPARE_MAX, QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '../constants.ts';
import { isSlug } from '../data/slug.ts';
import { useHydrated } from './use-hydrated.ts';

export interface QuoteLine {
  slug: string;
  quantity: number;
  /** The title when it was added, in that page's language: shown while the catalogue is read, and for a product gone from it. */
  title: string;
}

/** The local storage key; its value carries a version so that a later shape can read an older one. */
export const SHORTLIST_STORAGE_KEY = 'hesabpos.shortlist';
const VERSION = 1;

export const shortlist = proxy({ compare: [] as string[], quote: [] as QuoteLine[] });

/** A quantity as a line keeps it: a whole number from 1 to QUOTE_MAX_QUANTITY. */
export function clampQuantity(value: number): number {
  return Number.isFinite(value) ? Math.min(QUOTE_MAX_QUANTITY, Math.max(1, Math.trunc(value))) : 1;
}

/** What local storage held, kept only where it is well formed (another tab, an older version or a person may have written it). */
export function readStored(text: string | null): { compare: string[]; quote: QuoteLine[] } {
  const empty = { compare: [], quote: [] };
  if (!text) return empty;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return empty;
  }
  if (typeof value !== 'object' || value === null || (value as { v?: unknown }).v !== VERSION) return empty;
  const { compare, quote } = value as { compare?: unknown; quote?: unknown };
  const slugs = Array.isArray(compare) ? compare.filter((slug): slug is string => typeof slug === 'string' && isSlug(slug)) : [];
  const lines = Array.isArray(quote)
    ? quote.flatMap((line): QuoteLine[] => {
        const { slug, quantity, title } = (line ?? {}) as Partial<QuoteLine>;
        if (typeof slug !== 'string' || !isSlug(slug) || typeof quantity !== 'number') return [];
        return [{ slug, quantity: clampQuantity(quantity), title: typeof title === 'string' ? title.slice(0, 300) : slug }];
      })
    : [];
  return { compare: [...new Set(slugs)].slice(0, COMPARE_MAX), quote: lines.slice(0, QUOTE_MAX_LINES) };
}

let started = false;

/** Loads the list once, then saves each change and takes another tab's. */
function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const load = () => {
    let text: string | null = null;
    try {
      text = window.localStorage.getItem(SHORTLIST_STORAGE_KEY);
    } catch {
      // Storage switched off: the list lasts as long as the page.
    }
    Object.assign(shortlist, readStored(text));
  };
  load();
  subscribe(shortlist, () => {
    try {
      window.localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify({ v: VERSION, compare: shortlist.compare, quote: shortlist.quote }));
    } catch {
      // Full or switched off: kept for this page only.
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key === SHORTLIST_STORAGE_KEY) load();
  });
}

/** The list as a component shows it: empty on the server and while hydrating, the stored one after. */
export function useShortlist(): { ready: boolean; compare: readonly string[]; quote: readonly QuoteLine[] } {
  const hydrated = useHydrated();
  useEffect(start, []);
  const snapshot = useSnapshot(shortlist);
  return hydrated ? { ready: true, compare: snapshot.compare, quote: snapshot.quote } : { ready: false, compare: [], quote: [] };
}

/** Adds a product to the comparison, or takes it out; false when the comparison is already full. */
export function toggleCompare(slug: string): boolean {
  const at = shortlist.compare.indexOf(slug);
  if (at >= 0) {
    shortlist.compare.splice(at, 1);
    return true;
  }
  if (shortlist.compare.length >= COMPARE_MAX) return false;
  shortlist.compare.push(slug);
  return true;
}

/** The comparison as a compare page shows it: what a visitor opens (or reaches by a link) becomes their choice. */
export function setCompare(slugs: readonly string[]): void {
  if (slugs.join(',') !== shortlist.compare.join(',')) shortlist.compare = slugs.slice(0, COMPARE_MAX);
}

/** Adds `quantity` of a product (to its line if it has one); false when the list is full. */
export function addToQuote(slug: string, title: string, quantity = 1): boolean {
  const line = shortlist.quote.find((item) => item.slug === slug);
  if (line) {
    line.quantity = clampQuantity(line.quantity + quantity);
    return true;
  }
  if (shortlist.quote.length >= QUOTE_MAX_LINES) return false;
  shortlist.quote.push({ slug, title, quantity: clampQuantity(quantity) });
  return true;
}

export function setQuantity(slug: string, quantity: number): void {
  const line = shortlist.quote.find((item) => item.slug === slug);
  if (line) line.quantity = clampQuantity(quantity);
}

export function removeFromQuote(slug: string): void {
  shortlist.quote = shortlist.quote.filter((item) => item.slug !== slug);
}

export function clearQuote(): void {
  shortlist.quote = [];
}
