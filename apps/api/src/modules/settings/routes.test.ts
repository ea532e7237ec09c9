import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_SETTINGS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_SETTINGS } from '../../seed/demo/demo-content.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const publicSettings = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/ov_customize/ov_settings' })).json().settings;

describe('settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the public settings: seeded organisation over the built-in defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/ov_customize/ov_settings' });
    expect(res.statusCode).toBe(200);
    const { settings } = res.json();
    expect(settings.organization).toEqual(DEMO_PUBLIC_SETTINGS.organization);
    expect(settings.links).toEqual(DEMO_PUBLIC_SETTINGS.links);
    expect(settings.invoices).toEqual(DEFAULT_SETTINGS.invoices);
    expect(settings.maintenance).toEqual({ activated: false, start: null, end: null });
    expect(Object.keys(settings).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });

  it('needs a token for the private settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/ov_customize/ov_private_settings' });
    expect(res.statusCode).toBe(401);
  });

  it('answers the feature flags as booleans by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/feature_flags/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ feature_flags: { 'coupons.coupon': true, 'crm.case': true } });
  });
});

describe('SETTINGS_FILE', () => {
  let t: TestApp;
  let file: string;
  beforeAll(async () => {
    t = await createTestApp();
    file = path.join(t.config.dataDir, 'settings.json');
    await writeFile(
      file,
      JSON.stringify({
        public: {
          maintenance: { activated: true, start: '2026-05-01T22:00:00Z' },
          features: { displayTypes: ['gas'] },
          organization: { phone_crm: '900 111 222' },
        },
        private: { invoices: { itemsPerPage: 25 }, features: { displayTypes: ['electricity', 'gas', 'multipoint'] } },
        feature_flags: { 'coupons.coupon': true, 'newsletter.beta': true },
      }),
    );
    await t.app.portal.settings.applyFile(file);
  });
  afterAll(() => t.close());

  it('is merged into the public settings (objects merge, arrays replace) and shows at once', async () => {
    const settings = await publicSettings(t);
    expect(settings.maintenance).toEqual({ activated: true, start: '2026-05-01T22:00:00Z', end: null });
    expect(settings.features.displayTypes).toEqual(['gas']);
    expect(settings.features.powerChange).toBe(true);
    expect(settings.organization).toEqual({ ...DEMO_PUBLIC_SETTINGS.organization, phone_crm: '900 111 222' });
    // Private settings never leak into the public answer.
    expect(settings.invoices.itemsPerPage).toBe(100);
  });

  it('puts private settings over public ones for a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/ov_customize/ov_private_settings',
      headers: bearer(await t.login('12345678Z')),
    });
    expect(res.statusCode).toBe(200);
    const { settings } = res.json();
    expect(settings.invoices).toEqual({ enablePayment: true, itemsPerPage: 25 });
    expect(settings.features.displayTypes).toEqual(['electricity', 'gas', 'multipoint']);
    expect(settings.maintenance.activated).toBe(true);
    expect(settings.organization.phone_crm).toBe('900 111 222');
  });

  it('sets the feature flags it names and keeps the others', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/feature_flags/' });
    expect(res.json().feature_flags).toEqual({ 'coupons.coupon': true, 'crm.case': true, 'newsletter.beta': true });
  });

  it('is idempotent: applying it again changes nothing', async () => {
    const before = await publicSettings(t);
    await t.app.portal.settings.applyFile(file);
    expect(await publicSettings(t)).toEqual(before);
  });

  it('is applied when the app is built with SETTINGS_FILE, as at start-up', async () => {
    const other = await createTestApp({ config: { settingsFile: file } });
    try {
      expect((await publicSettings(other)).maintenance.activated).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('refuses an invalid file with a message naming the problem', async () => {
    const bad = path.join(t.config.dataDir, 'bad.json');
    await writeFile(bad, JSON.stringify({ public: [], feature_flags: { x: 'yes' }, extra: 1 }));
    await expect(t.app.portal.settings.applyFile(bad)).rejects.toThrow(/public.*\n.*feature_flags\.x|feature_flags\.x/s);
    await writeFile(bad, '{ not json');
    await expect(t.app.portal.settings.applyFile(bad)).rejects.toThrow(/cannot be read as JSON/);
  });
});
