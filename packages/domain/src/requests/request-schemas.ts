import { z } from 'zod';
import { countParam, idParam, routeSegment, text } from '../api/primitives.ts';
import {
  CASE_AUTHOR_KINDS,
  CASE_DESCRIPTION_MAX,
  CASE_KINDS,
  CASE_NUMBER_PATTERN,
  CASE_OUTCOMES,
  CASE_SUBJECT_MAX,
} from '../cases/case-model.ts';

/**
 * The requests mailbox (customer-area §2: /solicituts, list, create, detail with a conversation).
 * It shows every case of the signed-in customer (ATC claims, contacts, requests), each addressed
 * by its number; a customer files `request` cases and replies while a case is open (isCaseOpen).
 */

/** Most cases a page of the mailbox holds, and how many the page shows by default. */
export const REQUEST_MAX_PAGE_SIZE = 100;
export const DEFAULT_REQUEST_PAGE_SIZE = 20;

/** GET requests?offset&limit: values arrive as query-string text. */
export const ZRequestListQuerySchema = z.object({
  offset: countParam().default(0),
  limit: countParam(REQUEST_MAX_PAGE_SIZE)
    .refine((n) => n >= 1, 'field_invalid')
    .default(DEFAULT_REQUEST_PAGE_SIZE),
});
export type TRequestListQuery = z.infer<typeof ZRequestListQuerySchema>;

/** One case of the list. category: a contact's or request's category, an ATC claim's type, in the request's language. */
export const ZRequestSummarySchema = z.object({
  number: z.string(),
  kind: z.enum(CASE_KINDS),
  subject: z.string(),
  category: z.string().nullable(),
  contract: z.string().nullable(),
  outcome: z.enum(CASE_OUTCOMES),
  created_at: z.string(),
  /** The case's last message (the customer's or staff's) or outcome change. */
  last_activity_at: z.string(),
});
export type TRequestSummary = z.infer<typeof ZRequestSummarySchema>;

export const ZRequestListResponseSchema = z.object({ items: z.array(ZRequestSummarySchema), total: z.number().int() });
export type TRequestListResponse = z.infer<typeof ZRequestListResponseSchema>;

/** :number of the case calls (400 on a malformed one, 404 on someone else's). */
export const ZRequestNumberParamsSchema = z.object({
  number: routeSegment(24).regex(CASE_NUMBER_PATTERN, 'field_invalid'),
});

/** :number and :fileId of a case's file (named fileId: a case's file is not a contract's attachment, :attachmentId). */
export const ZRequestAttachmentParamsSchema = ZRequestNumberParamsSchema.extend({ fileId: idParam() });

export const ZRequestAttachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type TRequestAttachment = z.infer<typeof ZRequestAttachmentSchema>;

/** A message of the conversation: staff is shown only by its label (the spec's "admin role as a label"). */
export const ZRequestMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(CASE_AUTHOR_KINDS),
  staff_label: z.string().nullable(),
  /** Plain text, shown as text, never as HTML. */
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(ZRequestAttachmentSchema),
});
export type TRequestMessage = z.infer<typeof ZRequestMessageSchema>;

/** A case with its conversation, oldest message first (the first is the description as filed). */
export const ZRequestDetailSchema = ZRequestSummarySchema.extend({
  section: z.string().nullable(),
  /** isCaseOpen(outcome): whether the customer may still reply. */
  open: z.boolean(),
  messages: z.array(ZRequestMessageSchema),
});
export type TRequestDetail = z.infer<typeof ZRequestDetailSchema>;

/** The categories a request may be filed under (customer-area §3: id, name), names in the request's language. */
export const ZRequestCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type TRequestCategory = z.infer<typeof ZRequestCategorySchema>;
export const ZRequestCategoriesResponseSchema = z.array(ZRequestCategorySchema);

/**
 * A new request (customer-area §3: section, category, contract, subject, description,
 * attachments). One schema for the web form and the server's multipart fields; the section is
 * the category's (the reference data defines no other sections), the contract optional.
 */
export const ZCreateRequestSchema = z.object({
  category: idParam('request_category_required'),
  contract: text(64)
    .trim()
    .regex(/^[^/\\]*$/, 'field_invalid')
    .optional()
    .transform((value) => value || undefined),
  subject: text(CASE_SUBJECT_MAX, { error: 'required_field' }).trim().min(1, 'required_field'),
  description: text(CASE_DESCRIPTION_MAX, { multiline: true, error: 'required_field' }).trim().min(1, 'required_field'),
});
export type TCreateRequestInput = z.input<typeof ZCreateRequestSchema>;
export type TCreateRequest = z.output<typeof ZCreateRequestSchema>;

export const ZCreateRequestResponseSchema = z.object({ number: z.string() });
export type TCreateRequestResponse = z.infer<typeof ZCreateRequestResponseSchema>;

/** A customer's reply: its text and 0 to 6 files. */
export const ZRequestReplySchema = z.object({
  body: text(CASE_DESCRIPTION_MAX, { multiline: true, error: 'required_field' }).trim().min(1, 'required_field'),
});
export type TRequestReplyInput = z.input<typeof ZRequestReplySchema>;
