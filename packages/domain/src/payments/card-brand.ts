/** Brands the portal names on receipts and summaries; anything else is a plain 'card'. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'card'] as const;
export type TCardBrand = (typeof CARD_BRANDS)[number];

/** Digits of a card number as typed (spaces and dashes are grouping only). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** Brand from the number's issuer prefix (Visa 4; Mastercard 51–55 and 2221–2720; Amex 34 and 37). */
export function cardBrand(number: string): TCardBrand {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return 'card';
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (digits.length >= 4 && four >= 2221 && four <= 2720)) return 'mastercard';
  return 'card';
}

/** How a payment method is shown: 'visa •••• 4242'. */
export function cardLabel(brand: TCardBrand, last4: string): string {
  return `${brand} •••• ${last4}`;
}
