import {
  BATTERY_DISCOUNT_SETTINGS,
  formatPercent,
  LANGUAGES,
  madridDayOf,
  percentagesAfterChange,
  percentagesAfterMove,
  promisedBatteryDiscountCents,
  type TBatteryLedgerEntry,
  type TCustomerBattery,
  type TVirtualBatteryLink,
  ZBatteryChangeResponseSchema,
  ZBatteryPercentagesSchema,
  ZBatteryTypesSchema,
  ZContractSchema,
  ZCustomerBatteriesSchema,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContractName, testCustomerTaxId } from '../../seed/e2e/test-customer-ids.ts';
import { rows, scalar } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { VIRTUAL_BATTERY_TEXTS } from './texts/index.ts';

/**
 * The battery calls on test customer 1, a copy of the household: "Bateria Girona"
 * (house 0001002 origin 60 %, flat 0001001 40 %, closed 0000871 0 % inactive) and "Bateria
 * Sabadell" (closed 0000871 100 %, inactive). Test customer 2 is "another customer" with the same
 * layout. The seed has no ledger rows yet (the billing side adds them): this file inserts its own,
 * tied to the customer's real invoices, and computes every expected sum from the rows in the
 * database, so it holds with seeded rows too.
 */

const ME = 1;
const OTHER = 2;
const contractOf = (demo: string, index = ME) => testContractName(demo, index);
const FLAT = contractOf('0001001');
const HOUSE = contractOf('0001002');
const GAS = contractOf('0001003');
const CLOSED = contractOf('0000871');

const today = () => madridDayOf(new Date());

type TLinkDb = { id: number; battery_id: number; contract: string; percentage: number; setting: string; is_origin: boolean };

