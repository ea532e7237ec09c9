import { csvField, csvLine, formatCsvNumber, formatShortDate } from '@portal/domain';

/** One metered day of a supply point: one value per local hour (23, 24 or 25), in Wh. */
export interface CurveDay {
  cups: string;
  /** Local (Europe/Madrid) calendar day, YYYY-MM-DD. */
  day: string;
  /** Null for an hour the meter did not give (an empty cell). */
  activeWh: readonly (number | null)[];
}

export const CURVE_CSV_COLUMNS = ['cups', 'date', 'hour', 'kwh'] as const;

/**
 * The hourly curve of an invoice's period (customer-area §7, curve_csv), as a spreadsheet of the
 * customer's language opens it (domain formatting/csv.ts): ';' and a decimal comma, or ',' and a
 * decimal point in English; the day in the language's order. Hours are numbered 1..n within the
 * local day (hour 1 is 00:00–01:00), as Spanish distributors publish load curves, so a spring
 * clock-change day has 23 rows and an autumn one 25, and the repeated hour stays
 * distinguishable. Days arrive ordered by CUPS and day.
 */
export function curveCsv(days: Iterable<CurveDay>, language: string): string {
  const lines = [csvLine(CURVE_CSV_COLUMNS, language)];
  for (const { cups, day, activeWh } of days) {
    const cupsField = csvField(cups);
    const date = formatShortDate(day, language);
    activeWh.forEach((wh, index) => {
      lines.push(csvLine([cupsField, date, String(index + 1), kwh(wh, language)], language));
    });
  }
  return lines.join('');
}

/** Wh as kWh with three decimals, exactly: 1234 → '1,234' ('1.234' in English); a gap is empty. */
function kwh(wh: number | null, language: string): string {
  if (wh === null) return '';
  if (!Number.isInteger(wh)) throw new Error(`a metered value is a whole number of Wh, not ${wh}`);
  return formatCsvNumber(wh / 1000, language, 3);
}
