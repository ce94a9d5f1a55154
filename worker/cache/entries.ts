// Where the data cache's entries live, nearest first: this isolate's memory, the location's cache
// (the Workers Cache API, shared by the isolates of a Cloudflare location; its operations are not
// KV operations), then KV. KV keeps each value with its content hash and the upstream's
// validators, and is written only when the value changed: when an entry was last checked against
// the upstream lives only in memory and the location's cache, so a refresh that finds nothing new
// costs no KV write, and a new isolate at a location reads no KV for entries another one read.
import type { ExecutionContext, KVNamespace } from '@cloudflare/workers-types';
import { log } from '../core/log.ts';
import { matchText, putText } from './location-cache.ts';
import { Lru } from './lru.ts';

/** Values larger than this (bytes of JSON) are served but not stored. */
export const MAX_ENTRY_BYTES = 512 * 1024;

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

/**
 * Entries this isolate has read or written, newest last: a warm page then reads nothing from KV.
 * Bounded by total JSON size (the parsed values take about three times as much heap).
 */
export const MEMORY_MAX_BYTES = 8 * 1024 * 1024;
const memory = new Lru<string, { record: Checked; bytes: number }>(MEMORY_MAX_BYTES, ({ bytes }) => bytes);

export async function contentHash(json: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const SPACE = 'data-entries';

export interface EntryStoreOptions {
  kv: KVNamespace;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  /** How long KV and the location's cache keep an entry (the maximum stale age). */
  keepSeconds: number;
}

export function entryStore({ kv, ctx, keepSeconds }: EntryStoreOptions) {
  const seconds = Math.max(60, Math.ceil(keepSeconds));

  function keepAtLocation(key: string, json: string): void {
    ctx.waitUntil(putText(SPACE, key, json, seconds));
  }

  async function fromLocation(key: string): Promise<Checked | undefined> {
    const text = await matchText(SPACE, key);
    if (text === undefined) return undefined;
    try {
      const record = JSON.parse(text) as Checked;
      memory.set(key, { record, bytes: text.length });
      return record;
    } catch {
      return undefined;
    }
  }

  return {
    /** The entry and its last check, from the nearest tier that has it; a failing KV throws. */
    async read(key: string): Promise<Checked | null> {
      const known = memory.get(key);
      if (known) return known.record;
      const located = await fromLocation(key);
      if (located) return located;
      const text = await kv.get(key, 'text');
      if (text === null) return null;
      const entry = JSON.parse(text) as Entry;
      // KV knows only when the value was written, and under which versions: its last check as far as KV can tell.
      const record: Checked = { entry, checked: entry.t, versions: entry.s };
      const json = JSON.stringify(record);
      memory.set(key, { record, bytes: json.length });
      keepAtLocation(key, json);
      return record;
    },

    /**
     * Records a check against the upstream: in memory and the location's cache always, in KV only
     * when `changed` (a new value). False when the value is too large to keep.
     */
    keep(key: string, record: Checked, changed: boolean): boolean {
      const json = JSON.stringify(record);
      if (json.length > MAX_ENTRY_BYTES) return false;
      memory.set(key, { record, bytes: json.length });
      keepAtLocation(key, json);
      if (changed) {
        ctx.waitUntil(
          kv.put(key, JSON.stringify(record.entry), { expirationTtl: seconds }).catch((error: unknown) => {
            log('error', `KV write failed: ${String(error)}`, { key });
          }),
        );
      }
      return true;
    },
  };
}
