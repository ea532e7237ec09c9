import { z } from 'zod';
import { INVOICE_FILTER_CATEGORY_NAMES, INVOICE_FILTER_UI_OPERATORS } from './invoice-filter-categories.ts';
import { conditionProblems } from './invoice-filter-conditions.ts';

/**
 * One condition of the filter form. The rules are conditionProblems, the ones conditionToTerms
 * applies, so a condition the form accepts always becomes terms the API accepts.
 */
export const ZInvoiceFilterConditionSchema = z
  .object({
    id: z.string(),
    category: z.enum(INVOICE_FILTER_CATEGORY_NAMES, 'required_field'),
    operator: z.enum(INVOICE_FILTER_UI_OPERATORS, 'required_field'),
    values: z.array(z.string()),
    active: z.boolean(),
  })
  .superRefine((condition, context) => {
    for (const problem of conditionProblems(condition)) context.addIssue({ code: 'custom', path: problem.path, message: problem.key });
  });
export type TInvoiceFilterConditionInput = z.input<typeof ZInvoiceFilterConditionSchema>;
