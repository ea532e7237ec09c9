import type { TPowersW, TRegistryKind, TRegistryPoint, TSipsPoint } from '@portal/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { registrySupplyPoints, tariffs } from '../../db/schema/index.ts';

interface TRegistryRow {
  cups: string;
  kind: TRegistryKind;
  distributor_code: string;
  distributor_name: string;
  access_tariff: string;
  power_p1_w: number | null;
  power_p2_w: number | null;
  power_p3_w: number | null;
  power_p4_w: number | null;
  power_p5_w: number | null;
  power_p6_w: number | null;
  self_consumption_code: string;
  postal_code: string | null;
  ine: string | null;
  consumption_data_available: boolean;
  switch_available: boolean;
  tariff_id: number | null;
}

/** The registry's columns of a point, as the insert writes them (the seed writes the same). */
export function registryValues(point: TSipsPoint): typeof registrySupplyPoints.$inferInsert {
  const [p1, p2, p3, p4, p5, p6] = point.powersW;
  return {
    cups: point.cups,
    kind: point.kind,
    distributorCode: point.distributorCode,
    distributorName: point.distributorName,
    accessTariff: point.accessTariff,
    powerP1W: p1,
    powerP2W: p2,
    powerP3W: p3,
    powerP4W: p4,
    powerP5W: p5,
    powerP6W: p6,
    selfConsumptionCode: point.selfConsumptionCode,
    postalCode: point.postalCode,
    ine: point.ine,
    consumptionDataAvailable: point.consumptionDataAvailable,
    switchAvailable: point.switchAvailable,
  };
}

// What a re-import replaces: every column but the key, by its property and its SQL name.
const REPLACED = Object.fromEntries(
  Object.entries(getTableColumns(registrySupplyPoints))
    .filter(([key]) => key !== 'cups' && key !== 'importedAt')
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

/** SQL of the registry: the lookup by CUPS and the import's batched upsert. */
export class SupplyPointRegistryRepo {
  constructor(private readonly db: Database) {}

  /**
   * One point by CUPS, with its tariff's id: an index scan of the primary key
   * (registry_supply_points_pkey) and one of tariffs_name_key, one row each, whatever the
   * registry's size (plan: Nested Loop Left Join → Index Scan using registry_supply_points_pkey
   * (cups = $1) → Index Scan using tariffs_name_key (name = r.access_tariff)). Prepared once per
   * connection (executeNamed).
   */
  async lookup(cups: string): Promise<TRegistryPoint | undefined> {
    const [row] = await executeNamed<TRegistryRow>(
      this.db,
      'registry_lookup',
      sql`select r.cups, r.kind, r.distributor_code, r.distributor_name, r.access_tariff, r.power_p1_w, r.power_p2_w,
            r.power_p3_w, r.power_p4_w, r.power_p5_w, r.power_p6_w, r.self_consumption_code, r.postal_code, r.ine,
            r.consumption_data_available, r.switch_available, t.id as tariff_id
          from ${registrySupplyPoints} r left join ${tariffs} t on t.name = r.access_tariff
          where r.cups = ${cups}`,
    );
    return row && pointOf(row);
  }
}

/**
 * Writes a batch of points (distinct CUPS) in one statement: new ones inserted, known ones
 * replaced with the file's values and a new imported_at. Answers how many were new; `xmax = 0`
 * holds for a row this statement inserted, not for one it updated.
 */
export async function upsertRegistryPoints(db: Executor, points: readonly TSipsPoint[]): Promise<{ inserted: number; updated: number }> {
  if (points.length === 0) return { inserted: 0, updated: 0 };
  const rows = await db
    .insert(registrySupplyPoints)
    .values(points.map(registryValues))
    .onConflictDoUpdate({ target: registrySupplyPoints.cups, set: { ...REPLACED, importedAt: sql`now()` } })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

function pointOf(row: TRegistryRow): TRegistryPoint {
  const powersW = [row.power_p1_w, row.power_p2_w, row.power_p3_w, row.power_p4_w, row.power_p5_w, row.power_p6_w] as unknown as TPowersW;
  return {
    cups: row.cups,
    kind: row.kind,
    distributorCode: row.distributor_code,
    distributorName: row.distributor_name,
    accessTariff: row.access_tariff,
    powersW,
    selfConsumptionCode: row.self_consumption_code,
    postalCode: row.postal_code,
    ine: row.ine,
    consumptionDataAvailable: row.consumption_data_available,
    switchAvailable: row.switch_available,
    accessTariffId: row.tariff_id,
  };
}
