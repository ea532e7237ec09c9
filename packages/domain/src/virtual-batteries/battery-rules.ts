/**
 * The battery rules of customer-area §4 and §6, pure, so the web's buttons and the API's refusals
 * read the same ones. Dates are local days (YYYY-MM-DD, Europe/Madrid).
 */

export interface TBatteryLinkDates {
  data_inici: string;
  data_final: string | null;
}

/** §4: "active when now is at or after data_inici and, if data_final is set, not after it". */
export function isBatteryLinkActive(link: TBatteryLinkDates, today: string): boolean {
  return link.data_inici <= today && (link.data_final === null || today <= link.data_final);
}

/** §4: "Locked when its percentage is 0 and inactive by date". */
export function isBatteryLinkLocked(link: TBatteryLinkDates & { pes_percentatge: number }, today: string): boolean {
  return link.pes_percentatge === 0 && !isBatteryLinkActive(link, today);
}

/** Why a visible battery button is disabled: a message key, the button's tooltip. */
export type TBatteryButtonReason = 'read_only_token' | 'battery_inactive_by_date';

export interface TBatteryButton {
  visible: boolean;
  disabled: boolean;
  reason?: TBatteryButtonReason;
}

export interface TBatteryButtons {
  /** The discount setting's switch (PUT bateria/{id}). */
  discountSetting: TBatteryButton;
  /** The percentage modification dialog. */
  modifyPercentage: TBatteryButton;
  /** The move stepper. */
  move: TBatteryButton;
  /** The battery-origin information dialog, in place of a move for an origin link. */
  originInfo: TBatteryButton;
}

export interface TBatteryButtonsInput {
  link: TBatteryLinkDates & { es_origen: boolean; bateria: { id: number; shared: boolean } };
  /** Ids of the customer's batteries linked to contracts other than this one. */
  batteriesOfOtherContracts: readonly number[];
  readonly: boolean;
  today: string;
}

// A read-only (impersonation) token shows the buttons disabled with its tooltip (§6); an inactive
// link likewise with the inactive-by-date one. The read-only reason wins: it is the one that
// holds for every link.
function button(visible: boolean, input: TBatteryButtonsInput, active: boolean): TBatteryButton {
  if (!visible) return { visible: false, disabled: true };
  if (input.readonly) return { visible: true, disabled: true, reason: 'read_only_token' };
  if (!active) return { visible: true, disabled: true, reason: 'battery_inactive_by_date' };
  return { visible: true, disabled: false };
}

/**
 * §6 "Battery rules": modify the percentage only when the battery is shared across contracts;
 * move only when other batteries exist in other contracts, and never an origin link (es_origen),
 * which shows the information dialog instead; an inactive-by-date link disables both.
 */
export function batteryButtons(input: TBatteryButtonsInput): TBatteryButtons {
  const { link } = input;
  const active = isBatteryLinkActive(link, input.today);
  const otherBattery = input.batteriesOfOtherContracts.some((batteryId) => batteryId !== link.bateria.id);
  return {
    discountSetting: button(true, input, active),
    modifyPercentage: button(link.bateria.shared, input, active),
    move: button(otherBattery && !link.es_origen, input, active),
    originInfo: link.es_origen ? { visible: true, disabled: false } : { visible: false, disabled: true },
  };
}

/** §4 move stepper: 0 select battery, 1 percentage, 2 confirm, 3 sending. */
export const BATTERY_MOVE_STEPS = ['select_battery', 'percentage', 'confirm', 'sending'] as const;
export type TBatteryMoveStep = 0 | 1 | 2 | 3;

/** §4: next is disabled without a selected battery (and while sending). */
export function canGoToNextMoveStep(step: TBatteryMoveStep, selectedBattery: number | null): boolean {
  return step < 3 && selectedBattery !== null;
}

/** §4: back is disabled on steps 0 and 3. */
export function canGoToPreviousMoveStep(step: TBatteryMoveStep): boolean {
  return step === 1 || step === 2;
}

/**
 * §4 "clamped on blur": what the percentage field holds once it loses focus, a whole number from
 * 0 to 100; a field left empty or not a number goes back to `fallback` (the saved value).
 */
export function clampBatteryPercentage(typed: string | number, fallback: number): number {
  const value = typeof typed === 'number' ? typed : Number(String(typed).trim().replace(',', '.'));
  if (String(typed).trim() === '' || !Number.isFinite(value)) return fallback;
  return Math.min(100, Math.max(0, Math.round(value)));
}
