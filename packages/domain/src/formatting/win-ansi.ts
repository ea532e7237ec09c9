/**
 * The PDFs are set in the standard Helvetica of PDF readers, whose WinAnsi encoding has no narrow
 * no-break space (U+202F, French thousands: "1 409,58 €"): pdfkit would print a wrong glyph. The
 * no-break space (U+00A0) is its safe equivalent: the same unbreakable gap, a little wider. Every other
 * character the formatters write (€, –, ·, ×, ³, accented month names) is in WinAnsi.
 */
export function forWinAnsi(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}
