import { formatMonth, formatPercent, type TTariffOptionKind } from '@portal/domain';

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/**
 * A tariff option's choice in words (customer-area §3): happy hours as local clock hours
 * ('13:00–16:00', the end exclusive, 24:00 the day's end), a happy day by the name the API gave
 * it, a double tariff as its first and last months ('Nov 2025 – Feb 2026').
 */
export function tariffOptionChoiceText(kind: TTariffOptionKind, choice: Record<string, unknown>, language: string): string {
  switch (kind) {
    case 'happy_hours':
      return `${hour(Number(choice.startHour))}–${hour(Number(choice.endHour))}`;
    case 'happy_day':
      return String(choice.label ?? '');
    case 'double_tariff': {
      const month = (year: unknown, monthNumber: unknown) => `${year}-${String(monthNumber).padStart(2, '0')}`;
      const first = formatMonth(month(choice.startYear, choice.startMonth), language);
      const last = formatMonth(month(choice.endYear, choice.endMonth), language);
      return first === last ? first : `${first} – ${last}`;
    }
  }
}

/** The discount as the page says it: '50 %', '50%'. */
export const tariffOptionPercent = (fraction: number, language: string) => formatPercent(fraction, language);

/** The option of each path segment of the calls, and back. */
export const TARIFF_OPTION_PATHS = { double_tariff: 'double-tariff', happy_hours: 'happy-hours', happy_day: 'happy-day' } as const;
