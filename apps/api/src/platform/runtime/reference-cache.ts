/**
 * Reference data kept in memory for a while per instance: what a retailer edits now and then
 * (tariffs, products, price lists) and many requests read. Each instance keeps its own copy, so
 * an edit shows on every instance within `keptForMs`. A load in flight is shared by the requests
 * that ask meanwhile; a failed load is not kept.
 */
export class ReferenceCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly keptForMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < this.keptForMs) return entry.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: this.now(), value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
