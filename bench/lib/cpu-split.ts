import { execFileSync, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import pg from 'pg';

/**
 * The machine's cores split in two, as when the portal and PostgreSQL run on hosts of their own:
 * the portal (or the floor's bench process) and the load generator on the first core, the
 * PostgreSQL backends of the database on the others. Pinned with taskset (util-linux); a process
 * keeps its affinity until it ends, and a backend pinned here ends with its pool.
 */
export interface CpuSplit {
  /** taskset's list of the first core: the client side. */
  client: string;
  /** taskset's list of the other cores: PostgreSQL. */
  database: string;
}

export function cpuSplit(): CpuSplit {
  const cores = availableParallelism();
  if (cores < 2) throw new Error('--cores split: needs two cores or more');
  if (spawnSync('taskset', ['-V'], { stdio: 'ignore' }).error) throw new Error('--cores split: taskset (util-linux) is not installed');
  return { client: '0', database: cores === 2 ? '1' : `1-${cores - 1}` };
}

/** Pins a process and all its threads (V8's, libuv's) to `cpus`. */
export function pinProcess(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** Pins every client backend of the database (the pools' open connections) to `cpus`. */
export async function pinBackends(databaseUrl: string, cpus: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    for (const { pid } of rows) pinProcess(pid, cpus);
    return rows.length;
  } finally {
    await client.end();
  }
}
