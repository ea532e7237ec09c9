import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { foreignWrites, tableWritesOf } from '../test/table-writes.ts';
import * as schema from './schema/index.ts';
import { TABLE_OWNERS, WRITES_ON_BEHALF } from './table-owners.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The schema's tables: exported name → SQL name. */
const TABLES = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableName(table as PgTable)]),
);

/**
 * The production code that may write tables, by path relative to apps/api/src: everything but
 * the tests and their helpers, the schema and its migrations, and the demo seed (which builds
 * whole data sets, every table at once, as the migrations build the tables).
 */
function productionFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const skip = /(^|\/)(test|seed|migrations)\/|^db\/schema\/|\.test\.ts$/;
  for (const entry of readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.relative(SRC, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!skip.test(file)) files.set(file, readFileSync(path.join(SRC, file), 'utf8'));
  }
  return files;
}

describe('who owns each table', () => {
  it('gives every table of the schema one owner, and names no table the schema lacks', () => {
    const sqlNames = [...TABLES.values()].sort();
    expect(sqlNames.filter((table) => TABLE_OWNERS[table] === undefined)).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => !sqlNames.includes(table))).toEqual([]);
    const onBehalf = Object.values(WRITES_ON_BEHALF).flat();
    expect(onBehalf.filter((table) => !sqlNames.includes(table))).toEqual([]);
  });

  it('names owners and shared writers that exist', () => {
    const paths = [...new Set(Object.values(TABLE_OWNERS)), ...Object.keys(WRITES_ON_BEHALF)];
    expect(paths.filter((owner) => !existsSync(path.join(SRC, owner)))).toEqual([]);
  });

  it('finds no module, platform or db code writing a table it does not own', () => {
    const foreign = foreignWrites(productionFiles(), TABLES, TABLE_OWNERS, WRITES_ON_BEHALF);
    expect(foreign.map((w) => `${w.file}:${w.line} ${w.how}s ${w.table} (owner: ${w.owner ?? 'none'})`)).toEqual([]);
  });
});

describe('the table-write scanner', () => {
  const tables = new Map([
    ['cases', 'cases'],
    ['caseMessages', 'case_messages'],
    ['users', 'users'],
  ]);
  const writesOf = (source: string) => tableWritesOf('modules/x/repo.ts', source, tables).map((w) => `${w.how} ${w.table}`);

  it('sees Drizzle’s insert, update and delete of a table imported from the schema, by name, alias or namespace', () => {
    const source = `
      import { cases, caseMessages as messages } from '../../db/schema/index.ts';
      import * as schema from '../../db/schema/index.ts';
      await tx.insert(cases).values(row);
      await tx.update(messages).set({ body });
      await db.delete(schema.users).where(gone);`;
    expect(writesOf(source)).toEqual(['insert cases', 'update case_messages', 'delete users']);
  });

  it('sees raw SQL that names a table or interpolates one', () => {
    const source = `
      import { users } from '../../db/schema/users.ts';
      await db.execute(sql\`insert into \${users} (login) values (\${login})\`);
      await db.execute(sql\`UPDATE cases c SET outcome = 'denied' WHERE c.id = \${id}\`);
      await db.execute(sql\`delete from "case_messages" where case_id = \${id}\`);`;
    expect(writesOf(source)).toEqual(['insert users', 'update cases', 'delete case_messages']);
  });

  it('does not take reads, locks, other objects’ insert/update/delete or unknown tables for writes', () => {
    const source = `
      import { cases } from '../../db/schema/index.ts';
      const cache = new Map(); cache.delete(key);
      createHash('sha256').update(text).digest('hex');
      await tx.select().from(cases).for('update');
      await tx.execute(sql\`select id from cases where id = \${id} for update\`);
      await tx.execute(sql\`select id from \${cases} for update skip locked\`);
      await db.execute(sql\`insert into some_log (line) values (1)\`);
      this.repo.insert(tx, row);`;
    expect(writesOf(source)).toEqual([]);
  });

  it('flags a write by anyone but the owner, unless a shared writer makes it on the owner’s behalf', () => {
    const write = "import { cases } from '../../db/schema/index.ts';\nexport const f = (tx) => tx.update(cases).set({});";
    const files = new Map([
      ['modules/cases/repo.ts', write],
      ['modules/staff/repo.ts', write],
      ['db/staged-files.ts', write],
      ['db/other.ts', write],
    ]);
    const foreign = foreignWrites(files, tables, { cases: 'modules/cases' }, { 'db/staged-files.ts': ['cases'] });
    expect(foreign.map((w) => `${w.file} ${w.how} ${w.table} ${w.owner}`)).toEqual([
      'modules/staff/repo.ts update cases modules/cases',
      'db/other.ts update cases modules/cases',
    ]);
  });
});
