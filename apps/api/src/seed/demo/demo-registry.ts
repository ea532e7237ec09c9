import { cupsControlLetters, type TPowersW, type TSipsPoint } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { registrySupplyPoints } from '../../db/schema/index.ts';
import { upsertRegistryPoints } from '../../modules/supply-point-registry/index.ts';
import { DEMO_REGISTRY_CUPS } from './demo-registry-cups.ts';

const cupsOf = (digits16: string) => `ES${digits16}${cupsControlLetters(digits16)}`;

// The four CUPS a visitor can try live in a module of their own, which the browser tests import
// without this seed's database code.
export { DEMO_REGISTRY_CUPS } from './demo-registry-cups.ts';

/** How many generated points the demo registry holds beside the four above and the customers' own. */
export const DEMO_REGISTRY_SIZE = 5000;

// The demo distributors (demo-reference-data.ts) with the codes their CUPS begin with.
const E_DISTRIBUCION = { code: '0031', name: 'e-distribución Redes Digitales' };
const I_DE = { code: '0021', name: 'i-DE Redes Eléctricas Inteligentes' };
const NEDGIA = { code: '0230', name: 'Nedgia Catalunya' };
const DISTRIBUTOR_BY_CODE = new Map([E_DISTRIBUCION, I_DE, NEDGIA].map((d) => [d.code, d.name]));

// Real municipalities with a postal code of each: e-distribución and Nedgia in Catalonia, i-DE in Madrid and Valencia.
const CATALONIA = [
  { postalCode: '08001', ine: '08019' },
  { postalCode: '08201', ine: '08187' },
  { postalCode: '17001', ine: '17079' },
  { postalCode: '25001', ine: '25120' },
  { postalCode: '43001', ine: '43148' },
];
const I_DE_AREA = [
  { postalCode: '28001', ine: '28079' },
  { postalCode: '46001', ine: '46250' },
  { postalCode: '28901', ine: '28065' },
];
// Normalised powers (W) households contract in 2.0TD (the ICP steps).
const HOUSEHOLD_POWERS = [3300, 3450, 4400, 4600, 5500, 5750, 6900, 9200];

const none = null;
const powers = (...watts: number[]): TPowersW => [0, 1, 2, 3, 4, 5].map((i) => watts[i] ?? none) as unknown as TPowersW;

function point(values: Partial<TSipsPoint> & Pick<TSipsPoint, 'cups' | 'accessTariff' | 'powersW'>): TSipsPoint {
  const code = values.cups.slice(2, 6);
  return {
    kind: values.accessTariff.startsWith('RL.') ? 'gas' : 'electricity',
    distributorCode: code,
    distributorName: DISTRIBUTOR_BY_CODE.get(code) ?? '',
    selfConsumptionCode: '00',
    postalCode: '08001',
    ine: '08019',
    consumptionDataAvailable: true,
    switchAvailable: true,
    ...values,
  };
}

/** The four memorable points. */
function memorablePoints(): TSipsPoint[] {
  return [
    point({ cups: DEMO_REGISTRY_CUPS.available20TD, accessTariff: '2.0TD', powersW: powers(4600, 4600) }),
    point({
      cups: DEMO_REGISTRY_CUPS.available30TD,
      accessTariff: '3.0TD',
      powersW: powers(15000, 15000, 15000, 15000, 15000, 20000),
      postalCode: '08201',
      ine: '08187',
    }),
    point({
      cups: DEMO_REGISTRY_CUPS.notAvailable,
      accessTariff: '2.0TD',
      powersW: powers(3450, 3450),
      postalCode: '28001',
      ine: '28079',
      switchAvailable: false,
    }),
    point({ cups: DEMO_REGISTRY_CUPS.gas, accessTariff: 'RL.1', powersW: powers(), postalCode: '17001', ine: '17079' }),
  ];
}

/**
 * The n-th generated point: 70 % 2.0TD, 15 % 3.0TD, 5 % 6.1TD, 10 % gas (RL.1–RL.3), the
 * electricity shared between the two distributors; every 37th cannot be switched, every 53rd
 * lacks a contracted power (its data unavailable), every 11th household has self-consumption.
 */
