import { z } from 'zod';
import { id, idParam, text } from '../api/primitives.ts';
import { ZContactEmailSchema } from '../contracts/contact-schemas.ts';

/**
 * The newsletter page's entities (visitor-and-shell §3.7) and the bodies of its four calls (§7).
 * Field names are the spec's as they travel (snake_case, `subscriptor_id`); the web maps an item
 * to its own shape with `toNewsletterCard`.
 */

/** An address on the newsletter page (§5.5: "Newsletter email must be valid"), kept in lower case so one mailbox is one subscriber. */
export const ZNewsletterEmailSchema = ZContactEmailSchema.transform((email) => email.toLowerCase());

/** How many addresses one subscriber may have (set_mails). */
export const SUBSCRIBER_MAX_EMAILS = 5;
/** How many newsletters one call may name: far more than a retailer publishes, a bound for the body. */
export const NEWSLETTERS_MAX_SELECTED = 100;

/** A subscriber (§3.7): id and e-mails. */
export const ZSubscriberSchema = z.object({ id: z.number().int(), emails: z.array(z.string()) });
export type TSubscriber = z.infer<typeof ZSubscriberSchema>;

/** A newsletter as received (§3.7); `subscriptor_id` is the subscriber's id, null for an address with no subscriber yet. */
export const ZNewsletterItemSchema = z.object({
  newsletter_id: z.number().int(),
  name: z.string(),
  subscribed: z.boolean(),
  subscriptor_id: z.number().int().nullable(),
  exported: z.boolean(),
  newsletter_description: z.string(),
});
export type TNewsletterItem = z.infer<typeof ZNewsletterItemSchema>;
export const ZNewsletterListSchema = z.array(ZNewsletterItemSchema);

/** The same newsletter as the page uses it (§3.7: id, name, subscribed, subscriberId, newsletterExported, newsletterDescription). */
export interface TNewsletterCard {
  id: number;
  name: string;
  subscribed: boolean;
  subscriberId: number | null;
  newsletterExported: boolean;
  newsletterDescription: string;
}

export const toNewsletterCard = (item: TNewsletterItem): TNewsletterCard => ({
  id: item.newsletter_id,
  name: item.name,
  subscribed: item.subscribed,
  subscriberId: item.subscriptor_id,
  newsletterExported: item.exported,
  newsletterDescription: item.newsletter_description,
});

/** Who a call is about: a subscriber's id or an e-mail address (§7 `subscriptor_id_or_email`, `subscriptor_or_email`). */
export type TSubscriberRef = { kind: 'id'; id: number } | { kind: 'email'; email: string };

const subscriberRef = <T extends z.ZodType>(idSchema: T) =>
  z.union(
    [
      idSchema.transform((value): TSubscriberRef => ({ kind: 'id', id: Number(value) })),
      ZNewsletterEmailSchema.transform((email): TSubscriberRef => ({ kind: 'email', email })),
    ],
    {
      error: 'email_not_valid',
    },
  );

/** GET /newsletters/{subscriptor_id_or_email}. */
export const ZNewsletterListParamsSchema = z.object({ subscriptorIdOrEmail: subscriberRef(idParam('email_not_valid')) });
/** GET /subscribers/{subscriber_id}. */
export const ZSubscriberParamsSchema = z.object({ subscriberId: idParam() });

const selectedNewsletters = z
  .array(id('field_invalid'), { error: 'field_invalid' })
  .max(NEWSLETTERS_MAX_SELECTED, 'field_invalid')
  .refine((ids) => new Set(ids).size === ids.length, 'field_invalid');

/** POST /subscriber/set_active_newsletters: every newsletter the subscriber keeps; none unsubscribes from all. */
export const ZSetActiveNewslettersRequestSchema = z.object({
  subscriptor_or_email: subscriberRef(id('email_not_valid')),
  selected_newsletters: selectedNewsletters,
});
export type TSetActiveNewslettersInput = z.input<typeof ZSetActiveNewslettersRequestSchema>;

/** What unsubscribing from everything answers (§4.5): the subscriber is gone. */
export const NEWSLETTERS_REMOVED = 'removed';
export const ZSetActiveNewslettersResponseSchema = z.union([ZNewsletterListSchema, z.literal(NEWSLETTERS_REMOVED)]);

/** POST /subscriber/set_mails: the subscriber's addresses, all of them. */
export const ZSetMailsRequestSchema = z.object({
  subscriberId: id('field_invalid'),
  emails: z
    .array(ZNewsletterEmailSchema, { error: 'required_field' })
    .min(1, 'required_field')
    .max(SUBSCRIBER_MAX_EMAILS, 'field_invalid')
    .refine((emails) => new Set(emails).size === emails.length, 'newsletter_email_repeated'),
});
export type TSetMailsInput = z.input<typeof ZSetMailsRequestSchema>;
/** §7: "truthy means success". */
export const ZSetMailsResponseSchema = z.literal(true);

/** The e-mail field of the page's form (§2.8, §5.5). */
export const ZNewsletterEmailFormSchema = z.object({ email: ZNewsletterEmailSchema });
export type TNewsletterEmailFormInput = z.input<typeof ZNewsletterEmailFormSchema>;

/** The one-click unsubscribe's answer (RFC 8058; docs/newsletters.md). */
export const ZOneClickUnsubscribeResponseSchema = z.object({ status: z.literal(NEWSLETTERS_REMOVED) });
/** Its query: the signed params the mail's List-Unsubscribe URL carries. */
export const ZOneClickUnsubscribeQuerySchema = z.object({ params: text(2048, { error: 'newsletter_params_invalid' }) });
