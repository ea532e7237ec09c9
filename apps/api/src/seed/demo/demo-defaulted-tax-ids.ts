import type { Database } from '../../db/database.ts';
import { defaultedTaxIds } from '../../db/schema/index.ts';

/**
 * The demo's solvency source (docs/contracting.md, "Solvency and identity"): three tax ids a credit
 * bureau would report with unpaid debts. A wizard holder with one of them gets scoring false
 * (badScore), and the confirmation refuses them. Valid Spanish NIFs and a NIE, none of them a demo
 * customer's (12345678Z, 87654321X, B58378431) nor a browser-test customer's (70000001…).
 */
export const DEMO_DEFAULTED_TAX_IDS = [
  { vat: '11111111H', reason: 'Demo: unpaid electricity invoices' },
  { vat: '22222222J', reason: 'Demo: unpaid gas invoices' },
  { vat: 'X1234567L', reason: 'Demo: debt reported by the credit bureau' },
] as const;

/** Written on every demo start, the rows missing only (a data directory seeded before them gets them too). */
export async function seedDemoDefaultedTaxIdsIfMissing(db: Database): Promise<void> {
  await db
    .insert(defaultedTaxIds)
    .values(DEMO_DEFAULTED_TAX_IDS.map((row) => ({ ...row })))
    .onConflictDoNothing({ target: defaultedTaxIds.vat });
}
