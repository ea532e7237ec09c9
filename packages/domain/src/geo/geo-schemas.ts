import { z } from 'zod';

/**
 * Geographic lookups of the address forms (customer-area §5 and §7): the localities of a postal
 * code, the province of a municipality and the street types. Reference data; see
 * docs/reference-data.md for where each set comes from.
 */

/** GET /geo/zipcode/{zipcode}/: any five digits; an unknown code answers an empty list. */
export const ZGeoZipcodeParamsSchema = z.object({
  zipcode: z.string().regex(/^\d{5}$/, 'postal_code_not_valid'),
});
export type TGeoZipcodeParams = z.infer<typeof ZGeoZipcodeParamsSchema>;

/** One locality of a postal code. `ine` is the 5-digit INE municipality code (no control digit). */
export const ZGeoLocalitySchema = z.object({
  ine: z.string().regex(/^\d{5}$/),
  municipality: z.string(),
  /** The Address poblacio. */
  locality: z.string(),
  /** Two-digit INE province code: the first two digits of `ine`. */
  state: z.string().regex(/^\d{2}$/),
  province_name: z.string(),
});
export type TGeoLocality = z.infer<typeof ZGeoLocalitySchema>;
export const ZGeoZipcodeResponseSchema = z.object({ items: z.array(ZGeoLocalitySchema) });
export type TGeoZipcodeResponse = z.infer<typeof ZGeoZipcodeResponseSchema>;

/** GET /geo/provincies/{ine}/: a municipality code, 5 digits or 6 with INE's control digit. */
export const ZGeoProvinceParamsSchema = z.object({
  ine: z.string().regex(/^\d{5,6}$/, 'field_invalid_format'),
});
export type TGeoProvinceParams = z.infer<typeof ZGeoProvinceParamsSchema>;

export const ZGeoProvinceSchema = z.object({ code: z.string().regex(/^\d{2}$/), name: z.string() });
export type TGeoProvince = z.infer<typeof ZGeoProvinceSchema>;
export const ZGeoProvinceResponseSchema = z.object({ province: ZGeoProvinceSchema });
export type TGeoProvinceResponse = z.infer<typeof ZGeoProvinceResponseSchema>;

/** A street type (Address tv): the code stored with the address and its Spanish name. */
export const ZGeoStreetTypeSchema = z.object({ code: z.string(), name: z.string() });
export type TGeoStreetType = z.infer<typeof ZGeoStreetTypeSchema>;
export const ZGeoStreetTypesResponseSchema = z.object({ items: z.array(ZGeoStreetTypeSchema) });
export type TGeoStreetTypesResponse = z.infer<typeof ZGeoStreetTypesResponseSchema>;
