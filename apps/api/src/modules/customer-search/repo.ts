import { CUSTOMER_CARD_CONTRACTS, CUSTOMER_SEARCH_CONTRACTS, type TCustomerSearchTerms } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/** A contract as a hit and the card list it. */
export interface CustomerContractRow {
  name: string;
  cups: string | null;
  type: string;
  state: string;
}

/** A hit: the customer, the best field it matched (0 tax id … 4 name), its first contracts. */
export interface CustomerHitRow {
  id: number;
  name: string;
  tax_id: string;
  rank: number;
  contracts: CustomerContractRow[] | string;
  more_contracts: boolean;
}

export interface CustomerCardRow {
  id: number;
  name: string;
  tax_id: string;
  created_at: Date | string;
  users: Array<{ id: number; login: string; name: string; locale: string }> | string;
  contracts: CustomerContractRow[] | string;
  more_contracts: boolean;
}

/**
 * The first `count` contracts of the customer `customerId` (a column), as JSON, and whether there
 * are more: by type, active first, then by name, the order of contracts_list_idx, so a company
 * with thousands of contracts is read `count + 1` index entries deep and never sorted whole.
 */
function contractsOf(customerId: SQL, count: number): SQL {
  return sql`(select coalesce(json_agg(json_build_object('name', k.name, 'cups', k.cups, 'type', k.type, 'state', k.state)
                order by k.n) filter (where k.n <= ${count}), '[]'::json) as contracts,
                count(*) > ${count} as more_contracts
              from (select ct.name, sp.cups, ct.type, ct.state, ct.n
                    from (select c2.name, c2.type, c2.state, c2.supply_point_id,
                            row_number() over (order by c2.type, c2.active_rank, c2.name) as n
                          from contracts c2 where c2.customer_id = ${customerId}
                          order by c2.type, c2.active_rank, c2.name limit ${count + 1}) ct
                    left join supply_points sp on sp.id = ct.supply_point_id) k)`;
}

/**
 * The reads of staff's customer search (docs/staff.md, "Customers"): customers, users, contracts,
 * supply points and invoices are other modules' tables, read here and never written.
 */
export class CustomerSearchRepo {
  constructor(private readonly db: Database) {}

  async search(terms: TCustomerSearchTerms, limit: number): Promise<CustomerHitRow[]> {
    return rowsOf<CustomerHitRow>(await this.db.execute(this.searchQuery(terms, limit)));
  }

  /**
   * The statement of search(), unexecuted (its query-plan test explains it). One branch per
   * reading of the query, each a lookup in its own index, so none reads a table whole however
   * many millions of supply points the portal has (query-plans.test.ts; EXPLAIN ANALYZE on
   * PostgreSQL with 1,000,000 customers, supply points, contracts and invoices: 3–7 ms for an
   * identifier, 52 ms for the broadest name prefix, "ma", whose bitmap holds 234,375 entries):
   * - tax id: customers_tax_id_key (unique, the login's normalised form);
   * - CUPS: supply_points_cups_key, then contracts_supply_point_id_idx;
   * - contract number: contracts_name_key; invoice number: invoices_number_key (both unique);
   * - name: customers_name_search_idx, a GIN index of the folded name's words, where each word's
   *   prefix (`garc:*`) is a range of lexemes. The branch stops at `limit` customers without
   *   ordering them: a broad prefix ("ma") answers `limit` of its namesakes, not all of them
   *   sorted, and staff type more to narrow it.
   * The customers found (at most `limit`) are then read by primary key, each with its first
   * contracts through contracts_list_idx (customer first), one more to tell there are more.
   */
  searchQuery(terms: TCustomerSearchTerms, limit: number): SQL {
    const numbers = sql`array[${sql.join(
      terms.numbers.map((n) => sql`${n}::text`),
      sql`, `,
    )}]`;
    const prefixes = terms.words.map((word) => `${word}:*`).join(' & ');
    // Materialized: planned on its own, without the limit, so a prefix the statistics cannot
    // size is still read through the index; the limit then takes its first rows lazily.
    const nameHits =
      terms.words.length === 0
        ? sql``
        : sql`name_hits as materialized (select c.id from customers c
            where to_tsvector('simple', portal_fold(c.name)) @@ to_tsquery('simple', portal_fold(${prefixes}))),`;
    const byName = terms.words.length === 0 ? sql`` : sql`union all (select id, 4 from name_hits limit ${limit})`;
    return sql`
      with ${nameHits} matches as (
        select c.id as customer_id, 0 as rank from customers c where c.tax_id = ${terms.taxId}
        union all
        select ct.customer_id, 1 from supply_points sp join contracts ct on ct.supply_point_id = sp.id where sp.cups = ${terms.cups}
        union all
        select ct.customer_id, 2 from contracts ct where ct.name = any(${numbers})
        union all
        select i.customer_id, 3 from invoices i where i.number = any(${numbers})
        ${byName}
      ),
      best as (
        select customer_id, min(rank) as rank from matches group by customer_id order by min(rank), customer_id limit ${limit}
      )
      select c.id, c.name, c.tax_id, best.rank, k.contracts, k.more_contracts
      from best join customers c on c.id = best.customer_id
      cross join lateral ${contractsOf(sql`c.id`, CUSTOMER_SEARCH_CONTRACTS)} k
      order by best.rank, c.name, c.id`;
  }

  async exists(customerId: number): Promise<boolean> {
    return rowsOf(await this.db.execute(sql`select 1 from customers where id = ${customerId}`)).length === 1;
  }

  async card(customerId: number): Promise<CustomerCardRow | undefined> {
    const [row] = rowsOf<CustomerCardRow>(
      await this.db.execute(sql`
        select c.id, c.name, c.tax_id, c.created_at,
          (select coalesce(json_agg(json_build_object('id', u.id, 'login', u.login, 'name', u.name, 'locale', u.locale) order by u.id), '[]'::json)
             from users u where u.customer_id = c.id) as users,
          k.contracts, k.more_contracts
        from customers c cross join lateral ${contractsOf(sql`c.id`, CUSTOMER_CARD_CONTRACTS)} k
        where c.id = ${customerId}`),
    );
    return row;
  }
}
