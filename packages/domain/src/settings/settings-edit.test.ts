import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings-defaults.ts';
import { checkSettingsEdit, SETTINGS_LIMITS, settingsDataProblem, settingsFieldErrors, ZSettingsScopeBodySchema } from './settings-edit.ts';
import { settingsIssuesOf } from './settings-schema.ts';

const none = { public: {}, private: {} };
const issuesOf = (scope: 'public' | 'private', next: Record<string, unknown>, stored = none) =>
  checkSettingsEdit(scope, stored, next).issues;

describe('the settings schema', () => {
  it('takes the built-in defaults as they are', () => {
    expect(settingsIssuesOf(DEFAULT_SETTINGS)).toEqual([]);
  });

  it('takes the e2e fixtures’ and a retailer’s usual settings', () => {
    expect(
      issuesOf('public', {
        maintenance: { activated: true, start: '2026-11-22T22:00:00+01:00', end: '2026-11-23T06:00:00Z' },
        features: { displayTypes: ['multipoint', 'electricity', 'gas'], showCoupons: true },
        organization: { name: 'Energia Demo', tax_id: 'B65410011', payment_term_days: 20 },
        comparator: { enabled: true, offers: { '2.0TD': 'LLUM' }, productsUrl: 'https://example.com/t', calculationMode: 'writed_data' },
        home: { type: 'tabGroups', hero: false },
        contractation: { rules: { dniRequired: false } },
        sidebar: { groups: [{ title: { 'ca-ES': 'Factures' }, entries: ['invoices'] }] },
        header: { links: [{ label: { 'en-US': 'Our site' }, url: 'https://example.com' }] },
        password: { minLength: 14 },
        payment: { provider: 'stripe' },
      }),
    ).toEqual([]);
  });

  it('keeps keys it does not know, at the top and inside', () => {
    expect(issuesOf('public', { retailerOwn: { anything: [1, 'two'] }, features: { myOwnSwitch: 3 } })).toEqual([]);
    // A key the defaults lack, null: not set, as its reader takes it.
    expect(issuesOf('private', { contractation: { rules: null }, sidebar: null, comparator: { offers: null } })).toEqual([]);
  });

  it.each([
    [{ features: { signup: 'yes' } }, 'features.signup', 'boolean'],
    [{ invoices: { itemsPerPage: '100' } }, 'invoices.itemsPerPage', 'number'],
    [{ invoices: { itemsPerPage: 2.5 } }, 'invoices.itemsPerPage', 'integer'],
    [{ invoices: { itemsPerPage: 0 } }, 'invoices.itemsPerPage', 'too_small'],
    [{ homepage: 3 }, 'homepage', 'string'],
    [{ features: { displayTypes: 'gas' } }, 'features.displayTypes', 'list'],
    [{ features: { displayTypes: ['water'] } }, 'features.displayTypes.0', 'choice'],
    [{ links: { gdpr: ['x'] } }, 'links.gdpr', 'string'],
    [{ organization: 'Energia' }, 'organization', 'object'],
    [{ maintenance: null }, 'maintenance', 'object'],
    [{ maintenance: { start: 'tomorrow' } }, 'maintenance.start', 'date_time'],
    [{ language: { default: 'xx-XX' } }, 'language.default', 'language'],
    [{ language: { enabled: [] } }, 'language.enabled', 'too_small'],
    [{ password: { minLength: 4 } }, 'password.minLength', 'too_small'],
    [{ password: { minLength: 65 } }, 'password.minLength', 'too_big'],
    [{ contractation: { defaultType: 'water' } }, 'contractation.defaultType', 'choice'],
    [{ contractation: { rules: { dniRequired: 'no' } } }, 'contractation.rules.dniRequired', 'boolean'],
    [{ comparator: { productsUrl: 'ftp://x' } }, 'comparator.productsUrl', 'web_address'],
    [{ comparator: { offers: { '2.0TD': 7 } } }, 'comparator.offers.2.0TD', 'string'],
    [{ header: { links: [{ label: { 'ca-ES': 'Web' }, url: 'javascript:alert(1)' }] } }, 'header.links.0.url', 'web_address'],
    [{ sidebar: { groups: 'all' } }, 'sidebar.groups', 'list'],
    [{ sentry: { sampleRate: 2 } }, 'sentry.sampleRate', 'too_big'],
    [{ payment: { provider: 'paypal' } }, 'payment.provider', 'choice'],
  ])('refuses %j at %s (%s)', (next, path, problem) => {
    expect(issuesOf('public', next)).toContainEqual({ path, problem });
  });

  it('names every wrong key, each once though both readings have it', () => {
    const issues = issuesOf('public', { features: { signup: 1, contact: 'no' } });
    expect(issues).toEqual([
      { path: 'features.signup', problem: 'boolean' },
      { path: 'features.contact', problem: 'boolean' },
    ]);
  });
});

