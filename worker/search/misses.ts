// Searches that found nothing, counted per language and day, so that new glossary names come from
// real traffic. Only the normalized query is kept (its folded meaningful words, as ranking reads
// them): no address, no cookie, nothing else of the request. Each isolate counts in memory and
// merges its counts into the location's cache (the Cache API, shared by the location's isolates)
// at most every FLUSH_MS: no KV write, nothing billed. The price is that the counts are
// statistics, not accounts: two isolates merging at the same moment can lose one's counts, and a
// location's cache may evict the day's entry. The purge-token endpoint
// (worker/routes/search-misses.ts) reads the day's merged counts plus this isolate's own.
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { matchText, putText } from '../cache/location-cache.ts';

const SPACE = 'search-misses';
const FLUSH_MS = 5 * 60_000;
/** How long a day's counts are kept in the location's cache. */
const KEEP_SECONDS = 35 * 86_400;
/** Shorter queries are typing in progress in the search modal. */
const MIN_QUERY_LENGTH = 3;
const MAX_QUERY_LENGTH = 80;
/** Distinct queries kept per day and language; the least asked beyond them are counted under OTHER. */
const MAX_QUERIES = 500;
const OTHER = '(other)';

type Counts = Record<Language, Record<string, number>>;

const pending = new Map<string, Counts>();
let lastFlush = 0;

export const dayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);

const empty = (): Counts => ({ az: {}, ru: {}, en: {} });

/** Adds `more` into `into`, keeping at most MAX_QUERIES queries per language. */
function merge(into: Counts, more: Counts): Counts {
  for (const language of LANGUAGES) {
    const counts = into[language];
    for (const [query, count] of Object.entries(more[language] ?? {})) counts[query] = (counts[query] ?? 0) + count;
    if (Object.keys(counts).length <= MAX_QUERIES) continue;
    const sorted = Object.entries(counts)
      .filter(([query]) => query !== OTHER)
      .sort((a, b) => b[1] - a[1]);
    const kept = Object.fromEntries(sorted.slice(0, MAX_QUERIES - 1));
    kept[OTHER] = sorted.slice(MAX_QUERIES - 1).reduce((sum, [, count]) => sum + count, counts[OTHER] ?? 0);
    into[language] = kept;
  }
  return into;
}

async function stored(day: string): Promise<Counts> {
  try {
    const text = await matchText(SPACE, day);
    return text ? merge(empty(), JSON.parse(text) as Counts) : empty();
  } catch {
    return empty();
  }
}

async function flush(): Promise<void> {
  for (const [day, counts] of [...pending]) {
    pending.delete(day);
    await putText(SPACE, day, JSON.stringify(merge(await stored(day), counts)), KEEP_SECONDS);
  }
}

/** Counts one search that found nothing; merges this isolate's counts into the location's cache now and then. */
export async function recordMiss(language: Language, query: string, now = Date.now()): Promise<void> {
  if (query.length < MIN_QUERY_LENGTH) return;
  const day = dayOf(now);
  const counts = pending.get(day) ?? empty();
  pending.set(day, merge(counts, { ...empty(), [language]: { [query.slice(0, MAX_QUERY_LENGTH)]: 1 } }));
  if (now - lastFlush < FLUSH_MS) return;
  lastFlush = now;
  await flush();
}

/** A day's misses per language, most asked first, the rest counted together last. */
export async function readMisses(day: string): Promise<Record<Language, { query: string; count: number }[]>> {
  const counts = merge(await stored(day), pending.get(day) ?? empty());
  const list = (language: Language) =>
    Object.entries(counts[language])
      // Most asked first; the rest counted together last, as it is no query.
      .sort((a, b) => Number(a[0] === OTHER) - Number(b[0] === OTHER) || b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([query, count]) => ({ query, count }));
  return { az: list('az'), ru: list('ru'), en: list('en') };
}
