// Builds the stored search indexes (stored-index.ts) off the request path, in the search queue's
// consumer (SEARCH_QUEUE): a run reads the language's whole product list, fetches at most
// SEARCH_DETAILS_PER_RUN details it lacks or that changed (a Free-plan run may make 50 subrequests),
// stores the search index when anything changed or it is older than product data's freshness, and
// queues the next run while details remain. Who asks for builds, and what one costs: docs/search.md.
import type { KVNamespace, MessageBatch, Queue } from '@cloudflare/workers-types';
import type { Language } from '../../shared/constants.ts';
import { ENDPOINTS, endpointPath } from '../../shared/data/endpoints.ts';
import { UpstreamError } from '../../shared/data/errors.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import type { Query } from '../../shared/data/source.ts';
import type { Check } from '../../shared/data/validate.ts';
import type { Config } from '../core/config.ts';
import type { SearchBuild } from '../core/env.ts';
import { log } from '../core/log.ts';
import { sha256 } from '../store/hash.ts';
import { fetchUpstream } from '../upstream/client.ts';
import { categoryTitles, encodeIndex, indexKey, readForBuild, writeIndex } from './stored-index.ts';
import { detailTexts } from './feature-words.ts';
import { buildIndex } from './search-index.ts';

/**
 * What the builder keeps between runs, in the search index's own KV value (one write a run): each
 * product's searchable details (feature-words.ts: feature values and what it has; the other
 * feature names with the description), when they were fetched, and the `updated_at` they were fetched at.
 */
type Texts = Record<string, { updated: string | null; at: number; features: string[]; description: string }>;
/** Details fetched at once. */
const CONCURRENCY = 6;

/** A digest of what a product list gives the index (slugs, titles, categories, in order); prices and the rest of the cards are not in it. */
const listDigest = (list: readonly ProductSummary[]): string =>
  sha256(JSON.stringify(list.map((product) => [product.slug, product.title, categoryTitles(product)])));

async function upstream<T>(config: Config, path: string, query: Query, language: Language, check: Check<T>): Promise<T> {
  const answer = await fetchUpstream(config, path, query, language);
  if (answer.notModified) throw new UpstreamError('upstream', `Unasked 304: ${path}`);
  return check(answer.value, '');
}

/** One run for one language; what is left for the next run, if anything. */
async function buildOne(kv: KVNamespace, config: Config, build: SearchBuild): Promise<SearchBuild | undefined> {
  const language = build.search;
  const stored = await readForBuild(kv, language);
  // A language nobody has searched yet has no search index to keep current.
  if (!stored && build.update) return undefined;
  const list = (await upstream(config, endpointPath(ENDPOINTS.products), { limit: 'all' }, language, ENDPOINTS.products.check)).results;
  if (list.length > config.searchIndexMaxProducts) {
    // Too large for the Worker's search (decision 021): one built while the catalogue was smaller stops answering.
    if (stored) await kv.delete(indexKey(language));
    return undefined;
  }
  const texts = JSON.parse(stored?.state || '{}') as Texts;
  const now = Date.now();
  const again = new Set(build.slugs ?? []);
  const due = list
    .filter((product) => {
      const known = texts[product.slug];
      const updated = product.updated_at ?? null;
      return (
        !known ||
        again.has(product.slug) ||
        known.updated !== updated ||
        // A purge of the whole catalogue: what cannot tell whether it changed (no updated_at) is fetched again.
        (updated === null && known.at < (build.after ?? 0)) ||
        now - known.at > config.cache.maxStaleSeconds * 1000
      );
    })
    // The products a purge named first.
    .sort((a, b) => Number(again.has(b.slug)) - Number(again.has(a.slug)));
  const batch = due.slice(0, config.searchDetailsPerRun);
  let failures = 0;
  for (let at = 0; at < batch.length; at += CONCURRENCY) {
    await Promise.all(
      batch.slice(at, at + CONCURRENCY).map(async (product: ProductSummary) => {
        try {
          const detail = await upstream(config, endpointPath(ENDPOINTS.product, product.slug), {}, language, ENDPOINTS.product.check);
          texts[product.slug] = { updated: product.updated_at ?? null, at: now, ...detailTexts(detail) };
        } catch (error) {
          // Gone since the list was read: nothing to search. Any other failure: the next run tries again.
          if (error instanceof UpstreamError && error.kind === 'not-found') texts[product.slug] = { updated: null, at: now, features: [], description: '' };
          else failures++;
        }
      }),
    );
  }
  if (batch.length > 0 && failures === batch.length) throw new Error(`no product detail could be read (${failures} tried)`);
  const inList = new Set(list.map((product) => product.slug));
  for (const slug of Object.keys(texts)) if (!inList.has(slug)) delete texts[slug];
  const remaining = due.length - batch.length + failures;
  const digest = listDigest(list);
  // A new list is searchable at once, and each run's new details too; an old search index is marked
  // checked, so that searches stop asking. A run with none of these writes nothing.
  const old = !!stored && now - stored.header.builtAt > config.cache.freshProductsSeconds * 1000;
  if (!stored || stored.header.digest !== digest || batch.length > failures || old) {
    // A product's texts hold its features and description (and when they were fetched, which the index does not read).
    const index = buildIndex(
      list.map((product) => ({ title: product.title, categories: categoryTitles(product), ...texts[product.slug] })),
      language,
    );
    const described = Object.keys(texts).length;
    await writeIndex(kv, language, encodeIndex({ digest, builtAt: Date.now(), described }, list, index, JSON.stringify(texts)));
    log('info', 'search index built', { language, products: list.length, described, remaining });
  }
  if (remaining === 0) return undefined;
  const fetched = new Set(batch.map((product) => product.slug));
  const slugs = [...again].filter((slug) => inList.has(slug) && !fetched.has(slug));
  return { search: language, ...(build.after ? { after: build.after } : {}), ...(slugs.length > 0 ? { slugs } : {}) };
}

/** The search queue's consumer: one run per language asked for; a failure retries that language's queue messages. */
export async function buildIndexes(batch: MessageBatch<SearchBuild>, kv: KVNamespace, config: Config, queue: Queue<SearchBuild> | undefined): Promise<void> {
  // The Worker's search switched off: nothing to build.
  if (config.searchIndexMaxProducts === 0) return batch.ackAll();
  for (const language of new Set(batch.messages.map((queued) => queued.body.search))) {
    const asks = batch.messages.filter((queued) => queued.body.search === language);
    const bodies = asks.map((ask) => ask.body);
    const after = Math.max(0, ...bodies.map((body) => body.after ?? 0));
    const build: SearchBuild = {
      search: language,
      ...(after ? { after } : {}),
      slugs: [...new Set(bodies.flatMap((body) => body.slugs ?? []))],
      // A search's ask builds the first search index; purges only keep one current.
      update: bodies.every((body) => body.update),
    };
    try {
      const next = await buildOne(kv, config, build);
      if (next) await queue?.send(next);
      for (const ask of asks) ask.ack();
    } catch (error) {
      log('error', `search index build failed: ${String(error)}`, { language });
      for (const ask of asks) ask.retry();
    }
  }
}