describe('virtual batteries', () => {
  let t: TestApp;
  let me: string;
  let other: string;
  let readOnly: string;
  let myUserId: number;
  /** Battery ids by name, of each customer. */
  const mine: Record<string, number> = {};
  const theirs: Record<string, number> = {};

  const request = (method: 'GET' | 'PUT', url: string, token = me, payload?: unknown, language = 'ca-ES') =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': language, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
  const setSetting = (contract: string, battery: number, valor_descomptes: unknown, token = me) =>
    request('PUT', `/api/v1/contract/${contract}/bateria/${battery}`, token, { valor_descomptes });
  const changePercentage = (contract: string, battery: number, pes_percentatge: unknown, token = me) =>
    request('PUT', `/api/v1/contract/${contract}/change_bateria_pes_percentatge/${battery}`, token, { pes_percentatge });
  const move = (contract: string, origin: number, bateria_desti: unknown, pes_percentatge: unknown, token = me) =>
    request('PUT', `/api/v1/contract/${contract}/bateria_virtual_move_virtual_battery/${origin}`, token, {
      pes_percentatge,
      bateria_desti,
    });

  const linksOf = (batteryId: number) =>
    rows<TLinkDb>(
      t.database,
      sql`select l.id, l.battery_id, c.name as contract, l.percentage, l.discount_setting as setting, l.is_origin
          from virtual_battery_links l join contracts c on c.id = l.contract_id where l.battery_id = ${batteryId} order by l.id`,
    );
  const sumOf = async (batteryId: number) => (await linksOf(batteryId)).reduce((sum, link) => sum + link.percentage, 0);
  const changesOf = (batteryId: number) =>
    rows<{
      kind: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      user_id: number | null;
      created_at: Date | string;
    }>(
      t.database,
      sql`select kind, before, after, user_id, created_at from virtual_battery_changes where battery_id = ${batteryId} order by id`,
    );
  /** Everything a refused change must leave as it was: links and the change log. */
  const snapshot = () =>
    rows(
      t.database,
      sql`select (select string_agg(concat_ws('|', id, battery_id, contract_id, percentage, discount_setting), ',' order by id) from virtual_battery_links) as links,
                 (select count(*)::int from virtual_battery_changes) as changes`,
    );
  /** The battery's ledger as the domain reads it, from the database. */
  const entriesOf = async (batteryId: number) =>
    (
      await rows<{ date: string; kind: 'deposit' | 'discount'; cents: string | number; contract_id: number }>(
        t.database,
        sql`select entry_date::text as date, kind, amount_cents as cents, contract_id from virtual_battery_ledger
            where battery_id = ${batteryId} order by entry_date, id`,
      )
    ).map((row): TBatteryLedgerEntry => ({ date: row.date, kind: row.kind, cents: Number(row.cents), contractId: row.contract_id }));
  const balanceCents = async (batteryId: number) =>
    Number(
      await scalar(
        t.database,
        sql`select coalesce(sum(case when kind = 'deposit' then amount_cents else -amount_cents end), 0)::bigint
            from virtual_battery_ledger where battery_id = ${batteryId}`,
      ),
    );
  const contractId = (name: string) => scalar<number>(t.database, sql`select id from contracts where name = ${name}`);

  beforeAll(async () => {
    t = await createTestApp({ testCustomers: 2 });
    [me, other] = await Promise.all([t.login(testCustomerTaxId(ME)), t.login(testCustomerTaxId(OTHER))]);
    readOnly = (await t.app.portal.auth.issueReadOnlyToken(testCustomerTaxId(ME)))!;
    myUserId = await scalar<number>(t.database, sql`select id from users where login = ${testCustomerTaxId(ME)}`);
    for (const [index, into] of [
      [ME, mine],
      [OTHER, theirs],
    ] as const) {
      const batteries = await rows<{ id: number; name: string }>(
        t.database,
        sql`select b.id, b.name from virtual_batteries b join customers c on c.id = b.customer_id where c.tax_id = ${testCustomerTaxId(index)}`,
      );
      for (const battery of batteries) into[battery.name] = battery.id;
    }
    expect(Object.keys(mine).sort()).toEqual(['Bateria Girona', 'Bateria Sabadell']);

    // Ledger rows tied to real invoices: the house's last three invoices deposit its surplus in
    // Girona, the flat's last two draw discounts from it.
    const invoicesOf = (name: string, count: number) =>
      rows<{ id: number; contract_id: number; invoice_date: string }>(
        t.database,
        sql`select i.id, i.contract_id, i.invoice_date::text from invoices i join contracts c on c.id = i.contract_id
            where c.name = ${name} order by i.invoice_date desc, i.id desc limit ${count}`,
      );
    const deposits = await invoicesOf(HOUSE, 3);
    const discounts = await invoicesOf(FLAT, 2);
    expect(deposits).toHaveLength(3);
    expect(discounts).toHaveLength(2);
    const girona = mine['Bateria Girona']!;
    for (const [i, invoice] of deposits.entries()) {
      await t.database.db.execute(
        sql`insert into virtual_battery_ledger (battery_id, entry_date, kind, invoice_id, contract_id, amount_cents)
            values (${girona}, ${invoice.invoice_date}, 'deposit', ${invoice.id}, ${invoice.contract_id}, ${[1234, 2345, 999][i]!})`,
      );
    }
    for (const [i, invoice] of discounts.entries()) {
      await t.database.db.execute(
        sql`insert into virtual_battery_ledger (battery_id, entry_date, kind, invoice_id, contract_id, amount_cents)
            values (${girona}, ${invoice.invoice_date}, 'discount', ${invoice.id}, ${invoice.contract_id}, ${[500, 250][i]!})`,
      );
    }
  });
  afterAll(() => t.close());

  /**
   * A battery of mine with these links ([contract name, percentage, end date], in this order),
   * active from 2024 (until the end date when one is given), for the cases the demo has not.
   */
  async function addBattery(name: string, links: ReadonlyArray<readonly [string, number, string?]>): Promise<number> {
    const customerId = await scalar<number>(t.database, sql`select id from customers where tax_id = ${testCustomerTaxId(ME)}`);
    const id = await scalar<number>(
      t.database,
      sql`insert into virtual_batteries (customer_id, name) values (${customerId}, ${name}) returning id`,
    );
    for (const [contract, percentage, endDate] of links) {
      await t.database.db.execute(
        sql`insert into virtual_battery_links (battery_id, contract_id, start_date, end_date, percentage, discount_setting, is_origin)
            values (${id}, ${await contractId(contract)}, '2024-01-01', ${endDate ?? null}, ${percentage}, 'aplicar', false)`,
      );
    }
    mine[name] = id;
    return id;
  }

  describe('reads', () => {
    it('answers the two battery types in order, explained in the request’s language', async () => {
      for (const language of LANGUAGES) {
        const res = await request('GET', '/api/v1/contract/bateria/types', me, undefined, language);
        expect(res.statusCode, language).toBe(200);
        const types = ZBatteryTypesSchema.parse(json(res));
        expect(types.map((type) => type.name)).toEqual(['no_aplicar', 'aplicar']);
        expect(types.map((type) => type.description)).toEqual(
          BATTERY_DISCOUNT_SETTINGS.map((s) => VIRTUAL_BATTERY_TEXTS[language].typeDescriptions[s]),
        );
      }
      const descriptions = LANGUAGES.flatMap((language) =>
        BATTERY_DISCOUNT_SETTINGS.map((s) => VIRTUAL_BATTERY_TEXTS[language].typeDescriptions[s]),
      );
      expect(new Set(descriptions).size).toBe(descriptions.length);
      expect(
        json<Array<{ description: string }>>(await request('GET', '/api/v1/contract/bateria/types', me, undefined, 'de-DE'))[1]
          ?.description,
      ).toMatch(/^Rabatte anwenden/);
    });

    it('lists the customer’s batteries with their balance and links, and none of another customer’s', async () => {
      const res = await request('GET', '/api/v1/contract/bateria_virtual/');
      expect(res.statusCode).toBe(200);
      const batteries = ZCustomerBatteriesSchema.parse(json(res));
      expect(batteries.map((b) => b.id)).toEqual([mine['Bateria Girona'], mine['Bateria Sabadell']]);
      const girona = batteries[0] as TCustomerBattery;
      expect(girona.balance).toBe((await balanceCents(girona.id)) / 100);
      expect(girona.links.map(({ contract, percentage, es_origen, active }) => ({ contract, percentage, es_origen, active }))).toEqual([
        { contract: HOUSE, percentage: 60, es_origen: true, active: true },
        { contract: FLAT, percentage: 40, es_origen: false, active: true },
        { contract: CLOSED, percentage: 0, es_origen: false, active: false },
      ]);
      expect(batteries[1]?.links.map((l) => [l.contract, l.percentage, l.active])).toEqual([[CLOSED, 100, false]]);
      const theirIds = Object.values(theirs);
      expect(batteries.some((b) => theirIds.includes(b.id))).toBe(false);
    });

    it('answers a battery’s percentages (they add up to 100), and 404 for another customer’s or a missing battery', async () => {
      const res = await request('GET', `/api/v1/contract/bateria_virtual_percentages/${mine['Bateria Girona']}`);
      expect(res.statusCode).toBe(200);
      const percentages = ZBatteryPercentagesSchema.parse(json(res));
      expect(percentages.map((p) => [p.contract, p.percentage])).toEqual([
        [HOUSE, 60],
        [FLAT, 40],
        [CLOSED, 0],
      ]);
      expect(percentages.every((p) => p.bateria_id === mine['Bateria Girona'])).toBe(true);
      for (const id of [theirs['Bateria Girona'], 999999]) {
        const refused = await request('GET', `/api/v1/contract/bateria_virtual_percentages/${id}`);
        expect(refused.statusCode).toBe(404);
        expect(json(refused)).toEqual({ code: 'virtual_battery_not_found', message: 'virtual_battery_not_found' });
      }
    });

    it('fills the contract’s bateria_virtual: balance, shared, amounts from the ledger, the closed contract’s two locked links, none for gas', async () => {
      const detail = async (name: string) => {
        const res = await request('GET', `/api/v2/contracts/${name}`);
        expect(res.statusCode, name).toBe(200);
        return ZContractSchema.parse(json(res)).bateria_virtual;
      };
      const girona = mine['Bateria Girona']!;
      const entries = await entriesOf(girona);
      const balance = (await balanceCents(girona)) / 100;
      const drawnBy = async (name: string) =>
        Number(
          await scalar(
            t.database,
            sql`select coalesce(sum(amount_cents), 0)::bigint from virtual_battery_ledger l join contracts c on c.id = l.contract_id
                where l.battery_id = ${girona} and l.kind = 'discount' and c.name = ${name}`,
          ),
        ) / 100;

      const [flat] = await detail(FLAT);
      expect(flat).toEqual({
        id: expect.any(Number),
        bateria: { id: girona, name: 'Bateria Girona', balance, shared: true },
        data_inici: '2024-01-01',
        data_final: null,
        pes: 40,
        pes_percentatge: 40,
        gestio_descomptes: 'aplicar',
        total_descompte: await drawnBy(FLAT),
        available_discount:
          promisedBatteryDiscountCents(
            entries,
            { contractId: await contractId(FLAT), percentage: 40, setting: 'aplicar', data_inici: '2024-01-01', data_final: null },
            today(),
          ) / 100,
        es_origen: false,
      } satisfies TVirtualBatteryLink);
      expect(flat!.total_descompte).toBeGreaterThan(0);
      expect(balance).toBeGreaterThan(0);

      const house = await detail(HOUSE);
      expect(house.map((l) => [l.bateria.id, l.es_origen, l.pes, l.total_descompte])).toEqual([[girona, true, 60, await drawnBy(HOUSE)]]);

      const closed = await detail(CLOSED);
      expect(closed.map((l) => [l.bateria.name, l.pes_percentatge, l.data_final, l.available_discount, l.bateria.shared])).toEqual([
        ['Bateria Girona', 0, '2020-12-31', 0, true],
        ['Bateria Sabadell', 100, '2020-12-31', 0, false],
      ]);
      expect(await detail(GAS)).toEqual([]);

      // The list carries the same links as the detail.
      const list = await request('GET', '/api/v2/contracts/?type=electricity&limit=50');
      expect(list.statusCode, list.body).toBe(200);
      const items = json<{ items: Array<{ name: string; bateria_virtual: unknown }> }>(list).items;
      expect(items.find((c) => c.name === FLAT)?.bateria_virtual).toEqual(await detail(FLAT));
      expect(items.find((c) => c.name === CLOSED)?.bateria_virtual).toEqual(closed);
    });
  });

  describe('refusals: each answers its error and changes nothing', () => {
    let solo: number;
    let withEnded: number;
    beforeAll(async () => {
      // The flat alone in a battery: not shared, and a destination it is already linked to.
      solo = await addBattery('Bateria Sola', [[FLAT, 100]]);
      // The flat beside a contract whose link ended: no one to share with either.
      withEnded = await addBattery('Bateria Tancada', [
        [FLAT, 60],
        [CLOSED, 40, '2024-12-31'],
      ]);
    });

    const NOT_FOUND = { code: 'virtual_battery_not_found', message: 'virtual_battery_not_found' };
    const CONTRACT_NOT_FOUND = { code: 'contract_not_found', message: 'contract_not_found' };
    const conflict = (code: string) => ({ code, message: 'message_cant_do_operation' });

    const cases: Array<{ name: string; send: () => ReturnType<typeof request>; status: number; body: unknown }> = [
      // Ownership.
      {
        name: 'setting, another customer’s contract',
        send: () => setSetting(contractOf('0001001', OTHER), mine['Bateria Girona']!, 'no_aplicar'),
        status: 404,
        body: CONTRACT_NOT_FOUND,
      },
      {
        name: 'percentage, another customer’s contract',
        send: () => changePercentage(contractOf('0001001', OTHER), mine['Bateria Girona']!, 10),
        status: 404,
        body: CONTRACT_NOT_FOUND,
      },
      {
        name: 'move, another customer’s contract',
        send: () => move(contractOf('0001001', OTHER), mine['Bateria Girona']!, mine['Bateria Sabadell'], 10),
        status: 404,
        body: CONTRACT_NOT_FOUND,
      },
      {
        name: 'setting, another customer’s battery',
        send: () => setSetting(FLAT, theirs['Bateria Girona']!, 'no_aplicar'),
        status: 404,
        body: NOT_FOUND,
      },
      {
        name: 'percentage, another customer’s battery',
        send: () => changePercentage(FLAT, theirs['Bateria Girona']!, 10),
        status: 404,
        body: NOT_FOUND,
      },
      {
        name: 'move, from another customer’s battery',
        send: () => move(FLAT, theirs['Bateria Girona']!, mine['Bateria Sabadell'], 10),
        status: 404,
        body: NOT_FOUND,
      },
      {
        name: 'move, to another customer’s battery',
        send: () => move(FLAT, mine['Bateria Girona']!, theirs['Bateria Sabadell'], 10),
        status: 404,
        body: NOT_FOUND,
      },
      { name: 'move, to a missing battery', send: () => move(FLAT, mine['Bateria Girona']!, 999999, 10), status: 404, body: NOT_FOUND },
      {
        name: 'setting, a battery the contract has no link to',
        send: () => setSetting(FLAT, mine['Bateria Sabadell']!, 'no_aplicar'),
        status: 404,
        body: NOT_FOUND,
      },
      {
        name: 'percentage, a battery the contract has no link to',
        send: () => changePercentage(HOUSE, mine['Bateria Sabadell']!, 10),
        status: 404,
        body: NOT_FOUND,
      },
      {
        name: 'move, from a battery the contract has no link to',
        send: () => move(FLAT, mine['Bateria Sabadell']!, mine['Bateria Girona'], 10),
        status: 404,
        body: NOT_FOUND,
      },
      {
        name: 'setting, a gas contract (no links)',
        send: () => setSetting(GAS, mine['Bateria Girona']!, 'aplicar'),
        status: 404,
        body: NOT_FOUND,
      },
      // Rules.
      {
        name: 'setting, a link inactive by date',
        send: () => setSetting(CLOSED, mine['Bateria Girona']!, 'aplicar'),
        status: 409,
        body: conflict('virtual_battery_link_inactive'),
      },
      {
        name: 'percentage, a link inactive by date',
        send: () => changePercentage(CLOSED, mine['Bateria Girona']!, 10),
        status: 409,
        body: conflict('virtual_battery_link_inactive'),
      },
      {
        name: 'move, a link inactive by date',
        send: () => move(CLOSED, mine['Bateria Girona']!, solo, 10),
        status: 409,
        body: conflict('virtual_battery_link_inactive'),
      },
      {
        name: 'percentage, a battery only this contract holds',
        send: () => changePercentage(FLAT, solo, 50),
        status: 409,
        body: conflict('virtual_battery_not_shared'),
      },
      {
        name: 'percentage, a battery whose other link ended (a share on it would go to no one)',
        send: () => changePercentage(FLAT, withEnded, 50),
        status: 409,
        body: conflict('virtual_battery_not_shared'),
      },
      {
        name: 'move, an origin link',
        send: () => move(HOUSE, mine['Bateria Girona']!, mine['Bateria Sabadell'], 10),
        status: 409,
        body: conflict('virtual_battery_origin_cannot_move'),
      },
      {
        name: 'move, to a battery the contract is already linked to',
        send: () => move(FLAT, mine['Bateria Girona']!, solo, 10),
        status: 409,
        body: conflict('virtual_battery_already_linked'),
      },
      {
        name: 'move, to the same battery',
        send: () => move(FLAT, mine['Bateria Girona']!, mine['Bateria Girona'], 10),
        status: 400,
        body: { code: 'validation_error', message: 'validation_error', errors: { bateria_desti: ['battery_move_same_battery'] } },
      },
      // Bodies.
      {
        name: 'percentage above 100',
        send: () => changePercentage(FLAT, mine['Bateria Girona']!, 101),
        status: 400,
        body: expect.objectContaining({ errors: { pes_percentatge: ['battery_percentage_invalid'] } }),
      },
      {
        name: 'percentage not whole',
        send: () => changePercentage(FLAT, mine['Bateria Girona']!, 12.5),
        status: 400,
        body: expect.objectContaining({ errors: { pes_percentatge: ['battery_percentage_invalid'] } }),
      },
      {
        name: 'an unknown setting',
        send: () => setSetting(FLAT, mine['Bateria Girona']!, 'sempre'),
        status: 400,
        body: expect.objectContaining({ errors: { valor_descomptes: ['field_invalid'] } }),
      },
      {
        name: 'move without a destination',
        send: () => move(FLAT, mine['Bateria Girona']!, undefined, 10),
        status: 400,
        body: expect.objectContaining({ code: 'validation_error' }),
      },
    ];

    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const before = await snapshot();
      const res = await c.send();
      expect(res.statusCode, res.body).toBe(c.status);
      expect(json(res)).toEqual(c.body);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses every change with a read-only (impersonation) token', async () => {
      const before = await snapshot();
      for (const res of [
        await setSetting(FLAT, mine['Bateria Girona']!, 'no_aplicar', readOnly),
        await changePercentage(FLAT, mine['Bateria Girona']!, 10, readOnly),
        await move(FLAT, mine['Bateria Girona']!, mine['Bateria Sabadell'], 10, readOnly),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(json(res)).toEqual({ code: 'read_only_token', message: 'read_only_token' });
      }
      expect(await snapshot()).toEqual(before);
      // It still reads.
      expect((await request('GET', '/api/v1/contract/bateria_virtual/', readOnly)).statusCode).toBe(200);
    });
  });

  describe('changes', () => {
    const expectRecent = (at: Date | string) => {
      const ms = new Date(at).getTime();
      expect(Math.abs(Date.now() - ms)).toBeLessThan(5 * 60_000);
    };

    it('sets the discount setting, answers the contract’s links and logs the change with the user and time', async () => {
      const girona = mine['Bateria Girona']!;
      const res = await setSetting(FLAT, girona, 'no_aplicar');
      expect(res.statusCode, res.body).toBe(200);
      const answer = ZBatteryChangeResponseSchema.parse(json(res));
      expect(
        answer.bateria_virtual.filter((l) => l.bateria.id === girona).map((l) => [l.bateria.id, l.gestio_descomptes, l.available_discount]),
      ).toEqual([[girona, 'no_aplicar', 0]]);
      const links = await linksOf(girona);
      expect(links.find((l) => l.contract === FLAT)?.setting).toBe('no_aplicar');
      const [change] = (await changesOf(girona)).slice(-1);
      const flatLink = links.find((l) => l.contract === FLAT)!;
      expect(change).toMatchObject({
        kind: 'discount_setting',
        user_id: myUserId,
        before: {
          link_id: flatLink.id,
          setting: 'aplicar',
          percentages: Object.fromEntries(links.map((l) => [String(l.id), l.percentage])),
        },
        after: { link_id: flatLink.id, setting: 'no_aplicar' },
      });
      expectRecent(change!.created_at);
      // And back.
      expect((await setSetting(FLAT, girona, 'aplicar')).statusCode).toBe(200);
    });

    it('changes a percentage: the others share the rest by largest remainder, the sum stays 100, the change is logged', async () => {
      const three = await addBattery('Bateria Tres', [
        [FLAT, 40],
        [HOUSE, 35],
        [CLOSED, 25],
      ]);
      const before = await linksOf(three);
      const res = await changePercentage(FLAT, three, 7);
      expect(res.statusCode, res.body).toBe(200);
      const after = await linksOf(three);
      // 93 shared 35 : 25 → 54.25 and 38.75: the left-over point goes to the larger remainder.
      expect(after.map((l) => [l.contract, l.percentage])).toEqual([
        [FLAT, 7],
        [HOUSE, 54],
        [CLOSED, 39],
      ]);
      const expected = percentagesAfterChange(
        before.map((l) => ({ id: l.id, percentage: l.percentage, active: true })),
        before[0]!.id,
        7,
      );
      expect(Object.fromEntries(after.map((l) => [l.id, l.percentage]))).toEqual(Object.fromEntries(expected));
      expect(await sumOf(three)).toBe(100);
      const answer = ZBatteryChangeResponseSchema.parse(json(res)).bateria_virtual;
      expect(answer.find((l) => l.bateria.id === three)?.pes_percentatge).toBe(7);
      const [change] = await changesOf(three);
      expect(change).toMatchObject({
        kind: 'percentage',
        user_id: myUserId,
        before: { percentages: { [before[0]!.id]: 40, [before[1]!.id]: 35, [before[2]!.id]: 25 } },
        after: { percentages: { [before[0]!.id]: 7, [before[1]!.id]: 54, [before[2]!.id]: 39 } },
      });
      expectRecent(change!.created_at);

      // On the demo battery: the house takes what the flat leaves, the locked link keeps 0.
      const girona = mine['Bateria Girona']!;
      expect((await changePercentage(FLAT, girona, 25)).statusCode).toBe(200);
      expect((await linksOf(girona)).map((l) => [l.contract, l.percentage])).toEqual([
        [HOUSE, 75],
        [FLAT, 25],
        [CLOSED, 0],
      ]);
    });

    it('moves a link: both batteries share again (sums 100), none on a terminated contract, the link keeps its terms but starts today in its new battery, two change rows are logged', async () => {
      const girona = mine['Bateria Girona']!;
      const sabadell = mine['Bateria Sabadell']!;
      const [origin, destination] = [await linksOf(girona), await linksOf(sabadell)];
      const flatLink = origin.find((l) => l.contract === FLAT)!;
      const res = await move(FLAT, girona, sabadell, 50);
      expect(res.statusCode, res.body).toBe(200);
      const expected = percentagesAfterMove(
        origin.map((l) => ({ id: l.id, percentage: l.percentage, active: l.contract !== CLOSED })),
        destination.map((l) => ({ id: l.id, percentage: l.percentage, active: false })),
        flatLink.id,
        50,
      );
      const [afterOrigin, afterDestination] = [await linksOf(girona), await linksOf(sabadell)];
      expect(Object.fromEntries(afterOrigin.map((l) => [l.id, l.percentage]))).toEqual(Object.fromEntries(expected.origin));
      expect(Object.fromEntries(afterDestination.map((l) => [l.id, l.percentage]))).toEqual(Object.fromEntries(expected.destination));
      expect(afterOrigin.map((l) => [l.contract, l.percentage])).toEqual([
        [HOUSE, 100],
        [CLOSED, 0],
      ]);
      // By link id: the flat's link (made before the closed flat's Sabadell link) keeps its id. The
      // closed flat's link draws nothing, so the flat takes the whole battery, not the 50 % asked.
      expect(afterDestination.map((l) => [l.contract, l.percentage])).toEqual([
        [FLAT, 100],
        [CLOSED, 0],
      ]);
      expect(await sumOf(girona)).toBe(100);
      expect(await sumOf(sabadell)).toBe(100);
      const answer = ZBatteryChangeResponseSchema.parse(json(res)).bateria_virtual;
      expect(answer.find((l) => l.id === flatLink.id)).toMatchObject({
        bateria: { id: sabadell, name: 'Bateria Sabadell', shared: false },
        pes: 100,
        data_inici: today(),
        gestio_descomptes: 'aplicar',
      });
      for (const [battery, before, after] of [
        [girona, origin, afterOrigin],
        [sabadell, destination, afterDestination],
      ] as const) {
        const [change] = (await changesOf(battery)).slice(-1);
        expect(change).toMatchObject({
          kind: 'move',
          user_id: myUserId,
          before: {
            link_id: flatLink.id,
            from_battery: girona,
            to_battery: sabadell,
            percentages: Object.fromEntries(before.map((l) => [String(l.id), l.percentage])),
          },
          after: { percentages: Object.fromEntries(after.map((l) => [String(l.id), l.percentage])) },
        });
        expectRecent(change!.created_at);
      }
    });
  });

  describe('the spreadsheet', () => {
    /** The workbook's sheets, each as its rows of values: text, numbers, days (YYYY-MM-DD) and null for an empty cell. */
    async function sheetsOf(bytes: Uint8Array): Promise<Array<{ name: string; rows: Array<Array<string | number | null>> }>> {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
      return workbook.worksheets.map((sheet) => {
        const rows: Array<Array<string | number | null>> = [];
        sheet.eachRow((row) => {
          const cells: Array<string | number | null> = [];
          for (let c = 1; c <= sheet.columnCount; c += 1) {
            const value = row.getCell(c).value;
            cells.push(value instanceof Date ? value.toISOString().slice(0, 10) : (value as string | number | null));
          }
          rows.push(cells);
        });
        return { name: sheet.name, rows };
      });
    }

    it('writes a summary sheet and one ledger sheet per battery with a running balance, in the request’s language', async () => {
      const ids = [mine['Bateria Girona']!, mine['Bateria Sabadell']!];
      const res = await request('GET', `/api/v1/contracts/virtual_batteries/${ids.join(',')}`, me, undefined, 'es-ES');
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="baterias-virtuales-\d{4}-\d{2}-\d{2}\.xlsx"/);
      const sheets = await sheetsOf(res.rawPayload);
      expect(sheets.map((sheet) => sheet.name)).toEqual(['Resumen', 'Bateria Girona', 'Bateria Sabadell']);

      const money = (cents: number) => cents / 100;
      const summary = sheets[0]!.rows;
      expect(summary[0]).toEqual(['Batería', 'Saldo', 'Total aportaciones', 'Total descuentos', 'Contratos y porcentajes']);
      const ledger = await rows<{ date: string; kind: string; cents: string; invoice: string; contract: string }>(
        t.database,
        sql`select l.entry_date::text as date, l.kind, l.amount_cents as cents, i.number as invoice, c.name as contract
            from virtual_battery_ledger l join invoices i on i.id = l.invoice_id join contracts c on c.id = l.contract_id
            where l.battery_id = ${ids[0]!} order by l.entry_date, l.id`,
      );
      expect(ledger.length).toBeGreaterThanOrEqual(5);
      const total = (kind: string) => ledger.filter((r) => r.kind === kind).reduce((sum, r) => sum + Number(r.cents), 0);
      const links = await linksOf(ids[0]!);
      expect(summary[1]).toEqual([
        'Bateria Girona',
        money(total('deposit') - total('discount')),
        money(total('deposit')),
        money(total('discount')),
        links.map((l) => `${l.contract} ${formatPercent(l.percentage / 100, 'es-ES')}`).join(', '),
      ]);
      expect(summary[2]?.slice(0, 2)).toEqual(['Bateria Sabadell', money(await balanceCents(ids[1]!))]);

      const sheet = sheets[1]!.rows;
      expect(sheet[0]).toEqual(['Fecha', 'Factura', 'Contrato', 'Aportación', 'Descuento', 'Saldo']);
      let running = 0;
      expect(sheet.slice(1)).toEqual(
        ledger.map((row) => {
          const cents = Number(row.cents);
          running += row.kind === 'deposit' ? cents : -cents;
          return [
            row.date,
            row.invoice,
            row.contract,
            row.kind === 'deposit' ? money(cents) : null,
            row.kind === 'discount' ? money(cents) : null,
            money(running),
          ];
        }),
      );
      expect(running).toBe(await balanceCents(ids[0]!));
    });

    it('writes English headers, and days and euros as values, for en-US', async () => {
      const res = await request('GET', `/api/v1/contracts/virtual_batteries/${mine['Bateria Girona']}`, me, undefined, 'en-US');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('virtual-batteries-');
      const sheets = await sheetsOf(res.rawPayload);
      const sheet = sheets[1]!.rows;
      expect(sheet[0]).toEqual(['Date', 'Invoice', 'Contract', 'Deposit', 'Discount', 'Balance']);
      expect(sheet[1]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(sheet.at(-1)?.[5]).toBe((await balanceCents(mine['Bateria Girona']!)) / 100);
      expect(sheets).toHaveLength(2);
    });

    it('answers 404 when any id is not the customer’s, 400 for a malformed list', async () => {
      for (const list of [`${mine['Bateria Girona']},${theirs['Bateria Girona']}`, `${theirs['Bateria Sabadell']}`, '999999']) {
        const res = await request('GET', `/api/v1/contracts/virtual_batteries/${list}`);
        expect(res.statusCode, list).toBe(404);
        expect(json(res)).toEqual({ code: 'virtual_battery_not_found', message: 'virtual_battery_not_found' });
      }
      for (const list of ['0', '1,,2', 'a', '1;2']) {
        expect((await request('GET', `/api/v1/contracts/virtual_batteries/${list}`)).statusCode, list).toBe(400);
      }
      expect((await request('GET', `/api/v1/contracts/virtual_batteries/${mine['Bateria Girona']}`, other)).statusCode).toBe(404);
    });
  });

  // PostgreSQL only: PGlite runs one statement at a time, so nothing there could race.
  describe.skipIf(process.env.TEST_DB_BACKEND !== 'postgres')('concurrent changes (PostgreSQL)', () => {
    it('keeps the battery at exactly 100 with one change row per successful request', async () => {
      const battery = await addBattery('Bateria Concurrent', [
        [FLAT, 50],
        [HOUSE, 30],
        [CLOSED, 20],
      ]);
      const logged = (await changesOf(battery)).length;
      const values = Array.from({ length: 20 }, (_, i) => (i * 37) % 101);
      const answers = await Promise.all(values.map((value) => changePercentage(FLAT, battery, value)));
      const succeeded = answers.filter((res) => res.statusCode === 200).length;
      expect(answers.map((res) => res.statusCode).filter((status) => status !== 200)).toEqual([]);
      expect(await sumOf(battery)).toBe(100);
      const changes = await changesOf(battery);
      expect(changes.length - logged).toBe(succeeded);
      // Each change started from what the previous one left: the log is a chain summing 100 at every link.
      for (const [i, change] of changes.entries()) {
        const sum = (record: Record<string, unknown>) =>
          Object.values(record.percentages as Record<string, number>).reduce((a, b) => a + b, 0);
        expect(sum(change.before), `before ${i}`).toBe(100);
        expect(sum(change.after), `after ${i}`).toBe(100);
        if (i > 0) expect(change.before.percentages).toEqual(changes[i - 1]!.after.percentages);
      }
      const flat = (await linksOf(battery)).find((l) => l.contract === FLAT)!;
      expect(values).toContain(flat.percentage);
    });
  });
});
