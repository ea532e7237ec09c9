import type { TSettingsPatch } from '@portal/domain';

const isRecord = (value: unknown): value is TSettingsPatch => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings object of an ov_settings or ov_private_settings answer ({ settings: {…} }),
 * checked by hand by ZSettingsResponseSchema's rules: settings load before the first page,
 * which must not wait for zod, and the schema asks no more than "an object" of them anyway.
 * settings-response.test.ts keeps the two in agreement.
 */
export function settingsFromResponse(body: unknown): TSettingsPatch {
  if (isRecord(body) && isRecord(body.settings)) return body.settings;
  throw new Error('Invalid settings response');
}
