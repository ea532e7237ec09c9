import { z } from 'zod';

/**
 * The notifications a customer chooses to receive by mail or not (docs/communications.md; the
 * issue's "going beyond" the spec). Every other mail of the portal (a change request received, a
 * password reset, a case answered) is the answer to something the customer did and always leaves.
 */
export const NOTIFICATION_KINDS = ['invoice_issued', 'payment_failed', 'change_signed', 'price_alert_fired'] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ZNotificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The customer's choice for every kind: true receives it by mail. */
export const ZNotificationPreferencesSchema = z.strictObject({
  invoice_issued: z.boolean({ error: 'field_invalid' }),
  payment_failed: z.boolean({ error: 'field_invalid' }),
  change_signed: z.boolean({ error: 'field_invalid' }),
  price_alert_fired: z.boolean({ error: 'field_invalid' }),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferencesSchema>;

/** A customer who never chose receives every notification. */
export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<TNotificationPreferences> = Object.freeze({
  invoice_issued: true,
  payment_failed: true,
  change_signed: true,
  price_alert_fired: true,
});

/**
 * The preferences from the stored choices: a kind the customer never set is on (the default),
 * one they set is what they chose. Stored rows of an unknown kind are ignored.
 */
export function preferencesFrom(stored: readonly { kind: string; enabled: boolean }[]): TNotificationPreferences {
  const preferences: TNotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const row of stored) {
    if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) preferences[row.kind as TNotificationKind] = row.enabled;
  }
  return preferences;
}
