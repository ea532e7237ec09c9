import { LANGUAGES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, scalar } from '../../test/contracts-test-support.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { REPORT_LABELS } from './texts/index.ts';

describe('contract report and attachments', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  const get = (url: string, token = marta) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
  });
  afterAll(() => t.close());

  describe('GET /api/v{1,2}/contracts/:contractName/pdf/', () => {
    it('is a real PDF of the electricity contract, named after it', async () => {
      const res = await get(`/api/v1/contracts/${DEMO.active}/pdf/?lang=ca-ES`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="contracte-${DEMO.active}.pdf"; filename*=UTF-8''contracte-${DEMO.active}.pdf`,
      );
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.subarray(-6).toString()).toContain('%%EOF');
      expect(bytes.includes('xref')).toBe(true);
      const parsed = await PDFDocument.load(bytes);
      expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(parsed.getTitle()).toBe(`Informe del contracte ${DEMO.active}`);
      const text = await pdfText(bytes);
      for (const expected of [
        'Energia Demo',
        'Contracte 0001001',
        'Marta Puig Serra',
        '12345678Z',
        'ES0031408000000001AP0F',
        'CL Riera Alta 12 3 1, 08001 Barcelona',
        '9872023VH5797S0001WX',
        'e-distribución Redes Digitales',
        '2.0TD',
        'Llum Estable',
        '4,6 kW',
        'ES91 **** **** **** **** 1332',
        'Actiu',
        '02/03/2021',
      ]) {
        expect(text, expected).toContain(expected);
      }
      // The full account number never leaves in a document.
      expect(text).not.toContain('0418');
    });

    it('shows pressure and flow rate for gas (v2)', async () => {
      const res = await get(`/api/v2/contracts/${DEMO.gas}/pdf/?lang=es-ES`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename="contrato-${DEMO.gas}.pdf"`);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Presión');
      expect(text).toContain('0,05 bar');
      expect(text).toContain('Caudal');
      expect(text).toContain('6 m³/h');
      expect(text).not.toContain('Potencia contratada');
    });

    it('shows six power periods of a 3.0TD contract', async () => {
      const text = await pdfText((await get(`/api/v1/contracts/${DEMO.sixPeriods}/pdf/?lang=en-US`, company)).rawPayload);
      for (const p of ['P1', 'P2', 'P3', 'P4', 'P5', 'P6']) expect(text).toContain(`Contracted power · Period ${p}`);
      expect(text).toContain('35 kW');
    });

    it.each(LANGUAGES)('translates the labels into %s', async (lang) => {
      const labels = REPORT_LABELS[lang];
      const res = await get(`/api/v1/contracts/${DEMO.closed}/pdf/?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename="${labels.fileName}-${DEMO.closed}.pdf"`);
      const text = await pdfText(res.rawPayload);
      for (const label of [labels.title, labels.owner, labels.supplyPoint, labels.bankAccount, labels.statuses.closed, labels.endDate]) {
        expect(text, `${lang}: ${label}`).toContain(label);
      }
    });

    it('uses the session language without lang, and maps a short tag', async () => {
      expect((await get(`/api/v1/contracts/${DEMO.active}/pdf/`)).headers['content-disposition']).toContain('filename="contracte-');
      expect((await get(`/api/v1/contracts/${DEMO.active}/pdf/?lang=fr`)).headers['content-disposition']).toContain('filename="contrat-');
      expect((await get(`/api/v1/contracts/${DEMO.sixPeriods}/pdf/`, company)).headers['content-disposition']).toContain(
        'filename="contrato-',
      );
    });

    it('labels drafts by their signature date', async () => {
      expect(await pdfText((await get(`/api/v1/contracts/${DEMO.draftSigned}/pdf/?lang=en-US`)).rawPayload)).toContain('Draft');
      expect(await pdfText((await get(`/api/v2/contracts/${DEMO.draftUnsigned}/pdf/?lang=en-US`)).rawPayload)).toContain(
        'Signature pending',
      );
    });

    it('answers 404 for another customer’s contract and a missing one', async () => {
      expect((await get(`/api/v1/contracts/${DEMO.sixPeriods}/pdf/`)).statusCode).toBe(404);
      expect((await get('/api/v2/contracts/nope/pdf/')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/contracts/${DEMO.active}/pdf/` })).statusCode).toBe(401);
    });
  });

  describe('GET /api/v2/contract/download_attachment/:attachmentId', () => {
    it('answers the stored bytes with their type and name', async () => {
      const id = await scalar<number>(t.database, sql`select id from attachments where filename = 'esquema-fotovoltaica.png'`);
      const res = await get(`/api/v2/contract/download_attachment/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="esquema-fotovoltaica.png"; filename*=UTF-8''esquema-fotovoltaica.png`,
      );
      expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const stored = await scalar<Buffer | Uint8Array>(
        t.database,
        sql`select string_agg(bytes, ''::bytea order by seq) from attachment_chunks where attachment_id = ${id}`,
      );
      expect(Buffer.compare(res.rawPayload, Buffer.from(stored))).toBe(0);
    });

    it('serves a PDF attachment that parses', async () => {
      const id = await scalar<number>(t.database, sql`select id from attachments where filename = 'condicions-generals.pdf'`);
      const res = await get(`/api/v2/contract/download_attachment/${id}`);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
      expect(await pdfText(res.rawPayload)).toContain('Condicions generals del contracte');
    });

    it('takes the token from the cookie, so the download can be a plain link', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/contract/download_attachment/1', cookies: { token: marta } });
      expect(res.statusCode).toBe(200);
    });

    it('answers 404 for someone else’s attachment or a missing one, 400 for a malformed id', async () => {
      expect((await get('/api/v2/contract/download_attachment/1', company)).statusCode).toBe(404);
      const missing = await get('/api/v2/contract/download_attachment/99999');
      expect(missing.statusCode).toBe(404);
      expect(json(missing)).toEqual({ code: 'attachment_not_found', message: 'attachment_not_found' });
      expect((await get('/api/v2/contract/download_attachment/abc')).statusCode).toBe(400);
    });
  });
});
