import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../seed/demo/pdf-bytes.ts';
import { DEMO, type FilePart, multipart, rows, scalar } from '../../test/contracts-test-support.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import type { SmtpTestServer } from '../../test/smtp-test-server.ts';
import { bearer, json, type TestApp } from '../../test/test-app.ts';

const PDF: FilePart = {
  field: 'attachment',
  filename: 'factura-reclamada.pdf',
  contentType: 'application/pdf',
  bytes: simplePdf('Factura reclamada', ['Import: 123,45 €']),
};
const CLAIM = {
  contract: DEMO.active,
  tipus: '1',
  subtipus: '001',
  comments: 'La factura de setembre em cobra dues vegades el terme de potència.',
};
const NUMBER = /^ATC-\d{4}-\d{6}$/;

describe('ATC types, subtypes and claims', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let marta: string;
  let company: string;
  const get = (url: string, language = 'ca-ES', token = marta) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': language } });
  const claimUrl = (name: string = DEMO.active) => `/api/v1/contracts/${name}/atc/`;
  const send = (fields: Record<string, string>, files: FilePart[] = [], token = marta, name: string = DEMO.active) => {
    const form = multipart(fields, files);
    return t.app.inject({ method: 'POST', url: claimUrl(name), headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  };
  const counts = () =>
    rows<{ cases: number; messages: number; attachments: number; chunks: number }>(
      t.database,
      sql`select (select count(*)::int from cases) as cases, (select count(*)::int from case_messages) as messages,
                 (select count(*)::int from case_attachments) as attachments, (select count(*)::int from case_attachment_chunks) as chunks`,
    );

  beforeAll(async () => {
    ({ t, smtp } = await createSmtpTestApp());
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the types in the request’s language', async () => {
    const ca = await get('/api/v1/atc/tipus', 'ca-ES');
    expect(ca.statusCode, ca.body).toBe(200);
    expect(json<unknown[]>(ca)).toHaveLength(6);
    expect(json<unknown[]>(ca)[0]).toEqual({ id: 1, label: 'Facturació' });
    const de = json<Array<{ id: number; label: string }>>(await get('/api/v1/atc/tipus', 'de-DE'));
    expect(de.find((type) => type.id === 3)).toEqual({ id: 3, label: 'Zählerstand und Zähler' });
  });

  it('answers the subtypes of a type in the request’s language, 404 for a missing type, 400 for a bad one', async () => {
    const es = await get('/api/v1/atc/tipus/4/subtipus', 'es-ES');
    expect(es.statusCode).toBe(200);
    expect(json(es)).toEqual([
      { name: '301', desc: 'Interrupción del suministro' },
      { name: '302', desc: 'Variaciones de tensión' },
      { name: '303', desc: 'Daños en aparatos' },
    ]);
    const en = json<Array<{ name: string; desc: string }>>(await get('/api/v1/atc/tipus/4/subtipus', 'en-US'));
    expect(en[0]).toEqual({ name: '301', desc: 'Supply interruption' });
    expect((await get('/api/v1/atc/tipus/99/subtipus')).statusCode).toBe(404);
    expect((await get('/api/v1/atc/tipus/abc/subtipus')).statusCode).toBe(400);
  });

  it('files a claim without an attachment: a case, its first message, no file', async () => {
    const before = (await counts())[0]!;
    const res = await send(CLAIM);
    expect(res.statusCode, res.body).toBe(200);
    const number = json<{ result: { case_number: string } }>(res).result.case_number;
    expect(number).toMatch(NUMBER);
    const [row] = await rows(
      t.database,
      sql`select c.kind, c.outcome, c.description, t.code as type, s.name as subtype, k.name as contract, cu.tax_id,
                 m.author_kind, m.body, m.staff_label
            from cases c join atc_types t on t.id = c.atc_type_id join atc_subtypes s on s.id = c.atc_subtype_id
            join contracts k on k.id = c.contract_id join customers cu on cu.id = c.customer_id
            join case_messages m on m.case_id = c.id where c.number = ${number}`,
    );
    expect(row).toEqual({
      kind: 'atc_claim',
      outcome: 'in_process',
      description: CLAIM.comments,
      type: 'billing',
      subtype: '001',
      contract: DEMO.active,
      tax_id: DEMO.marta,
      author_kind: 'customer',
      body: CLAIM.comments,
      staff_label: null,
    });
    const after = (await counts())[0]!;
    expect(after).toEqual({ ...before, cases: before.cases + 1, messages: before.messages + 1 });
  });

  it('acknowledges a claim by mail, in the request’s language, with its number and subtype', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: claimUrl(),
      headers: { ...bearer(marta), 'content-type': 'application/json', 'accept-language': 'es-ES' },
      payload: CLAIM,
    });
    expect(response.statusCode, response.body).toBe(200);
    const number = json<{ result: { case_number: string } }>(response).result.case_number;
    let index = -1;
    for (let waited = 0; index < 0 && waited < 10_000; waited += 50) {
      index = smtp.received.findIndex((mail) => mail.text?.includes(number));
      if (index < 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(index, `no mail with ${number}`).toBeGreaterThanOrEqual(0);
    const mail = smtp.received[index]!;
    expect(smtp.envelopes[index]).toEqual(['marta.puig@correu.example']);
    expect(mail.subject).toContain(number);
    // Subtype 001 of type 1 (billing) in Spanish, as the subject the mail names.
    const [subtype] = json<Array<{ name: string; desc: string }>>(await get('/api/v1/atc/tipus/1/subtipus', 'es-ES'));
    expect(mail.text).toContain(subtype!.desc);
    expect(mail.html).toContain(number);
    // A claim is acknowledged as a claim, not as an enquiry.
    expect(mail.subject).toContain('reclamación');
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/consulta/i);
  });

  it('names each claim in the mailbox by its subtype, in the reader’s language, so two claims are told apart', async () => {
    const billing = json<{ result: { case_number: string } }>(await send(CLAIM)).result.case_number;
    const supply = json<{ result: { case_number: string } }>(await send({ ...CLAIM, tipus: '4', subtipus: '302' })).result.case_number;
    for (const language of ['ca-ES', 'es-ES'] as const) {
      const subtypes = async (type: number) =>
        json<Array<{ name: string; desc: string }>>(await get(`/api/v1/atc/tipus/${type}/subtipus`, language));
      const types = json<Array<{ id: number; label: string }>>(await get('/api/v1/atc/tipus', language));
      const page = json<{ items: Array<{ number: string; subject: string; category: string }> }>(
        await get('/api/v1/requests?limit=100', language),
      );
      const item = (number: string) => page.items.find((entry) => entry.number === number);
      expect(item(billing)).toMatchObject({
        subject: (await subtypes(1)).find((s) => s.name === '001')!.desc,
        category: types.find((type) => type.id === 1)!.label,
      });
      expect(item(supply)).toMatchObject({
        subject: (await subtypes(4)).find((s) => s.name === '302')!.desc,
        category: types.find((type) => type.id === 4)!.label,
      });
      expect(item(billing)!.subject).not.toBe(item(supply)!.subject);
    }
    // What was stored is untouched: the claim has no subject of its own.
    expect(await scalar<string>(t.database, sql`select subject from cases where number = ${billing}`)).toBe('');
  });

  it('files a claim with an attachment, its bytes stored in chunks, and numbers cases in sequence', async () => {
    const first = json<{ result: { case_number: string } }>(await send(CLAIM)).result.case_number;
    const res = await send({ ...CLAIM, tipus: '3', subtipus: '202' }, [PDF]);
    expect(res.statusCode, res.body).toBe(200);
    const second = json<{ result: { case_number: string } }>(res).result.case_number;
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
    const [file] = await rows<{ filename: string; mime_type: string; size: number; bytes: string }>(
      t.database,
      sql`select a.filename, a.mime_type, a.size_bytes::int as size,
                 (select encode(string_agg(ch.bytes, ''::bytea order by ch.seq), 'hex') from case_attachment_chunks ch where ch.attachment_id = a.id) as bytes
            from case_attachments a join cases c on c.id = a.case_id join case_messages m on m.id = a.message_id
           where c.number = ${second}`,
    );
    expect(file).toEqual({
      filename: PDF.filename,
      mime_type: 'application/pdf',
      size: PDF.bytes.length,
      bytes: PDF.bytes.toString('hex'),
    });
  });

  it('takes the same fields as JSON without a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: claimUrl(),
      headers: bearer(marta),
      payload: { ...CLAIM, tipus: 6, subtipus: '902' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ result: { case_number: string } }>(res).result.case_number).toMatch(NUMBER);
  });

  it('refuses a subtype of another type (400 on subtipus) and an unknown type', async () => {
    const before = await counts();
    const other = await send({ ...CLAIM, tipus: '1', subtipus: '301' });
    expect(other.statusCode).toBe(400);
    expect(json(other)).toMatchObject({ code: 'validation_error', errors: { subtipus: ['atc_subtype_invalid'] } });
    const unknown = await send({ ...CLAIM, tipus: '99' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toEqual({ tipus: ['atc_type_required'] });
    expect(await counts()).toEqual(before);
  });

  it('refuses missing fields with a field error each', async () => {
    const res = await send({ contract: '', tipus: '', subtipus: ' ', comments: '   ' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({
      contract: ['required_field'],
      tipus: ['atc_type_required'],
      subtipus: ['atc_subtype_required'],
      comments: ['required_field'],
    });
    const none = await send({});
    expect(none.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(none).errors).sort()).toEqual(['comments', 'contract', 'subtipus', 'tipus']);
  });

  it('refuses a body naming another contract than the path', async () => {
    const res = await send({ ...CLAIM, contract: DEMO.gas });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ contract: ['required_field'] });
  });

  it('answers 404 for another customer’s contract, with a file too, and writes nothing', async () => {
    const before = await counts();
    const res = await send({ ...CLAIM, contract: DEMO.sixPeriods }, [PDF], marta, DEMO.sixPeriods);
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe('contract_not_found');
    const theirs = await send(CLAIM, [], company, DEMO.active);
    expect(theirs.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('refuses a read-only token (403) and writes nothing', async () => {
    const readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
    const before = await counts();
    const res = await send(CLAIM, [PDF], readOnly);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ code: 'read_only_token', message: 'read_only_token' });
    // Reading the types is allowed.
    expect((await get('/api/v1/atc/tipus', 'ca-ES', readOnly)).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a text file named .pdf', Buffer.from('just text pretending to be a pdf'), 'application/pdf'],
    ['an executable declared as an image', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary'), 'image/png'],
    ['an empty file', Buffer.alloc(0), 'application/pdf'],
  ])('refuses %s by its real content (invalid_attachment_format)', async (_label, bytes, contentType) => {
    const before = await counts();
    const res = await send(CLAIM, [{ ...PDF, bytes, contentType }]);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'invalid_attachment_format', errors: { files: ['invalid_attachment_format'] } });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over the size limit (413 with the limit in MB) and a second attachment', async () => {
    const before = await counts();
    const big = Buffer.concat([PDF.bytes, Buffer.alloc(15_000_001 - PDF.bytes.length, 0x20)]);
    const tooBig = await send(CLAIM, [{ ...PDF, bytes: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig)).toMatchObject({ code: 'file_too_large', limit_mb: 15 });
    const two = await send(CLAIM, [PDF, { ...PDF, filename: 'b.pdf' }]);
    expect(two.statusCode).toBe(400);
    expect(json(two).code).toBe('files_too_many');
    expect(await counts()).toEqual(before);
  });

  it('counts case files in the customer’s upload quota', async () => {
    const stored = await scalar<number>(
      t.database,
      sql`select coalesce(sum(a.size_bytes), 0)::int from case_attachments a join cases c on c.id = a.case_id join customers cu on cu.id = c.customer_id where cu.tax_id = ${DEMO.marta}`,
    );
    expect(stored).toBeGreaterThan(0);
  });
});
