import { describe, expect, it } from 'vitest';
import { ZCommunicationMessageParamsSchema, ZContractCommunicationsQuerySchema } from './communication-schemas.ts';
import { communicationDelivery, communicationTopic } from './communication-topics.ts';
import { electronicNotificationState } from './electronic-notification.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES, preferencesFrom, ZNotificationPreferencesSchema } from './notification-kinds.ts';

describe('notification preferences', () => {
  it('are all on for a customer who never chose', () => {
    expect(preferencesFrom([])).toEqual({ invoice_issued: true, payment_failed: true, change_signed: true, price_alert_fired: true });
  });

  it('keep what the customer chose and the default for the rest, ignoring unknown kinds', () => {
    expect(
      preferencesFrom([
        { kind: 'payment_failed', enabled: false },
        { kind: 'price_alert_fired', enabled: false },
        { kind: 'newsletter', enabled: false },
      ]),
    ).toEqual({ invoice_issued: true, payment_failed: false, change_signed: true, price_alert_fired: false });
  });

  it('accept exactly the four kinds as booleans', () => {
    expect(ZNotificationPreferencesSchema.safeParse(DEFAULT_NOTIFICATION_PREFERENCES).success).toBe(true);
    expect(ZNotificationPreferencesSchema.safeParse({ ...DEFAULT_NOTIFICATION_PREFERENCES, payment_failed: 'no' }).success).toBe(false);
    expect(ZNotificationPreferencesSchema.safeParse({ ...DEFAULT_NOTIFICATION_PREFERENCES, newsletter: true }).success).toBe(false);
    const { invoice_issued: _, ...missing } = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(ZNotificationPreferencesSchema.safeParse(missing).success).toBe(false);
  });
});

describe('electronic notification (customer-area §4: requested, active, disabled)', () => {
  it.each([
    ['requested', 'requested'],
    ['active', 'active'],
    ['disabled', 'disabled'],
    ['unactive', 'disabled'],
    [null, 'disabled'],
  ] as const)('%s reads as %s', (stored, state) => {
    expect(electronicNotificationState(stored)).toBe(state);
  });
});

describe('communication topics and deliveries', () => {
  it.each([
    ['contract_change_requested', 'change_requested'],
    ['contract_change_applied', 'change_signed'],
    ['signature_link', 'change_requested'],
    ['signature_approved', 'change_signed'],
    ['signature_rejected', 'change_rejected'],
    ['invoice_issued', 'invoice_issued'],
    ['payment_failed', 'payment_failed'],
    ['payment_succeeded', 'payment_succeeded'],
    ['battery_changed', 'battery_changed'],
    ['tariff_option_changed', 'tariff_option_changed'],
    ['case_answered', 'case_answered'],
    ['price_alert', 'other'],
  ] as const)('a %s mail tells %s', (kind, topic) => {
    expect(communicationTopic(kind)).toBe(topic);
  });

  it.each([
    ['sent', 'sent'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['logged', 'not_sent'],
  ] as const)('an outbox row %s is %s', (status, delivery) => {
    expect(communicationDelivery(status)).toBe(delivery);
  });
});

describe('the calls’ input', () => {
  it('bounds the page and refuses a message id that is not one', () => {
    expect(ZContractCommunicationsQuerySchema.parse({})).toEqual({ offset: 0, limit: 50 });
    expect(ZContractCommunicationsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZCommunicationMessageParamsSchema.safeParse({ contractName: '0001', messageId: '1e3' }).success).toBe(false);
    expect(ZCommunicationMessageParamsSchema.safeParse({ contractName: '0001', messageId: '2147483648' }).success).toBe(false);
    expect(ZCommunicationMessageParamsSchema.parse({ contractName: '0001', messageId: '7' }).messageId).toBe(7);
  });
});
