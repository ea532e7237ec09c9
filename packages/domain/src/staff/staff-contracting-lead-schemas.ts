import { z } from 'zod';
import { countParam } from '../api/primitives.ts';
import { CONTRACTING_TYPES } from '../contracting/wizard-steps.ts';
import { ZStaffDaySchema } from './staff-lead-schemas.ts';
import { STAFF_CASES_DEFAULT_PAGE, STAFF_CASES_MAX_PAGE } from './staff-schemas.ts';

/**
 * The contracting wizards' leads as staff read them (docs/contracting.md, "Staff"): where each
 * visitor got to, newest change first. A lead is in progress while it moves, abandoned once
 * unconfirmed and untouched for a day (CONTRACTING_LEAD_ABANDONED_AFTER_MS), confirmed when its
 * contracts were made.
 */
export const CONTRACTING_LEAD_STATES = ['in_progress', 'abandoned', 'confirmed'] as const;
export type TContractingLeadState = (typeof CONTRACTING_LEAD_STATES)[number];

/** A day without a change: the wizard is abandoned (and, with consent, reminded once). */
export const CONTRACTING_LEAD_ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** A lead's state at `now`: one rule for staff's list, its filter's meaning and the CSV. */
export function contractingLeadState(lead: { confirmedAt: Date | null; updatedAt: Date }, now: Date): TContractingLeadState {
  if (lead.confirmedAt) return 'confirmed';
  return now.getTime() - lead.updatedAt.getTime() > CONTRACTING_LEAD_ABANDONED_AFTER_MS ? 'abandoned' : 'in_progress';
}

/** The list's filter: the wizard, the state, and the days the leads were started (as the CSV's). */
export const ZStaffContractingLeadListQuerySchema = z
  .object({
    type: z.enum(CONTRACTING_TYPES, { error: 'field_invalid' }).optional(),
    state: z.enum(CONTRACTING_LEAD_STATES, { error: 'field_invalid' }).optional(),
    from: ZStaffDaySchema.optional(),
    to: ZStaffDaySchema.optional(),
    offset: countParam().default(0),
    limit: countParam(STAFF_CASES_MAX_PAGE)
      .refine((n) => n >= 1, 'field_invalid')
      .default(STAFF_CASES_DEFAULT_PAGE),
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, { message: 'date_range_invalid', path: ['to'] });
export type TStaffContractingLeadListQuery = z.infer<typeof ZStaffContractingLeadListQuerySchema>;
export type TStaffContractingLeadListQueryInput = z.input<typeof ZStaffContractingLeadListQuerySchema>;

/**
 * The CSV's filter: the list's type and state, and the days the leads were started (Europe/Madrid,
 * both included, either optional). The CSV is bounded like the visitors' leads' one, so the days
 * are how staff take a long history in parts.
 */
export const ZStaffContractingLeadExportQuerySchema = z
  .object({
    type: z.enum(CONTRACTING_TYPES, { error: 'field_invalid' }).optional(),
    state: z.enum(CONTRACTING_LEAD_STATES, { error: 'field_invalid' }).optional(),
    from: ZStaffDaySchema.optional(),
    to: ZStaffDaySchema.optional(),
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, { message: 'date_range_invalid', path: ['to'] });
export type TStaffContractingLeadExportQuery = z.infer<typeof ZStaffContractingLeadExportQuerySchema>;

/** One lead: the step reached (1 to 5), whom it is for, and what became of it. */
export const ZStaffContractingLeadSchema = z.object({
  id: z.number().int(),
  type: z.enum(CONTRACTING_TYPES),
  step: z.number().int(),
  state: z.enum(CONTRACTING_LEAD_STATES),
  vat: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  leads_consent: z.boolean(),
  /** The lead was sent by (or confirmed for) this customer. */
  customer_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  confirmed_at: z.string().nullable(),
  reminder_sent_at: z.string().nullable(),
  /** The contracts the confirmation made (drafts until the retailer signs them). */
  contracts: z.array(z.string()),
});
export type TStaffContractingLead = z.infer<typeof ZStaffContractingLeadSchema>;

export const ZStaffContractingLeadListResponseSchema = z.object({
  items: z.array(ZStaffContractingLeadSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TStaffContractingLeadListResponse = z.infer<typeof ZStaffContractingLeadListResponseSchema>;

/** POST staff/contracting-leads/reminders: the reminder sweep run now; how many mails it wrote. */
export const ZStaffContractingRemindersResponseSchema = z.object({ reminded: z.number().int() });
export type TStaffContractingRemindersResponse = z.infer<typeof ZStaffContractingRemindersResponseSchema>;
