import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './pdf.ts';

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('instal·lació "nova".pdf')).toBe(
      `attachment; filename="instal_lacio _nova_.pdf"; filename*=UTF-8''instal%C2%B7laci%C3%B3%20%22nova%22.pdf`,
    );
  });
});
