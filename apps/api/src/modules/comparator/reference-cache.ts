/**
 * Reference lists kept in memory for 30 minutes per instance (visitor-and-shell §9: "cache 30
 * minutes for tariffs, products and origins"): they change when a retailer edits its reference
 * data, which a half-hour's delay does not hurt, and the comparators' forms ask for them on every
 * visit. A failed read is not kept.
 */
export const REFERENCE_CACHE_MS = 30 * 60_000;

export class ReferenceCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(private readonly now: () => number = Date.now) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < REFERENCE_CACHE_MS) return entry.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: this.now(), value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
