// Budget: time from `npm start` on an existing data directory to ready (target < 10 s).
// The first start creates and seeds the data directory; the following starts are measured.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal } from './lib/portal-process.ts';

export async function measureStartup(runs = 3) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
  const env = { DATA_DIR: dataDir, PORT: '8392' };
  try {
    const first = await startPortal(env, ['npm', 'start']);
    await first.stop();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const portal = await startPortal(env, ['npm', 'start']);
      times.push(portal.readyAfterMs);
      await portal.stop();
    }
    return { firstStartMs: first.readyAfterMs, restartMs: times };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureStartup();
  console.log(`first start (create, migrate, seed): ${(r.firstStartMs / 1000).toFixed(2)} s`);
  console.log(
    `npm start on an existing data directory to ready: ${r.restartMs.map((t) => (t / 1000).toFixed(2)).join(' s, ')} s (target < 10 s)`,
  );
}
