// The one bounded memory of an isolate (memory.ts keeps every store's values in one of these): least
// recently used out first, by a total size its owner gives with each value. An isolate has 128 MB;
// nothing kept per URL or search term may grow without a bound.

export class Lru<K, V> {
  readonly #entries = new Map<K, { value: V; size: number }>();
  #total = 0;
  readonly #maxSize: number;

  constructor(maxSize: number) {
    this.#maxSize = maxSize;
  }

  /** The value, marked as just used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value unless it alone is larger than the whole memory; then drops the oldest until it fits. */
  set(key: K, value: V, size: number): void {
    this.delete(key);
    if (size > this.#maxSize) return;
    this.#entries.set(key, { value, size });
    this.#total += size;
    for (const [oldest, { size: oldestSize }] of this.#entries) {
      if (this.#total <= this.#maxSize) break;
      this.#entries.delete(oldest);
      this.#total -= oldestSize;
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#total -= entry.size;
  }
}
