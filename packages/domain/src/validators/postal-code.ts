/** Spanish postal codes: five digits, the first two the province (01..52). */
export function isValidPostalCode(value: string): boolean {
  if (!/^\d{5}$/.test(value)) return false;
  const province = Number(value.slice(0, 2));
  return province >= 1 && province <= 52;
}

/** The province of a municipality's INE code is its first two digits (customer-area §5). */
export function provinceCodeFromIne(ine: string): string {
  return ine.trim().slice(0, 2);
}
