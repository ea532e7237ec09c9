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

async function measure(command: string[], runs: number): Promise<{ first: number[]; restart: number[] }> {
  const first: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
    const env = { DATA_DIR: dataDir, PORT: '8392' };
    try {
      const created = await startPortal(env, command);
      first.push(created.readyAfterMs);
      await created.stop();
      const again = await startPortal(env, command);
      restart.push(again.readyAfterMs);
      await again.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { first, restart };
}

export async function measureStartup(runs = 3): Promise<string[]> {
  if (!existsSync(join(ROOT, 'apps/api/dist/main.mjs'))) throw new Error('no apps/api/dist/main.mjs: run `npm run build` first');
  const lines: string[] = [];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  for (const [name, command] of Object.entries(WAYS)) {
    const { first, restart } = await measure(command, runs);
    const mark = (ms: number, target: number) => (ms <= target ? '✔' : '✘');
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
