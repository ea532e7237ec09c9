import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { PORTAL_NODE_FLAGS } from '../../scripts/portal-node-flags.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * The portal as `npm start` runs it: the compiled API, rebuilt first when its sources are newer
 * (`npm start`'s own check), so a benchmark never measures an older build than the code it reports on.
 */
export function asNpmStartRunsIt(): string[] {
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0 || !existsSync(`${ROOT}apps/api/dist/main.mjs`))
    throw new Error('the API did not build (node scripts/start.mjs --build-only)');
  return ['node', ...PORTAL_NODE_FLAGS, 'apps/api/dist/main.mjs'];
}

/**
 * Not the portal: node:http and a node-postgres pool answering every request with one `select 1`
 * (bench/lib/bare-http-server.mjs), with the portal's Node.js flags; started by startPortal like it.
 */
export const BARE_HTTP_SERVER: readonly string[] = ['node', ...PORTAL_NODE_FLAGS, 'bench/lib/bare-http-server.mjs'];

export interface TPortal {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn until /readyz answered 200. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

/** Starts the portal with `command` (default: as `npm start` runs it) and waits until it is ready. */
export async function startPortal(env: Record<string, string>, command: readonly string[] = asNpmStartRunsIt()): Promise<TPortal> {
  const port = env.PORT ?? '8390';
  const url = `http://127.0.0.1:${port}`;
  // A portal left over from an interrupted run would answer /readyz in this one's place (and this
  // one would exit on the taken port): every figure would be the other process's.
  const leftover = await fetch(`${url}/readyz`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`port ${port} already answers: stop the process listening on it first`);
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`portal exited before it was ready (${command.join(' ')})`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error('portal not ready after 180 s');
    await sleep(50);
  }
  const readyAfterMs = performance.now() - started;
  return {
    url,
    process: child,
    readyAfterMs,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        // The whole group: `npm start` runs node under npm.
        process.kill(-child.pid!, 'SIGINT');
      }),
  };
}
