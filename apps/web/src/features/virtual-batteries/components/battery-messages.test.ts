import { BATTERY_MOVE_STEPS, LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';

describe('messages', () => {
  // The catalogue test checks that every part holds the same keys in the six languages; this one
  // that the keys the battery block gets from the domain (reasons, schema errors, steps) are among them.
  const batteries = import.meta.glob<Record<string, string>>('../../../locales/*/virtual-batteries.json', {
    eager: true,
    import: 'default',
  });
  const shared = import.meta.glob<Record<string, string>>('../../../locales/*/translation.json', { eager: true, import: 'default' });
  const DOMAIN_KEYS = [
    'battery_inactive_by_date',
    'battery_percentage_invalid',
    'battery_move_select_battery',
    'battery_move_same_battery',
    ...BATTERY_MOVE_STEPS.map((step) => `battery_move_step_${step}`),
  ];
  it.each(LANGUAGES)('%s has the domain’s battery keys, read_only_token and message_cant_do_operation', (language) => {
    const messages = {
      ...shared[`../../../locales/${language}/translation.json`],
      ...batteries[`../../../locales/${language}/virtual-batteries.json`],
    };
    for (const key of [...DOMAIN_KEYS, 'read_only_token', 'message_cant_do_operation'])
      expect(messages[key], `${language} ${key}`).toBeTruthy();
  });
});
