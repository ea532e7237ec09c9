import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface PortalInstance {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (logs and stdout). */
  output: () => string;
  /** How the process ended ('exited with 1', 'killed by SIGKILL'), or undefined while it runs. */
  exit: () => string | undefined;
  /** A clean stop (SIGTERM, SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** An abrupt end (SIGKILL), as a crash. */
  kill(): Promise<void>;
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
  let ended: string | undefined;
  // If the test process itself dies, the portal must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ? `killed by ${signal}` : `exited with ${code}`;
      process.removeListener('exit', killOnExit);
      resolve();
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${startTimeoutMs} ms:\n${out}`)), startTimeoutMs);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${ended} before listening:\n${out}`));
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
    exit: () => ended,
    stop: async () => {
      if (ended) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(killer);
    },
    kill: async () => {
      if (ended) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
