import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { supplyPoints } from './supply-points.ts';

/**
 * Metered consumption of a supply point, one row per local (Europe/Madrid) day: active_wh holds
 * one value per local hour in Wh, so 23 values on the spring clock change and 25 on the autumn
 * one. exported_wh is the energy poured into the grid by self-consumption installations
 * (null elsewhere). Invoices and the hourly curve download read these rows.
 */
export const consumptionDays = pgTable(
  'consumption_days',
  {
    supplyPointId: integer('supply_point_id')
      .notNull()
      .references(() => supplyPoints.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    activeWh: integer('active_wh').array().notNull(),
    exportedWh: integer('exported_wh').array(),
  },
  (t) => [
    primaryKey({ columns: [t.supplyPointId, t.day] }),
    check('consumption_days_active_hours_check', sql`array_length(${t.activeWh}, 1) between 23 and 25`),
    check(
      'consumption_days_exported_hours_check',
      sql`${t.exportedWh} is null or array_length(${t.exportedWh}, 1) = array_length(${t.activeWh}, 1)`,
    ),
  ],
);
