import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/** A transaction on PGlite's one connection, open while its callback runs. */
interface TransactionScope {
  open: boolean;
}

const scope = new AsyncLocalStorage<TransactionScope>();

/**
 * A query sent on the database itself (not on the transaction) by code running inside a
 * transaction, on PGlite's one connection: it would wait for the transaction to end, which waits
 * for it.
 */
export class QueryInsideTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} from inside a transaction on PGlite's one connection: it would wait for the transaction, which waits for it, ` +
        'and every request after it would wait too. Read it before the transaction, or with the transaction (tx).',
    );
    this.name = 'QueryInsideTransactionError';
  }
}

/** Whether the caller runs inside an open PGlite transaction (always false on a PostgreSQL pool). */
export function insideOneConnectionTransaction(): boolean {
  return scope.getStore()?.open === true;
}

/**
 * Throws when the caller runs inside an open PGlite transaction: for reads that are cached and so
 * reach the database only now and then (the settings), which would otherwise hang the portal only
 * on the day the cache is cold.
 */
export function assertOutsideTransaction(what: string): void {
  if (insideOneConnectionTransaction()) throw new QueryInsideTransactionError(what);
}

/**
 * PGlite has one connection: while a transaction runs, every other query waits for it to end. A
 * query the transaction's own code sends on the database instead of the transaction would wait
 * for ever, and the whole portal with it (every request queues behind the transaction). This makes
 * that mistake throw at once, with the stack that made it, so a test finds it and a customer gets
 * an error rather than a portal that stops answering. Work a transaction started that queries
 * after the transaction ended is not affected: the scope closes with the callback.
 */
export function guardOneConnection(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const state: TransactionScope = { open: true };
      return scope.run(state, async () => {
        try {
          return await callback(tx);
        } finally {
          state.open = false;
        }
      });
    });
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => {
    assertOutsideTransaction('A query');
    return query(...args);
  }) as PGlite['query'];
  const exec = client.exec.bind(client);
  client.exec = ((...args: Parameters<PGlite['exec']>) => {
    assertOutsideTransaction('A statement');
    return exec(...args);
  }) as PGlite['exec'];
}
