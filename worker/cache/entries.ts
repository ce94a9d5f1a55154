// Where the data cache's entries live, nearest first (worker/store/): this isolate's memory, the
// location's cache, then KV, which is written only when a value changed and never for an upstream
// 404 (KV's writes are scarce: docs/caching.md#data-cache).
import type { ExecutionContext, KVNamespace } from '@cloudflare/workers-types';
import type { CacheConfig } from '../core/config.ts';
import { kvTier } from '../store/kv.ts';
import { locationTier } from '../store/location.ts';
import { memory } from '../store/memory.ts';
import { POLICIES } from '../store/policies.ts';

/** Values larger than this (bytes of JSON) are served but not stored. */
const MAX_ENTRY_BYTES = 512 * 1024;

/** An entry as KV keeps it: rewritten only when its value changes. */
export interface Entry {
  v: unknown;
  /** SHA-256 of the value's JSON: a 200 with the same content is no change. */
  h: string;
  /** The upstream's ETag and Last-Modified, for a conditional refresh. */
  e?: string;
  m?: string;
  /** When it was written, ms since the epoch, and under which scope versions. */
  t: number;
  s: string;
}

/** An entry and its last check against the upstream, as memory and the location's cache keep it. */
export interface Checked {
  entry: Entry;
  /** When the upstream last confirmed it, ms since the epoch. */
  checked: number;
  /** The scope versions current at that check: a purge since then makes it due at once. */
  versions: string;
}

/** The upstream's 404 at a check (under those scope versions), in place of an entry. */
export interface Missing {
  missing: true;
  versions: string;
}

const SPACE = 'data-entries';
/** Parsed, so that a warm page parses nothing; sized by their JSON (the parsed values take about three times as much heap). */
const inMemory = memory<Checked | Missing>(SPACE);
const atLocation = locationTier(SPACE);

export function entryStore({ kv, ctx, cache }: { kv: KVNamespace; ctx: Pick<ExecutionContext, 'waitUntil'>; cache: CacheConfig }) {
  const lifetimes = POLICIES.dataEntries(cache);
  const inKv = kvTier(kv);
  // An upstream 404 is kept for POLICIES.upstreamNotFound, in memory and the location's cache only.
  const lifetimesOf = (record: Checked | Missing) => ('missing' in record ? POLICIES.upstreamNotFound : lifetimes);
  const remember = (key: string, record: Checked | Missing, json: string) => inMemory.set(key, record, lifetimesOf(record).memory, json.length);

  /**
   * Records a check against the upstream (an entry, or its 404): in memory and the location's cache
   * always, in KV only when `changed` (a new value); nowhere when too large to keep.
   */
  function keep(key: string, record: Checked | Missing, changed = false): void {
    const json = JSON.stringify(record);
    if (json.length > MAX_ENTRY_BYTES) return;
    remember(key, record, json);
    ctx.waitUntil(atLocation.put(key, json, lifetimesOf(record).location));
    if (changed && 'entry' in record) ctx.waitUntil(inKv.put(key, JSON.stringify(record.entry), lifetimes.kv));
  }

  return {
    /** The entry (or 404) and its last check, from the nearest tier that has it; a failing KV throws. */
    async read(key: string): Promise<Checked | Missing | null> {
      const known = inMemory.get(key);
      if (known) return known;
      const located = await atLocation.get(key, 'text');
      if (located !== undefined) {
        try {
          const record = JSON.parse(located) as Checked | Missing;
          remember(key, record, located);
          return record;
        } catch {
          // Unreadable: as if the location had none.
        }
      }
      const text = await inKv.get(key, 'text');
      if (text === undefined) return null;
      const entry = JSON.parse(text) as Entry;
      // KV knows only when the value was written, and under which versions: its last check as far as KV can tell.
      const record: Checked = { entry, checked: entry.t, versions: entry.s };
      keep(key, record);
      return record;
    },

    keep,
  };
}
