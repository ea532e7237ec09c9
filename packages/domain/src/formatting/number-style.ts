import { localeFormat } from './locale-formats.ts';

export interface TNumberOptions {
  minDecimals?: number;
  maxDecimals: number;
  /** Thousands marks (1.234); off where the figure must read as the form takes it (power, customer-area §5). */
  grouping?: boolean;
}

/** A non-negative finite number as its decimal digits and where the point goes: 1.5e-7 → '00000015', 0. */
function decimalDigits(abs: number): { digits: string; point: number } {
  // String() gives the shortest decimal that reads back as the same double: 1.005 is "1.005", not 1.00499….
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  return { digits, point };
}

/** Rounds half away from zero on the decimal digits: 0.005 → 0.01, 1.005 → 1.01 (what a person does on paper). */
function roundDigits(abs: number, maxDecimals: number): { whole: string; fraction: string } {
  let { digits, point } = decimalDigits(abs);
  const keep = point + maxDecimals;
  if (digits.length > keep) {
    const up = (digits[keep] ?? '0') >= '5';
    digits = digits.slice(0, keep);
    if (up) {
      const raised = (BigInt(digits) + 1n).toString().padStart(keep, '0');
      if (raised.length > keep) point += 1;
      digits = raised;
    }
  }
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  return { whole, fraction: digits.slice(point, point + maxDecimals) };
}

// Groups of three from the right, from four digits up: 1409 → 1.409 (§9 asks for the dot; CLDR's Spanish 1409 is not wanted).
function grouped(whole: string, mark: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, mark);
}

/**
 * A number as the language writes it ('1.234,5', '1,234.5', '1 234,5'); '' when it is not a finite
 * number. Pure string arithmetic from the table in locale-formats.ts: no Intl, so Node, Chromium and a
 * runtime without the language's locale data all print the same.
 */
export function formatNumber(value: number, language: string, options: TNumberOptions): string {
  if (!Number.isFinite(value)) return '';
  const { minDecimals = 0, maxDecimals, grouping = true } = options;
  const style = localeFormat(language);
  const { whole, fraction: rounded } = roundDigits(Math.abs(value), maxDecimals);
  let fraction = rounded.replace(/0+$/, '');
  if (fraction.length < minDecimals) fraction = fraction.padEnd(minDecimals, '0');
  const text = `${grouping ? grouped(whole, style.group) : whole}${fraction ? style.decimal + fraction : ''}`;
  // -0.001 rounds to zero: no "-0,00 €".
  const negative = value < 0 && /[1-9]/.test(whole + fraction);
  return negative ? `-${text}` : text;
}
