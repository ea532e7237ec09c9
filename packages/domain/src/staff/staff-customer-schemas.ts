import { z } from 'zod';
import { countParam, idParam, text } from '../api/primitives.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/**
 * Staff's customer search and the customer's card (docs/staff.md, "Customers"): find a customer
 * by what the caller on the phone says (tax id, CUPS, contract or invoice number, name), read
 * their users and contracts, and open the portal as them, read-only ("view as this customer").
 */

export const CUSTOMER_SEARCH_MAX = 50;
export const CUSTOMER_SEARCH_DEFAULT = 20;
/** The contracts a hit carries: enough to tell two namesakes apart, not the list of a large company. */
export const CUSTOMER_SEARCH_CONTRACTS = 10;
/** The customer's card lists this many contracts at most (the contract list pages the rest). */
export const CUSTOMER_CARD_CONTRACTS = 200;

/** What a hit matched, the identifiers first: a tax id, CUPS, contract or invoice number names one customer. */
export const CUSTOMER_MATCH_FIELDS = ['tax_id', 'cups', 'contract', 'invoice', 'name'] as const;
export type TCustomerMatchField = (typeof CUSTOMER_MATCH_FIELDS)[number];

export const ZStaffCustomerSearchQuerySchema = z.object({
  q: text(100, { error: 'required_field' }).trim().min(2, 'field_too_short'),
  limit: countParam(CUSTOMER_SEARCH_MAX)
    .refine((n) => n >= 1, 'field_invalid')
    .default(CUSTOMER_SEARCH_DEFAULT),
});
export type TStaffCustomerSearchQuery = z.infer<typeof ZStaffCustomerSearchQuerySchema>;

export const ZStaffCustomerContractSchema = z.object({
  name: z.string(),
  cups: z.string().nullable(),
  type: z.string(),
  state: z.string(),
});
export type TStaffCustomerContract = z.infer<typeof ZStaffCustomerContractSchema>;

export const ZStaffCustomerHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_id: z.string(),
  matched: z.enum(CUSTOMER_MATCH_FIELDS),
  /** By type, active ones first, then by name; at most CUSTOMER_SEARCH_CONTRACTS. */
  contracts: z.array(ZStaffCustomerContractSchema),
  /** The customer has more contracts than those listed. */
  more_contracts: z.boolean(),
});
export type TStaffCustomerHit = z.infer<typeof ZStaffCustomerHitSchema>;

export const ZStaffCustomerSearchResponseSchema = z.object({ items: z.array(ZStaffCustomerHitSchema) });
export type TStaffCustomerSearchResponse = z.infer<typeof ZStaffCustomerSearchResponseSchema>;

export const ZStaffCustomerParamsSchema = z.object({ id: idParam('field_invalid') });

/** A user of the customer as staff may see it: who signs in and in which language, never a secret. */
export const ZStaffCustomerUserSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  locale: z.enum(LANGUAGES),
});

export const ZStaffCustomerDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_id: z.string(),
  created_at: z.string(),
  users: z.array(ZStaffCustomerUserSchema),
  contracts: z.array(ZStaffCustomerContractSchema),
  more_contracts: z.boolean(),
});
export type TStaffCustomerDetail = z.infer<typeof ZStaffCustomerDetailSchema>;

/** A customer without a user cannot be viewed as (409): there is no portal to open. */
export const CUSTOMER_HAS_NO_USER = 'customer_has_no_user';

/**
 * The read-only (impersonation) token of "view as this customer", how long it lasts and the
 * portal's address that opens with it (the token in the fragment, which no server sees).
 */
export const ZStaffViewAsResponseSchema = z.object({
  token: z.string(),
  expires_in: z.number().int(),
  expires_at: z.string(),
  url: z.string(),
});
export type TStaffViewAsResponse = z.infer<typeof ZStaffViewAsResponseSchema>;
