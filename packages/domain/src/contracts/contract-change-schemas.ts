import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { CADASTRAL_REFERENCE_MAX_LENGTH, cadastralChecksumHolds, normaliseCadastralReference } from '../validators/cadastral-reference.ts';

/**
 * PUT /contracts/{name}/ref_catastral/: upper-cased, spaces (dots, dashes) stripped, 1..20 letters
 * and digits, and a full 20-character reference with its right control letters.
 */
export const ZCadastralReferenceRequestSchema = z.object({
  ref_catastral: text(64, { error: 'required_field' })
    .overwrite(normaliseCadastralReference)
    .min(1, 'required_field')
    .max(CADASTRAL_REFERENCE_MAX_LENGTH, 'ref_catastral_dialog_error_length')
    .regex(/^[A-Z0-9Ñ]*$/, 'ref_catastral_dialog_error_no_alpha')
    .refine(cadastralChecksumHolds, 'ref_catastral_checksum_invalid'),
});
export type TCadastralReferenceRequest = z.infer<typeof ZCadastralReferenceRequestSchema>;

export const INVOICE_DELIVERY_METHODS = ['email', 'postal'] as const;
export type TInvoiceDeliveryMethod = (typeof INVOICE_DELIVERY_METHODS)[number];

/** POST /contracts/{name}/: how invoices reach the customer. */
export const ZInvoiceOnlineRequestSchema = z.object({ invoice_online: z.enum(INVOICE_DELIVERY_METHODS, { error: 'required_field' }) });
export type TInvoiceOnlineRequest = z.infer<typeof ZInvoiceOnlineRequestSchema>;

/** POST /contracts/{name}/no_cession_sips/: the opt-out of consumption-data cession. */
export const ZNoCessionSipsRequestSchema = z.object({ noCessionSelection: z.boolean({ error: 'required_field' }) });
export type TNoCessionSipsRequest = z.infer<typeof ZNoCessionSipsRequestSchema>;

/** Answer of the changes that may need the customer's signature (IBAN, power, SIPS). */
export const ZWaitingForSignatureResponseSchema = z.object({ waiting_for_signature: z.boolean() });
export type TWaitingForSignatureResponse = z.infer<typeof ZWaitingForSignatureResponseSchema>;
