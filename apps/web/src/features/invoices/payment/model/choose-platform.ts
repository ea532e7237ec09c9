import type { TPaymentPlatform } from '@portal/domain';

/**
 * The platform to pay with: the one the settings name (`payment.provider`) when the server offers
 * it, else the first the server offers, else none (online payment is not available).
 */
export function choosePaymentPlatform(available: readonly TPaymentPlatform[], preferred: string | undefined): TPaymentPlatform | null {
  const wanted = available.find((platform) => platform === preferred);
  return wanted ?? available[0] ?? null;
}
