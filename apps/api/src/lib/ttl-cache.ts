/**
 * Keeps loaded values for a while: for reference data (the catalogue, questionnaires) that every visitor
 * reads and nobody changes at run time. Concurrent readers share one load; a failed load is not kept.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { at: number; value: Promise<V> }>();
  constructor(private readonly ttlMs: number) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.#entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }
}
