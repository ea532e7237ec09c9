import { ZSettingsResponseSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { settingsFromResponse } from './settings-response.ts';

const CASES: unknown[] = [
  { settings: {} },
  { settings: { features: { oidc: true }, organization: { name: 'Som' } } },
  { settings: { a: 1 }, extra: true },
  { settings: [] },
  { settings: null },
  { settings: 'x' },
  { nope: {} },
  [],
  null,
];

describe('settingsFromResponse', () => {
  it.each(CASES)('agrees with ZSettingsResponseSchema on %j', (body) => {
    const parsed = ZSettingsResponseSchema.safeParse(body);
    if (parsed.success) expect(settingsFromResponse(body)).toEqual(parsed.data.settings);
    else expect(() => settingsFromResponse(body)).toThrow('Invalid settings response');
  });
});
