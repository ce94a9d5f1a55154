// The quote page's prices, read again from the catalogue each time the list is shown: each line's
// product through the Worker's /_api (the same calls and cached answers as the product pages).
import type { Language } from '../constants.ts';
import { apiBatches, apiCall, apiRequestUrl, type ApiCallResult } from '../data/api-url.ts';
import { endpointPath, ENDPOINTS } from '../data/endpoints.ts';
import { discountedPrice } from '../format/price.ts';

/** A line's product now: its title and unit price after discount; `gone` when the catalogue no longer has it; `unknown` when it could not be read. */
export type CatalogueEntry = { kind: 'found'; title: string; unit: number; price: number; discount: number | null } | { kind: 'gone' } | { kind: 'unknown' };

function entryOf(status: number, body: unknown): CatalogueEntry {
  if (status === 404) return { kind: 'gone' };
  const product = body as { title?: unknown; price?: unknown; discount?: unknown } | null;
  if (status !== 200 || typeof product?.title !== 'string' || typeof product.price !== 'number') return { kind: 'unknown' };
  const discount = typeof product.discount === 'number' ? product.discount : null;
  return { kind: 'found', title: product.title, price: product.price, discount, unit: discountedPrice(product.price, discount) };
}

export async function readCatalogue(language: Language, slugs: readonly string[], signal?: AbortSignal): Promise<Map<string, CatalogueEntry>> {
  const callOf = (slug: string) => apiCall(endpointPath(ENDPOINTS.product, slug), {});
  const entries = new Map<string, CatalogueEntry>();
  await Promise.all(
    apiBatches(slugs.map(callOf)).map(async (calls) => {
      let results: { call: string; entry: CatalogueEntry }[];
      try {
        const response = await fetch(apiRequestUrl(language, calls), { headers: { Accept: 'application/json' }, signal });
        if (calls.length === 1) {
          results = [{ call: calls[0]!, entry: entryOf(response.status, response.ok ? await response.json() : null) }];
        } else {
          const body = response.ok ? ((await response.json()) as { results: ApiCallResult[] }) : { results: [] };
          results = calls.map((call, index) => {
            const result = body.results[index];
            return { call, entry: result ? entryOf(result.status, result.status === 200 ? result.data : null) : { kind: 'unknown' as const } };
          });
        }
      } catch (error) {
        if (signal?.aborted) throw error;
        results = calls.map((call) => ({ call, entry: { kind: 'unknown' as const } }));
      }
      for (const { call, entry } of results) {
        const slug = slugs.find((item) => callOf(item) === call);
        if (slug) entries.set(slug, entry);
      }
    }),
  );
  return entries;
}
