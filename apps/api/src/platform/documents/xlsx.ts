import { strToU8, zipSync } from 'fflate';

/**
 * An .xlsx (Office Open XML, ECMA-376) written directly: the few parts a spreadsheet needs
 * (content types, relationships, workbook, one worksheet per sheet), strings inline and numbers as
 * numbers, zipped with fflate (already here through pdfkit). Enough for downloads of readings and
 * battery ledgers; no styles, formulas or shared strings. Excel, LibreOffice and Numbers open it.
 */
export type TXlsxCell = string | number | null;

// XML 1.0 has no place for control characters other than tab, line feed and carriage return.
const isXmlCharacter = (c: string) => {
  const code = c.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};
const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' };
const escapeXml = (text: string) =>
  [...text]
    .filter(isXmlCharacter)
    .map((c) => XML_ENTITIES[c] ?? c)
    .join('');

/** A1-style column name of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: TXlsxCell, ref: string): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return `<c r="${ref}"><v>${value}</v></c>`;
  }
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

function sheetXml(rows: readonly (readonly TXlsxCell[])[]): string {
  const body = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cellXml(value, `${columnName(c)}${r + 1}`)).join('')}</row>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    (rows.length > 0
      ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
      : '') +
    `<sheetData>${body}</sheetData></worksheet>`
  );
}

/** One sheet of a workbook: its name (cleaned and made unique by xlsxWorkbookOf) and its rows, the first one frozen as the header. */
export interface TXlsxSheet {
  name: string;
  rows: readonly (readonly TXlsxCell[])[];
}

/**
 * Sheet names as spreadsheets accept them: no []:*?/\, at most 31 characters, never empty, and
 * unique regardless of case (a repeated name gets " (2)", " (3)"…).
 */
export function sheetNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const base = raw.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet';
    let name = base.slice(0, 31);
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The workbook's bytes: one sheet named `sheetName` (at most 31 characters, no []:*?/\) holding `rows`. */
export function xlsxWorkbook(sheetName: string, rows: readonly (readonly TXlsxCell[])[]): Uint8Array {
  return xlsxWorkbookOf([{ name: sheetName, rows }]);
}

/** The workbook's bytes with these sheets, in order (at least one). */
export function xlsxWorkbookOf(sheets: readonly TXlsxSheet[]): Uint8Array {
  if (sheets.length === 0) throw new RangeError('a workbook needs a sheet');
  const names = sheetNames(sheets.map((sheet) => sheet.name)).map(escapeXml);
  const numbers = sheets.map((_, i) => i + 1);
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        numbers
          .map(
            (n) =>
              `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        `<sheets>${numbers.map((n) => `<sheet name="${names[n - 1]}" sheetId="${n}" r:id="rId${n}"/>`).join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        numbers
          .map(
            (n) =>
              `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`,
          )
          .join('') +
        '</Relationships>',
    ),
  };
  sheets.forEach((sheet, i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet.rows));
  });
  return zipSync(parts, { level: 6 });
}
