import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The retailers a visitor of the comparators may come from (visitor-and-shell §3.6: comer id,
 * name): real Spanish retailers, seeded by seed/reference/origin-suppliers.ts. kind says which
 * comparator lists it: electricity, gas, or both.
 */
export const originSuppliers = pgTable(
  'origin_suppliers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<'electricity' | 'gas' | 'both'>().notNull(),
  },
  (t) => [
    uniqueIndex('origin_suppliers_name_key').on(t.name),
    check('origin_suppliers_kind_check', sql`${t.kind} in ('electricity', 'gas', 'both')`),
  ],
);
