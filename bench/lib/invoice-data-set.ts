import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { prepareDatabase } from '../../apps/api/src/start/prepare-database.ts';
import { generateLargeContracts } from '../data-sets/large-contracts.ts';
import { generateLargeInvoices } from '../data-sets/large-invoices.ts';
import { ensureDatabase, queryRows } from './bench-database.ts';

/** The large invoice data set (docs/billing.md "Benchmark data set") and who to sign in as. */
export interface InvoiceDataSet {
  databaseUrl: string;
  invoices: number;
  /** The customer with the most contracts (2 000, ~44 000 invoices) and a typical one (one or two contracts). */
  heavyLogin: string;
  regularLogin: string;
  password: string;
}

// generateLargeContracts' default password of every generated user.
const PASSWORD = 'Bench-2026!';

/**
 * Migrates the database and fills it with the large data set, or reuses the one already there:
 * generating takes minutes, so a complete set (the heavy customers' multipoint invoices are the
 * generator's last step) is only migrated and vacuumed. An interrupted generation resumes.
 */
export async function prepareInvoiceDataSet(databaseUrl: string, log: (line: string) => void): Promise<InvoiceDataSet> {
  await ensureDatabase(databaseUrl);
  const database = await openDatabase({ url: databaseUrl });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const [large] = await queryRows<{ n: number }>(database, sql`select count(*)::int as n from contracts where length(name) = 8`);
    if (!large?.n) {
      const contracts = await generateLargeContracts(database.db, { log });
      log(`generated ${contracts.contracts} contracts over ${contracts.customers} customers in ${contracts.seconds.toFixed(1)} s`);
    }
    const heavyLogin = await heavyCustomerLogin(database);
    const [complete] = await queryRows<{ done: boolean }>(
      database,
      sql`select exists (select 1 from invoices i join users u on u.customer_id = i.customer_id
                         where u.login = ${heavyLogin} and i.kind = 'multipoint') as done`,
    );
    if (!complete?.done) {
      const result = await generateLargeInvoices(database.db, { log });
      log(`generated ${result.invoices} invoices for ${result.contracts} contracts in ${result.seconds.toFixed(1)} s`);
    }
    // A live database has its visibility map kept by autovacuum (index-only scans rely on it);
    // a freshly generated one, or a server with autovacuum off, does not. Cheap when already done.
    const started = performance.now();
    await database.db.execute(sql`vacuum (analyze) invoices, invoice_points, invoice_counts, invoice_filter_values`);
    log(`vacuum analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [{ n: invoices } = { n: 0 }] = await queryRows<{ n: number }>(
      database,
      sql`select reltuples::bigint::int as n from pg_class where relname = 'invoices'`,
    );
    return { databaseUrl, invoices, heavyLogin, regularLogin: await regularCustomerLogin(database), password: PASSWORD };
  } finally {
    await database.close();
  }
}

/** The generated customer holding the most contracts (the heavy ones are created first). */
async function heavyCustomerLogin(database: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ login: string }>(
    database,
    sql`select u.login from users u
        join (select customer_id, count(*) as n from contracts where length(name) = 8 group by customer_id order by n desc, customer_id limit 1) c
          on c.customer_id = u.customer_id`,
  );
  if (!row) throw new Error('no large contracts in the database');
  return row.login;
}

/** The first generated customer with one electricity contract billed, as most customers are. */
async function regularCustomerLogin(database: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ login: string }>(
    database,
    sql`select u.login from users u
        where u.customer_id = (select customer_id from contracts where length(name) = 8 and type = 'electricity' and state = 'activa'
                               group by customer_id having count(*) = 1 order by customer_id limit 1)`,
  );
  if (!row) throw new Error('no typical customer in the database');
  return row.login;
}
