import { z } from 'zod';

/** Invoice lists of the portal (customer-area §2): multipoint invoices group several supply points. */
export const INVOICE_KINDS = ['electricity', 'gas', 'multipoint'] as const;
export const ZInvoiceKindSchema = z.enum(INVOICE_KINDS);
export type TInvoiceKind = z.infer<typeof ZInvoiceKindSchema>;

/** Underlying payment states of an invoice (customer-area §4). */
export const PAID_STATUSES = [
  'pending_remesa',
  'pending_transfer',
  'paid',
  'paid_without_transaction',
  'manual_verification_required',
  'unpaid',
] as const;
export const ZPaidStatusSchema = z.enum(PAID_STATUSES);
export type TPaidStatus = z.infer<typeof ZPaidStatusSchema>;

/**
 * Rectificative types as the back office codes them: N normal, A cancelling (abonadora),
 * B cancelling with a substitute, R rectifying. Other codes can arrive and read as normal.
 */
export const RECTIFICATIVE_TYPES = {
  N: 'normal',
  A: 'cancelling',
  B: 'cancelling_with_substitute',
  R: 'rectifying',
} as const;
export type TRectificativeType = keyof typeof RECTIFICATIVE_TYPES | (string & {});

/** Cancelling invoices (A, B) give money back: they are never paid by the customer. */
export const CANCELLING_RECTIFICATIVE_TYPES: readonly TRectificativeType[] = ['A', 'B'];

export function isCancellingInvoice(rectificativeType: TRectificativeType): boolean {
  return CANCELLING_RECTIFICATIVE_TYPES.includes(rectificativeType);
}

/** Documents of an invoice (customer-area §7). */
export const INVOICE_DOCUMENT_FORMATS = ['pdf', 'signed_pdf', 'curve_csv'] as const;
export const ZInvoiceDocumentFormatSchema = z.enum(INVOICE_DOCUMENT_FORMATS);
export type TInvoiceDocumentFormat = z.infer<typeof ZInvoiceDocumentFormatSchema>;
