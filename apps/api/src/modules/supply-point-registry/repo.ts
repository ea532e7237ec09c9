import type { TPowersW, TRegistryKind, TRegistryPoint, TSipsPoint } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { rowsOf } from '../../db/rows.ts';
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
 * replaced with the file's values and a new imported_at. The batch travels as one array per
 * column (unnest), 16 parameters whatever its size: binding one parameter per value cost the
 * import more than the database's work. Answers how many were new: `xmax = 0` holds for a row
 * this statement inserted, not for one it updated.
 */
export async function upsertRegistryPoints(db: Executor, points: readonly TSipsPoint[]): Promise<{ inserted: number; updated: number }> {
  if (points.length === 0) return { inserted: 0, updated: 0 };
  const column = <T>(read: (point: TSipsPoint) => T) => sql.param(points.map(read));
  const power = (i: number) => column((p) => p.powersW[i] ?? null);
  const [row] = rowsOf<{ inserted: number; written: number }>(
    await db.execute(sql`
      with written as (
        insert into ${registrySupplyPoints} (cups, kind, distributor_code, distributor_name, access_tariff, power_p1_w, power_p2_w,
          power_p3_w, power_p4_w, power_p5_w, power_p6_w, self_consumption_code, postal_code, ine, consumption_data_available,
          switch_available)
        select * from unnest(${column((p) => p.cups)}::text[], ${column((p) => p.kind)}::text[], ${column((p) => p.distributorCode)}::text[],
          ${column((p) => p.distributorName)}::text[], ${column((p) => p.accessTariff)}::text[], ${power(0)}::int[], ${power(1)}::int[],
          ${power(2)}::int[], ${power(3)}::int[], ${power(4)}::int[], ${power(5)}::int[], ${column((p) => p.selfConsumptionCode)}::text[],
          ${column((p) => p.postalCode)}::text[], ${column((p) => p.ine)}::text[], ${column((p) => p.consumptionDataAvailable)}::bool[],
          ${column((p) => p.switchAvailable)}::bool[])
        on conflict (cups) do update set kind = excluded.kind, distributor_code = excluded.distributor_code,
          distributor_name = excluded.distributor_name, access_tariff = excluded.access_tariff, power_p1_w = excluded.power_p1_w,
          power_p2_w = excluded.power_p2_w, power_p3_w = excluded.power_p3_w, power_p4_w = excluded.power_p4_w,
          power_p5_w = excluded.power_p5_w, power_p6_w = excluded.power_p6_w, self_consumption_code = excluded.self_consumption_code,
          postal_code = excluded.postal_code, ine = excluded.ine, consumption_data_available = excluded.consumption_data_available,
          switch_available = excluded.switch_available, imported_at = now()
        returning xmax = 0 as inserted
      )
      select count(*) filter (where inserted)::int as inserted, count(*)::int as written from written`),
  );
  const inserted = row?.inserted ?? 0;
  return { inserted, updated: (row?.written ?? 0) - inserted };
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
