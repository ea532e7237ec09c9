import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';

// Linux reports CPU time in clock ticks of USER_HZ, 100 per second on every common build.
const TICK_MS = 10;

/** CPU time (user + system) a process has used so far, in ms; undefined where /proc is missing or the process is gone. */
function cpuMs(pid: number): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  const stat = readFileSync(file, 'utf8');
  // Fields after the command name in parentheses: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    return result.rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuPerRequest {
  portalMs: number;
  postgresMs: number;
}

/**
 * CPU used per request by the portal process and by the PostgreSQL backends serving its
 * database while `work` runs. Unlike latency, it hardly depends on what else the machine runs,
 * so it tells what an idle machine would sustain. Undefined without /proc (not Linux).
 */
export async function cpuPerRequest<T extends { requests: number }>(
  portalPid: number,
  databaseUrl: string,
  work: () => Promise<T>,
): Promise<T & { cpu?: CpuPerRequest }> {
  const portalBefore = cpuMs(portalPid);
  if (portalBefore === undefined) return work();
  const backendsBefore = new Map((await backendPids(databaseUrl)).map((pid) => [pid, cpuMs(pid) ?? 0]));
  const result = await work();
  const portalAfter = cpuMs(portalPid) ?? portalBefore;
  let postgres = 0;
  // Backends that closed during the run are missed: the pool keeps its connections while busy.
  for (const pid of await backendPids(databaseUrl)) postgres += (cpuMs(pid) ?? 0) - (backendsBefore.get(pid) ?? 0);
  const n = Math.max(1, result.requests);
  return { ...result, cpu: { portalMs: (portalAfter - portalBefore) / n, postgresMs: postgres / n } };
}
