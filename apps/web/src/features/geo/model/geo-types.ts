/**
 * Shapes of the geographic lookups (customer-area §7). The API publishes the municipalities,
 * postal codes and street types of its reference data; the web only reads them.
 */
export interface TZipcodeLocality {
  /** INE municipality code; its first two digits are the province. */
  ine: string;
  municipality: string;
  /** The locality (poblacio) within the municipality. */
  locality: string;
  /** Province id as the address stores it. */
  state: string;
  province_name: string;
}

export interface TStreetType {
  code: string;
  name: string;
}

export interface TProvince {
  code: string;
  name: string;
}
