// One tier of storage: text or bytes under a key, kept for a lifetime (policies.ts names them).
// Every store of the Worker is built from these, nearest first: this isolate's memory
// (memory.ts), the location's Cache API (location.ts), KV (kv.ts). Each adapter passes the same
// contract on workerd (tests/worker/store.test.ts).

export type Stored = string | Uint8Array;

export interface Tier {
  get(key: string, as: 'text'): Promise<string | undefined>;
  get(key: string, as: 'bytes'): Promise<Uint8Array | undefined>;
  /** Keeps `value` for at least `seconds` (Infinity: until replaced) where the tier can; KV keeps at least 60 s. */
  put(key: string, value: Stored, seconds: number): Promise<void>;
}

/** What a read gives: the same kind of value that was asked for, whatever kind was put. */
export function as(value: Stored, kind: 'text' | 'bytes'): string | Uint8Array {
  if (kind === 'text') return typeof value === 'string' ? value : new TextDecoder().decode(value);
  return typeof value === 'string' ? new TextEncoder().encode(value) : value;
}
