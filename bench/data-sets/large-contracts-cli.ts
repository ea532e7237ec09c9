// Generates the large benchmark data set into a PostgreSQL database (migrated first, demo data
// seeded when empty):
//   node --import tsx bench/data-sets/large-contracts-cli.ts --database-url postgres://…/db [--customers 60000] [--contracts 100000]
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/start/prepare-database.ts';
import { generateLargeContracts } from './large-contracts.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    customers: { type: 'string', default: '60000' },
    contracts: { type: 'string', default: '100000' },
    'heavy-customers': { type: 'string', default: '5' },
    'heavy-contracts': { type: 'string', default: '2000' },
  },
});
const url = values['database-url'] ?? process.env.DATABASE_URL;
if (!url) {
  console.error('usage: large-contracts-cli.ts --database-url postgres://user@host:5432/database [--customers N] [--contracts N]');
  process.exit(2);
}

const database = await openDatabase({ url });
try {
  await prepareDatabase(database, { seedDemo: true });
  const result = await generateLargeContracts(database.db, {
    customers: Number(values.customers),
    contracts: Number(values.contracts),
    heavyCustomers: Number(values['heavy-customers']),
    heavyContracts: Number(values['heavy-contracts']),
    log: (line) => console.log(line),
  });
  console.log(
    `generated ${result.contracts} contracts over ${result.customers} customers in ${result.seconds.toFixed(1)} s; ` +
      `log in as ${result.heavyLogin} (heavy) or ${result.regularLogin} with password ${result.password}`,
  );
} finally {
  await database.close();
}
