import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './platform/runtime/config.ts';
import { simplePdf } from './seed/demo/pdf-bytes.ts';
import { DEMO, type FilePart, multipart, scalar, withdrawPendingChanges } from './test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from './test/test-app.ts';

/**
 * A file's name is text from outside like any other (packages/domain/src/api/file-name.ts): on
 * every route that takes files, a NUL (which PostgreSQL refuses in text: it answered 500) or a
 * right-to-left override (`invoice\u202Efdp.exe` showed as `invoiceexe.pdf`) is replaced by `_`
 * when the form is read, so the file is stored under a name that shows what it is.
 */
describe('file names on every upload route', () => {
  let t: TestApp;
  let marta: string;
  let ip = 0;

  const pdf = (field: string, filename: string): FilePart => ({
    field,
    filename,
    contentType: 'application/pdf',
    bytes: simplePdf('Document', ['Factura']),
  });
  const post = (url: string, fields: Record<string, string>, file: FilePart, token?: string, remoteAddress?: string) => {
    const form = multipart(fields, [file]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...(token ? bearer(token) : {}), ...form.headers },
      payload: form.payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  };
  const lastCaseFile = () => scalar<string>(t.database, sql`select filename from case_attachments order by id desc limit 1`);
  const lastChangeFile = () => scalar<string>(t.database, sql`select filename from attachments order by id desc limit 1`);

  /** Each upload route: a valid form with one file named `filename`, and where the name is stored. */
  const ROUTES: Array<{ route: string; send: (filename: string) => Promise<LightMyRequestResponse>; stored: () => Promise<string> }> = [
    {
      route: 'POST /api/v1/requests/',
      send: (filename) =>
        post(
          '/api/v1/requests/',
          { category: '10', contract: DEMO.active, subject: 'Factura', description: 'Adjunto la factura.' },
          pdf('attachments', filename),
          marta,
        ),
      stored: lastCaseFile,
    },
    {
      route: 'POST /api/v1/requests/:number/messages',
      send: async (filename) => {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/v1/requests/',
          headers: bearer(marta),
          payload: { category: '10', subject: 'Factura', description: 'Us escric per la factura.' },
        });
        expect(created.statusCode, created.body).toBe(200);
        const { number } = json<{ number: string }>(created);
        return post(`/api/v1/requests/${number}/messages`, { body: 'La factura adjunta.' }, pdf('attachments', filename), marta);
      },
      stored: lastCaseFile,
    },
    {
      route: 'POST /api/v1/contracts/:contractName/atc/',
      send: (filename) =>
        post(
          `/api/v1/contracts/${DEMO.active}/atc/`,
          { contract: DEMO.active, tipus: '1', subtipus: '001', comments: 'Em cobren dues vegades.' },
          pdf('attachment', filename),
          marta,
        ),
      stored: lastCaseFile,
    },
    {
      route: 'POST /api/v1/crm/cases/',
      send: (filename) =>
        post(
          '/api/v1/crm/cases/',
          { polissa_id: DEMO.active, polissa_type: 'electricity', categ_id: '10', title: 'Factura', message: 'Adjunto la factura.' },
          pdf('attachments', filename),
          marta,
        ),
      stored: lastCaseFile,
    },
    {
      route: 'POST /api/v1/contracts/:contractName/iban/',
      send: (filename) =>
        post(`/api/v1/contracts/${DEMO.active}/iban/`, { already_registered: 'true', bank_id: '3' }, pdf('files', filename), marta),
      stored: lastChangeFile,
    },
    {
      route: 'POST /api/v1/crm/unsigned/',
      send: async (filename) => {
        const remoteAddress = `10.30.0.${++ip}`;
        const ticket = json<{ ticket: string }>(await t.app.inject({ method: 'GET', url: '/api/v1/crm/unsigned/ticket', remoteAddress }));
        return post(
          '/api/v1/crm/unsigned/',
          {
            ticket: ticket.ticket,
            email: 'visitant@example.com',
            mobile: '612 345 678',
            category: '10',
            subject: 'Factura',
            description: 'Adjunto la factura.',
          },
          pdf('attachment', filename),
          undefined,
          remoteAddress,
        );
      },
      stored: lastCaseFile,
    },
  ];
  const NAMES: Array<[string, string, string]> = [
    ['a NUL', 'factura\u0000.pdf', 'factura_.pdf'],
    ['control characters', 'fac\u0001tu\u009bra.pdf', 'fac_tu_ra.pdf'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoice_fdp.exe'],
    ['an isolate and a mark', 'a\u2067b\u200Fc.pdf', 'a_b_c.pdf'],
  ];

  beforeAll(async () => {
    t = await createTestApp({ config: { unsignedContact: { ...loadConfig({}).unsignedContact, ticketMinAgeMs: 0 } } });
    marta = await t.login(DEMO.marta);
  });
  // The IBAN change is refused while one waits on the contract.
  beforeEach(() => withdrawPendingChanges(t.database));
  afterAll(() => t.close());

  describe.each(ROUTES)('$route', ({ send, stored }) => {
    it.each(NAMES)('stores a name with %s cleaned, never a 500', async (_, filename, expected) => {
      const res = await send(filename);
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored()).toBe(expected);
    });
  });

  it('serves the cleaned name in the download’s Content-Disposition, with no override in it', async () => {
    const res = await ROUTES[0]!.send('invoice\u202Efdp.exe');
    expect(res.statusCode, res.body).toBe(200);
    const { number } = json<{ number: string }>(res);
    const id = await scalar<number>(t.database, sql`select id from case_attachments order by id desc limit 1`);
    const download = await t.app.inject({ method: 'GET', url: `/api/v1/requests/${number}/attachments/${id}`, headers: bearer(marta) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="invoice_fdp.exe"; filename*=UTF-8''invoice_fdp.exe`);
  });
});
