/** The parts of a Spanish address every address form asks for (customer-area §5, visitor-and-shell §3.9). */
export const ADDRESS_PARTS = [
  'dp',
  'ine',
  'state',
  'poblacio',
  'tv',
  'nv',
  'pnp',
  'bq',
  'es',
  'pt',
  'pu',
  'aclarador',
  'ref_catastral',
] as const;
export type TAddressPart = (typeof ADDRESS_PARTS)[number];

/** An address as typed: text for every part; the form's schema trims and checks. */
export type TAddressForm = Record<TAddressPart, string>;

export const EMPTY_ADDRESS: TAddressForm = {
  dp: '',
  ine: '',
  state: '',
  poblacio: '',
  tv: '',
  nv: '',
  pnp: '',
  bq: '',
  es: '',
  pt: '',
  pu: '',
  aclarador: '',
  ref_catastral: '',
};
