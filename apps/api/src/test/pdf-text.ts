import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Reading a generated PDF back as a person would (not a test file: imported by them). */

/** Spaces as a reader copies them: the no-break spaces of number formats (\u00a0, \u202f) come out plain. */
export const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The text of every page as a reader would copy it (pages joined by a line break), and how many pages there are. */
export async function readPdf(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return { text: spaces(pages.join('\n')), pages: pages.length };
}

/** Only the text, for the tests that do not count pages. */
export const pdfText = async (bytes: Buffer): Promise<string> => (await readPdf(bytes)).text;
