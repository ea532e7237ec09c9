/** The parts of an address the one-line form is built from (customer-area §3 Address). */
export interface TAddressParts {
  tv: string;
  nv: string;
  pnp: string;
  bq?: string | null;
  es?: string | null;
  pt?: string | null;
  pu?: string | null;
  dp: string;
  poblacio: string;
  state: string;
}

/**
 * One line as back offices print it: street type code, street, number, block, stairs, floor and
 * door, then postal code, locality and, when it differs from the locality, the province.
 * Composed once on write so lists and search never rebuild it.
 */
export function composeFullAddress(parts: TAddressParts): string {
  const street = [parts.tv, parts.nv, parts.pnp, parts.bq, parts.es, parts.pt, parts.pu]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  const province = parts.state.trim() && parts.state.trim() !== parts.poblacio.trim() ? ` (${parts.state.trim()})` : '';
  return `${street}, ${parts.dp.trim()} ${parts.poblacio.trim()}${province}`;
}
