import { drawLabelledRow, drawSectionTitle, PDF_BRAND, PDF_MUTED, type PdfDocument } from '../../platform/documents/pdf.ts';

/** Drawing blocks of the invoice PDF: sections of label/value rows and tables that break across pages. */

export const BRAND = PDF_BRAND;
export const MUTED = PDF_MUTED;
export const LEFT = 50;
const LABEL_WIDTH = 170;
const BOTTOM_MARGIN = 70;

export type Row = [label: string, value: string];

export const contentWidth = (doc: PdfDocument) => doc.page.width - 2 * LEFT;

const runningHeaders = new WeakMap<PdfDocument, string>();

/** A line printed at the top of every page after the first, so a loose page can be placed. */
export function setRunningHeader(doc: PdfDocument, text: string): void {
  runningHeaders.set(doc, text);
}

/**
 * A new page with the running header. Pages are only ever added here (not from pdfkit's
 * 'pageAdded' event, which also fires in the middle of a flowing text and would change its font).
 */
export function newPage(doc: PdfDocument): void {
  doc.addPage();
  const header = runningHeaders.get(doc);
  if (header) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(header, LEFT, 30, { width: contentWidth(doc), lineBreak: false });
    doc.fillColor('#000000');
  }
  doc.x = LEFT;
  doc.y = 60;
}

/** A new page when less than `height` points are left above the bottom margin. */
export function ensureSpace(doc: PdfDocument, height: number): void {
  if (doc.y + height > doc.page.height - BOTTOM_MARGIN) newPage(doc);
}

export function sectionTitle(doc: PdfDocument, title: string): void {
  ensureSpace(doc, 80);
  drawSectionTitle(doc, title, LEFT, contentWidth(doc));
}

/** Label on the left, value on the right, one row each. */
export function rows(doc: PdfDocument, items: Row[], options: { bold?: boolean } = {}): void {
  const width = contentWidth(doc);
  for (const [label, value] of items) {
    // The row's real height, so a long address never flows over the bottom margin on its own.
    ensureSpace(
      doc,
      Math.max(
        16,
        doc
          .font('Helvetica')
          .fontSize(10)
          .heightOfString(value, { width: width - LABEL_WIDTH }) + 3,
      ),
    );
    drawLabelledRow(doc, label, value, { left: LEFT, width, labelWidth: LABEL_WIDTH, gap: 3, bold: options.bold });
  }
  doc.x = LEFT;
}

export interface Column {
  title: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: string[];
  /** A smaller grey line under the first cell (a note such as the tax floor). */
  note?: string;
  bold?: boolean;
}

/** A table with a header that is drawn again on every page it continues on. */
export function table(doc: PdfDocument, columns: Column[], body: TableRow[]): void {
  const width = contentWidth(doc);
  const widths = columns.map((c) => c.width * width);
  const xs = widths.map((_, i) => LEFT + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
    const height = Math.max(...columns.map((column, i) => doc.heightOfString(column.title, { width: widths[i]! - 4 })));
    columns.forEach((column, i) => {
      doc.text(column.title, xs[i]! + 2, y, { width: widths[i]! - 4, align: column.align ?? 'left' });
    });
    doc.y = y + height + 5;
    doc
      .moveTo(LEFT, doc.y - 3)
      .lineTo(LEFT + width, doc.y - 3)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };
  ensureSpace(doc, 50);
  doc.moveDown(0.5);
  header();
  for (const row of body) {
    const height = rowHeight(doc, row, widths);
    if (doc.y + height > doc.page.height - BOTTOM_MARGIN) {
      newPage(doc);
      header();
    }
    const y = doc.y;
    doc
      .font(row.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#000000');
    row.cells.forEach((cell, i) => {
      doc.text(cell, xs[i]! + 2, y, { width: widths[i]! - 4, align: columns[i]?.align ?? 'left' });
    });
    if (row.note) {
      doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
      doc.text(row.note, xs[0]! + 2, y + textHeight(doc, row.cells[0] ?? '', widths[0]!, 9, row.bold) + 1, { width: widths[0]! - 4 });
    }
    doc.y = y + height;
    if (row.bold) {
      doc
        .moveTo(LEFT, y - 2)
        .lineTo(LEFT + width, y - 2)
        .lineWidth(0.3)
        .strokeColor('#999999')
        .stroke();
    }
  }
  doc.x = LEFT;
}

function textHeight(doc: PdfDocument, text: string, width: number, size: number, bold = false): number {
  return doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .heightOfString(text, { width: width - 4 });
}

function rowHeight(doc: PdfDocument, row: TableRow, widths: number[]): number {
  const cells = row.cells.map((cell, i) => textHeight(doc, cell, widths[i]!, 9, row.bold));
  const first = (cells[0] ?? 0) + (row.note ? textHeight(doc, row.note, widths[0]!, 7.5) + 1 : 0);
  return Math.max(first, ...cells.slice(1)) + 4;
}
