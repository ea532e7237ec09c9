import { formatMoney } from '@portal/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.ts';

describe('renderPdf', () => {
  it('prints French figures, whose narrow no-break space WinAnsi lacks, with a no-break space instead', async () => {
    const figure = formatMoney(1409.58, 'fr-FR');
    expect(figure).toContain('\u202f');
    const bytes = await renderPdf({ title: 'Facture', author: 'Test', language: 'fr-FR' }, (doc) => {
      doc.font('Helvetica').text(`Total ${figure}`);
    });
    const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false }).promise;
    const content = await (await doc.getPage(1)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
    await doc.destroy();
    // Drawn as is, U+202F comes out as " /": "1 /409,58 €".
    expect(text.replace(/\s/g, ' ')).toBe('Total 1 409,58 €');
  });
});
