import { z } from 'zod';
import { id, idParam, text } from '../api/primitives.ts';
import { ZPaymentErrorCodeSchema } from './payment-errors.ts';
import { ZPaymentPlatformSchema, ZRelatedObjectTypeSchema } from './payment-platforms.ts';

const providerId = text(255).min(1, 'required_field');

/**
 * POST pay (customer-area §7): pay an invoice with a payment method, or finalise a payment intent after
 * the extra authentication or the provider's return with ?payment_intent=. Strict so a body cannot mix both.
 */
export const ZPayWithMethodRequestSchema = z.strictObject({
  payment_method_id: providerId,
  platform_name: ZPaymentPlatformSchema,
  item_id: id(),
  related_object_type: ZRelatedObjectTypeSchema,
});
export const ZPayFinaliseRequestSchema = z.strictObject({
  payment_intent_id: providerId,
  platform_name: ZPaymentPlatformSchema,
});
export const ZPayRequestSchema = z.union([ZPayWithMethodRequestSchema, ZPayFinaliseRequestSchema]);
export type TPayWithMethodRequest = z.infer<typeof ZPayWithMethodRequestSchema>;
export type TPayFinaliseRequest = z.infer<typeof ZPayFinaliseRequestSchema>;
export type TPayRequest = z.infer<typeof ZPayRequestSchema>;

/** How the browser completes an extra authentication: the sandbox's own dialog or Stripe.js. */
export const PAYMENT_NEXT_ACTIONS = ['sandbox_authentication', 'stripe_sdk'] as const;

/** Card outcomes of POST pay are all 200; the status says which. */
export const ZPayResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), transaction_id: z.number().int(), invoice_id: z.number().int() }),
  z.object({
    status: z.literal('requires_action'),
    payment_intent_id: z.string(),
    client_secret: z.string(),
    next_action: z.enum(PAYMENT_NEXT_ACTIONS),
  }),
  z.object({
    status: z.literal('error'),
    error: z.object({ code: ZPaymentErrorCodeSchema, decline_code: z.string().optional() }),
  }),
]);
export type TPayResponse = z.infer<typeof ZPayResponseSchema>;

/** GET payment_platforms_available. */
export const ZPaymentPlatformsResponseSchema = z.object({ platforms: z.array(ZPaymentPlatformSchema) });
export type TPaymentPlatformsResponse = z.infer<typeof ZPaymentPlatformsResponseSchema>;

/** GET publishable_key/:platform. */
export const ZPublishableKeyParamsSchema = z.object({ platform: ZPaymentPlatformSchema });
export const ZPublishableKeyResponseSchema = z.object({ publishable_key: z.string(), platform: ZPaymentPlatformSchema });
export type TPublishableKeyResponse = z.infer<typeof ZPublishableKeyResponseSchema>;

/** GET transaction_summary/:invoiceId: the payment of an invoice, shown after paying (customer-area §3). */
export const ZTransactionSummarySchema = z.object({
  /**
   * succeeded, or processing while the attempt's answer is awaited (a crash or time-out lost it:
   * the reconciler asks the provider within seconds). Absent from older servers: succeeded.
   */
  status: z.enum(['succeeded', 'processing']).optional(),
  transaction_id: z.number().int(),
  /** €. */
  amount: z.number(),
  currency: z.literal('EUR'),
  last_transaction_update_at: z.iso.datetime({ offset: true }),
  invoice_number: z.string(),
  invoice_concept: z.string(),
  /** The card as shown, e.g. 'visa •••• 4242'. */
  payment_method_id: z.string(),
  payment_type: z.literal('card'),
  paid_by_user_email: z.string(),
  invoice_id: z.number().int(),
});
export type TTransactionSummary = z.infer<typeof ZTransactionSummarySchema>;

/** Path params of transaction_summary/:invoiceId and download_transaction_receipt/:id. */
export const ZTransactionSummaryParamsSchema = z.object({ invoiceId: idParam() });
export const ZTransactionReceiptParamsSchema = z.object({ id: idParam() });
