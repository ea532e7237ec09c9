import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { freePort } from './free-port.ts';

/** The path of redis-server when it is installed; the Redis tests skip themselves without it. */
export const redisServerPath = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
})();

export interface RedisTestServer {
  /** redis://127.0.0.1:port, for REDIS_URL. */
  url: string;
  stop(): void;
}

/** A throwaway redis-server on a free loopback port, keeping nothing on disk. Needs `redisServerPath`. */
export async function startRedisTestServer(): Promise<RedisTestServer> {
  if (!redisServerPath) throw new Error('redis-server is not installed');
  const port = await freePort();
  const server: ChildProcess = spawn(redisServerPath, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  // The server takes a moment to listen; clients reconnect until it does.
  await new Promise((r) => setTimeout(r, 300));
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill() };
}
