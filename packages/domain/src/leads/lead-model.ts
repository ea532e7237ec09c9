/**
 * What a stored lead is (visitor-and-shell §2.4–§2.7, docs/leads.md): which tool sent it, and
 * whether it followed a result (a comparison, a power calculation) or was the comparators' manual
 * mode, which sends only the invoice.
 */
export const LEAD_KINDS = ['electricity_comparator', 'gas_comparator', 'power_calculator'] as const;
export type TLeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_MODES = ['result', 'manual'] as const;
export type TLeadMode = (typeof LEAD_MODES)[number];
