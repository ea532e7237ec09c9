import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/runtime/config.ts';
import { DEMO_STAFF, seedDemoStaffIfMissing } from '../../seed/index.ts';
import { prepareDatabase } from '../../start/prepare-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('the first staff account (STAFF_BOOTSTRAP_EMAIL) and the demo one', () => {
  let t: TestApp;
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { email, password } });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('reads the bootstrap from the environment, and wants a long password with it', () => {
    const env = {
      STAFF_BOOTSTRAP_EMAIL: 'cap@energia.example',
      STAFF_BOOTSTRAP_PASSWORD: 'A-long-password-1',
      STAFF_LABEL: 'Servei al client',
    };
    expect(loadConfig(env).staffBootstrap).toEqual({
      email: 'cap@energia.example',
      password: 'A-long-password-1',
      label: 'Servei al client',
    });
    expect(loadConfig({ ...env, STAFF_LABEL: undefined }).staffBootstrap?.label).toBe('Atenció al client');
    expect(loadConfig({}).staffBootstrap).toBeUndefined();
    expect(() => loadConfig({ ...env, STAFF_BOOTSTRAP_PASSWORD: 'short' })).toThrow(/STAFF_BOOTSTRAP_PASSWORD/);
    // The customers' rules, list included, at 12 characters whatever the setting.
    expect(() => loadConfig({ ...env, STAFF_BOOTSTRAP_PASSWORD: 'a-long-password-1' })).toThrow(
      /STAFF_BOOTSTRAP_PASSWORD: needs a lowercase letter, an uppercase letter/,
    );
    expect(() => loadConfig({ ...env, STAFF_BOOTSTRAP_PASSWORD: 'Password1234!' })).toThrow(
      /STAFF_BOOTSTRAP_PASSWORD: is, or is made of, a common password/,
    );
    expect(() => loadConfig({ ...env, STAFF_BOOTSTRAP_EMAIL: 'not-an-address' })).toThrow(/STAFF_BOOTSTRAP_EMAIL/);
  });

  it('creates the account at start when missing, and leaves it as it is on the next start', async () => {
    const bootstrap = { email: 'Cap@Energia.example', password: 'First-password-123', label: 'Servei al client' };
    await prepareDatabase(t.database, { seedDemo: false, staffBootstrap: bootstrap });
    const first = await login('cap@energia.example', 'First-password-123');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ label: 'Servei al client' });
    await prepareDatabase(t.database, { seedDemo: false, staffBootstrap: { ...bootstrap, password: 'Second-password-123' } });
    expect((await login('cap@energia.example', 'First-password-123')).statusCode).toBe(200);
    expect((await login('cap@energia.example', 'Second-password-123')).statusCode).toBe(401);
  });

  it('creates no account with a weak password, whoever asks (the demo seed, a script)', async () => {
    const weak = { email: 'feble@energia.example', password: 'Qwerty123456!', label: 'Servei al client' };
    await expect(prepareDatabase(t.database, { seedDemo: false, staffBootstrap: weak })).rejects.toThrow(/common password/);
    expect((await login(weak.email, weak.password)).statusCode).toBe(401);
  });

  it('makes no demo staff account on a database without the demo personas (a real portal with SEED_DEMO left on)', async () => {
    expect(await seedDemoStaffIfMissing(t.database.db)).toBe(false);
    expect((await login(DEMO_STAFF.email, DEMO_STAFF.password)).statusCode).toBe(401);
  });
});
