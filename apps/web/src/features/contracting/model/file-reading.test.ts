import { describe, expect, it } from 'vitest';
import { sniffedType, wizardFileOf } from './file-reading.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('a picked file as the lead sends it', () => {
  it('is typed by its first bytes', () => {
    expect(sniffedType(bytes(0x25, 0x50, 0x44, 0x46, 0x2d))).toBe('application/pdf');
    expect(sniffedType(bytes(0x89, 0x50, 0x4e, 0x47))).toBe('image/png');
    expect(sniffedType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffedType(bytes(0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50))).toBe('image/webp');
    expect(sniffedType(bytes(0x4d, 0x5a))).toBeUndefined();
  });

  it('is a data URL of its real type, whatever the browser called it', async () => {
    const pdf = new File(['%PDF-1.4 invoice'], 'factura.png', { type: 'image/png' });
    const file = await wizardFileOf(pdf);
    expect(file).toEqual({ name: 'factura.png', content: `data:application/pdf;base64,${btoa('%PDF-1.4 invoice')}` });
  });

  it('of no upload type keeps a type the schema refuses', async () => {
    const file = await wizardFileOf(new File(['MZ program'], 'run.exe', { type: 'application/x-msdownload' }));
    expect('content' in file && file.content.startsWith('data:application/octet-stream;base64,')).toBe(true);
  });
});
