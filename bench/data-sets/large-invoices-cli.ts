// Generates the invoices of the large benchmark data set into a PostgreSQL database (migrated
// first, demo data seeded when empty, the large contracts generated when missing):
//   node --import tsx bench/data-sets/large-invoices-cli.ts --database-url postgres://…/bench [--months 26] [--gas-periods 13]
// Never point it at the test database: two million invoices take gigabytes.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import { prepareDatabase } from '../../apps/api/src/start/prepare-database.ts';
import { generateLargeContracts } from './large-contracts.ts';
import { generateLargeInvoices } from './large-invoices.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    months: { type: 'string', default: '26' },
    'gas-periods': { type: 'string', default: '13' },
    today: { type: 'string' },
  },
});
const url = values['database-url'] ?? process.env.DATABASE_URL;
if (!url) {
  console.error(
    'usage: large-invoices-cli.ts --database-url postgres://user@host:5432/database [--months N] [--gas-periods N] [--today YYYY-MM-DD]',
  );
  process.exit(2);
}

const database = await openDatabase({ url });
try {
  await prepareDatabase(database, { seedDemo: true });
  const found = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from contracts where length(name) = 8`));
  if ((found[0]?.n ?? 0) === 0) {
    const contracts = await generateLargeContracts(database.db, { log: (line) => console.log(line) });
    console.log(`generated ${contracts.contracts} contracts over ${contracts.customers} customers in ${contracts.seconds.toFixed(1)} s`);
  }
  const result = await generateLargeInvoices(database.db, {
    electricityMonths: Number(values.months),
    gasPeriods: Number(values['gas-periods']),
    today: values.today,
    log: (line) => console.log(line),
  });
  console.log(
    `generated ${result.invoices} invoices and ${result.multipointInvoices} multipoint ones (${result.points} points) for ` +
      `${result.contracts} contracts in ${result.seconds.toFixed(1)} s, ${result.computations} distinct engine runs`,
  );
} finally {
  await database.close();
}
