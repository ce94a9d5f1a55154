// This isolate's memory: one LRU for everything the Worker keeps between requests, bounded by
// MEMORY_MAX_BYTES (policies.ts). Each store has its own space of keys in it; a value is kept for
// its lifetime, or until newer ones push it out. Values may be anything the owner sizes (a parsed
// entry, a decoded search index); as a tier (memoryTier) it keeps text and bytes.
import { Lru } from './lru.ts';
import { MEMORY_MAX_BYTES } from './policies.ts';
import { as, type Stored, type Tier } from './tier.ts';

const lru = new Lru<string, { value: unknown; until: number }>(MEMORY_MAX_BYTES);

export function memory<V>(space: string) {
  const at = (key: string) => `${space}\u0000${key}`;
  return {
    get(key: string): V | undefined {
      const kept = lru.get(at(key));
      if (kept && kept.until > Date.now()) return kept.value as V;
      if (kept) lru.delete(at(key));
      return undefined;
    },
    /** `size` in bytes, about (what the value costs the isolate). */
    set(key: string, value: V, seconds: number, size = 64): void {
      lru.set(at(key), { value, until: Date.now() + seconds * 1000 }, size + key.length);
    },
  };
}

export function memoryTier(space: string): Tier {
  const kept = memory<Stored>(space);
  return {
    get: (async (key: string, kind: 'text' | 'bytes') => {
      const value = kept.get(key);
      return value === undefined ? undefined : as(value, kind);
    }) as Tier['get'],
    async put(key, value, seconds) {
      kept.set(key, value, seconds, typeof value === 'string' ? value.length * 2 : value.byteLength);
    },
  };
}
