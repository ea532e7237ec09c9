import type { TFilterParamField } from '@portal/domain';

export type TFilterChoices = Record<TFilterParamField, string[]>;

/** Each field's sorted choices as the JSON text of an array of strings. */
export type TFilterChoicesJson = Record<TFilterParamField, string>;

interface Entry {
  version: number;
  json: TFilterChoicesJson;
  /**
   * Whole answers as UTF-8, by the fields they name in their order: a large customer's answer is
   * about 90 KB, and encoding it into a fresh buffer at every request cost more than the rest of
   * the request together (bench/floor.ts, the 2,000-contract customer's filter choices).
   */
  answers: Map<string, Buffer>;
}

/**
 * The web asks for one list of fields, and an integration may ask for another; a further list is
 * written at each call, not kept. So a kept entry holds at most three copies of its choices: with
 * 200 entries of the largest customers (about 90 KB each), about 54 MB.
 */
const ANSWERS_KEPT = 2;

/** Writes each field's choices as JSON once, so a kept entry is sent as it is. */
export const choicesAsJson = (choices: TFilterChoices): TFilterChoicesJson => ({
  cups: JSON.stringify(choices.cups),
  addresses: JSON.stringify(choices.addresses),
  contracts: JSON.stringify(choices.contracts),
  vats: JSON.stringify(choices.vats),
});

/**
 * The JSON text of a TFilterParamsResponse with these fields, from each field's JSON (none: no
 * choices). The names are FILTER_PARAM_FIELDS' own (the query schema lets no other through):
 * nothing to escape.
 */
export const filterParamsJson = (json: TFilterChoicesJson | undefined, fields: readonly TFilterParamField[]): string =>
  `{${fields.map((field) => `"${field}":${json?.[field] ?? '[]'}`).join(',')}}`;

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

  /**
   * The answer naming these fields: the bytes kept with a kept entry, written once per list of
   * fields; otherwise its text, written now.
   */
  async answer(
    customerId: number,
    kind: string,
    version: number,
    fields: readonly TFilterParamField[],
    build: () => Promise<TFilterChoices>,
  ): Promise<Buffer | string> {
    const entry = await this.entry(customerId, kind, version, build);
    if (!entry.answers) return filterParamsJson(entry.json, fields);
    const key = fields.join(',');
    const kept = entry.answers.get(key);
    if (kept) return kept;
    const written = Buffer.from(filterParamsJson(entry.json, fields));
    if (entry.answers.size < ANSWERS_KEPT) entry.answers.set(key, written);
    return written;
  }

  /** The kept entry of that version, or one built now (with no answers map when it is not kept). */
  private async entry(
    customerId: number,
    kind: string,
    version: number,
    build: () => Promise<TFilterChoices>,
  ): Promise<{ json: TFilterChoicesJson; answers?: Map<string, Buffer> }> {
    const key = `${customerId}:${kind}`;
    const entry = this.entries.get(key);
    if (entry?.version === version) {
      // Map order is insertion order: re-inserting marks it as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    const choices = await build();
    const json = choicesAsJson(choices);
    this.entries.delete(key);
    if (valueCount(choices) < this.minValues) return { json };
    const kept: Entry = { version, json, answers: new Map() };
    this.entries.set(key, kept);
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > this.maxEntries && oldest !== undefined) this.entries.delete(oldest);
    return kept;
  }
}
