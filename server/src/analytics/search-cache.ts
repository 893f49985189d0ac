/** What the cache needs to know of an entry: settled ones count their bytes and may be evicted. */
export interface CacheEntry {
  bytes: number;
  isSettled: boolean;
}

/**
 * The searches the service knows, least recently used first. Running and waiting ones stay (the
 * search queue bounds them); settled ones are evicted, oldest first, once they hold more than
 * `maxBytes` or number more than `maxEntries` — except the one settled last, so a poller can
 * always read the search it waited for.
 */
export class SearchCache<E extends CacheEntry> {
  private readonly entries = new Map<string, E>();
  private settledBytes = 0;
  private settledCount = 0;

  constructor(private readonly limits: { maxBytes: number; maxEntries: number }) {}

  get(key: string): E | undefined {
    return this.entries.get(key);
  }

  /** Marks the entry as the most recently used. */
  touch(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  set(key: string, entry: E): void {
    this.delete(key);
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (entry.isSettled) {
      this.settledBytes -= entry.bytes;
      this.settledCount--;
    }
  }

  /** The entry's run ended, holding `bytes`: it counts from now on (if it is still the key's). */
  settle(key: string, entry: E, bytes: number): void {
    entry.isSettled = true;
    entry.bytes = bytes;
    if (this.entries.get(key) !== entry) return;
    this.settledBytes += bytes;
    this.settledCount++;
    this.touch(key);
    for (const [oldKey, old] of this.entries) {
      if (this.settledBytes <= this.limits.maxBytes && this.settledCount <= this.limits.maxEntries) break;
      if (old.isSettled && old !== entry) this.delete(oldKey);
    }
  }

  /** Bytes held by settled entries (tests, the abuse benchmark's report). */
  get bytes(): number {
    return this.settledBytes;
  }

  get size(): number {
    return this.entries.size;
  }
}
