import type { TFilterParamField, TInvoiceFilterTerm } from '@portal/domain';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import { InvoicesRepo } from '../../apps/api/src/modules/invoices/repo.ts';

const FIELDS: TFilterParamField[] = ['cups', 'addresses', 'contracts', 'vats'];

/**
 * EXPLAIN ANALYZE of what GET invoices/ (its one statement, without and with `terms`) and GET
 * filter/params run for one user, reduced to how invoices are reached (which index, how many
 * rows, heap fetches) and the timings.
 */
export async function explainInvoiceList(database: DatabaseHandle, login: string, terms: TInvoiceFilterTerm[]): Promise<string[]> {
  const [user] = rowsOf<{ id: number; customer_id: number }>(
    await database.db.execute(sql`select id, customer_id from users where login = ${login}`),
  );
  if (!user) throw new Error(`no user ${login}`);
  const repo = new InvoicesRepo(database.db);
  const queries: Array<[string, SQLWrapper]> = [
    ['list', repo.pageQuery(user.id, { kind: 'electricity', terms: [], offset: 0, limit: 100 })],
    ['filtered list', repo.pageQuery(user.id, { kind: 'electricity', terms, offset: 0, limit: 100 })],
    ['filter/params', repo.filterValuesQuery(user.customer_id, 'electricity', FIELDS)],
  ];

  const out: string[] = [];
  for (const [name, query] of queries) {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(await database.db.execute(sql`explain (analyze, costs off) ${query.getSQL()}`)).map(
      (r) => r['QUERY PLAN'],
    );
    const reads = plan
      .filter((l) =>
        /(Scan|Index).* on (invoices|invoice_points|invoice_counts|invoice_month_counts|invoice_filter_values)\b|Heap Fetches|^\s*->\s*Sort\b|^Sort\b/.test(
          l,
        ),
      )
      .map((l) =>
        l
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s*\(actual time=[^ ]+ (rows=\d+) loops=(\d+)\)/, ' ($1×$2)'),
      );
    const timing = plan.filter((l) => /^(Planning|Execution) Time/.test(l)).join(', ');
    out.push(`plan ${name} for ${login}: ${reads.join('; ')} (${timing})`);
  }
  return out;
}
