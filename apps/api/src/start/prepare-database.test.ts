import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePreparation, originSuppliers, staffAccounts } from '../db/schema/index.ts';
import { ORIGIN_SUPPLIERS } from '../seed/reference/origin-suppliers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { preparationMark, preparedWith } from './preparation-mark.ts';
import { prepareDatabase } from './prepare-database.ts';

/**
 * A restart of the same build with the same options checks nothing (preparation-mark.ts). What
 * shows it: reference data removed between two starts comes back only when the start checks.
 */
describe('preparing the database at start-up', () => {
  let t: TestApp;
  const supplier = ORIGIN_SUPPLIERS[0]!.name;
  const removeSupplier = () => t.database.db.delete(originSuppliers).where(eq(originSuppliers.name, supplier));
  const hasSupplier = async () =>
    (await t.database.db.select({ id: originSuppliers.id }).from(originSuppliers).where(eq(originSuppliers.name, supplier))).length === 1;
  const marks = async () => (await t.database.db.select().from(databasePreparation)).map((row) => row.fingerprint);

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('checks everything the first time a build prepares it, and keeps that build’s mark', async () => {
    await removeSupplier();
    expect(await prepareDatabase(t.database, { seedDemo: false, buildFingerprint: 'build-a' })).toEqual({ seeded: false, checked: true });
    expect(await hasSupplier()).toBe(true);
    expect(await marks()).toEqual([preparationMark('build-a', { seedDemo: false })]);
  });

  it('checks nothing when the same build starts again with the same options', async () => {
    await removeSupplier();
    expect(await prepareDatabase(t.database, { seedDemo: false, buildFingerprint: 'build-a' })).toEqual({ seeded: false, checked: false });
    expect(await hasSupplier()).toBe(false);
  });

  it('checks again for another build, or other options', async () => {
    expect((await prepareDatabase(t.database, { seedDemo: false, buildFingerprint: 'build-b' })).checked).toBe(true);
    expect(await hasSupplier()).toBe(true);
    expect(await marks()).toEqual([preparationMark('build-b', { seedDemo: false })]);
    await removeSupplier();
    expect((await prepareDatabase(t.database, { seedDemo: false, buildFingerprint: 'build-b', testCustomers: 2 })).checked).toBe(true);
    expect(await hasSupplier()).toBe(true);
  });

  it('always checks when the sources run, and leaves no mark for the next build to trust', async () => {
    await removeSupplier();
    expect((await prepareDatabase(t.database, { seedDemo: false })).checked).toBe(true);
    expect(await hasSupplier()).toBe(true);
    expect(await marks()).toEqual([]);
    await removeSupplier();
    expect((await prepareDatabase(t.database, { seedDemo: false, buildFingerprint: 'build-b' })).checked).toBe(true);
    expect(await hasSupplier()).toBe(true);
  });

  it('looks for the configured staff account even when nothing else is checked', async () => {
    const bootstrap = { email: 'primera@energia.example', password: 'First-password-123', label: 'Servei al client' };
    const options = { seedDemo: false, buildFingerprint: 'build-c', staffBootstrap: bootstrap };
    expect((await prepareDatabase(t.database, options)).checked).toBe(true);
    await t.database.db.delete(staffAccounts).where(eq(staffAccounts.email, bootstrap.email));
    expect((await prepareDatabase(t.database, options)).checked).toBe(false);
    expect(
      await t.database.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, bootstrap.email)),
    ).toHaveLength(1);
  });

  it('finds no mark on a database from before the mark’s table (its migration runs after the look)', async () => {
    expect(await preparedWith(t.database.db)).toBe(preparationMark('build-c', { seedDemo: false }));
    await t.database.db.execute(sql`alter table database_preparation rename to database_preparation_aside`);
    try {
      expect(await preparedWith(t.database.db)).toBeUndefined();
    } finally {
      await t.database.db.execute(sql`alter table database_preparation_aside rename to database_preparation`);
    }
  });
});
