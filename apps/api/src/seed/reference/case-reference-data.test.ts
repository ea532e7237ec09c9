import { LANGUAGES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { ATC_TYPES, CASE_CATEGORIES, seedCaseReferenceData } from './case-reference-data.ts';

const rows = async (database: DatabaseHandle, query: string) => rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(query)));

const SUBTYPES = ATC_TYPES.flatMap((type) => type.subtypes.map((subtype) => ({ type, subtype })));

describe('case reference data', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    await database.db.execute(sql`delete from atc_types`);
    await database.db.execute(sql`delete from case_categories`);
    await seedCaseReferenceData(database.db);
  });
  afterAll(() => database.close());

  it('writes every type, subtype and category in every language, in the order of the lists', async () => {
    expect(await rows(database, 'select id, code, position from atc_types order by position')).toEqual(
      ATC_TYPES.map((type, position) => ({ id: type.id, code: type.code, position })),
    );
    // A new database numbers the subtypes in the order of the list, as it always has.
    expect(await rows(database, 'select id, type_id, name, position from atc_subtypes order by id')).toEqual(
      SUBTYPES.map(({ type, subtype }, index) => ({
        id: index + 1,
        type_id: type.id,
        name: subtype.name,
        position: type.subtypes.indexOf(subtype),
      })),
    );
    expect(await rows(database, 'select id, code, unsigned, position from case_categories order by position')).toEqual(
      CASE_CATEGORIES.map((category, position) => ({ id: category.id, code: category.code, unsigned: category.unsigned, position })),
    );
    const spanish = LANGUAGES.indexOf('es-ES');
    expect(
      await rows(
        database,
        `select s.name, d.description from atc_subtype_descriptions d join atc_subtypes s on s.id = d.subtype_id
          where d.language = 'es-ES' order by s.id`,
      ),
    ).toEqual(SUBTYPES.map(({ subtype }) => ({ name: subtype.name, description: subtype.desc[spanish] })));
    expect(await rows(database, 'select count(*)::int as n from atc_type_labels')).toEqual([{ n: ATC_TYPES.length * 6 }]);
    expect(await rows(database, 'select count(*)::int as n from atc_subtype_descriptions')).toEqual([{ n: SUBTYPES.length * 6 }]);
    expect(await rows(database, 'select count(*)::int as n from case_category_names')).toEqual([{ n: CASE_CATEGORIES.length * 6 }]);
  });

  it('leaves what the retailer edited and writes again only what is missing', async () => {
    const [first] = SUBTYPES;
    await database.db.execute(sql`update atc_type_labels set label = 'Factures i cobraments' where type_id = 1 and language = 'ca-ES'`);
    await database.db.execute(sql`update case_category_names set name = 'Altres' where category_id = 90 and language = 'ca-ES'`);
    await database.db.execute(
      sql`delete from atc_subtype_descriptions where language = 'de-DE' and subtype_id = (select id from atc_subtypes where name = ${first!.subtype.name})`,
    );
    await seedCaseReferenceData(database.db);
    expect(await rows(database, `select label from atc_type_labels where type_id = 1 and language = 'ca-ES'`)).toEqual([
      { label: 'Factures i cobraments' },
    ]);
    expect(await rows(database, `select name from case_category_names where category_id = 90 and language = 'ca-ES'`)).toEqual([
      { name: 'Altres' },
    ]);
    expect(
      await rows(
        database,
        `select d.description from atc_subtype_descriptions d join atc_subtypes s on s.id = d.subtype_id
          where d.language = 'de-DE' and s.name = '${first!.subtype.name}'`,
      ),
    ).toEqual([{ description: first!.subtype.desc[LANGUAGES.indexOf('de-DE')] }]);
    expect(await rows(database, 'select count(*)::int as n from atc_subtypes')).toEqual([{ n: SUBTYPES.length }]);
    expect(await rows(database, 'select count(*)::int as n from atc_subtype_descriptions')).toEqual([{ n: SUBTYPES.length * 6 }]);
  });
});
