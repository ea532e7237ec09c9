import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * Supply contracts, reduced to what sign-in needs (a customer without contracts is a new
 * customer). The contracts feature extends this table with its own migrations; the columns
 * here keep their meaning. States are the spec's: esborrany (draft), activa, baixa, cancelada.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    state: text('state').notNull().default('esborrany'),
  },
  (t) => [
    uniqueIndex('contracts_name_key').on(t.name),
    index('contracts_customer_id_idx').on(t.customerId),
    check('contracts_type_check', sql`${t.type} in ('electricity', 'gas')`),
    check('contracts_state_check', sql`${t.state} in ('esborrany', 'activa', 'baixa', 'cancelada')`),
  ],
);
