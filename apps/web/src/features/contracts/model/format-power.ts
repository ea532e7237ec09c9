/**
 * kW as the retailer writes it: decimal comma, up to three decimals (a watt), no grouping
 * (customer-area §5, §9). The same in every language, so it matches what the power form accepts.
 */
export function formatKw(kw: number): string {
  if (!Number.isFinite(kw)) return '';
  const rounded = Math.round(kw * 1000) / 1000;
  return String(rounded).replace('.', ',');
}
