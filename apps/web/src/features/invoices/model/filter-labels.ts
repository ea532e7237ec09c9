import {
  formatMoney,
  formatShortDate,
  INVOICE_FILTER_CATEGORIES,
  parseFilterAmount,
  parseFilterDate,
  type TInvoiceFilterCondition,
  type TLanguage,
} from '@portal/domain';
import type { TFunction } from 'i18next';

// A value as the chip shows it, as the list writes it: dates and amounts in the language's format (1/2/2025 → 01/02/2025 or 02/01/2025, 12.5 → 12,50 € or €12.50).
function shownValue(condition: TInvoiceFilterCondition, value: string, t: TFunction, language: TLanguage): string {
  switch (INVOICE_FILTER_CATEGORIES[condition.category].kind) {
    case 'date': {
      const iso = parseFilterDate(value);
      return iso ? formatShortDate(iso, language) : value;
    }
    case 'numeric': {
      const amount = parseFilterAmount(value);
      return amount === null ? value : formatMoney(amount, language);
    }
    case 'select':
      return t(`invoices_filter_paid_${value}`);
    default:
      return value;
  }
}

/** The text of a filter chip: "Contract: C1001, C1002", "Invoice date: 01/01/2025 – 31/12/2025", "Number contains: 2025". */
export function conditionLabel(condition: TInvoiceFilterCondition, t: TFunction, language: TLanguage): string {
  const category = t(`invoices_filter_category_${condition.category}`);
  const values = condition.values.map((value) => shownValue(condition, value.trim(), t, language));
  switch (condition.operator) {
    case 'between':
      return t('invoices_filter_chip_between', { category, from: values[0] ?? '', to: values[1] ?? '' });
    case 'contains':
      return t('invoices_filter_chip_contains', { category, value: values[0] ?? '' });
    default:
      return t('invoices_filter_chip_exact', { category, value: values.join(', ') });
  }
}
