import { z } from 'zod';
import { countParam, idParam, text } from '../api/primitives.ts';
import { SIGNING_CHANNELS, SIGNING_CODE_DIGITS } from './signing-code.ts';
import { SIGNING_KINDS, SIGNING_STATES } from './signing-lifecycle.ts';

/** Every failure of a link (unknown, used, expired, cancelled, burnt): one answer, so none tells which. */
export const SIGNING_LINK_INVALID = 'signing_link_invalid';

/** A link's secret: 32 random bytes in base64url (43 characters); anything else is not one of ours. */
export const ZSigningTokenSchema = z
  .string({ error: SIGNING_LINK_INVALID })
  .min(1, SIGNING_LINK_INVALID)
  .max(128, SIGNING_LINK_INVALID)
  .regex(/^[A-Za-z0-9_-]+$/, SIGNING_LINK_INVALID);

/** The by-link calls carry the secret in the body, never in a URL a log or a proxy keeps. */
export const ZSigningLinkSchema = z.object({ token: ZSigningTokenSchema });
export type TSigningLink = z.infer<typeof ZSigningLinkSchema>;

export const ZSigningStateSchema = z.enum(SIGNING_STATES);
export const ZSigningKindSchema = z.enum(SIGNING_KINDS);
export const ZSigningChannelSchema = z.enum(SIGNING_CHANNELS, { error: 'field_invalid' });

/** A hex SHA-256. */
export const ZSha256Schema = z.string({ error: 'field_invalid' }).regex(/^[0-9a-f]{64}$/, 'field_invalid');

/** What the signing page shows before the customer signs. */
export const ZSigningSummarySchema = z.object({
  kind: ZSigningKindSchema,
  contract_name: z.string(),
  contract_type: z.enum(['electricity', 'gas']),
  state: ZSigningStateSchema,
  /** When the link stops working if not signed. */
  expires_at: z.string(),
  /** SHA-256 of the document to sign: the sign call sends it back, so the signature names what was read. */
  document_sha256: z.string(),
  /** The channels a code can go to, each with its destination masked; sms only with a mobile on file. */
  channels: z.array(z.object({ channel: ZSigningChannelSchema, destination: z.string() })),
  code_sent: z.boolean(),
  attempts_left: z.number().int(),
});
export type TSigningSummary = z.infer<typeof ZSigningSummarySchema>;

export const ZSigningCodeRequestSchema = z.object({ token: ZSigningTokenSchema, channel: ZSigningChannelSchema });
export type TSigningCodeRequest = z.infer<typeof ZSigningCodeRequestSchema>;

export const ZSigningCodeSentSchema = z.object({
  channel: ZSigningChannelSchema,
  destination: z.string(),
  valid_minutes: z.number().int(),
  attempts_left: z.number().int(),
});
export type TSigningCodeSent = z.infer<typeof ZSigningCodeSentSchema>;

/** The code as typed (spaces between groups allowed), and the hash of the document read. */
export const ZSigningSignRequestSchema = z.object({
  token: ZSigningTokenSchema,
  code: text(16, { error: 'signing_code_required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^[0-9]{${SIGNING_CODE_DIGITS}}$`), 'signing_code_format')),
  document_sha256: ZSha256Schema,
});
export type TSigningSignRequest = z.infer<typeof ZSigningSignRequestSchema>;
export type TSigningSignRequestInput = z.input<typeof ZSigningSignRequestSchema>;

export const ZSigningSignedSchema = z.object({ state: z.literal('signed'), signed_at: z.string() });
export type TSigningSigned = z.infer<typeof ZSigningSignedSchema>;

/**
 * The evidence kept with a signed request: what was signed (the PDF's SHA-256), when, from where
 * (the client address as the trusted proxies report it, the user agent) and how (the code's channel).
 */
export const ZSigningEvidenceSchema = z.object({
  document_sha256: ZSha256Schema,
  signed_at: z.string(),
  client_address: z.string().max(64),
  user_agent: z.string().max(512),
  channel: ZSigningChannelSchema,
});
export type TSigningEvidence = z.infer<typeof ZSigningEvidenceSchema>;

/** A signing request by id (customer's cancel, staff's item). */
export const ZSigningIdParamsSchema = z.object({ id: idParam('field_invalid') });

/** A contract's signing requests as its page shows them: the pending ones and the recent outcomes. */
export const ZContractSigningSchema = z.object({
  id: z.number().int(),
  kind: ZSigningKindSchema,
  state: ZSigningStateSchema,
  created_at: z.string(),
  expires_at: z.string(),
  signed_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** Staff's reason, for a rejected request. */
  reason: z.string().nullable(),
});
export type TContractSigning = z.infer<typeof ZContractSigningSchema>;
export const ZContractSigningsResponseSchema = z.object({ items: z.array(ZContractSigningSchema) });
export type TContractSigningsResponse = z.infer<typeof ZContractSigningsResponseSchema>;

export const ZSigningCancelledSchema = z.object({ id: z.number().int(), state: z.literal('cancelled') });

/** The staff queue: signed requests waiting for staff by default, oldest first. */
export const STAFF_SIGNING_QUEUE_MAX_PAGE = 100;
export const ZStaffSigningQueueQuerySchema = z.object({
  state: z.enum(SIGNING_STATES, { error: 'field_invalid' }).default('signed'),
  offset: countParam().default(0),
  limit: countParam(STAFF_SIGNING_QUEUE_MAX_PAGE)
    .refine((n) => n >= 1, 'field_invalid')
    .default(20),
});
export type TStaffSigningQueueQuery = z.infer<typeof ZStaffSigningQueueQuerySchema>;

export const ZStaffSigningItemSchema = z.object({
  id: z.number().int(),
  kind: ZSigningKindSchema,
  state: ZSigningStateSchema,
  contract_name: z.string(),
  contract_type: z.enum(['electricity', 'gas']),
  customer: z.object({ name: z.string().nullable(), tax_id: z.string().nullable() }),
  created_at: z.string(),
  signed_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TStaffSigningItem = z.infer<typeof ZStaffSigningItemSchema>;

export const ZStaffSigningQueueResponseSchema = z.object({
  n_items: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  items: z.array(ZStaffSigningItemSchema),
});
export type TStaffSigningQueueResponse = z.infer<typeof ZStaffSigningQueueResponseSchema>;

/** One item with what the customer asked for and the evidence of the signature. */
export const ZStaffSigningDetailSchema = ZStaffSigningItemSchema.extend({
  /** The change asked for (the modification request's payload), or the draft contract's essentials. */
  request: z.record(z.string(), z.unknown()),
  evidence: ZSigningEvidenceSchema.nullable(),
  /** The sealed PDF among the contract's attachments, once signed. */
  sealed_attachment_id: z.number().int().nullable(),
});
export type TStaffSigningDetail = z.infer<typeof ZStaffSigningDetailSchema>;

export const SIGNING_REJECT_REASON_MAX = 1000;
export const ZStaffSigningRejectSchema = z.object({
  reason: text(SIGNING_REJECT_REASON_MAX, { multiline: true, error: 'required_field' }).trim().min(1, 'required_field'),
});
export type TStaffSigningReject = z.infer<typeof ZStaffSigningRejectSchema>;
