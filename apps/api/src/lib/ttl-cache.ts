/**
 * Keeps loaded values for a while: for reference data (the catalogue, questionnaires) that every visitor
 * reads and nobody changes at run time. Concurrent readers share one load; a failed load is not kept.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { at: number; value: Promise<V> }>();
  /** `maxEntries`: beyond it, the oldest loaded is dropped (keys a visitor chooses must not grow it without end). */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    // Re-inserted last: the map's order is the loads' order, the oldest first.
    this.#entries.delete(key);
    this.#entries.set(key, { at: now, value });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }
}
