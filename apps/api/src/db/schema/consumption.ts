import { sql } from 'drizzle-orm';
import { bigint, check, customType, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { supplyPoints } from './supply-points.ts';

/** bytea as raw bytes: a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Metered readings of a supply point, one row per local (Europe/Madrid) day and supply point
 * (docs/consumption.md: the layout, its cost per reading and why). Each magnitude is one
 * bytea of 4-byte big-endian integers, one per slot in the order of the day's clock hours:
 *   - 1 value: gas, one reading per day (Wh of gas);
 *   - 23, 24 or 25: hourly (the spring and autumn clock changes);
 *   - 92, 96 or 100: quarter-hourly.
 * -1 marks a slot the meter did not give (a gap). active is Wh taken from the grid; exported the
 * Wh a self-consumption installation poured into it (null elsewhere); reactive varh (null for
 * gas). estimated is a bitmap, bit i (byte i >> 3, bit 7 - (i & 7)) set when the distributor
 * estimated slot i; null when it estimated none. The table is partitioned by year of `day`
 * (migration 0010), so a year of readings is one partition to scan, detach or drop.
 */
export const consumptionDays = pgTable(
  'consumption_days',
  {
    supplyPointId: integer('supply_point_id')
      .notNull()
      .references(() => supplyPoints.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    active: bytes('active').notNull(),
    exported: bytes('exported'),
    reactive: bytes('reactive'),
    estimated: bytes('estimated'),
  },
  (t) => [
    primaryKey({ columns: [t.supplyPointId, t.day] }),
    check(
      'consumption_days_slots_check',
      sql`octet_length(${t.active}) / 4 in (1, 23, 24, 25, 92, 96, 100) and octet_length(${t.active}) % 4 = 0`,
    ),
    check(
      'consumption_days_magnitudes_check',
      sql`(${t.exported} is null or octet_length(${t.exported}) = octet_length(${t.active})) and (${t.reactive} is null or octet_length(${t.reactive}) = octet_length(${t.active}))`,
    ),
  ],
);

/**
 * How many times the readings of a supply point's month have changed: bumped by the statement
 * triggers on consumption_days (migration 0037) whoever writes the readings, so a kept month
 * drawn from older readings is known to be stale. No row is version 0.
 */
export const consumptionMonthVersions = pgTable(
  'consumption_month_versions',
  {
    supplyPointId: integer('supply_point_id').notNull(),
    month: date('month').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.supplyPointId, t.month] })],
);

/**
 * A whole month of a supply point's monthly chart, kept (docs/consumption.md, "Months kept"):
 * the unrounded sums calendar-chart.ts draws from its days (TMonthBucket, as JSON text) and,
 * once a daily chart asked for the month, each day's (TMonthDays), valid while its readings are
 * at `version` and its tariff, prices and options hash to `fingerprint`.
 */
export const consumptionMonths = pgTable(
  'consumption_months',
  {
    supplyPointId: integer('supply_point_id')
      .notNull()
      .references(() => supplyPoints.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    bucket: text('bucket').notNull(),
    // Null until a daily chart draws the month: most months are only ever seen in monthly charts.
    days: text('days'),
  },
  (t) => [primaryKey({ columns: [t.supplyPointId, t.month] })],
);
