import { describe, expect, it } from 'vitest';
import { mergeSettings } from './merge-settings.ts';
import { DEFAULT_SETTINGS } from './settings-defaults.ts';

describe('mergeSettings', () => {
  it('merges objects key by key and replaces arrays', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, { features: { displayTypes: ['gas'], oidc: true } });
    expect(merged.features.displayTypes).toEqual(['gas']);
    expect(merged.features.oidc).toBe(true);
    expect(merged.features.powerChange).toBe(true);
    expect(merged.invoices.itemsPerPage).toBe(100);
  });

  it('applies patches in order and ignores non-objects', () => {
    const merged = mergeSettings({ a: { b: 1, c: 2 } }, { a: { b: 3 } }, null, { a: { c: 4 } });
    expect(merged).toEqual({ a: { b: 3, c: 4 } });
  });

  it('does not mutate its inputs and refuses prototype keys', () => {
    const base = { a: { b: 1 } };
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "a": {"b": 2}}');
    const merged = mergeSettings(base, patch);
    expect(base.a.b).toBe(1);
    expect(merged.a.b).toBe(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('has the spec’s defaults', () => {
    expect(DEFAULT_SETTINGS.fileUploadSizeLimit).toBe(15000000);
    // Beyond the spec's invoices: customers land on the signed-in overview at / (docs/overview.md).
    expect(DEFAULT_SETTINGS.homepage).toBe('home');
    expect(DEFAULT_SETTINGS.home.type).toBe('dashboard');
    expect(DEFAULT_SETTINGS.maintenance.activated).toBe(false);
    expect(DEFAULT_SETTINGS.contractation.defaultType).toBe('dual');
    expect(DEFAULT_SETTINGS.features.displayTypes).toEqual(['electricity', 'gas']);
    expect(DEFAULT_SETTINGS.language.default).toBe('ca-ES');
  });
});
