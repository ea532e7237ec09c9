import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerUploadBytes } from '../../db/customer-uploads.ts';
import { simplePdf } from '../../seed/demo/pdf-bytes.ts';
import { DEMO_STAFF } from '../../seed/index.ts';
import { createAppWithSettings, DEMO, type FilePart, multipart, scalar } from '../../test/contracts-test-support.ts';
import { bearer, json, type TestApp } from '../../test/test-app.ts';

const PDF: FilePart = {
  field: 'attachments',
  filename: 'resposta.pdf',
  contentType: 'application/pdf',
  bytes: simplePdf('Resposta', ['Lectura revisada']),
};
// The upload limit of this app's settings: a file past it is refused with it in MB.
const UPLOAD_LIMIT = 200_000;

type Message = { author_kind: string; author: string; body: string; attachments: Array<{ id: number; filename: string; size: number }> };
type Detail = { number: string; messages: Message[] };

/** A staff reply that carries files, as a customer's message does (docs/staff.md, "Reply"). */
describe('a staff reply with files', () => {
  let t: TestApp;
  let staff: string;
  let marta: string;
  let number: string;
  let martaCustomer: number;

  const reply = (target: string, fields: Record<string, string>, files: FilePart[], token = staff) => {
    const form = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/cases/${target}/messages`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  const counts = async () => ({
    messages: await scalar<number>(t.database, sql`select count(*)::int from case_messages`),
    files: await scalar<number>(t.database, sql`select count(*)::int from case_attachments`),
    chunks: await scalar<number>(t.database, sql`select count(*)::int from case_attachment_chunks`),
  });

  beforeAll(async () => {
    t = await createAppWithSettings({ fileUploadSizeLimit: UPLOAD_LIMIT });
    marta = await t.login(DEMO.marta);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: DEMO_STAFF });
    expect(login.statusCode, login.body).toBe(200);
    staff = json<{ token: string }>(login).token;
    // One of the demo household's seeded cases (staff may answer a case whatever its outcome).
    number = await scalar<string>(
      t.database,
      sql`select c.number from cases c join customers cu on cu.id = c.customer_id where cu.tax_id = ${DEMO.marta} order by c.id limit 1`,
    );
    martaCustomer = await scalar<number>(t.database, sql`select customer_id from cases where number = ${number}`);
  });
  afterAll(() => t?.close());

  it('stores the files with the staff message, staff and the customer read them, and they count in no customer’s quota', async () => {
    const quotaBefore = await customerUploadBytes(t.database.db, martaCustomer);
    const second = { ...PDF, filename: 'factura.pdf', bytes: simplePdf('Factura', ['Import 42 €']) };
    const res = await reply(number, { body: 'Us adjuntem la lectura revisada.' }, [PDF, second]);
    expect(res.statusCode, res.body).toBe(200);
    const last = json<{ case: Detail }>(res).case.messages.at(-1)!;
    expect(last).toMatchObject({ author_kind: 'staff', author: 'Atenció al client', body: 'Us adjuntem la lectura revisada.' });
    expect(last.attachments.map((file) => file.filename)).toEqual(['resposta.pdf', 'factura.pdf']);

    const staffFile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/cases/${number}/attachments/${last.attachments[0]!.id}`,
      headers: bearer(staff),
    });
    expect(staffFile.statusCode).toBe(200);
    expect(staffFile.rawPayload.equals(PDF.bytes)).toBe(true);

    // The customer's mailbox shows the staff message with its files, and serves them.
    const mailbox = json<{ messages: Array<{ author: string; attachments: Array<{ id: number; filename: string }> }> }>(
      await t.app.inject({ method: 'GET', url: `/api/v1/requests/${number}`, headers: bearer(marta) }),
    );
    const seen = mailbox.messages.at(-1)!;
    expect(seen.author).toBe('staff');
    expect(seen.attachments.map((file) => file.filename)).toEqual(['resposta.pdf', 'factura.pdf']);
    const customerFile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/requests/${number}/attachments/${seen.attachments[1]!.id}`,
      headers: bearer(marta),
    });
    expect(customerFile.statusCode).toBe(200);
    expect(customerFile.rawPayload.equals(second.bytes)).toBe(true);

    // The retailer's documents: the customer's quota is what the customer sent, as before.
    expect(await customerUploadBytes(t.database.db, martaCustomer)).toBe(quotaBefore);
    // The reply's trail line, by the staff account.
    const trailed = await scalar<number>(
      t.database,
      sql`select count(*)::int from trail_entries where action = 'case_message' and subject = ${number} and actor_kind = 'staff'`,
    );
    expect(trailed).toBe(1);
  });

  it('refuses what a customer’s message would be refused for, storing nothing', async () => {
    const tooLarge = { ...PDF, bytes: Buffer.concat([PDF.bytes, Buffer.alloc(UPLOAD_LIMIT + 1 - PDF.bytes.length, 0x20)]) };
    const notAPdf = { ...PDF, filename: 'nota.pdf', bytes: Buffer.from('just text, not a PDF at all') };
    const seven = Array.from({ length: 7 }, (_, i) => ({ ...PDF, filename: `f${i}.pdf` }));
    const cases: Array<{ name: string; target: string; fields: Record<string, string>; files: FilePart[]; status: number; code: string }> =
      [
        {
          name: 'a file over the upload limit',
          target: number,
          fields: { body: 'gran' },
          files: [tooLarge],
          status: 413,
          code: 'file_too_large',
        },
        {
          name: 'a file whose bytes are not its type',
          target: number,
          fields: { body: 'fals' },
          files: [notAPdf],
          status: 400,
          code: 'invalid_attachment_format',
        },
        { name: 'seven files', target: number, fields: { body: 'massa' }, files: seven, status: 400, code: 'files_too_many' },
        { name: 'no body', target: number, fields: {}, files: [PDF], status: 400, code: 'validation_error' },
        {
          name: 'an unknown case',
          target: 'ATC-2026-999999',
          fields: { body: 'ningú' },
          files: [PDF],
          status: 404,
          code: 'case_not_found',
        },
      ];
    for (const c of cases) {
      const before = await counts();
      const res = await reply(c.target, c.fields, c.files);
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(c.status);
      if (c.code) expect(json<{ code: string }>(res).code, c.name).toBe(c.code);
      expect(await counts(), c.name).toEqual(before);
    }
    const limit = await reply(number, { body: 'gran' }, [tooLarge]);
    expect(json(limit)).toMatchObject({ limit_mb: 0.2 });
  });

  it('answers a file name of any shape with a stored reply or a 4xx, never a 5xx, and keeps no path in a stored name', async () => {
    const names = ['../../etc/passwd.pdf', 'C:\\temp\\x.pdf', 'a\u0000b.pdf', 'ré\u202esumé.pdf', `${'n'.repeat(300)}.pdf`, '.pdf', ' '];
    for (const filename of names) {
      const res = await reply(number, { body: 'nom' }, [{ ...PDF, filename }]);
      expect(res.statusCode, `${JSON.stringify(filename)}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode !== 200) continue;
      const stored = json<{ case: { messages: Message[] } }>(res).case.messages.at(-1)?.attachments ?? [];
      for (const file of stored) {
        expect(file.filename, JSON.stringify(filename)).not.toMatch(/[/\\]/);
        expect(file.filename.includes(String.fromCharCode(0)), JSON.stringify(filename)).toBe(false);
      }
    }
  });

  it('refuses a customer’s token and a read-only token with files too (401), storing nothing', async () => {
    const readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta)) as string;
    const before = await counts();
    for (const token of [marta, readOnly]) {
      const res = await reply(number, { body: 'Intrús' }, [PDF], token);
      expect(res.statusCode).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });

  it('still takes a JSON reply without files, as the CLI sends it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/cases/${number}/messages`,
      headers: bearer(staff),
      payload: { body: 'Sense fitxers' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ case: Detail }>(res).case.messages.at(-1)).toMatchObject({ body: 'Sense fitxers', attachments: [] });
  });
});
