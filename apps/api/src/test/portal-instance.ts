import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface PortalInstance {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (logs and stdout). */
  output: () => string;
  stop(): Promise<void>;
}

/**
 * `npm start`'s entry as a real process on a free port, as an operator runs one instance of
 * several (test helper of the multi-instance and database-outage tests). Resolves once it listens.
 */
export async function startPortalInstance(env: Record<string, string>, startTimeoutMs = 150_000): Promise<PortalInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      SETTINGS_FILE: '',
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: '',
      SEED_DEMO: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    out += chunk;
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${startTimeoutMs} ms:\n${out}`)), startTimeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening:\n${out}`));
    });
    child.stdout!.on('data', () => {
      const match = /Portal listening on http:\/\/localhost:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
