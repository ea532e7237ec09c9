import type { TFilterParamField } from '@portal/domain';

export type TFilterChoices = Record<TFilterParamField, string[]>;

/** Each field's sorted choices as the JSON text of an array of strings. */
export type TFilterChoicesJson = Record<TFilterParamField, string>;

interface Entry {
  version: number;
  json: TFilterChoicesJson;
}

/** Writes each field's choices as JSON once, so a kept entry is sent as it is. */
export const choicesAsJson = (choices: TFilterChoices): TFilterChoicesJson => ({
  cups: JSON.stringify(choices.cups),
  addresses: JSON.stringify(choices.addresses),
  contracts: JSON.stringify(choices.contracts),
  vats: JSON.stringify(choices.vats),
});

const valueCount = (choices: TFilterChoices) => Object.values(choices).reduce((n, values) => n + values.length, 0);

/**
 * The sorted filter choices of customers with many of them, per customer and kind of invoice,
 * as JSON text, valid while invoice_counts.version is the one they were built at (the triggers
 * of migration 0004 raise it on any change of those invoices, whichever instance or tool made
 * it). Sorting a large customer's few thousand values with the Spanish collator costs more than
 * the rest of the request together, and checking and writing them again as JSON at every answer
 * cost ten times the statement that tells the version (bench/floor.ts); small customers' choices
 * are cheap to build and are not kept. Least recently used entries go first.
 */
export class FilterChoicesCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 200,
    /** Choices with fewer values than this are built on every call. */
    private readonly minValues = 500,
  ) {}

  async get(customerId: number, kind: string, version: number, build: () => Promise<TFilterChoices>): Promise<TFilterChoicesJson> {
    const key = `${customerId}:${kind}`;
    const entry = this.entries.get(key);
    if (entry?.version === version) {
      // Map order is insertion order: re-inserting marks it as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.json;
    }
    const choices = await build();
    const json = choicesAsJson(choices);
    this.entries.delete(key);
    if (valueCount(choices) >= this.minValues) {
      this.entries.set(key, { version, json });
      const oldest = this.entries.keys().next().value;
      if (this.entries.size > this.maxEntries && oldest !== undefined) this.entries.delete(oldest);
    }
    return json;
  }
}
