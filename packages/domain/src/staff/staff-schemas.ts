import { z } from 'zod';
import { countParam, idParam, text } from '../api/primitives.ts';
import { CASE_AUTHOR_KINDS, CASE_DESCRIPTION_MAX, CASE_KINDS, CASE_NUMBER_PATTERN, CASE_OUTCOMES } from '../cases/case-model.ts';

/**
 * The staff interface of customer service (docs/staff.md): staff sign in with their
 * own accounts (not customers'), list the open cases, read one, reply and change its outcome.
 * These schemas are shared by the API and `npm run staff`.
 */

/** Staff sign in with an e-mail address and a password. */
export const ZStaffLoginSchema = z.object({
  email: text(254, { error: 'required_field' }).trim().min(1, 'required_field').pipe(z.email('email_not_valid')),
  password: text(256, { error: 'required_field' }).min(1, 'required_field'),
});
export type TStaffLogin = z.infer<typeof ZStaffLoginSchema>;

/**
 * What a staff account may do. An agent works the cases, the leads and the queue; a supervisor
 * also manages the staff accounts, the integration tokens and what the portal shows (settings,
 * flags, HTML blocks, routes, banners). The spec leaves staff roles out (customer-area 6): these
 * are the two a retailer's customer service needs.
 */
export const STAFF_ROLES = ['agent', 'supervisor'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];
export const ZStaffRoleSchema = z.enum(STAFF_ROLES, { error: 'field_invalid' });
/** The 403 an agent's token gets on a supervisor's route. */
export const STAFF_ROLE_REQUIRED = 'staff_role_required';

/** A staff token (never accepted by the customer routes, nor a customer's by these), the label customers see and the account's role. */
export const ZStaffLoginResponseSchema = z.object({
  token: z.string(),
  label: z.string(),
  role: ZStaffRoleSchema,
  expires_in: z.number().int(),
});
export type TStaffLoginResponse = z.infer<typeof ZStaffLoginResponseSchema>;

/** Which cases the list shows: open ones (in process, being processed, additional information needed), closed ones, or all. */
export const STAFF_CASE_STATUSES = ['open', 'closed', 'all'] as const;
export const STAFF_CASES_MAX_PAGE = 100;
export const STAFF_CASES_DEFAULT_PAGE = 20;

export const ZStaffCaseListQuerySchema = z.object({
  status: z.enum(STAFF_CASE_STATUSES, { error: 'field_invalid' }).default('open'),
  offset: countParam().default(0),
  limit: countParam(STAFF_CASES_MAX_PAGE)
    .refine((n) => n >= 1, 'field_invalid')
    .default(STAFF_CASES_DEFAULT_PAGE),
});
export type TStaffCaseListQuery = z.infer<typeof ZStaffCaseListQuerySchema>;
export type TStaffCaseListQueryInput = z.input<typeof ZStaffCaseListQuerySchema>;

export const ZCaseNumberSchema = z.string().max(32, 'field_invalid').regex(CASE_NUMBER_PATTERN, 'field_invalid');
export const ZStaffCaseParamsSchema = z.object({ number: ZCaseNumberSchema });
export const ZStaffAttachmentParamsSchema = z.object({ number: ZCaseNumberSchema, id: idParam('field_invalid') });

const ZCaseKindSchema = z.enum(CASE_KINDS);
const ZCaseOutcomeSchema = z.enum(CASE_OUTCOMES);

/** Who filed a case: the customer (name, tax id) or, for a visitor's unsigned contact, the address and mobile they gave. */
export const ZStaffCaseCustomerSchema = z.object({
  name: z.string().nullable(),
  tax_id: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

/** One line of the list. `awaiting_staff`: the last message is the customer's (or there is none from staff yet). */
export const ZStaffCaseSummarySchema = z.object({
  number: z.string(),
  kind: ZCaseKindSchema,
  customer: ZStaffCaseCustomerSchema,
  contract: z.string().nullable(),
  subject: z.string(),
  outcome: ZCaseOutcomeSchema,
  open: z.boolean(),
  created_at: z.string(),
  last_activity: z.string(),
  awaiting_staff: z.boolean(),
});
export type TStaffCaseSummary = z.infer<typeof ZStaffCaseSummarySchema>;

export const ZStaffCaseListResponseSchema = z.object({
  n_items: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  items: z.array(ZStaffCaseSummarySchema),
});
export type TStaffCaseListResponse = z.infer<typeof ZStaffCaseListResponseSchema>;

export const ZStaffAttachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});

/** A message of the conversation: a customer's (with the name of the user who wrote it) or staff's (with its label). */
export const ZStaffCaseMessageSchema = z.object({
  id: z.number().int(),
  author_kind: z.enum(CASE_AUTHOR_KINDS),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(ZStaffAttachmentSchema),
});
export type TStaffCaseMessage = z.infer<typeof ZStaffCaseMessageSchema>;

export const ZStaffCaseDetailSchema = ZStaffCaseSummarySchema.extend({
  description: z.string(),
  category: z.string().nullable(),
  atc_type: z.string().nullable(),
  atc_subtype: z.string().nullable(),
  messages: z.array(ZStaffCaseMessageSchema),
});
export type TStaffCaseDetail = z.infer<typeof ZStaffCaseDetailSchema>;

/** A staff reply: plain text (never read as HTML), a few paragraphs at most. */
export const ZStaffReplySchema = z.object({
  body: text(CASE_DESCRIPTION_MAX, { multiline: true, error: 'required_field' }).trim().min(1, 'required_field'),
});
export type TStaffReply = z.infer<typeof ZStaffReplySchema>;

/** The new outcome of a case, one of the spec's five (customer-area §3). */
export const ZStaffOutcomeSchema = z.object({ outcome: z.enum(CASE_OUTCOMES, { error: 'field_invalid' }) });
export type TStaffOutcome = z.infer<typeof ZStaffOutcomeSchema>;

/** The answer of a reply or an outcome change: the case as it now is, and whether the customer was told by mail. */
export const ZStaffCaseChangeResponseSchema = z.object({
  case: ZStaffCaseDetailSchema,
  customer_notified: z.boolean(),
});
export type TStaffCaseChangeResponse = z.infer<typeof ZStaffCaseChangeResponseSchema>;
