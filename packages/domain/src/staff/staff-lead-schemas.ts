import { z } from 'zod';
import { countParam, idParam } from '../api/primitives.ts';
import { LEAD_KINDS, LEAD_MODES } from '../leads/lead-model.ts';
import { CONTACT_HOURS } from '../leads/lead-schemas.ts';
import { STAFF_CASES_DEFAULT_PAGE, STAFF_CASES_MAX_PAGE } from './staff-schemas.ts';

/**
 * The visitors' leads as the sales team reads them (docs/leads.md, docs/staff.md): the list,
 * newest first, by kind and by day of arrival (Europe/Madrid), and the same selection as a CSV.
 */
const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/** A day as staff filter by it (YYYY-MM-DD, a real date): the leads' and the contracting leads' exports. */
export const ZStaffDaySchema = z
  .string()
  .max(10, 'date_not_valid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_not_valid')
  .refine(isRealDay, 'date_not_valid');

/** Which leads: of one kind or all, arrived from one day to another (both included, either optional). */
export const ZStaffLeadFilterSchema = z
  .object({
    kind: z.enum(LEAD_KINDS, { error: 'field_invalid' }).optional(),
    from: ZStaffDaySchema.optional(),
    to: ZStaffDaySchema.optional(),
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, { message: 'date_range_invalid', path: ['to'] });
export type TStaffLeadFilter = z.infer<typeof ZStaffLeadFilterSchema>;

export const ZStaffLeadListQuerySchema = z
  .object({
    kind: z.enum(LEAD_KINDS, { error: 'field_invalid' }).optional(),
    from: ZStaffDaySchema.optional(),
    to: ZStaffDaySchema.optional(),
    offset: countParam().default(0),
    limit: countParam(STAFF_CASES_MAX_PAGE)
      .refine((n) => n >= 1, 'field_invalid')
      .default(STAFF_CASES_DEFAULT_PAGE),
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, { message: 'date_range_invalid', path: ['to'] });
export type TStaffLeadListQuery = z.infer<typeof ZStaffLeadListQuerySchema>;
export type TStaffLeadListQueryInput = z.input<typeof ZStaffLeadListQuerySchema>;

/** The CSV's query: the filter and the language its headers, dates and separator follow (the request's otherwise). */
export const ZStaffLeadExportQuerySchema = ZStaffLeadFilterSchema;

export const ZStaffLeadParamsSchema = z.object({ id: idParam('field_invalid') });

/** The invoice a lead carries: its name and size (the bytes at GET staff/leads/:id/invoice). */
export const ZStaffLeadInvoiceSchema = z.object({ filename: z.string(), mime_type: z.string(), size_bytes: z.number().int() });

/** One lead, every field the visitor sent (payload: the comparison or the power calculation, as sent). */
export const ZStaffLeadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_KINDS),
  mode: z.enum(LEAD_MODES),
  created_at: z.string(),
  name: z.string(),
  surname1: z.string(),
  surname2: z.string().nullable(),
  email: z.string(),
  telephone: z.string(),
  contact_hours: z.enum(CONTACT_HOURS),
  consent: z.boolean(),
  language: z.string(),
  cups: z.string(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  invoice: ZStaffLeadInvoiceSchema.nullable(),
});
export type TStaffLead = z.infer<typeof ZStaffLeadSchema>;

export const ZStaffLeadListResponseSchema = z.object({
  items: z.array(ZStaffLeadSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TStaffLeadListResponse = z.infer<typeof ZStaffLeadListResponseSchema>;
