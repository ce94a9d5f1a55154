// The one bounded memory of an isolate (memory.ts keeps every store's values in one of these): least
// recently used out first, by a total size the owner measures. An isolate has 128 MB; nothing kept
// per URL or search term may grow without a bound.

export class Lru<K, V> {
  readonly #entries = new Map<K, { value: V; size: number }>();
  #total = 0;

  readonly maxSize: number;
  readonly #sizeOf: (value: V) => number;

  /** `maxSize` in the unit `sizeOf` measures (a count when not given). Plain fields: scripts run it in Node's type stripping. */
  constructor(maxSize: number, sizeOf: (value: V) => number = () => 1) {
    this.maxSize = maxSize;
    this.#sizeOf = sizeOf;
  }

  /** The value, marked as just used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The value, without marking it used. */
  peek(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Keeps the value unless it alone is larger than the whole memory; then drops the oldest until it fits. */
  set(key: K, value: V): void {
    this.delete(key);
    const size = this.#sizeOf(value);
    if (size > this.maxSize) return;
    this.#entries.set(key, { value, size });
    this.#total += size;
    for (const [oldest, { size: oldestSize }] of this.#entries) {
      if (this.#total <= this.maxSize) break;
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

  clear(): void {
    this.#entries.clear();
    this.#total = 0;
  }

  /** Total size kept, in the unit of `sizeOf`. */
  get totalSize(): number {
    return this.#total;
  }

  get count(): number {
    return this.#entries.size;
  }
}
