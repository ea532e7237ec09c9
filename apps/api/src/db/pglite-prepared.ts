import { type PGlite, parse, messages as pgMessages, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

type QueryOptions = Parameters<PGlite['query']>[2];
type DatabaseError = Error & { code?: string; query?: string; params?: unknown[]; queryOptions?: QueryOptions };

/** PGlite's own readiness check and its two locks: TypeScript-protected, plain methods at run time. */
interface PGliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
}

interface PreparedStatement {
  name: string;
  paramTypes: number[];
}

/**
 * Statements worth keeping: reads and writes of rows. Schema changes (the migrations), settings
 * and the like run once and would only fill the cache.
 */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * How many statements are kept prepared. The API's test suite sends some 870 texts over every
 * feature; a portal's customers use a fraction of them at a time. Past the limit the least
 * recently used is closed: each holds its parse tree and plans in PGlite's memory (512 statements
 * joining two tables held 24 MB, in the WebAssembly heap PGlite had already reserved).
 */
export const PREPARED_STATEMENT_LIMIT = 512;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.byteLength;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/**
 * PGlite's query() sends every statement unnamed, in six round trips into the database (parse,
 * describe the statement, bind, describe the portal, execute, sync), so PostgreSQL parses and
 * plans it again each time: on the demo's monthly chart that was half of each request
 * (docs/performance.md, "The embedded database"). This keeps each statement text prepared under
 * a name, as node-postgres does for a named query on a server: parsed and described once, then
 * bound and executed in one call, with PostgreSQL's plan cache deciding when a generic plan
 * serves (plan_cache_mode). Same answers, same errors, same locks as PGlite's query(); queries
 * inside a transaction keep PGlite's own path. Call it before anything else wraps client.query.
 */
export function prepareStatementsOnce(client: PGlite, limit = PREPARED_STATEMENT_LIMIT): void {
  const prepared = new Map<string, PreparedStatement>();
  let named = 0;
  const internals = client as unknown as PGliteInternals;
  const query = client.query.bind(client);

  const prepare = async (text: string, options: QueryOptions): Promise<PreparedStatement> => {
    named += 1;
    const name = `portal_${named}`;
    const evicted: Uint8Array[] = [];
    // Map order is insertion order, and each use re-inserts its text: the first is the least recently used.
    const [oldestText, oldest] = prepared.size >= limit ? (prepared.entries().next().value ?? []) : [];
    if (oldestText !== undefined && oldest) {
      prepared.delete(oldestText);
      evicted.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const described = await client.execProtocolStream(
      concat([
        ...evicted,
        serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    prepared.set(text, statement);
    return statement;
  };

  const run = async (statement: PreparedStatement, params: unknown[], options: QueryOptions) => {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] as number;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    return client.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
  };

  // A kept statement, re-inserted as the most recently used.
  const recentlyUsed = (text: string): PreparedStatement | undefined => {
    const statement = prepared.get(text);
    if (statement) {
      prepared.delete(text);
      prepared.set(text, statement);
    }
    return statement;
  };

  // Under PGlite's query lock: the statement prepared when it is new, then run.
  const answer = async (text: string, params: unknown[], options: QueryOptions) => {
    let messages: Awaited<ReturnType<typeof run>>;
    try {
      const current = recentlyUsed(text) ?? (await prepare(text, options));
      messages = await run(current, params, options).catch(async (error: DatabaseError) => {
        // A table whose columns changed since the statement was prepared: PostgreSQL refuses the
        // cached plan (0A000) rather than answer in another shape. Prepared afresh, once.
        if (error.code !== '0A000' || !/cached plan must not change result type/.test(error.message)) throw error;
        await client.execProtocolStream(concat([serialize.close({ type: 'S', name: current.name }), serialize.sync()]));
        prepared.delete(text);
        return run(await prepare(text, options), params, options);
      });
    } catch (error) {
      // As PGlite's query() reports a failed statement: with its text and values.
      if (error instanceof pgMessages.DatabaseError) {
        const failed = error as DatabaseError;
        failed.query = text;
        failed.params = params;
        failed.queryOptions = options;
      }
      throw error;
    }
    // As PGlite does at the end of a statement outside a transaction (its NodeFS does nothing).
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0];
  };

  const kept = (text: string, options: QueryOptions) => !options?.blob && PREPARABLE.test(text);

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!kept(text, options)) return query(text, params, options);
    await internals._checkReady();
    return internals._runExclusiveTransaction(() => internals._runExclusiveQuery(() => answer(text, params, options)));
  }) as PGlite['query'];
}
