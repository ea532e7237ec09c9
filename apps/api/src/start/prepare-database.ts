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
import { markPrepared, preparationMark, preparedWith } from './preparation-mark.ts';

/**
 * Migrations, then the demo data when asked and the database is empty. Every start runs it
 * (main.ts, the tests, the benchmarks). It lives beside the start-up, not in db/: the database
 * layer knows nothing of the demo data it would otherwise have to import.
 *
 * A database this build already prepared with these options is not checked again
 * (preparation-mark.ts): `checked` is false then. The staff account STAFF_BOOTSTRAP_EMAIL names is
 * looked for at every start all the same, so that removing it and restarting brings it back.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: {
    seedDemo: boolean;
    /** STAFF_BOOTSTRAP_EMAIL and its password and label: the first staff account, created when missing. */
    staffBootstrap?: { email: string; password: string; label: string } | undefined;
    /** The compiled API's (start/build-fingerprint.ts); none when the sources run, which are always checked. */
    buildFingerprint?: string | undefined;
  } & SeedOptions,
): Promise<{ seeded: boolean; checked: boolean }> {
  return database.withStartupLock(async () => {
    const mark = preparationMark(options.buildFingerprint, options);
    if (mark && (await preparedWith(database.db)) === mark) {
      if (options.staffBootstrap) await ensureStaffAccount(database.db, { ...options.staffBootstrap, role: 'supervisor' });
      return { seeded: false, checked: false };
    }
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
    // Last, so that a start stopped halfway leaves the next one to check everything again.
    await markPrepared(database.db, mark);
    return { seeded, checked: true };
  });
}
