import { isValidCadastralReference20, isValidCups, isValidIban } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { prepareDatabase } from '../../start/prepare-database.ts';
import { openTestDatabase } from '../../test/test-database.ts';

const rows = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

describe('demo contracts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareDatabase(database, { seedDemo: true });
  });
  afterAll(() => database.close());

  it('covers every state the contract screens show', async () => {
    expect(
      await rows(
        database,
        sql`select c.name, c.type, c.state, c.sign_date is not null as signed, c.self_consumption,
                   exists (select 1 from contract_modification_requests r where r.contract_id = c.id and r.state = 'waiting_for_signature') as waiting
            from contracts c join customers cu on cu.id = c.customer_id where cu.tax_id = '12345678Z' order by c.name`,
      ),
    ).toEqual([
      { name: '0000871', type: 'electricity', state: 'baixa', signed: true, self_consumption: false, waiting: false },
      { name: '0000872', type: 'gas', state: 'cancelada', signed: true, self_consumption: false, waiting: false },
      { name: '0001001', type: 'electricity', state: 'activa', signed: true, self_consumption: false, waiting: false },
      { name: '0001002', type: 'electricity', state: 'activa', signed: true, self_consumption: true, waiting: true },
      { name: '0001003', type: 'gas', state: 'activa', signed: true, self_consumption: false, waiting: false },
      { name: '0001004', type: 'electricity', state: 'esborrany', signed: true, self_consumption: false, waiting: false },
      { name: '0001005', type: 'gas', state: 'esborrany', signed: false, self_consumption: false, waiting: false },
    ]);
  });

  it('uses valid CUPS, IBANs and cadastral references', async () => {
    const cups = await rows<{ cups: string; ref_catastral: string }>(database, sql`select cups, ref_catastral from supply_points`);
    expect(cups.length).toBeGreaterThanOrEqual(7);
    for (const point of cups) {
      expect(isValidCups(point.cups), point.cups).toBe(true);
      expect(isValidCadastralReference20(point.ref_catastral), point.ref_catastral).toBe(true);
    }
    for (const { iban } of await rows<{ iban: string }>(database, sql`select iban from bank_accounts`))
      expect(isValidIban(iban), iban).toBe(true);
    for (const { ref_catastral } of await rows<{ ref_catastral: string }>(database, sql`select ref_catastral from addresses`)) {
      expect(isValidCadastralReference20(ref_catastral), ref_catastral).toBe(true);
    }
  });

  it('gives the 3.0TD contract six non-decreasing power periods', async () => {
    const powers = await rows<{ power_w: number }>(
      database,
      sql`select p.power_w from contracted_powers p join contracts c on c.id = p.contract_id where c.name = '0002001' order by p.period`,
    );
    expect(powers.map((p) => p.power_w)).toEqual([20000, 25000, 25000, 30000, 30000, 35000]);
  });

  it('stores real PDF and PNG attachments', async () => {
    const files = await rows<{ mime_type: string; content: Uint8Array; size_bytes: string | number }>(
      database,
      sql`select a.mime_type, string_agg(c.bytes, ''::bytea order by c.seq) as content, a.size_bytes
          from attachments a join attachment_chunks c on c.attachment_id = a.id
          join contracts k on k.id = a.contract_id where k.name not like '9%' group by a.id`,
    );
    expect(files.map((f) => f.mime_type).sort()).toEqual(['application/pdf', 'application/pdf', 'application/pdf', 'image/png']);
    for (const file of files) {
      const bytes = Buffer.from(file.content);
      expect(Number(file.size_bytes)).toBe(bytes.length);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe(file.mime_type);
      if (file.mime_type === 'application/pdf') expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    }
  });

  it('fills the search text of every contract', async () => {
    expect(await rows(database, sql`select name, search_text from contracts where name = '0001001'`)).toEqual([
      {
        name: '0001001',
        search_text: '0001001 es0031408000000001ap0f cl riera alta 12 3 1, 08001 barcelona 2.0td llum_estable_20td llum estable',
      },
    ]);
  });
});
