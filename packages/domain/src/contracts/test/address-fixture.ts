/**
 * Maria's address, Carrer Nou 12, 17001 Girona, as the address schemas name its parts: the street,
 * town and mobile every address test shares; each test adds the optional parts (set or null) it is about.
 */
export const GIRONA_ADDRESS = {
  name: 'Maria Puig',
  dp: '17001',
  ine: '17079',
  state: 'Girona',
  poblacio: 'Girona',
  tv: 'CL',
  nv: 'Nou',
  pnp: '12',
  mobile: '600123456',
} as const;
