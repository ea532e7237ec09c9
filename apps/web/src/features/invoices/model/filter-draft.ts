import {
  INVOICE_FILTER_CATEGORIES,
  type TInvoiceFilterCategory,
  type TInvoiceFilterCondition,
  type TInvoiceFilterUiOperator,
  ZInvoiceFilterConditionSchema,
} from '@portal/domain';

/** The condition being written in the filter form, before it becomes a chip. */
export interface TFilterDraft {
  category: TInvoiceFilterCategory;
  operator: TInvoiceFilterUiOperator;
  values: string[];
}

/** Message keys per field of the form: 'operator', 'values' (the autocomplete), 'values.0', 'values.1'. */
export type TFilterDraftErrors = Partial<Record<string, string>>;

export const emptyDraft = (category: TInvoiceFilterCategory = 'name'): TFilterDraft => ({
  category,
  operator: INVOICE_FILTER_CATEGORIES[category].operators[0]!,
  values: [],
});

/**
 * Another category: its first operator, unless the current one is allowed too. What was typed
 * stays when the new category is edited the same way (a date for the period, an amount for the
 * pending amount) and goes when it would make no sense there (a date in a contract list).
 */
export function changeCategory(draft: TFilterDraft, category: TInvoiceFilterCategory): TFilterDraft {
  const next = INVOICE_FILTER_CATEGORIES[category];
  const sameKind = INVOICE_FILTER_CATEGORIES[draft.category].kind === next.kind;
  return {
    category,
    operator: next.operators.includes(draft.operator) ? draft.operator : next.operators[0]!,
    values: sameKind ? draft.values : [],
  };
}

/** How many value inputs the draft shows: two for a range, one otherwise (the autocomplete holds a list). */
export const valueInputCount = (draft: Pick<TFilterDraft, 'operator'>) => (draft.operator === 'between' ? 2 : 1);

/** Replaces one typed value, keeping the others. */
export function setDraftValue(draft: TFilterDraft, index: number, value: string): TFilterDraft {
  const values = [...draft.values];
  while (values.length <= index) values.push('');
  values[index] = value;
  return { ...draft, values };
}

export type TDraftCheck = { ok: true; condition: TInvoiceFilterCondition } | { ok: false; errors: TFilterDraftErrors };

/**
 * The draft as a new active condition, checked with the domain's schema (the rules the API's
 * filter applies), or the message key of each field in error. The draft itself is not touched:
 * whatever was typed stays in the form to be corrected.
 */
export function checkDraft(draft: TFilterDraft, id: string): TDraftCheck {
  const values = draft.operator === 'between' ? [draft.values[0] ?? '', draft.values[1] ?? ''] : draft.values;
  const candidate: TInvoiceFilterCondition = { id, category: draft.category, operator: draft.operator, values, active: true };
  const result = ZInvoiceFilterConditionSchema.safeParse(candidate);
  if (result.success) return { ok: true, condition: candidate };
  const errors: TFilterDraftErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'values';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