describe('checkSettingsEdit', () => {
  it('previews both readings: defaults + public, and + private', () => {
    const stored = { public: { invoices: { itemsPerPage: 25 } }, private: {} };
    const check = checkSettingsEdit('private', stored, { features: { displayTypes: ['gas'] } });
    expect(check.issues).toEqual([]);
    expect(check.public.invoices.itemsPerPage).toBe(25);
    expect(check.public.features.displayTypes).toEqual(DEFAULT_SETTINGS.features.displayTypes);
    expect(check.private.features.displayTypes).toEqual(['gas']);
    expect(check.private.invoices).toEqual({ enablePayment: true, itemsPerPage: 25 });
  });

  it('checks the private reading when the public scope changes, and the other way round', () => {
    const brokenPrivate = { public: {}, private: { features: { signup: 'no' } } };
    expect(issuesOf('public', {}, brokenPrivate)).toEqual([{ path: 'features.signup', problem: 'boolean' }]);
    // A private value repairs nothing public: the public reading still has the wrong one.
    const brokenPublic = { public: { features: { signup: 'no' } }, private: {} };
    expect(issuesOf('private', { features: { signup: true } }, brokenPublic)).toEqual([{ path: 'features.signup', problem: 'boolean' }]);
  });

  it('says the issues as field errors by path', () => {
    expect(settingsFieldErrors([{ path: 'features.signup', problem: 'boolean' }])).toEqual({ 'features.signup': ['settings_boolean'] });
  });
});

describe('a scope’s stored JSON', () => {
  const nested = (depth: number) => {
    let value: Record<string, unknown> = {};
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  };

  it('is an object within the bounds', () => {
    expect(ZSettingsScopeBodySchema.safeParse({ data: { a: 1 } }).success).toBe(true);
    for (const data of [[], 'x', null, 3]) expect(ZSettingsScopeBodySchema.safeParse({ data }).success).toBe(false);
    expect(ZSettingsScopeBodySchema.safeParse({ data: {}, more: 1 }).success).toBe(false);
  });

  it('is refused too deep, too large, or with a NUL (which jsonb cannot hold), without using the stack', () => {
    expect(settingsDataProblem(nested(SETTINGS_LIMITS.depth - 1))).toBeUndefined();
    expect(settingsDataProblem(nested(SETTINGS_LIMITS.depth + 1))).toBe('settings_too_deep');
    expect(settingsDataProblem(nested(100_000))).toBe('settings_too_deep');
    expect(settingsDataProblem({ list: Array.from({ length: SETTINGS_LIMITS.values }, () => 1) })).toBe('settings_too_many_values');
    expect(settingsDataProblem({ a: 'x'.repeat(SETTINGS_LIMITS.stringLength + 1) })).toBe('settings_text_too_long');
    expect(settingsDataProblem({ a: 'nul\u0000' })).toBe('settings_text_invalid');
    expect(settingsDataProblem({ 'k\u0000': 1 })).toBe('settings_text_invalid');
  });
});
