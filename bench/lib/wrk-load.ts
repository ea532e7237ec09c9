import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HttpLoad, HttpLoadFigures } from './http-load.ts';

/** Whether wrk (Debian's package `wrk`) is on the PATH. */
export const wrkInstalled = (): boolean => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

/** Every request's path and token as Lua string literals: only printable ASCII gets that far. */
function luaString(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`not printable ASCII, not sent through wrk: ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The Lua wrk runs: the requests written once (as many as the rotation gives before it repeats,
 * up to 1,000), sent in turn, and at the end the figures as one JSON line on stdout.
 */
function script(load: HttpLoad): string {
  const method = load.method ?? 'GET';
  const body = load.body === undefined ? 'nil' : luaString(JSON.stringify(load.body));
  const contentType = load.body === undefined ? '' : `["content-type"] = "application/json", `;
  const requests: Array<{ path: string; token?: string }> = [];
  if (load.rotate) {
    const first = load.rotate();
    requests.push(first);
    for (let i = 1; i < 1000; i++) {
      const next = load.rotate();
      if (next.path === first.path && next.token === first.token) break;
      requests.push(next);
    }
  } else {
    requests.push({ path: new URL(load.url).pathname + new URL(load.url).search, ...(load.token ? { token: load.token } : {}) });
  }
  const formatted = requests.map(
    (r) =>
      `wrk.format(${luaString(method)}, ${luaString(r.path)}, { ${contentType}${r.token ? `["authorization"] = ${luaString(`Bearer ${r.token}`)}` : ''} }, ${body})`,
  );
  return `
local requests = {}
local n = 0
init = function(args)
  requests = { ${formatted.join(',\n    ')} }
end
request = function()
  n = n + 1
  return requests[(n - 1) % #requests + 1]
end
done = function(summary, latency, _)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"duration_us":%d,"p50_us":%d,"p95_us":%d,"p99_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;
}

/**
 * The same load as autocannon's (http-load.ts) through wrk: one thread of C instead of a
 * JavaScript client. On a machine whose cores the portal and PostgreSQL share with the load
 * generator, the generator's own CPU per request counts against the portal; wrk's is a fraction
 * of autocannon's (docs/performance.md, "The ceiling"). Percentiles are wrk's, from every
 * response time at microsecond resolution. A status of 400 or above counts as non-2xx (wrk's
 * count, which does not tell 3xx from 2xx).
 */
export function wrkLoad(load: HttpLoad): Promise<HttpLoadFigures> {
  const lua = script(load);
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-wrk-'));
  const file = join(dir, 'load.lua');
  writeFileSync(file, lua);
  const origin = new URL(load.url).origin;
  const args = ['-t1', `-c${load.connections}`, `-d${load.seconds}s`, '--timeout', '60s', '-s', file, origin];
  return new Promise<HttpLoadFigures>((resolve, reject) => {
    const [command, commandArgs] = load.cpus ? ['taskset', ['-c', load.cpus, 'wrk', ...args]] : ['wrk', args];
    execFile(command, commandArgs, { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      rmSync(dir, { recursive: true, force: true });
      if (error) return reject(new Error(`wrk ${args.join(' ')}: ${error.message}\n${stderr}`));
      const json = stdout.split('\n').find((line) => line.startsWith('{"requests"'));
      if (!json) return reject(new Error(`wrk printed no figures:\n${stdout}\n${stderr}`));
      const x = JSON.parse(json) as Record<string, number>;
      const requests = x.requests!;
      const non2xx = x.status!;
      resolve({
        rps: requests / (x.duration_us! / 1e6),
        p50: x.p50_us! / 1000,
        p95: x.p95_us! / 1000,
        p99: x.p99_us! / 1000,
        requests,
        statuses: { '2xx/3xx': requests - non2xx, '4xx/5xx': non2xx },
        non2xx,
        errors: x.connect! + x.read! + x.write!,
        timeouts: x.timeout!,
      });
    });
  });
}
