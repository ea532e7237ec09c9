import { z } from 'zod';

/**
 * A contract's electronic notification (customer-area §4: "Electronic notification requests have
 * states requested, active, disabled"). `requested`: asked for, not yet in force; `active`: the
 * retailer notifies the contract electronically; `disabled`: it does not (the default).
 */
export const ELECTRONIC_NOTIFICATION_STATES = ['requested', 'active', 'disabled'] as const;
export type TElectronicNotificationState = (typeof ELECTRONIC_NOTIFICATION_STATES)[number];

export const ZElectronicNotificationStateSchema = z.enum(ELECTRONIC_NOTIFICATION_STATES);

/** A stored value the spec does not name reads as disabled: nothing is promised that is not in force. */
export const electronicNotificationState = (value: string | null | undefined): TElectronicNotificationState =>
  (ELECTRONIC_NOTIFICATION_STATES as readonly string[]).includes(value ?? '') ? (value as TElectronicNotificationState) : 'disabled';
