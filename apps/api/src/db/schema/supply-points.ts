import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { distributors } from './reference-data.ts';

/**
 * A supply point, identified by its CUPS. It outlives contracts: a closed contract and the
 * one that replaced it point at the same row, so the cadastral reference is stored here.
 */
export const supplyPoints = pgTable(
  'supply_points',
  {
    id: serial('id').primaryKey(),
    cups: text('cups').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    ine: text('ine').notNull(),
    fullAddress: text('full_address').notNull(),
    refCatastral: text('ref_catastral'),
    isPeninsula: boolean('is_peninsula').notNull().default(true),
    distributorId: integer('distributor_id').references(() => distributors.id),
  },
  (t) => [uniqueIndex('supply_points_cups_key').on(t.cups), index('supply_points_distributor_id_idx').on(t.distributorId)],
);
