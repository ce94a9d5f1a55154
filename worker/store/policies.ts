// How long each store keeps what it keeps, by name, in one place (as Hydrogen's CacheLong() or
// Epic Stack's cachified name theirs): every store reads its lifetimes here. Seconds; FOREVER is
// until replaced. The data cache's entries live as long as the maximum stale age the site's
// variables give (worker/core/config.ts), so they take it as an argument.
import type { CacheConfig } from '../core/config.ts';

export const FOREVER = Infinity;

/** Everything an isolate keeps between requests, in the one LRU (memory.ts), by bytes. */
export const MEMORY_MAX_BYTES = 16 * 1024 * 1024;

export const POLICIES = {
  /**
   * Scope versions (one object in the R2 bucket STATE, until the next purge): the location's copy
   * for 30 s, so a purge made at another location shows up to that much later. None in memory: a
   * purge through another isolate of the location shows at once.
   */
  versions: { location: 30 },
  /** Data cache entries: as long as they may be served stale when the upstream fails, in every tier. */
  dataEntries: (cache: CacheConfig) => {
    const seconds = Math.max(60, Math.ceil(cache.maxStaleSeconds));
    return { memory: seconds, location: seconds, kv: seconds };
  },
  /**
   * An upstream 404, under the data entry's key in memory and the location's cache, never KV: a
   * flood for one missing product costs one call a minute per location, and no KV write.
   */
  upstreamNotFound: { memory: 60, location: 60 },
  /**
   * A language's search index: this isolate answers from its copy and looks for a newer one past a
   * minute (in the background); the location keeps KV's copy for a minute; KV until the next build.
   */
  searchIndex: { memory: 60, location: 60, kv: FOREVER },
  /** A search that meets no index, or an old one, asks for a build at most this often per isolate (noted with its copy of the index). */
  searchBuildAsked: { memory: 60 },
} as const;
