import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition.ts';

describe('file name from content-disposition', () => {
  it('reads filename, quoted or not', () => {
    expect(fileNameFromContentDisposition('attachment; filename="contract-C1001.pdf"', 'x.pdf')).toBe('contract-C1001.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf', 'x.pdf')).toBe('report.pdf');
  });

  it('prefers the UTF-8 filename*', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="contracte.pdf"; filename*=UTF-8''contracte-%C3%A0.pdf`, 'x.pdf')).toBe(
      'contracte-à.pdf',
    );
  });

  it('never lets a name point elsewhere, and falls back when there is none', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('.._.._etc_passwd');
    expect(fileNameFromContentDisposition(null, 'C1001.pdf')).toBe('C1001.pdf');
    expect(fileNameFromContentDisposition('inline', 'C1001.pdf')).toBe('C1001.pdf');
  });
});
