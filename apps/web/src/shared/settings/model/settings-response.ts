import type { TSettingsPatch } from '@portal/domain';

const isRecord = (value: unknown): value is TSettingsPatch => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings object of an ov_settings answer ({ settings: {…} }, ZSettingsResponseSchema).
 * Checked by hand: settings load before the first page, which must not wait for zod, and
 * the schema asks no more than "an object" of them anyway.
 */
export function settingsFromResponse(body: unknown): TSettingsPatch {
  if (isRecord(body) && isRecord(body.settings)) return body.settings;
  throw new Error('Invalid settings response');
}
