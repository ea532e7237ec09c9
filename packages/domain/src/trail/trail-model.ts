import { z } from 'zod';
import { countParam, idParam } from '../api/primitives.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ZStaffDaySchema } from '../staff/staff-lead-schemas.ts';

/**
 * The trail of every action (docs/trail.md): one append-only line per change request, signature,
 * approval or rejection, payment, battery change, tariff-option change, case message,
 * impersonation, settings change, staff account change, integration access or webhook change and content change (dynamic pages, blocks, banners), saying who, when, from where and what
 * changed. The database refuses to update or delete a line; these are the words both sides read it with.
 */

/**
 * Who acted: the customer themselves; a staff member through the staff API; a staff member
 * signed in as the customer with a read-only (impersonation) token; an integration (a signature
 * or ERP provider calling back); the portal itself (a request that expired, the demo start).
 */
export const TRAIL_ACTOR_KINDS = ['customer', 'staff', 'staff_as_customer', 'integration', 'system'] as const;
export type TTrailActorKind = (typeof TRAIL_ACTOR_KINDS)[number];

/**
 * What happened. The change_* kinds follow a contract change from its request to its end (the
 * signature and processing flow records signed, approved, rejected, cancelled and expired);
 * change_applied is a change the portal applies at once, without a signature (invoice delivery,
 * contact data, notification address, cadastral reference).
 */
export const TRAIL_ACTIONS = [
  'change_requested',
  'change_applied',
  'change_signed',
  'change_approved',
  'change_rejected',
  'change_cancelled',
  'change_expired',
  'payment',
  'battery_change',
  'tariff_option_change',
  'case_message',
  'impersonation',
  'settings_change',
  'staff_account_change',
  'integration_token_change',
  'webhook_change',
  'content_change',
] as const;
export type TTrailAction = (typeof TRAIL_ACTIONS)[number];

/** A value a line keeps of a field before or after: never a secret (no password, no full card number; an IBAN masked). */
export const ZTrailValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type TTrailValue = z.infer<typeof ZTrailValueSchema>;

/** What changed, field by field: its value before (absent when the field is new) and after (absent when removed). */
export const ZTrailChangesSchema = z.record(
  z.string(),
  z.object({ before: ZTrailValueSchema.optional(), after: ZTrailValueSchema.optional() }),
);
export type TTrailChanges = z.infer<typeof ZTrailChangesSchema>;

/** A line as its customer reads it: who acted by kind only (never a staff member's id), from which address. */
export const ZTrailEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.enum(TRAIL_ACTOR_KINDS),
  action: z.enum(TRAIL_ACTIONS),
  /** What the action was about: a contract name, a request id, an invoice number, a case number… */
  subject: z.string().nullable(),
  /** The client's address as the portal computes it behind its proxies (platform/http/trust-proxy.ts). */
  address: z.string().nullable(),
  changes: ZTrailChangesSchema,
});
export type TTrailEntry = z.infer<typeof ZTrailEntrySchema>;

/** A line as staff read it: every column (the actor's ids, the customer, the user agent). */
export const ZStaffTrailEntrySchema = ZTrailEntrySchema.extend({
  customer_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  staff_id: z.number().int().nullable(),
  integration_id: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type TStaffTrailEntry = z.infer<typeof ZStaffTrailEntrySchema>;

export const TRAIL_DEFAULT_PAGE = 20;
export const TRAIL_MAX_PAGE = 100;

const page = {
  offset: countParam().default(0),
  limit: countParam(TRAIL_MAX_PAGE)
    .refine((n) => n >= 1, 'field_invalid')
    .default(TRAIL_DEFAULT_PAGE),
};

/** The customer's own trail: a page of it, newest first. */
export const ZTrailQuerySchema = z.object(page);
export type TTrailQuery = z.infer<typeof ZTrailQuerySchema>;
export type TTrailQueryInput = z.input<typeof ZTrailQuerySchema>;

export const ZTrailResponseSchema = z.object({
  items: z.array(ZTrailEntrySchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TTrailResponse = z.infer<typeof ZTrailResponseSchema>;

export const TRAIL_DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type TTrailDownloadFormat = (typeof TRAIL_DOWNLOAD_FORMATS)[number];

/** The whole own trail as a file (the GDPR right of access): CSV or .xlsx, in a language (else the request's). */
export const ZTrailDownloadQuerySchema = z.object({
  format: z.enum(TRAIL_DOWNLOAD_FORMATS, { error: 'field_invalid' }).default('csv').describe('csv (the default) or xlsx'),
  lang: z.enum(LANGUAGES, { error: 'field_invalid' }).optional().describe("the file's language; else Accept-Language"),
});
export type TTrailDownloadQuery = z.infer<typeof ZTrailDownloadQuerySchema>;

/** Staff's filters: a customer, an actor kind, an action, days of Europe/Madrid from and to (both included). */
export const ZStaffTrailQuerySchema = z
  .object({
    customer_id: idParam('field_invalid').optional(),
    actor: z.enum(TRAIL_ACTOR_KINDS, { error: 'field_invalid' }).optional(),
    action: z.enum(TRAIL_ACTIONS, { error: 'field_invalid' }).optional(),
    from: ZStaffDaySchema.optional(),
    to: ZStaffDaySchema.optional(),
    ...page,
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, { message: 'date_range_invalid', path: ['to'] });
export type TStaffTrailQuery = z.infer<typeof ZStaffTrailQuerySchema>;
export type TStaffTrailQueryInput = z.input<typeof ZStaffTrailQuerySchema>;

export const ZStaffTrailResponseSchema = z.object({
  items: z.array(ZStaffTrailEntrySchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TStaffTrailResponse = z.infer<typeof ZStaffTrailResponseSchema>;
