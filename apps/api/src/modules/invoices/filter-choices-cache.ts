import type { TFilterParamField } from '@portal/domain';

export type TFilterChoices = Record<TFilterParamField, string[]>;

interface Entry {
  version: number;
  choices: TFilterChoices;
}

/**
 * The sorted filter choices of customers with many of them, per customer and kind of invoice,
 * valid while invoice_counts.version is the one they were built at (the triggers of migration
 * 0004 raise it on any change of those invoices, whichever instance or tool made it). Sorting a
 * large customer's few thousand values with the Spanish collator costs more than the rest of the
 * request together; small customers' choices are cheap to build and are not kept. Least recently
 * used entries go first.
 */
export class FilterChoicesCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 200,
    /** Choices with fewer values than this are built on every call. */
    private readonly minValues = 500,
  ) {}

  async get(customerId: number, kind: string, version: number, build: () => Promise<TFilterChoices>): Promise<TFilterChoices> {
    const key = `${customerId}:${kind}`;
    const entry = this.entries.get(key);
    if (entry?.version === version) {
      // Map order is insertion order: re-inserting marks it as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.choices;
    }
    const choices = await build();
    const size = Object.values(choices).reduce((n, values) => n + values.length, 0);
    if (size >= this.minValues) {
      this.entries.delete(key);
      this.entries.set(key, { version, choices });
      const oldest = this.entries.keys().next().value;
      if (this.entries.size > this.maxEntries && oldest !== undefined) this.entries.delete(oldest);
    } else {
      this.entries.delete(key);
    }
    return choices;
  }
}
