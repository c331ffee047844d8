/** Entries that live a few seconds, the oldest dropped first when full. */
export class TimedCache<V> {
  private readonly entries = new Map<string, { value: V; cachedAt: number }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.cachedAt >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  put(key: string, value: V): void {
    if (this.options.ttlMs <= 0) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, cachedAt: Date.now() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  deleteWhere(matches: (value: V, key: string) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value, key)) this.entries.delete(key);
  }
}
