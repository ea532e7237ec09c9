import { z } from 'zod';
import { id, text } from '../api/primitives.ts';
import { isValidCadastralReference20, normaliseCadastralReference } from '../validators/cadastral-reference.ts';
import { isValidPostalCode } from '../validators/postal-code.ts';
import { ZContactEmailSchema, ZContactPhoneSchema } from './contact-schemas.ts';

const required = (max: number) => text(max, { error: 'required_field' }).trim().min(1, 'required_field');
const upTo = (max: number) => text(max).trim().optional();

/** A new notification address (customer-area §5, Address entity of §3). */
export const ZNewAddressSchema = z.object({
  name: required(256),
  dp: text(16, { error: 'required_field' })
    .trim()
    .min(1, 'required_field')
    .refine((value) => value === '' || isValidPostalCode(value), 'postal_code_not_valid'),
  ine: required(16),
  state: required(128),
  poblacio: required(256),
  tv: required(16),
  nv: required(256),
  pnp: required(9),
  bq: upTo(4),
  es: upTo(4),
  pt: upTo(10),
  pu: upTo(4),
  aclarador: upTo(256),
  // Optional; when given it must be a full 20-character reference with valid control letters.
  ref_catastral: text(64)
    .overwrite(normaliseCadastralReference)
    .refine((value) => value === '' || isValidCadastralReference20(value), 'ref_catastral_checksum_invalid')
    .optional(),
  mobile: ZContactPhoneSchema,
  email: ZContactEmailSchema,
});
export type TNewAddress = z.infer<typeof ZNewAddressSchema>;

/** POST /contracts/{name}/notification/: a new address. */
export const ZNotificationAddressNewRequestSchema = z.object({ address: ZNewAddressSchema });
export type TNotificationAddressNewRequest = z.infer<typeof ZNotificationAddressNewRequestSchema>;

/** PUT /contracts/{name}/notification/: one of the customer's existing addresses. */
export const ZNotificationAddressExistingRequestSchema = z.object({
  addressId: id('required_field'),
});
export type TNotificationAddressExistingRequest = z.infer<typeof ZNotificationAddressExistingRequestSchema>;
