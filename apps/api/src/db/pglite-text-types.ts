import { type PGlite, types } from '@electric-sql/pglite';

/**
 * The types drizzle's PGlite driver reads as text: its PglitePreparedQuery hands PGlite these
 * identity parsers with every query, and drizzle maps the text itself. pglite-text-types.test.ts
 * holds this list to drizzle's.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

type TQueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;
type TQuery = (query: string, params?: unknown[], options?: TQueryOptions) => Promise<unknown>;

/** Options without the per-query parsers, when they are only drizzle's text types (the client already reads those as text). */
function withoutDrizzleParsers(options: TQueryOptions | undefined): TQueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const type of Object.keys(options.parsers)) if (!DRIZZLE_TEXT_TYPES.includes(Number(type))) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

function dropOnQuery<T extends { query: TQuery }>(target: T): T {
  const query = target.query.bind(target) as TQuery;
  target.query = ((text, params, options) => query(text, params, withoutDrizzleParsers(options))) as T['query'];
  return target;
}

/**
 * PGlite merges a query's own parsers into a copy of all of its parsers at every query: 0.1 ms a
 * statement, where `select 1` takes 0.05 (docs/performance.md, "The embedded database"). The
 * client reads drizzle's text types as text itself, so the parsers drizzle sends with each query,
 * on the client and in a transaction, are dropped: the same values, read once. Call it on a
 * client PGlite.create has answered: creating it sets a parser for every array type, which would
 * replace these.
 */
export function readDrizzleTextTypesOnce(client: PGlite): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  dropOnQuery(client as unknown as { query: TQuery });
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx) => callback(dropOnQuery(tx as unknown as { query: TQuery }) as unknown as typeof tx));
}
