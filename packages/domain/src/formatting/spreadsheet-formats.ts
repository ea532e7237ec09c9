import { localeFormat } from './locale-formats.ts';

/**
 * The number formats a spreadsheet download gives its typed cells, per language, from the same
 * table as every other figure (locale-formats.ts). A cell holds a number or a day; the format only
 * says how to show it. In a format code `.` and `,` are placeholders for the decimal and group
 * marks of the spreadsheet that opens the file (a Catalan or German Excel shows `1.409,58`, an
 * English one `1,409.58`): the file cannot write a decimal comma into a number, and must not, or
 * the column would be text again. What the language decides is the order of the day's parts, the
 * euro sign's side and the decimals.
 */
export interface TSpreadsheetFormats {
  /** A calendar day in the language's order: `dd/mm/yyyy`, `dd.mm.yyyy`, `mm/dd/yyyy`. */
  date: string;
  /** Euros with two decimals and the sign where the language writes it; negatives keep it. */
  money: string;
  /** kWh with three decimals (the readings are whole Wh). */
  energy: string;
  /** A whole number (a flag, a count). */
  integer: string;
}

// A literal in a format code is quoted; the separators of a day are escaped so no spreadsheet
// replaces them with its own locale's date separator.
const escaped = (text: string) => text.replace(/[/.]/g, (c) => `\\${c}`);

export function spreadsheetFormats(language: string): TSpreadsheetFormats {
  const table = localeFormat(language);
  const money = table.currency === 'before' ? '"€"#,##0.00' : '#,##0.00 "€"';
  return {
    date: escaped(table.shortDate('dd', 'mm', 'yyyy')),
    money: `${money};-${money}`,
    energy: '#,##0.000',
    integer: '0',
  };
}
