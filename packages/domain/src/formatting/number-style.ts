import { FALLBACK_LANGUAGE, isLanguage, type TLanguage } from '../i18n/languages.ts';

/** How a language writes a number: its decimal mark and the mark between groups of three digits. */
export interface TNumberStyle {
  decimal: string;
  group: string;
}

/**
 * "Money shown with 2 decimals in euros; decimal comma, thousand separator dot" (visitor-and-shell
 * §9; the same units in customer-area §3 and §9). The portal is a Spanish retailer's, so every one
 * of its six languages writes figures that way, English included: "12,50 €", never "€12.50" (issue 9
 * named the dialogs' "€12.50" the bug, the invoices' "12,50 €" the rule). A figure then reads the
 * same on a screen, in a PDF and in a mail whatever the language, and a customer who switches
 * language never sees an amount change. Kept per language so a market that writes otherwise is one
 * line here.
 */
const SPEC_STYLE: TNumberStyle = { decimal: ',', group: '.' };

export const NUMBER_STYLES: Record<TLanguage, TNumberStyle> = {
  'ca-ES': SPEC_STYLE,
  'es-ES': SPEC_STYLE,
  'en-US': SPEC_STYLE,
  'gl-ES': SPEC_STYLE,
  'fr-FR': SPEC_STYLE,
  'de-DE': SPEC_STYLE,
};

/** Between a figure and its unit or euro sign: a line never breaks there, and the PDF fonts (WinAnsi) have it. */
export const UNIT_SPACE = '\u00a0';

export interface TNumberOptions {
  minDecimals?: number;
  maxDecimals: number;
  /** Thousands marks (1.234); off where the figure must read as the form takes it (power, customer-area §5). */
  grouping?: boolean;
}

// Intl objects are costly to build and a list formats hundreds of figures.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Rounding and the grouping positions come from Intl in a neutral locale; the marks come from
 * NUMBER_STYLES. The languages' own Intl rules differ from the spec: es-ES and gl-ES leave four-digit
 * numbers ungrouped (1234,50), fr-FR groups with a narrow space the PDF fonts lack, en-US swaps marks.
 */
function digitsFormatter({ minDecimals = 0, maxDecimals, grouping = true }: TNumberOptions): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}:${grouping}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: grouping,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The style of a language; anything that is not one of ours (a stale cookie, a header) takes the fallback's. */
export function numberStyle(language: string): TNumberStyle {
  return NUMBER_STYLES[isLanguage(language) ? language : FALLBACK_LANGUAGE];
}

/** A number as the language writes it ('1.234,5'); '' when it is not a finite number. */
export function formatNumber(value: number, language: string, options: TNumberOptions): string {
  if (!Number.isFinite(value)) return '';
  const style = numberStyle(language);
  let text = '';
  let negative = false;
  let nonZero = false;
  for (const part of digitsFormatter(options).formatToParts(value)) {
    if (part.type === 'minusSign') negative = true;
    else if (part.type === 'group') text += style.group;
    else if (part.type === 'decimal') text += style.decimal;
    else {
      if (/[1-9]/.test(part.value)) nonZero = true;
      text += part.value;
    }
  }
  // -0.001 rounds to zero: no "-0,00 €".
  return negative && nonZero ? `-${text}` : text;
}
