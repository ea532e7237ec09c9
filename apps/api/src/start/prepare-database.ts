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
    const checked = !mark || (await preparedWith(database.db)) !== mark;
    const seeded = checked ? await checkEverything(database, options) : false;
    // Customer service's configured first account (docs/staff.md), looked for at every start.
    if (options.staffBootstrap) await ensureStaffAccount(database.db, { ...options.staffBootstrap, role: 'supervisor' });
    // Last, so that a start stopped halfway leaves the next one to check everything again.
    if (checked) await markPrepared(database.db, mark);
    return { seeded, checked };
  });
}

/** The migrations, the reference data and, when asked, the demo's steps: answers whether the demo was seeded. */
async function checkEverything(database: DatabaseHandle, options: { seedDemo: boolean } & SeedOptions): Promise<boolean> {
  await database.migrate();
  // Reference data every portal needs (ATC types, case categories, access tariffs, origin suppliers), demo or not.
  await seedCaseReferenceData(database.db);
  await seedAccessTariffs(database.db);
  await seedOriginSuppliers(database.db);
  if (!options.seedDemo) return false;
  const seeded = await seedIfEmpty(database.db, options);
  // Data directories seeded before invoices existed get the demo invoices on their next start.
  if (!seeded) await seedDemoInvoicesIfMissing(database.db, undefined, options.publicUrl);
  // The supply-point registry's demo points, after the contracts whose points it holds too.
  await seedDemoRegistryIfMissing(database.db);
  // OMIP's products and six weeks of prices, and the household's price alerts (docs/price-alerts.md).
  await seedDemoOmipIfMissing(database.db);
  // What the contracting wizards offer: the cnae list, and products over the demo price lists (docs/contracting-products.md).
  await seedDemoCnaesIfMissing(database.db);
  await seedDemoProductOffersIfMissing(database.db);
  // The tax ids the demo's solvency check refuses (docs/contracting.md, "Solvency and identity").
  await seedDemoDefaultedTaxIdsIfMissing(database.db);
  // The demo's customer-service account (docs/staff.md).
  await seedDemoStaffIfMissing(database.db);
  return seeded;
}
