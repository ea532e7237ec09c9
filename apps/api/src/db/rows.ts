/**
 * The rows of a `db.execute` answer, as the caller's SQL selects them. Drizzle types a raw
 * statement's answer by driver; ours may be PGlite or node-postgres (Database is generic over
 * both), and both answer `{ rows }`, so the one cast from the driver's answer to rows lives here.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('db.execute answered without rows');
  return rows as T[];
}
