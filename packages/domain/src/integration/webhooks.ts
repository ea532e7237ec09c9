import { z } from 'zod';
import { countParam, idParam, text } from '../api/primitives.ts';

/**
 * Signed outgoing webhooks (docs/integration.md): the retailer's systems are told of new leads
 * (the visitors' and the contracting wizards'), signed requests, new cases and successful
 * payments as they happen, by a POST to an endpoint a supervisor registers, signed with that
 * endpoint's own secret.
 */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'contracting_lead.created',
  'signing.signed',
  'case.created',
  'payment.succeeded',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * What each event carries: ids and the few fields an ERP needs to fetch the rest through the
 * integration API or its own books, never a secret and no more personal data than that.
 */
export interface TWebhookEventData {
  'lead.created': { lead_id: number; kind: string };
  /** A contracting wizard's lead, at its first step (the rest through GET /integration/contracting-leads). */
  'contracting_lead.created': { lead_id: number; type: string };
  'signing.signed': { signing_id: number; kind: string; contract_name: string; signed_at: string };
  'case.created': { case_id: number; number: string; kind: string; customer_id: number | null; contract_id: number | null };
  'payment.succeeded': { payment_id: number; invoice_id: number; amount_cents: number; currency: string };
}

/** An event as the module that acts emits it, in its own transaction. */
export type TWebhookEvent = { [K in TWebhookEventType]: { type: K; data: TWebhookEventData[K] } }[TWebhookEventType];

/** The JSON body of every delivery: `{ id, type, created_at, data }`; `id` is the same on every retry of one delivery. */
export const ZWebhookPayloadSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayloadSchema>;

/**
 * The bytes a delivery's signature covers: its id, its timestamp (Unix seconds) and its exact
 * body, joined by dots. A receiver recomputes HMAC-SHA256 over them with the endpoint's secret and
 * compares it with the `v1=` value of the Webhook-Signature header; the timestamp inside lets it
 * refuse an old delivery replayed.
 */
export function webhookSignedContent(id: string, timestamp: number, body: string): string {
  return `${id}.${timestamp}.${body}`;
}

export const WEBHOOK_URL_MAX = 2000;

/**
 * Where a webhook may point: https only, since the body and its signature must not cross the
 * network in clear; http to this machine (localhost, 127.0.0.1, [::1]) only when the operator
 * allows it for tests (WEBHOOK_ALLOW_HTTP_LOCALHOST). No credentials in the address, whose log
 * the supervisors read.
 */
export function isWebhookUrlAllowed(url: string, allowHttpLocalhost: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (parsed.protocol === 'https:') return parsed.hostname !== '';
  return allowHttpLocalhost && parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}

/** The code of a 400 for an address isWebhookUrlAllowed refuses. */
export const WEBHOOK_URL_NOT_ALLOWED = 'webhook_url_not_allowed';

export const ZWebhookCreateSchema = z.object({
  url: text(WEBHOOK_URL_MAX, { error: 'required_field' }).trim().min(1, 'required_field'),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'field_invalid' }), { error: 'required_field' })
    .min(1, 'required_field')
    .max(WEBHOOK_EVENT_TYPES.length, 'field_invalid')
    .refine((events) => new Set(events).size === events.length, 'field_invalid'),
});
export type TWebhookCreate = z.infer<typeof ZWebhookCreateSchema>;

export const ZWebhookIdParamsSchema = z.object({ id: idParam('field_invalid') });

export const ZWebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  created_by: z.object({ id: z.number().int(), label: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
});
export type TWebhook = z.infer<typeof ZWebhookSchema>;

/** The answer to a creation: the endpoint with its signing secret, shown this once. */
export const ZWebhookCreatedSchema = ZWebhookSchema.extend({ secret: z.string() });
export type TWebhookCreated = z.infer<typeof ZWebhookCreatedSchema>;

export const ZWebhookListResponseSchema = z.object({ items: z.array(ZWebhookSchema) });
export type TWebhookListResponse = z.infer<typeof ZWebhookListResponseSchema>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export const WEBHOOK_ATTEMPTS_MAX_PAGE = 100;
export const ZWebhookAttemptsQuerySchema = z.object({
  offset: countParam().default(0),
  limit: countParam(WEBHOOK_ATTEMPTS_MAX_PAGE)
    .refine((n) => n >= 1, 'field_invalid')
    .default(20),
});
export type TWebhookAttemptsQuery = z.infer<typeof ZWebhookAttemptsQuerySchema>;

/** One attempt to deliver one event: what the receiver answered (its status) or why nothing was (the error). */
export const ZWebhookAttemptSchema = z.object({
  delivery_id: z.number().int(),
  event_id: z.string(),
  event: z.enum(WEBHOOK_EVENT_TYPES),
  attempt: z.number().int(),
  at: z.string(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The delivery's state after this attempt's outcome is known: pending (a retry is due), delivered or failed (given up). */
  delivery_state: z.enum(WEBHOOK_DELIVERY_STATES),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttemptSchema>;

export const ZWebhookAttemptsResponseSchema = z.object({
  items: z.array(ZWebhookAttemptSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TWebhookAttemptsResponse = z.infer<typeof ZWebhookAttemptsResponseSchema>;
