import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../apps/api/src/test/free-port.ts';
import { BARE_HTTP_SERVER, ROOT, startPortal } from './portal-process.ts';

// bench/floor.ts's second ceiling: a server that answers only while its `select 1` does, so its
// figures are those of a request that reached PostgreSQL, as /readyz's are.
const serverUrl = process.env.TEST_DATABASE_URL;

describe('the bare HTTP server of the floor’s ceiling', () => {
  it.skipIf(process.env.TEST_DB_BACKEND !== 'postgres' || !serverUrl)(
    'answers 200 on any path once PostgreSQL has answered its select 1',
    async () => {
      const server = await startPortal({ DATABASE_URL: serverUrl!, PORT: String(await freePort()) }, BARE_HTTP_SERVER);
      try {
        for (const path of ['/readyz', '/anything?else=1']) {
          const res = await fetch(`${server.url}${path}`);
          expect(res.status).toBe(200);
          expect(await res.json()).toEqual({ status: 'ready' });
        }
      } finally {
        await server.stop();
      }
      expect(server.process.exitCode).toBe(0);
    },
  );

  it('answers 503 while the database does not answer, and stays up', async () => {
    const [port, nobody] = [await freePort(), await freePort()];
    const child = spawn(BARE_HTTP_SERVER[0]!, BARE_HTTP_SERVER.slice(1), {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${nobody}/none`, PORT: String(port) },
      stdio: 'ignore',
    });
    try {
      let res: Response | undefined;
      for (let tries = 0; !res && tries < 100; tries++)
        res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => sleep(50).then(() => undefined));
      expect(res?.status).toBe(503);
      expect(await res!.json()).toEqual({ status: 'unavailable' });
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
  });
});
