import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { ZInvoiceKindSchema } from './invoice-kinds.ts';

/** Choices GET filter/params can list for the autocomplete filters (customer-area §7). */
export const FILTER_PARAM_FIELDS = ['cups', 'addresses', 'contracts', 'vats'] as const;
export const ZFilterParamFieldSchema = z.enum(FILTER_PARAM_FIELDS);
export type TFilterParamField = z.infer<typeof ZFilterParamFieldSchema>;

/**
 * GET filter/params?fields=cups,addresses,contracts,vats&type=electricity. `fields` is a comma list
 * (default all of them) and arrives parsed as a distinct list; an unknown name is a 400.
 */
export const ZFilterParamsQuerySchema = z.object({
  fields: text(100)
    .optional()
    .transform((text, context) => {
      const names = (text ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      if (names.length === 0) return [...FILTER_PARAM_FIELDS];
      const unknown = names.filter((name) => !(FILTER_PARAM_FIELDS as readonly string[]).includes(name));
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: 'field_invalid', input: text });
        return z.NEVER;
      }
      return FILTER_PARAM_FIELDS.filter((field) => names.includes(field));
    }),
  type: ZInvoiceKindSchema,
});
export type TFilterParamsQuery = z.infer<typeof ZFilterParamsQuerySchema>;
export type TFilterParamsQueryInput = z.input<typeof ZFilterParamsQuerySchema>;

/** Sorted, distinct values of the customer's invoices of that type; only the fields asked for. */
export const ZFilterParamsResponseSchema = z.object({
  cups: z.array(z.string()).optional(),
  addresses: z.array(z.string()).optional(),
  contracts: z.array(z.string()).optional(),
  vats: z.array(z.string()).optional(),
});
export type TFilterParamsResponse = z.infer<typeof ZFilterParamsResponseSchema>;
