import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

// Whatever the shell running the tests has set, these runs use PGlite and no extras.
const CLEAN_ENV = {
  DATABASE_URL: '',
  REDIS_URL: '',
  SETTINGS_FILE: '',
  OIDC_ISSUER: '',
  OIDC_CLIENT_ID: '',
  TOKEN_SECRET: '',
  SEED_DEMO: 'true',
};

interface Started {
  child: ChildProcess;
  port: number;
  stdout: () => string;
  ready: Record<string, unknown>;
}

/** `npm start`'s entry as a real process, as an operator runs it. */
async function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...CLEAN_ENV, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
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
    const timer = setTimeout(
      () => reject(new Error(`no start within 150 s (a first start migrates and seeds; slow on a busy machine):\n${out}`)),
      150_000,
    );
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
    child.stdout!.on('data', () => {
      const match = /Portal listening on http:\/\/localhost:(\d+)/.exec(out);
      // The ready log line and the printed logins arrive in either order; wait for both.
      if (match && out.includes('#token=') && /"msg":"ready".*\n/.test(out)) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  const readyLine = out.split('\n').find((l) => l.includes('"msg":"ready"'));
  return { child, port, stdout: () => out, ready: JSON.parse(readyLine ?? '{}') };
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });

describe('main.ts', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts on a new data directory, seeds it, prints the demo logins and a token URL, stops on SIGTERM', async () => {
    const run = await start({ DATA_DIR: dataDir });
    try {
      expect(run.ready).toMatchObject({ database: 'pglite', seeded: true });
      const out = run.stdout();
      for (const text of [
        '12345678Z',
        'B58378431',
        '87654321X',
        'Demo-Portal-2026!',
        'client_id=demo-partner secret=demo-partner-secret',
      ]) {
        expect(out).toContain(text);
      }
      const token = /#token=(\S+)/.exec(out)![1]!;
      const base = `http://127.0.0.1:${run.port}`;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const profile = await fetch(`${base}/api/v2/users/`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await profile.json()) as { vat: string }).vat).toBe('12345678Z');
      // The printed token is read-only.
      const put = await fetch(`${base}/api/v1/user/password`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ current: 'Demo-Portal-2026!', password: 'Nova-Clau-2026' }),
      });
      expect(put.status).toBe(403);
      // Something to find again after a restart.
      const login = await fetch(`${base}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: '87654321X', password: 'Demo-Portal-2026!' }),
      });
      const { token: session } = (await login.json()) as { token: string };
      const changed = await fetch(`${base}/api/v1/user/password`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
        body: JSON.stringify({ current: 'Demo-Portal-2026!', password: 'Nova-Clau-2026' }),
      });
      expect(changed.status).toBe(200);
    } finally {
      expect(await stop(run.child, 'SIGTERM')).toBe(0);
    }
  });

  it('starts again on the same data directory without seeding, keeping the data, and stops on SIGINT', async () => {
    const run = await start({ DATA_DIR: dataDir });
    try {
      expect(run.ready).toMatchObject({ database: 'pglite', seeded: false });
      const login = await fetch(`http://127.0.0.1:${run.port}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: '87654321X', password: 'Nova-Clau-2026' }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await stop(run.child, 'SIGINT')).toBe(0);
    }
  });

  it('refuses to start with a bad configuration, saying why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, ...CLEAN_ENV, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (c) => {
      err += c;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('Invalid configuration');
    expect(err).toContain('PORT');
  });
});
