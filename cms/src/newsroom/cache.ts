/**
 * A small time-bounded result cache with single-flight loading. Keys include the read model's
 * version (stored in the database), so a write on any instance invalidates every instance's entries
 * at once; the TTL bounds how late an article whose publish date passes can appear.
 */
export class ResultCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly inflight = new Map<string, Promise<T>>();

  constructor(private readonly options: { ttlMs: () => number; maxEntries: number }) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const ttl = this.options.ttlMs();
    if (ttl <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        if (this.entries.size >= this.options.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.set(key, { value, expires: Date.now() + ttl });
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A version number kept in the database (the newsroom's read model's, the search index's), read at
 * most once per `ttlMs` with one read at a time. `invalidate` (a write on this instance) makes the
 * next call read it again, and a read that a write overtook is not kept.
 */
export class VersionReader {
  private known: { version: number; checkedAt: number } | null = null;
  private pending: Promise<number> | null = null;
  private generation = 0;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly ttlMs: number,
  ) {}

  async get(): Promise<number> {
    if (this.known && Date.now() - this.known.checkedAt < this.ttlMs) return this.known.version;
    const asked = this.generation;
    this.pending ??= this.read()
      .then((version) => {
        if (asked === this.generation) this.known = { version, checkedAt: Date.now() };
        return version;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  invalidate(): void {
    this.generation += 1;
    this.known = null;
    this.pending = null;
  }
}
