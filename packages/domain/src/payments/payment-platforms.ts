import { z } from 'zod';

/** Card payment providers: the built-in sandbox (Stripe's test-card rules) and Stripe itself. */
export const PAYMENT_PLATFORMS = ['sandbox', 'stripe'] as const;
export const ZPaymentPlatformSchema = z.enum(PAYMENT_PLATFORMS);
export type TPaymentPlatform = z.infer<typeof ZPaymentPlatformSchema>;

/** What a payment settles: a single invoice or a multipoint invoice (customer-area §3, online_payment.rel_object_type). */
export const RELATED_OBJECT_TYPES = ['account.invoice', 'multipoint.invoice'] as const;
export const ZRelatedObjectTypeSchema = z.enum(RELATED_OBJECT_TYPES);
export type TRelatedObjectType = z.infer<typeof ZRelatedObjectTypeSchema>;
