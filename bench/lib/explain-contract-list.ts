import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import { ContractsRepo } from '../../apps/api/src/modules/contracts/repo.ts';

/**
 * EXPLAIN ANALYZE of the list page and count queries for one user, reduced to the lines that
 * say how contracts are reached (index or sequential scan) and the timings.
 */
export async function explainContractList(database: DatabaseHandle, login: string): Promise<string[]> {
  const [user] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from users where login = ${login}`));
  if (!user) throw new Error(`no user ${login}`);
  const repo = new ContractsRepo(database.db);
  const out: string[] = [];
  for (const words of [[], ['barcelona']]) {
    const { page, count } = repo.listQueries(user.id, { type: 'electricity', words, offset: 0, limit: 10 });
    for (const [name, query] of [
      ['page', page],
      ['count', count],
    ] as const) {
      const plan = rowsOf<{ 'QUERY PLAN': string }>(await database.db.execute(sql`explain (analyze, costs off) ${query.getSQL()}`)).map(
        (r) => r['QUERY PLAN'],
      );
      const scans = plan.filter((l) => /(Scan|Index).* on contracts\b/.test(l)).map((l) => l.trim().replace(/\s*\(actual.*$/, ''));
      const timing = plan.filter((l) => /^(Planning|Execution) Time/.test(l)).join(', ');
      out.push(`plan ${name}${words.length ? ` filter=${words.join(' ')}` : ''} for ${login}: ${scans.join('; ')} (${timing})`);
    }
  }
  return out;
}
