import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The supply-point registry: any CUPS of the market, not only our customers', as the CNMC's
 * SIPS supply-point files describe it (docs/supply-point-registry.md). Filled by
 * `npm run sips:import` and, in the demo, by the seed; read by CUPS lookups. The access tariff
 * is its name ('2.0TD', 'RL.1'): the lookup finds its `tariffs` row by that name, so an
 * import never depends on which tariffs a portal has. The key is the CUPS's first 20
 * characters (the domain's registryKeyOf): a point is found whether it is asked with 20 or 22.
 */
export const registrySupplyPoints = pgTable(
  'registry_supply_points',
  {
    cups: text('cups').primaryKey(),
    kind: text('kind').notNull(),
    distributorCode: text('distributor_code').notNull(),
    distributorName: text('distributor_name').notNull(),
    accessTariff: text('access_tariff').notNull(),
    powerP1W: integer('power_p1_w'),
    powerP2W: integer('power_p2_w'),
    powerP3W: integer('power_p3_w'),
    powerP4W: integer('power_p4_w'),
    powerP5W: integer('power_p5_w'),
    powerP6W: integer('power_p6_w'),
    selfConsumptionCode: text('self_consumption_code').notNull().default('00'),
    postalCode: text('postal_code'),
    ine: text('ine'),
    consumptionDataAvailable: boolean('consumption_data_available').notNull(),
    switchAvailable: boolean('switch_available').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('registry_supply_points_kind_check', sql`${t.kind} in ('electricity', 'gas')`),
    check('registry_supply_points_cups_check', sql`length(${t.cups}) = 20`),
  ],
);