export function generatedPoint(n: number): TSipsPoint {
  const slot = n % 20;
  const gas = slot >= 18;
  const distributor = gas ? NEDGIA : n % 2 === 0 ? E_DISTRIBUCION : I_DE;
  const area = distributor === I_DE ? I_DE_AREA : CATALONIA;
  const place = area[Math.floor(n / 20) % area.length]!;
  const cups = cupsOf(`${distributor.code}5${String(n).padStart(11, '0')}`);
  const common = { cups, ...place, switchAvailable: n % 37 !== 36 };
  if (gas) return point({ ...common, accessTariff: `RL.${(Math.floor(n / 20) % 3) + 1}`, powersW: powers() });
  if (slot < 14) {
    const watts = HOUSEHOLD_POWERS[Math.floor(n / 20) % HOUSEHOLD_POWERS.length]!;
    const missing = n % 53 === 52;
    return point({
      ...common,
      accessTariff: '2.0TD',
      powersW: missing ? powers(watts) : powers(watts, watts),
      consumptionDataAvailable: !missing,
      selfConsumptionCode: n % 11 === 10 ? '41' : '00',
    });
  }
  if (slot < 17) {
    const base = 15000 + (n % 5) * 5000;
    return point({ ...common, accessTariff: '3.0TD', powersW: powers(base, base, base, base, base, base + 5000) });
  }
  return point({ ...common, accessTariff: '6.1TD', powersW: powers(200000, 200000, 200000, 200000, 200000, 250000) });
}

interface TCustomerPointRow {
  cups: string;
  tariff: string;
  distributor: string | null;
  postal_code: string;
  ine: string;
  powers: number[] | null;
  self_consumption: boolean;
  no_cession_sips: string;
}

/**
 * Every demo customer's own supply point, as their contract has it (tariff, contracted powers,
 * self-consumption), so a comparator asked for it finds the customer's real data; a point whose
 * customer asked SIPS not to publish its data (no_cession_sips 'active') answers it unavailable.
 * Of two contracts on one point, the active or latest one.
 */
async function customerPoints(tx: Executor): Promise<TSipsPoint[]> {
  const rows = rowsOf<TCustomerPointRow>(
    await tx.execute(sql`
      select distinct on (sp.cups) sp.cups, t.name as tariff, d.name as distributor, sp.postal_code, sp.ine,
        (select array_agg(cp.power_w order by cp.period) from contracted_powers cp where cp.contract_id = c.id) as powers,
        c.self_consumption, c.no_cession_sips
      from contracts c
      join supply_points sp on sp.id = c.supply_point_id
      join tariffs t on t.id = c.tariff_id
      left join distributors d on d.id = sp.distributor_id
      order by sp.cups, (c.state = 'activa') desc, c.start_date desc nulls last, c.id desc`),
  );
  return rows.map((row) =>
    point({
      cups: row.cups.slice(0, 20),
      accessTariff: row.tariff,
      powersW: powers(...(row.powers ?? [])),
      distributorName: row.distributor ?? '',
      postalCode: row.postal_code,
      ine: row.ine,
      selfConsumptionCode: row.self_consumption ? '41' : '00',
      consumptionDataAvailable: row.no_cession_sips !== 'active',
    }),
  );
}

/** Points per statement: the registry's own upsert (the SIPS import's), a thousand CUPS at a time. */
const BATCH = 1000;

/** The demo registry: the memorable points, the generated ones, then the customers' own (which win over any other). */
export async function seedDemoRegistry(tx: Executor): Promise<void> {
  const generated = [...memorablePoints(), ...Array.from({ length: DEMO_REGISTRY_SIZE }, (_, n) => generatedPoint(n))];
  for (let i = 0; i < generated.length; i += BATCH) await upsertRegistryPoints(tx, generated.slice(i, i + BATCH));
  const customers = await customerPoints(tx);
  for (let i = 0; i < customers.length; i += BATCH) await upsertRegistryPoints(tx, customers.slice(i, i + BATCH));
}

/** Seeds the demo registry when its memorable points are missing (a fresh database, or one seeded before the registry existed). */
export async function seedDemoRegistryIfMissing(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${registrySupplyPoints} where cups = ${DEMO_REGISTRY_CUPS.available20TD}`),
  );
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedDemoRegistry(tx));
  return true;
}
