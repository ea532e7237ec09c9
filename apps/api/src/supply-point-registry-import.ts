import { SipsHeaderError } from '@portal/domain';
import { openConfiguredDatabase } from './db/client.ts';
import { fileLines, importSipsLines } from './modules/supply-point-registry/index.ts';
import { loadConfig } from './platform/runtime/config.ts';

/**
 * `npm run sips:import -- <file.csv> [--latin1]`: imports a CNMC SIPS supply-point file
 * (electricity or gas: told by its header) into the registry of the configured database
 * (DATABASE_URL, or the PGlite of DATA_DIR: stop the portal first, PGlite belongs to one
 * process). Prints each rejected line with its number and reason, then the counts; exits 1
 * when the file cannot be read as a SIPS file (docs/supply-point-registry.md).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('usage: npm run sips:import -- <file.csv> [--latin1]');
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const report = await importSipsLines(database.db, fileLines(file, args.includes('--latin1') ? 'latin1' : 'utf8'), {
      onRejected: (r) => console.log(`line ${r.line}: rejected (${r.reason}): ${r.detail}`),
    });
    const rate = (report.inserted + report.updated) / Math.max(report.seconds, 0.001);
    console.log(
      `${report.kind ?? 'empty'} file ${file}: ${report.inserted} imported, ${report.updated} updated, ${report.rejected} rejected ` +
        `(${report.lines} lines in ${report.seconds.toFixed(1)} s, ${Math.round(rate)} points/s)`,
    );
    return 0;
  } catch (error) {
    if (error instanceof SipsHeaderError) {
      console.error(`${file}: not a SIPS supply-point file: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
