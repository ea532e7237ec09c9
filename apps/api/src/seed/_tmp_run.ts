import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { seedDemoInvoicesIfMissing } from './demo-invoices.ts';
const db = await openDatabase({});
let t = performance.now();
await prepareDatabase(db, { seedDemo: true });
console.log('full prepare', (performance.now() - t).toFixed(0));
for (const t of ["payments","invoice_points","invoices","consumption_days","price_list_prices"]) await db.db.execute(sql.raw(`delete from ${t}`));
for (let i = 0; i < 3; i++) {
  for (const t of ["payments","invoice_points","invoices","consumption_days","price_list_prices"]) await db.db.execute(sql.raw(`delete from ${t}`));
  const t = performance.now();
  await seedDemoInvoicesIfMissing(db.db, '2026-11-22');
  console.log('invoices', (performance.now() - t).toFixed(0));
}
await db.close();
