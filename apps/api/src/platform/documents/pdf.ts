import { forWinAnsi } from '@portal/domain';

export type PdfDocument = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  author: string;
  language: string;
}

/**
 * Renders a PDF with pdfkit and answers its bytes. Documents here are a page or two, so
 * buffering is simpler than streaming and lets the route set Content-Length. pdfkit is loaded
 * with the first document, not at start-up (a tenth of a second of every start).
 */
export async function renderPdf(info: PdfInfo, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      lang: info.language,
      displayTitle: true,
      info: { Title: info.title, Author: info.author, Creator: info.author },
    });
    winAnsiOnly(doc);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * Every string drawn, measured or wrapped passes through forWinAnsi: the documents use pdfkit's
 * standard Helvetica (WinAnsi), which has no narrow no-break space, and French figures have one
 * ("1 409,58 €"); drawn as is it prints as " /". Done here once, so no text can miss it.
 */
function winAnsiOnly(doc: PdfDocument): void {
  const safe = (value: unknown) => (typeof value === 'string' ? forWinAnsi(value) : value);
  for (const method of ['text', 'widthOfString', 'heightOfString'] as const) {
    const original = doc[method].bind(doc) as (...args: unknown[]) => unknown;
    (doc as unknown as Record<string, unknown>)[method] = (value: unknown, ...rest: unknown[]) => original(safe(value), ...rest);
  }
}

/** The portal's document colours: teal headings and rules, grey labels. */
export const PDF_BRAND = '#008080';
export const PDF_MUTED = '#555555';

/** A thin rule in the brand colour from `left` across `width`, at height `y`. */
export function drawRule(doc: PdfDocument, left: number, width: number, y: number): void {
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor(PDF_BRAND)
    .stroke();
}

/** A section's title in the brand colour, ruled underneath; the caller has made room for it. */
export function drawSectionTitle(doc: PdfDocument, title: string, left: number, width: number): void {
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(PDF_BRAND).text(title, left);
  const lineY = doc.y + 2;
  drawRule(doc, left, width, lineY);
  doc.y = lineY + 6;
}

/**
 * One label/value row of a document (contract report, invoice, receipt): a grey label on the
 * left, the value beside it; either may wrap, and the next row starts below the taller one.
 */
export function drawLabelledRow(
  doc: PdfDocument,
  label: string,
  value: string,
  layout: { left: number; width: number; labelWidth: number; gap: number; bold?: boolean },
): void {
  const y = doc.y;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(PDF_MUTED)
    .text(label, layout.left, y, { width: layout.labelWidth - 10 });
  const afterLabel = doc.y;
  doc
    .font(layout.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor('#000000')
    .text(value, layout.left + layout.labelWidth, y, { width: layout.width - layout.labelWidth });
  doc.y = Math.max(afterLabel, doc.y) + layout.gap;
}
