import { execFileSync, spawnSync } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TInvoice } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_CERTIFICATE_FILE } from '../../platform/documents/signing-certificate.ts';
import { clockChangeDays, inPeriod, periodDays, rows } from '../../test/documents-test-support.ts';
import { demoInvoices, get } from '../../test/invoices-test-support.ts';
import { verifyPdfSignature } from '../../test/pdf-signature-test-support.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const hasPdfsig = !spawnSync('pdfsig', ['-v']).error;

interface CsvRow {
  cups: string;
  date: string;
  hour: number;
  wh: number;
}

/** The curve as a Spanish spreadsheet reads it (';', decimal comma, DD/MM/YYYY), days back to ISO. */
function parseCsv(text: string): { header: string; rows: CsvRow[] } {
  const [header, ...lines] = text.split('\r\n');
  expect(lines.pop()).toBe('');
  return {
    header: header!,
    rows: lines.map((line) => {
      const [cups, date, hour, kwh] = line.split(';');
      expect(kwh).toMatch(/^-?\d+,\d{3}$/);
      const [day, month, year] = date!.split('/');
      return { cups: cups!, date: `${year}-${month}-${day}`, hour: Number(hour), wh: Number(kwh!.replace(',', '')) };
    }),
  };
}

describe('signed PDF and hourly curve of an invoice', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let electricity: TInvoice[];
  let multipoint: TInvoice[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ marta, company, electricity, multipoint } = await demoInvoices(t));
  });
  afterAll(() => t.close());

  describe('signed_pdf', () => {
    it('is the invoice PDF with a detached PKCS#7 signature over the whole file, by a certificate generated once', async () => {
      const invoice = electricity[0]!;
      const res = await get(t, `/api/v1/invoices/${invoice.id}/signed_pdf/`, marta);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename="invoice-${invoice.number}-signed.pdf"`);
      const check = verifyPdfSignature(res.rawPayload);
      expect(check.subFilter).toBe('adbe.pkcs7.detached');
      expect(check.signerCommonName).toBe('Energia Demo (invoices)');
      expect(Math.abs(check.signingTime!.getTime() - Date.now())).toBeLessThan(5 * 60_000);
      expect(res.rawPayload.toString('latin1')).toContain(`/Reason (Factura ${invoice.number})`);
      const signedText = (await readPdf(res.rawPayload)).text;
      expect(signedText).toContain(`Factura ${invoice.number}`);
      expect(signedText).toContain('Detall de la factura');

      const file = path.join(t.config.dataDir, GENERATED_CERTIFICATE_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const again = await get(t, `/api/v1/invoices_multipoint/${multipoint[0]!.id}/signed_pdf/`, company);
      expect(again.statusCode).toBe(200);
      expect(verifyPdfSignature(again.rawPayload).signerCommonName).toBe('Energia Demo (invoices)');
    });

    it('fails verification once a signed byte changes', async () => {
      const res = await get(t, `/api/v1/invoices/${electricity[1]!.id}/signed_pdf/`, marta);
      const tampered = Buffer.from(res.rawPayload);
      const at = tampered.indexOf('Energia Demo');
      tampered[at] = 'X'.charCodeAt(0);
      expect(() => verifyPdfSignature(tampered)).toThrow(/messageDigest/);
    });

    it.skipIf(!hasPdfsig)('is valid for poppler’s pdfsig', async () => {
      const res = await get(t, `/api/v1/invoices/${electricity[2]!.id}/signed_pdf/`, marta);
      const file = path.join(t.config.dataDir, 'signed.pdf');
      await writeFile(file, res.rawPayload);
      const output = execFileSync('pdfsig', [file], { encoding: 'utf8' });
      expect(output).toContain('Signature Validation: Signature is Valid.');
      expect(output).toContain('Total document signed');
      expect(output).toContain('Signer Certificate Common Name: Energia Demo (invoices)');
    });
  });

  describe('curve_csv', () => {
    const csvOf = async (invoice: TInvoice, token: string) => {
      const list = invoice.type === 'multipoint' ? 'invoices_multipoint' : 'invoices';
      const res = await get(t, `/api/v1/${list}/${invoice.id}/curve_csv/`, token, { 'accept-language': 'es-ES' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(`filename="invoice-${invoice.number}-curve.csv"`);
      return parseCsv(res.body);
    };

    it('has one row per local hour of the period at the invoice’s supply point, matching its metered energy', async () => {
      const invoice = electricity.find((i) => i.rectificative_type === 'N' && i.paid_status === 'paid')!;
      const csv = await csvOf(invoice, marta);
      expect(csv.header).toBe('cups;date;hour;kwh');
      const [stored] = await rows<{ hours: number; wh: number }>(
        t.database,
        // Each reading is a 4-byte big-endian integer (db/consumption-bytes.ts).
        sql`select sum(octet_length(d.active) / 4)::int as hours,
                   sum((select sum(get_byte(d.active, i)::bigint * 16777216 + get_byte(d.active, i + 1) * 65536 + get_byte(d.active, i + 2) * 256 + get_byte(d.active, i + 3))
                        from generate_series(0, octet_length(d.active) - 4, 4) i))::int as wh
            from consumption_days d join supply_points s on s.id = d.supply_point_id
            where s.cups = ${invoice.cups!.name} and d.day between ${invoice.start_date} and ${invoice.end_date}`,
      );
      expect(csv.rows).toHaveLength(stored!.hours);
      expect(new Set(csv.rows.map((r) => r.cups))).toEqual(new Set([invoice.cups!.name]));
      expect(new Set(csv.rows.map((r) => r.date)).size).toBe(periodDays(invoice));
      expect(csv.rows.every((r) => inPeriod(r.date, invoice))).toBe(true);
      expect(csv.rows.reduce((sum, r) => sum + r.wh, 0)).toBe(stored!.wh);
      expect(stored!.wh / 1000).toBeCloseTo(invoice.energy_consumed, 3);
    });

    it('follows the interface language: an English spreadsheet gets commas and decimal points', async () => {
      const invoice = electricity.find((i) => i.rectificative_type === 'N' && i.paid_status === 'paid')!;
      const [english, spanish] = await Promise.all(
        ['en-US', 'es-ES'].map((language) => get(t, `/api/v1/invoices/${invoice.id}/curve_csv/`, marta, { 'accept-language': language })),
      );
      const englishLines = english!.body.split('\r\n');
      expect(englishLines[0]).toBe('cups,date,hour,kwh');
      const [year, month, day] = invoice.start_date.split('-');
      expect(englishLines[1]).toMatch(new RegExp(`^${invoice.cups!.name},${month}/${day}/${year},1,\\d+\\.\\d{3}$`));
      // The same figures either way.
      const figures = (body: string, separator: string) =>
        body
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => line.split(separator)[3]!.replace(',', '.'));
      expect(figures(english!.body, ',')).toEqual(figures(spanish!.body, ';'));
    });

    it('has 23 hours on the spring clock change and 25 on the autumn one', async () => {
      let checked = 0;
      for (const invoice of electricity.filter((i) => i.contract!.name === '0001001')) {
        const { spring, autumn } = clockChangeDays(Number(invoice.start_date.slice(0, 4)));
        for (const [day, hours] of [
          [spring, 23],
          [autumn, 25],
        ] as const) {
          if (!inPeriod(day, invoice)) continue;
          const csv = await csvOf(invoice, marta);
          const ofDay = csv.rows.filter((r) => r.date === day);
          expect(ofDay.map((r) => r.hour)).toEqual(Array.from({ length: hours }, (_, i) => i + 1));
          const other = csv.rows.filter((r) => r.date !== day);
          expect(other.length % 24).toBe(0);
          checked++;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(2);
    });

    it('lists every supply point of a multipoint invoice, by CUPS then day and hour', async () => {
      const invoice = multipoint[0]!;
      const csv = await csvOf(invoice, company);
      const cups = invoice.points.map((p) => p.cups_name).sort();
      expect([...new Set(csv.rows.map((r) => r.cups))]).toEqual(cups);
      for (const point of invoice.points) {
        const ofPoint = csv.rows.filter((r) => r.cups === point.cups_name);
        expect(new Set(ofPoint.map((r) => r.date)).size).toBe(periodDays(invoice));
        expect(ofPoint.reduce((sum, r) => sum + r.wh, 0) / 1000).toBeCloseTo(point.energy_consumed, 3);
      }
      const keys = csv.rows.map((r) => `${r.cups};${r.date};${String(r.hour).padStart(2, '0')}`);
      expect(keys).toEqual([...keys].sort());
    });
  });
});
