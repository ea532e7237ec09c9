/** One metered day of a supply point: one value per local hour (23, 24 or 25), in Wh. */
export interface CurveDay {
  cups: string;
  /** Local (Europe/Madrid) calendar day, YYYY-MM-DD. */
  day: string;
  activeWh: readonly number[];
}

export const CURVE_CSV_HEADER = 'cups;date;hour;kwh';

/**
 * The hourly curve of an invoice's period (customer-area §7, curve_csv), as Spanish distributors
 * publish load curves: `;` separated, decimal comma, hours numbered 1..n within the local day
 * (hour 1 is 00:00–01:00), so a spring clock-change day has 23 rows and an autumn one 25, and the
 * repeated hour stays distinguishable. Days arrive ordered by CUPS and day; CRLF line ends
 * (RFC 4180), which spreadsheets on every system read.
 */
export function curveCsv(days: Iterable<CurveDay>): string {
  const lines = [CURVE_CSV_HEADER];
  for (const { cups, day, activeWh } of days) {
    activeWh.forEach((wh, index) => {
      lines.push(`${csvField(cups)};${day};${index + 1};${kwhWithComma(wh)}`);
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Wh as kWh with three decimals and a decimal comma, exactly (no floating point): 1234 → "1,234". */
export function kwhWithComma(wh: number): string {
  if (!Number.isInteger(wh)) throw new Error(`a metered value is a whole number of Wh, not ${wh}`);
  const sign = wh < 0 ? '-' : '';
  const abs = Math.abs(wh);
  return `${sign}${Math.floor(abs / 1000)},${String(abs % 1000).padStart(3, '0')}`;
}

// A CUPS is letters and digits; quote anything else so a field can never split a row or start a formula.
function csvField(value: string): string {
  return /^[A-Za-z0-9]+$/.test(value) ? value : `"'${value.replace(/"/g, '""')}"`;
}
