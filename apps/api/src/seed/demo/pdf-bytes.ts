/**
 * A minimal one-page PDF (Helvetica text lines, A4) written by hand: the demo attachments are
 * real PDF files, byte for byte the same on every seed, without a generator's timestamps.
 */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const text = [title, '', ...lines]
    .map((line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 18} Td (${escapePdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// Latin-1 covers Catalan and Spanish letters (WinAnsiEncoding); anything else becomes '?'.
function escapePdfText(value: string): string {
  return [...value]
    .map((character) => (character.charCodeAt(0) > 255 ? '?' : character))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}
