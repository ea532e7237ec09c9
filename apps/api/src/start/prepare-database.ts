import type { DatabaseHandle } from '../db/database.ts';
import {
  ensureStaffAccount,
  type SeedOptions,
  seedDemoCnaesIfMissing,
  seedDemoDefaultedTaxIdsIfMissing,
  seedDemoInvoicesIfMissing,
  seedDemoOmipIfMissing,
  seedDemoProductOffersIfMissing,
  seedDemoRegistryIfMissing,
  seedDemoStaffIfMissing,
  seedIfEmpty,
} from '../seed/index.ts';
import { seedAccessTariffs } from '../seed/reference/access-tariffs.ts';
import { seedCaseReferenceData } from '../seed/reference/case-reference-data.ts';
import { seedOriginSuppliers } from '../seed/reference/origin-suppliers.ts';

/**
 * Migrations, then the demo data when asked and the database is empty. Every start runs it
 * (main.ts, the tests, the benchmarks). It lives beside the start-up, not in db/: the database
 * layer knows nothing of the demo data it would otherwise have to import.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: {
    seedDemo: boolean;
    /** STAFF_BOOTSTRAP_EMAIL and its password and label: the first staff account, created when missing. */
    staffBootstrap?: { email: string; password: string; label: string } | undefined;
  } & SeedOptions,
): Promise<{ seeded: boolean }> {
  return database.withStartupLock(async () => {
    await database.migrate();
    // Reference data every portal needs (ATC types, case categories, access tariffs, origin suppliers), demo or not.
    await seedCaseReferenceData(database.db);
    await seedAccessTariffs(database.db);
    await seedOriginSuppliers(database.db);
    const seeded = options.seedDemo ? await seedIfEmpty(database.db, options) : false;
    // Data directories seeded before invoices existed get the demo invoices on their next start.
    if (options.seedDemo && !seeded) await seedDemoInvoicesIfMissing(database.db, undefined, options.publicUrl);
    // The supply-point registry's demo points, after the contracts whose points it holds too.
    if (options.seedDemo) await seedDemoRegistryIfMissing(database.db);
    // OMIP's products and six weeks of prices, and the household's price alerts (docs/price-alerts.md).
    if (options.seedDemo) await seedDemoOmipIfMissing(database.db);
    // What the contracting wizards offer: the cnae list, and products over the demo price lists (docs/contracting-products.md).
    if (options.seedDemo) await seedDemoCnaesIfMissing(database.db);
    if (options.seedDemo) await seedDemoProductOffersIfMissing(database.db);
    // The tax ids the demo's solvency check refuses (docs/contracting.md, "Solvency and identity").
    if (options.seedDemo) await seedDemoDefaultedTaxIdsIfMissing(database.db);
    // Customer service's staff (docs/staff.md): the configured first account, and the demo's.
    if (options.staffBootstrap) await ensureStaffAccount(database.db, { ...options.staffBootstrap, role: 'supervisor' });
    if (options.seedDemo) await seedDemoStaffIfMissing(database.db);
    return { seeded };
  });
}
