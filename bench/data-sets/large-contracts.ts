import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import { distributors, priceLists, tariffs } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/platform/auth/passwords.ts';
import { DEMO_DISTRIBUTORS, DEMO_PRICE_LISTS, DEMO_TARIFFS } from '../../apps/api/src/seed/demo/demo-reference-data.ts';

/**
 * A large generated data set for benchmarks: customers with a user each (one password, hashed
 * once), an address and a bank account each, and contracts with their supply points, powers
 * and notification addresses. A few "heavy" customers (companies) hold thousands of contracts,
 * the rest one or two, as on a real retailer's book. Everything is generated inside PostgreSQL
 * with INSERT … SELECT over generate_series, in batches, in one transaction; values are
 * deterministic and valid (NIF letters, CUPS control letters, IBAN check digits).
 */
export interface LargeDataOptions {
  customers?: number;
  contracts?: number;
  /** Customers holding `heavyContracts` contracts each, taken first from the contracts. */
  heavyCustomers?: number;
  heavyContracts?: number;
  password?: string;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface LargeDataResult {
  customers: number;
  contracts: number;
  password: string;
  /** Logins (tax ids) to benchmark with: a heavy customer and a typical one. */
  heavyLogin: string;
  regularLogin: string;
  seconds: number;
}

// Tax ids from here on: far from the demo personas, eight digits plus the NIF letter.
const TAX_ID_BASE = 60_000_000;
// Contract names and CUPS numbers of the generated set start here (no clash with the demo data).
const CONTRACT_NAME_BASE = 10_000_000;
const CUPS_BASE = 900_000_000_000;
const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CUPS_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

// Municipalities of the INE register: postal code, INE code, locality, province.
const PLACES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['08001', '08019', 'Barcelona', 'Barcelona'],
  ['17001', '17079', 'Girona', 'Girona'],
  ['28013', '28079', 'Madrid', 'Madrid'],
  ['08201', '08187', 'Sabadell', 'Barcelona'],
  ['08221', '08279', 'Terrassa', 'Barcelona'],
  ['25001', '25120', 'Lleida', 'Lleida'],
  ['43001', '43148', 'Tarragona', 'Tarragona'],
  ['46001', '46250', 'València', 'València'],
  ['41001', '41091', 'Sevilla', 'Sevilla'],
  ['17600', '17066', 'Figueres', 'Girona'],
  ['08400', '08096', 'Granollers', 'Barcelona'],
  ['08500', '08298', 'Vic', 'Barcelona'],
];
const STREETS = [
  'Major',
  'Nou',
  'Sant Pere',
  'de la Pau',
  'Gran Via',
  'Diagonal',
  'Mallorca',
  'Aragó',
  'Balmes',
  'Sant Antoni',
  'Alcalá',
  'Arenal',
  'del Sol',
  'del Mar',
  'Riera Alta',
  'Ample',
];
const FIRST_NAMES = [
  'Marta',
  'Jordi',
  'Laia',
  'Pau',
  'Núria',
  'Joan',
  'Carme',
  'Marc',
  'Anna',
  'Pere',
  'Lucía',
  'Javier',
  'Elena',
  'David',
  'Sara',
  'Álex',
];
const SURNAMES = [
  'Puig',
  'Serra',
  'Vidal',
  'Soler',
  'Ferrer',
  'Font',
  'Roca',
  'Martí',
  'García',
  'López',
  'Sánchez',
  'Romero',
  'Costa',
  'Vila',
  'Pons',
  'Mas',
];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** The Spanish bank-account control digit of the bank and branch (constant here: 2100 0418). */
function bankBranchControlDigit(bankBranch: string): number {
  const weights = [4, 8, 5, 10, 9, 7, 3, 6];
  const sum = [...bankBranch].reduce((acc, digit, i) => acc + Number(digit) * weights[i]!, 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

export async function generateLargeContracts(db: Database, options: LargeDataOptions = {}): Promise<LargeDataResult> {
  const customers = options.customers ?? 60_000;
  const contracts = options.contracts ?? 100_000;
  const heavyCustomers = options.heavyCustomers ?? 5;
  const heavyContracts = options.heavyContracts ?? 2_000;
  const batchSize = options.batchSize ?? 25_000;
  const password = options.password ?? 'Bench-2026!';
  const log = options.log ?? (() => {});
  const heavyTotal = heavyCustomers * heavyContracts;
  if (heavyCustomers >= customers || heavyTotal >= contracts) throw new Error('heavy customers must leave room for the others');
  const started = performance.now();
  // One argon2id hash for every generated user: hashing 60 000 passwords would take half an hour.
  const passwordHash = await hashPassword(password);
  const taxId = (g: number) => `${String(TAX_ID_BASE + g).padStart(8, '0')}${NIF_LETTERS[(TAX_ID_BASE + g) % 23]}`;

  await db.transaction(async (tx) => {
    if (((await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from customers where tax_id = ${taxId(1)}`))[0]?.n ?? 0) > 0) {
      throw new Error('the large data set is already in this database');
    }
    await ensureReferenceData(tx);
    const ids = await referenceIds(tx);

    await tx.execute(sql`
      insert into customers (tax_id, name)
      select lpad((${TAX_ID_BASE}::int + g)::text, 8, '0') || substr(${NIF_LETTERS}, ((${TAX_ID_BASE}::int + g) % 23) + 1, 1),
             case when g <= ${heavyCustomers}::int then 'Indústries ' || (${textArray(SURNAMES)})[1 + g % 16] || ' ' || g || ' SL'
                  else (${textArray(FIRST_NAMES)})[1 + g % 16] || ' ' || (${textArray(SURNAMES)})[1 + (g / 16) % 16] || ' ' || (${textArray(SURNAMES)})[1 + (g / 256) % 16]
             end
      from generate_series(1, ${customers}::int) g`);
    await tx.execute(
      sql`create temporary table large_customers (g int primary key, id int not null, tax_id text not null, name text not null) on commit drop`,
    );
    await tx.execute(sql`
      insert into large_customers
      select left(tax_id, 8)::int - ${TAX_ID_BASE}::int, id, tax_id, name from customers
      where tax_id >= ${taxId(1).slice(0, 8)} and tax_id < ${String(TAX_ID_BASE + customers + 1).padStart(8, '0')} and length(tax_id) = 9`);
    log(`customers: ${customers}`);

    await tx.execute(sql`
      insert into users (customer_id, login, password_hash, name, email, locale)
      select id, tax_id, ${passwordHash}, name, 'client' || g || '@correu.example', (array['ca-ES','es-ES','en-US'])[1 + g % 3] from large_customers`);

    await tx.execute(sql`
      insert into addresses (customer_id, name, dp, ine, state, poblacio, tv, nv, pnp, pt, pu, mobile, email, full_address)
      select id, name, dp, ine, province, town, tv, nv, pnp, pt, pu, '+34 6' || lpad((g % 100000000)::text, 8, '0'), 'client' || g || '@correu.example',
             tv || ' ' || nv || ' ' || pnp || ' ' || pt || ' ' || pu || ', ' || dp || ' ' || town || case when province <> town then ' (' || province || ')' else '' end
      from (
        select c.id, c.name, c.g, ${place('dp', sql`c.g`)}, ${place('ine', sql`c.g`)}, ${place('town', sql`c.g`)}, ${place('province', sql`c.g`)},
               case when c.g % 5 = 0 then 'AV' else 'CL' end as tv, (${textArray(STREETS)})[1 + (c.g / 7) % 16] as nv,
               (1 + c.g % 120)::text as pnp, (c.g % 8)::text as pt, (1 + c.g % 4)::text as pu
        from large_customers c
      ) s`);
    log('addresses');

    const dc1 = bankBranchControlDigit('21000418');
    await tx.execute(sql`
      insert into bank_accounts (customer_id, iban)
      select id, 'ES' || lpad((98 - ((bban || '142800')::numeric % 97))::text, 2, '0') || bban
      from (
        select id, '21000418' || ${String(dc1)} || (case 11 - s % 11 when 11 then 0 when 10 then 1 else 11 - s % 11 end)::text || acc as bban
        from (
          select c.id, acc, (select sum(substr(acc, k, 1)::int * (array[1,2,4,8,5,10,9,7,3,6])[k]) from generate_series(1, 10) k) as s
          from large_customers c, lateral (select lpad((7000000000 + c.g)::text, 10, '0') as acc) a
        ) d
      ) e`);
    log('bank accounts');
    // Fresh statistics, or the planner believes these tables still hold the handful of demo rows.
    await tx.execute(sql`analyze large_customers, customers, addresses, bank_accounts`);

    for (let start = 1; start <= contracts; start += batchSize) {
      const end = Math.min(contracts, start + batchSize - 1);
      await insertContractBatch(tx, { start, end, customers, heavyCustomers, heavyContracts, heavyTotal, ids });
      log(`contracts ${end}/${contracts}`);
    }
  });
  await db.execute(sql`analyze`);
  return {
    customers,
    contracts,
    password,
    heavyLogin: taxId(1),
    regularLogin: taxId(heavyCustomers + 1),
    seconds: (performance.now() - started) / 1000,
  };
}

async function queryRows<T>(tx: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await tx.execute(query));
}

const PLACE_COLUMNS = { dp: 0, ine: 1, town: 2, province: 3 } as const;

/** One column of PLACES for row number `n` (the same n picks the same place in every column). */
function place(column: keyof typeof PLACE_COLUMNS, n: ReturnType<typeof sql>) {
  const values = PLACES.map((p) => p[PLACE_COLUMNS[column]]);
  return sql`(${textArray(values)})[1 + ${n} % ${sql.raw(String(PLACES.length))}] as ${sql.raw(column)}`;
}

async function ensureReferenceData(tx: Executor): Promise<void> {
  await tx
    .insert(tariffs)
    .values([...DEMO_TARIFFS])
    .onConflictDoNothing();
  await tx
    .insert(priceLists)
    .values([...DEMO_PRICE_LISTS])
    .onConflictDoNothing();
  await tx
    .insert(distributors)
    .values([...DEMO_DISTRIBUTORS])
    .onConflictDoNothing();
}

interface ReferenceIds {
  tariff: Record<string, number>;
  priceList: Record<string, number>;
  distributor: Record<string, number>;
}

async function referenceIds(tx: Executor): Promise<ReferenceIds> {
  const byName = async (table: 'tariffs' | 'price_lists' | 'distributors') =>
    Object.fromEntries(
      (await queryRows<{ id: number; name: string }>(tx, sql`select id, name from ${sql.identifier(table)}`)).map((r) => [r.name, r.id]),
    );
  return { tariff: await byName('tariffs'), priceList: await byName('price_lists'), distributor: await byName('distributors') };
}

interface Batch {
  start: number;
  end: number;
  customers: number;
  heavyCustomers: number;
  heavyContracts: number;
  heavyTotal: number;
  ids: ReferenceIds;
}

/** Supply points, contracts, powers and notification addresses of contracts start..end. */
async function insertContractBatch(tx: Executor, b: Batch): Promise<void> {
  const { tariff, priceList, distributor } = b.ids;
  const regular = b.customers - b.heavyCustomers;
  // Contract i: its customer (heavy ones first), kind (one in four is gas) and state.
  const plan = sql`
    select i,
           case when i <= ${b.heavyTotal}::int then 1 + (i - 1) / ${b.heavyContracts}::int
                else ${b.heavyCustomers}::int + 1 + (i - ${b.heavyTotal}::int - 1) % ${regular}::int end as g,
           case when i % 4 = 3 then 'gas' else 'electricity' end as kind,
           case when i % 50 = 0 then 'baixa' when i % 50 = 1 then 'esborrany' when i % 50 = 3 and i % 4 = 3 then 'cancelada' else 'activa' end as state,
           '0031' || lpad((${CUPS_BASE}::bigint + i)::text, 12, '0') as digits
    from generate_series(${b.start}::int, ${b.end}::int) i`;

  await tx.execute(sql`
    insert into supply_points (cups, street, city, postal_code, ine, full_address, is_peninsula, distributor_id)
    select 'ES' || digits || substr(${CUPS_LETTERS}, floor(m / 23)::int + 1, 1) || substr(${CUPS_LETTERS}, (m % 23)::int + 1, 1) || '0F',
           street, town, dp, ine, street || ', ' || dp || ' ' || town || case when province <> town then ' (' || province || ')' else '' end,
           true, case when kind = 'gas' then ${distributor['Nedgia Catalunya']!}::int else ${distributor['e-distribución Redes Digitales']!}::int end
    from (
      select kind, digits, floor(digits::numeric % 529) as m,
             case when i % 3 = 0 then 'AV ' else 'CL ' end || (${textArray(STREETS)})[1 + i % 16] || ' ' || (1 + i % 150) || ' ' || (i % 6) || ' ' || (1 + i % 4) as street,
             ${place('dp', sql`i`)}, ${place('ine', sql`i`)}, ${place('town', sql`i`)}, ${place('province', sql`i`)}
      from (${plan}) plan
    ) s`);
  // Without fresh statistics the join below scans supply_points once per contract.
  await tx.execute(sql`analyze supply_points`);

  await tx.execute(sql`
    insert into contracts (customer_id, name, type, state, supply_point_id, tariff_id, price_list_id, sign_date, start_date, end_date,
                           fiscal_address_id, bank_account_id, invoice_online, atr_available, dso_reference, pressure_bar, flow_rate_m3h)
    select c.id, lpad((${CONTRACT_NAME_BASE}::int + plan.i)::text, 8, '0'), plan.kind, plan.state, sp.id,
           case when plan.kind = 'gas' then (case when plan.i % 2 = 0 then ${tariff['RL.1']!}::int else ${tariff['RL.2']!}::int end)
                when plan.g <= ${b.heavyCustomers}::int then ${tariff['3.0TD']!}::int else ${tariff['2.0TD']!}::int end,
           case when plan.kind = 'gas' then (case when plan.i % 2 = 0 then ${priceList.GAS_LLAR_RL1!}::int else ${priceList.GAS_LLAR_RL2!}::int end)
                when plan.g <= ${b.heavyCustomers}::int then ${priceList.EMPRESA_30TD!}::int
                when plan.i % 2 = 0 then ${priceList.LLUM_ESTABLE_20TD!}::int else ${priceList.LLUM_INDEXADA_20TD!}::int end,
           case when plan.state = 'esborrany' and plan.i % 2 = 0 then null else date '2015-01-01' + (plan.i % 3650) end,
           case when plan.state = 'esborrany' then null else date '2015-01-15' + (plan.i % 3650) end,
           case when plan.state in ('baixa', 'cancelada') then date '2025-06-30' else null end,
           a.id, ba.id, case when plan.i % 5 = 0 then 'postal' else 'email' end, plan.state = 'activa',
           lpad((plan.i * 7919 % 1000000000)::text, 12, '0'),
           case when plan.kind = 'gas' then 0.05 end, case when plan.kind = 'gas' then 6 + plan.i % 20 end
    from (${plan}) plan
    join large_customers c on c.g = plan.g
    join supply_points sp on sp.cups = 'ES' || plan.digits || substr(${CUPS_LETTERS}, floor((plan.digits::numeric % 529) / 23)::int + 1, 1)
                                       || substr(${CUPS_LETTERS}, ((plan.digits::numeric % 529) % 23)::int + 1, 1) || '0F'
    join lateral (select id from addresses where customer_id = c.id order by id limit 1) a on true
    join lateral (select id from bank_accounts where customer_id = c.id order by id limit 1) ba on true`);

  const names = sql`between ${String(CONTRACT_NAME_BASE + b.start).padStart(8, '0')} and ${String(CONTRACT_NAME_BASE + b.end).padStart(8, '0')}`;
  await tx.execute(sql`
    insert into contracted_powers (contract_id, period, power_w)
    select c.id, p, case when t.power_periods = 6 then 15000 + 5000 * ((p + 1) / 2) else 3450 + 1150 * (c.id % 5) end
    from contracts c join tariffs t on t.id = c.tariff_id, generate_series(1, t.power_periods) p
    where c.name ${names} and c.type = 'electricity'`);
  await tx.execute(sql`
    insert into notification_addresses (contract_id, address_id, email, mobile)
    select c.id, a.id, a.email, a.mobile from contracts c join addresses a on a.id = c.fiscal_address_id
    where c.name ${names}`);
}
