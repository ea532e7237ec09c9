import { OmipHeaderError } from '@portal/domain';
import { openConfiguredDatabase } from './db/client.ts';
import { mayMail as preferencesAllow } from './modules/communications/index.ts';
import { importOmipLines, omipFileLines, priceAlertFiredMail } from './modules/price-alerts/index.ts';
import { settingsModule } from './modules/settings/index.ts';
import { enqueueMail, MailTemplates } from './platform/mail/index.ts';
import { loadConfig } from './platform/runtime/config.ts';
import { formatOmipImport } from './staff-cli/staff-format.ts';

/**
 * `npm run omip:import -- <file.csv> [--latin1]`: imports an OMIP daily settlement-price file
 * into the configured database (DATABASE_URL, or the PGlite of DATA_DIR: stop the portal first,
 * PGlite belongs to one process) and fires the price alerts it crosses; their mails wait in the
 * outbox for the portal's next sweep. Into a running portal: `npm run staff -- omip <file>`.
 * Prints each skipped line with its number and reason, then the counts; exits 1 when the file is
 * not an OMIP settlement file (docs/price-alerts.md).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('usage: npm run omip:import -- <file.csv> [--latin1]');
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const settings = settingsModule({ db: database.db, config }).service;
    const templates = new MailTemplates();
    templates.register('price_alert_fired', priceAlertFiredMail);
    const report = await importOmipLines(
      {
        db: database.db,
        // Written in the import's transactions; the portal's sweep sends them (no SMTP from here).
        mail: { enqueue: (tx, message) => enqueueMail(tx, templates, message), poke: async () => {} },
        // The customers' notification preferences, as the running portal honours them.
        mayMail: (executor, customerId) => preferencesAllow(executor, customerId, 'price_alert_fired'),
        organisation: async () => (await settings.publicSettings()).organization.name?.trim() || 'Portal',
        publicUrl: config.publicUrl,
      },
      omipFileLines(file, args.includes('--latin1') ? 'latin1' : 'utf8'),
    );
    console.log(formatOmipImport(file, report));
    return 0;
  } catch (error) {
    if (error instanceof OmipHeaderError) {
      console.error(`${file}: not an OMIP settlement file: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
