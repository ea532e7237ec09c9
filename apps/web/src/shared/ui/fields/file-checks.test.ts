import { describe, expect, it } from 'vitest';
import { addFiles } from './file-checks.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const LIMIT = 15_000_000;

describe('attachments (customer-area §5, §9)', () => {
  it('accepts images and pdf', () => {
    const picked = [
      file('a.pdf', 'application/pdf'),
      file('b.png', 'image/png'),
      file('c.jpg', 'image/jpeg'),
      file('d.webp', 'image/webp'),
    ];
    expect(addFiles([], picked, LIMIT)).toEqual({ files: picked, problems: [] });
  });

  it('refuses other formats with "Invalid attachment format"', () => {
    const result = addFiles([], [file('notes.txt', 'text/plain'), file('x.svg', 'image/svg+xml')], LIMIT);
    expect(result.files).toEqual([]);
    expect(result.problems).toEqual([
      { key: 'invalid_attachment_format', fileName: 'notes.txt' },
      { key: 'invalid_attachment_format', fileName: 'x.svg' },
    ]);
  });

  it('judges a file the browser cannot type by its extension', () => {
    expect(addFiles([], [file('scan.PDF', '')], LIMIT).files).toHaveLength(1);
    expect(addFiles([], [file('scan.exe', '')], LIMIT).problems[0]?.key).toBe('invalid_attachment_format');
  });

  it('refuses a file over the limit, giving the limit in MB', () => {
    const result = addFiles([], [file('big.pdf', 'application/pdf', LIMIT + 1)], LIMIT);
    expect(result.problems).toEqual([{ key: 'file_too_large', values: { mb: 15 }, fileName: 'big.pdf' }]);
    expect(addFiles([], [file('big.pdf', 'application/pdf', 600_000)], 500_000).problems[0]?.values).toEqual({ mb: 0.5 });
    expect(addFiles([], [file('edge.pdf', 'application/pdf', LIMIT)], LIMIT).files).toHaveLength(1);
  });

  it('keeps at most six', () => {
    const five = Array.from({ length: 5 }, (_, i) => file(`f${i}.pdf`, 'application/pdf'));
    const result = addFiles(five, [file('g.pdf', 'application/pdf'), file('h.pdf', 'application/pdf')], LIMIT);
    expect(result.files).toHaveLength(6);
    expect(result.problems).toEqual([{ key: 'files_too_many', values: { max: 6, count: 6 }, fileName: 'h.pdf' }]);
  });
});
