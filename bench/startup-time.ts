// Start-up of the portal on the embedded database (docs/performance.md, "The embedded
// database"): the first start on an empty data directory (the cluster, the migrations, the demo)
// and a restart on it, each to /readyz answering, for:
//   - `npm start` as the README runs it (npm, the build check, then the compiled API);
//   - the compiled API alone (`node apps/api/dist/main.mjs`, what `npm start` ends in);
//   - the TypeScript sources through tsx (`npm run serve`, the tests), for comparison.
// Targets (issue "Performance"): first start under 5 s, restart under 2 s. Needs `npm run build`.
//   node --import tsx bench/startup-time.ts [--runs 3]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTAL_NODE_FLAGS } from '../scripts/portal-node-flags.mjs';
import { ROOT, startPortal } from './lib/portal-process.ts';

const WAYS: Record<string, string[]> = {
  'npm start': ['npm', 'start'],
  'compiled API': ['node', ...PORTAL_NODE_FLAGS, 'apps/api/dist/main.mjs'],
  'sources through tsx': ['node', '--import', 'tsx', 'apps/api/src/main.ts'],
};

const FIRST_START_TARGET_MS = 5000;
const RESTART_TARGET_MS = 2000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One first start and one restart of `command` on a fresh data directory, which is left in place
 * and listed in `made`. On an ext4 file system without a journal (the machines of
 * docs/performance.md's figures), a new file's inode is not taken from those freed in the last
 * half minute or so: the kernel walks past each of them. Removing a run's cluster of 1,000 files
 * and more just before the next run unpacked its own made that unpacking several times slower,
 * which no start on a user's machine pays; so the directories are removed once every run is done.
 */
async function measureOnce(command: string[], made: string[]): Promise<{ first: number; restart: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
  made.push(dataDir);
  const env = { DATA_DIR: dataDir, PORT: '8392' };
  const created = await startPortal(env, command);
  await created.stop();
  const again = await startPortal(env, command);
  await again.stop();
  return { first: created.readyAfterMs, restart: again.readyAfterMs };
}

export async function measureStartup(runs = 3): Promise<string[]> {
  if (!existsSync(join(ROOT, 'apps/api/dist/main.mjs'))) throw new Error('no apps/api/dist/main.mjs: run `npm run build` first');
  const times = new Map(Object.keys(WAYS).map((name) => [name, { first: [] as number[], restart: [] as number[] }]));
  const made: string[] = [];
  try {
    // The ways take turns, run after run, so that a machine whose speed drifts weighs on each alike.
    for (let run = 0; run < runs; run++) {
      for (const [name, command] of Object.entries(WAYS)) {
        const { first, restart } = await measureOnce(command, made);
        times.get(name)!.first.push(first);
        times.get(name)!.restart.push(restart);
      }
    }
  } finally {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  }
  const lines: string[] = [];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const mark = (ms: number, target: number) => (ms <= target ? '✔' : '✘');
  for (const [name, { first, restart }] of times) {
    lines.push(
      `${name}: first start ${seconds(median(first))} median of ${first.map(seconds).join(', ')} ` +
        `(target ${seconds(FIRST_START_TARGET_MS)} ${mark(median(first), FIRST_START_TARGET_MS)}); ` +
        `restart ${seconds(median(restart))} median of ${restart.map(seconds).join(', ')} ` +
        `(target ${seconds(RESTART_TARGET_MS)} ${mark(median(restart), RESTART_TARGET_MS)})`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--runs');
  const runs = at > 0 ? Number(process.argv[at + 1]) : 3;
  for (const line of await measureStartup(runs)) console.log(line);
}
