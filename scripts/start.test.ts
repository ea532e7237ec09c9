import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/api/src/test/free-port.ts';
import { PORTAL_NODE_FLAGS } from './portal-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `npm start`'s script (scripts/start.mjs): the builds checked, then the compiled API run. */
describe('npm start', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
  const started: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of started.filter((one) => one.exitCode === null && one.signalCode === null)) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  it('gives scripts/start.mjs the portal’s Node.js flags (package.json)', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${PORTAL_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  /** Starts scripts/start.mjs with `flags` on a fresh data directory; the process id its `ready` line names. */
  async function readyPid(name: string, flags: readonly string[]): Promise<{ script: number; ready: number }> {
    const child = spawn(process.execPath, [...flags, 'scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: path.join(scratch, name), PORT: String(await freePort()), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const since = Date.now();
    for (;;) {
      const line = output.split('\n').find((one) => one.includes('"msg":"ready"'));
      if (line) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
        expect(child.exitCode, output).toBe(0);
        return { script: child.pid ?? -1, ready: (JSON.parse(line) as { pid: number }).pid };
      }
      if (child.exitCode !== null) throw new Error(`scripts/start.mjs exited (${child.exitCode}): ${output}`);
      if (Date.now() - since > 150_000) throw new Error(`not ready after 150 s: ${output}`);
      await sleep(50);
    }
  }

  it('runs the portal in its own process when given the flags, in a child given them when not', async () => {
    const given = await readyPid('given', PORTAL_NODE_FLAGS);
    expect(given.ready).toBe(given.script);
    const without = await readyPid('without', []);
    expect(without.ready).not.toBe(without.script);
  }, 320_000);
});
