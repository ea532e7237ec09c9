import { BATTERY_PERCENTAGE_MAX, BATTERY_PERCENTAGE_MIN, clampBatteryPercentage, ZBatteryPercentageValueSchema } from '@portal/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';

/** A typed value as the preview reads it: what the field will hold once it loses focus. */
export const previewValue = (typed: unknown, saved: number) =>
  clampBatteryPercentage(typeof typed === 'number' && Number.isFinite(typed) ? typed : '', saved);

/**
 * The typed value when the form would send it (a whole number from 0 to 100), else null: a preview
 * of an invalid 150 as 100 % would show figures the form refuses to send, beside its error.
 */
export const validPercentage = (typed: unknown): number | null => {
  const parsed = ZBatteryPercentageValueSchema.safeParse(typed);
  return parsed.success ? parsed.data : null;
};

export interface TBatteryPercentageInputProps {
  id: string;
  label: string;
  helperText: string;
  /** The form's registration of the percentage (valueAsNumber). */
  registration: UseFormRegisterReturn;
  errorKey?: string;
  /** The link's percentage now: what an emptied field goes back to. */
  saved: number;
  /** Hands the clamped value to the form, so its checks and the preview read it. */
  onClamped: (value: number) => void;
}

/**
 * A battery's percentage (customer-area §5): a whole number from 0 to 100, step 1, clamped on
 * blur, an empty field going back to the saved value. The percentage change and the move ask it
 * alike.
 */
export function BatteryPercentageInput({ registration, saved, onClamped, ...input }: TBatteryPercentageInputProps) {
  const clamping = {
    ...registration,
    onBlur: (event: { target: HTMLInputElement; type?: string }) => {
      const clamped = clampBatteryPercentage(event.target.value, saved);
      event.target.value = String(clamped);
      onClamped(clamped);
      return registration.onBlur(event);
    },
  };
  return (
    <TextInput
      {...input}
      registration={clamping}
      type="number"
      inputMode="numeric"
      min={BATTERY_PERCENTAGE_MIN}
      max={BATTERY_PERCENTAGE_MAX}
      step={1}
      required
      autoComplete="off"
    />
  );
}
