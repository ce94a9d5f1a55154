// Where the search index of a product list is kept: in this isolate's memory, and serialized in the
// location's cache (the Cache API, shared by the location's isolates, not billed) under a digest of
// the list's texts. So the index is built once per catalogue change (a purge or a refresh that
// changed a title or a category makes another digest) and language, and every other isolate loads
// the stored bytes (a fraction of the build's time) instead of building it again.
import { createHash } from 'node:crypto';
import type { Language } from '../../shared/constants.ts';
import { internalUrl, locationCache } from '../cache/location-cache.ts';
import { log } from '../core/log.ts';
import { buildIndex, FORMAT, loadIndex, serializeIndex, type Searchable, type SearchIndex } from './search-index.ts';

const SPACE = 'search-index';
/** Stored indexes of lists that changed since are never asked for again; the cache drops them after this. */
const KEEP_SECONDS = 7 * 86_400;

const inMemory = new Map<Language, { texts: string; index: SearchIndex }>();

export async function indexOf(items: Searchable[], language: Language): Promise<SearchIndex> {
  const texts = JSON.stringify(items);
  const known = inMemory.get(language);
  if (known?.texts === texts) return known.index;
  const url = internalUrl(SPACE, `${FORMAT}/${language}/${createHash('sha256').update(texts).digest('hex')}`);
  const cache = locationCache();
  const stored = await cache?.match(url).catch(() => undefined);
  let index: SearchIndex | undefined;
  try {
    if (stored) index = loadIndex(new Uint8Array(await stored.arrayBuffer()));
  } catch (error) {
    log('error', `stored search index unreadable: ${String(error)}`, { language });
  }
  if (!index) {
    index = buildIndex(items, language);
    const response = new Response(serializeIndex(index), { headers: { 'Cache-Control': `max-age=${KEEP_SECONDS}` } });
    await cache?.put(url, response).catch((error: unknown) => log('error', `Cache API write failed: ${String(error)}`, { language }));
  }
  inMemory.set(language, { texts, index });
  return index;
}
