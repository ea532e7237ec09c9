import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_LABEL } from '../../seed/demo/demo-cases.ts';
import { simplePdf } from '../../seed/demo/pdf-bytes.ts';
import { demoBannerPng } from '../../seed/demo/png.ts';
import { createAppWithSettings, DEMO, type FilePart, multipart, rows, scalar } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { pdfOfSize } from '../../test/uploads-test-support.ts';

const PDF: FilePart = {
  field: 'attachments',
  filename: 'lectura.pdf',
  contentType: 'application/pdf',
  bytes: simplePdf('Lectura del comptador', ['P1: 12345 kWh']),
};
const PNG: FilePart = { field: 'attachments', filename: 'comptador.png', contentType: 'image/png', bytes: demoBannerPng() };
const REQUEST = {
  category: '10',
  contract: DEMO.active,
  subject: 'Factura duplicada',
  description: 'He rebut dues factures del mateix període.\nPodeu revisar-ho?',
};
const NUMBER = /^REQ-\d{4}-\d{6}$/;

interface Summary {
  number: string;
  kind: string;
  subject: string;
  category: string | null;
  contract: string | null;
  outcome: string;
  created_at: string;
  last_activity_at: string;
}
interface Message {
  id: number;
  author: string;
  staff_label: string | null;
  body: string;
  created_at: string;
  attachments: Array<{ id: number; filename: string; size: number; content_type: string }>;
}
interface Detail extends Summary {
  section: string | null;
  open: boolean;
  messages: Message[];
}

describe('the requests mailbox', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  const get = (url: string, token = marta, language = 'ca-ES') =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': language } });
  const post = (url: string, fields: Record<string, string>, files: FilePart[] = [], token = marta) => {
    const form = multipart(fields, files);
    return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  };
  const create = (fields: Record<string, string> = REQUEST, files: FilePart[] = [], token = marta) =>
    post('/api/v1/requests', fields, files, token);
  const reply = (number: string, fields: Record<string, string>, files: FilePart[] = [], token = marta) =>
    post(`/api/v1/requests/${number}/messages`, fields, files, token);
  const counts = async () =>
    (
      await rows<{ cases: number; messages: number; attachments: number; chunks: number }>(
        t.database,
        sql`select (select count(*)::int from cases) as cases, (select count(*)::int from case_messages) as messages,
                   (select count(*)::int from case_attachments) as attachments, (select count(*)::int from case_attachment_chunks) as chunks`,
      )
    )[0]!;
  const list = async (query = '', token = marta) => json<{ items: Summary[]; total: number }>(await get(`/api/v1/requests${query}`, token));
  const seeded = async (outcome: string) =>
    scalar<string>(
      t.database,
      sql`select c.number from cases c join customers cu on cu.id = c.customer_id where cu.tax_id = ${DEMO.marta} and c.outcome = ${outcome} order by c.id limit 1`,
    );

  /**
   * The demo's request that waits for more information, waiting again: a customer's reply hands
   * it back to customer service, so a test that needs it waiting puts it back as staff would.
   */
  const awaitingInformation = async () => {
    const number = await scalar<string>(
      t.database,
      sql`select c.number from cases c join customers cu on cu.id = c.customer_id where cu.tax_id = ${DEMO.marta} and c.subject = 'Lectura estimada massa alta'`,
    );
    await t.database.db.execute(sql`update cases set outcome = 'additional_information_needed' where number = ${number}`);
    return number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
  });
  afterAll(() => t.close());

  it('lists the demo persona’s answered requests, latest activity first; another customer has none of them', async () => {
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.subject, item.outcome, item.kind, item.contract])).toEqual([
      ['Lectura estimada massa alta', 'additional_information_needed', 'request', DEMO.active],
      ['Canvi del dia de cobrament', 'accepted', 'request', DEMO.active],
    ]);
    expect(page.items[0]!.number).toMatch(NUMBER);
    expect(page.items[0]!.category).toBe('Lectures del comptador');
    expect(Date.parse(page.items[0]!.last_activity_at)).toBeGreaterThan(Date.parse(page.items[1]!.last_activity_at));
    expect(await list('', company)).toEqual({ items: [], total: 0 });
  });

  it('shows a case with its conversation, staff by its label only', async () => {
    const number = await seeded('additional_information_needed');
    const res = await get(`/api/v1/requests/${number}`, marta, 'es-ES');
    expect(res.statusCode, res.body).toBe(200);
    const detail = json<Detail>(res);
    expect(detail).toMatchObject({ number, section: 'meter_readings', open: true, category: 'Lecturas del contador' });
    expect(detail.messages.map((m) => [m.author, m.staff_label])).toEqual([
      ['customer', null],
      ['staff', DEMO_STAFF_LABEL],
    ]);
    expect(Object.keys(detail.messages[1]!).sort()).toEqual(['attachments', 'author', 'body', 'created_at', 'id', 'staff_label']);
    const closed = json<Detail>(await get(`/api/v1/requests/${await seeded('accepted')}`));
    expect(closed.open).toBe(false);
  });

  it('answers the categories of a request in the request’s language', async () => {
    const res = await get('/api/v1/requests/categories', marta, 'en-US');
    expect(res.statusCode).toBe(200);
    const categories = json<Array<{ id: number; name: string }>>(res);
    expect(categories.length).toBeGreaterThan(3);
    expect(categories.find((c) => c.id === 20)).toEqual({ id: 20, name: 'Meter readings' });
  });

  it('files a request with files: a request case in the category’s section, first in the list, its files downloadable', async () => {
    const before = await counts();
    const res = await create(REQUEST, [PDF, PNG]);
    expect(res.statusCode, res.body).toBe(200);
    const { number } = json<{ number: string }>(res);
    expect(number).toMatch(NUMBER);
    const after = await counts();
    expect(after.cases - before.cases).toBe(1);
    expect(after.messages - before.messages).toBe(1);
    expect(after.attachments - before.attachments).toBe(2);
    const [row] = await rows(
      t.database,
      sql`select c.kind, c.section, c.outcome, c.subject, k.name as contract from cases c left join contracts k on k.id = c.contract_id where c.number = ${number}`,
    );
    expect(row).toEqual({ kind: 'request', section: 'invoices', outcome: 'in_process', subject: REQUEST.subject, contract: DEMO.active });
    expect((await list('?limit=1')).items[0]!.number).toBe(number);

    const detail = json<Detail>(await get(`/api/v1/requests/${number}`));
    expect(detail.messages).toHaveLength(1);
    expect(detail.messages[0]).toMatchObject({ author: 'customer', staff_label: null, body: REQUEST.description });
    const [pdf, png] = detail.messages[0]!.attachments;
    expect(pdf).toMatchObject({ filename: PDF.filename, size: PDF.bytes.length, content_type: 'application/pdf' });
    expect(png).toMatchObject({ filename: PNG.filename, content_type: 'image/png' });
    const file = await get(`/api/v1/requests/${number}/attachments/${pdf!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF.bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('files a request without a contract or files, as JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: bearer(marta),
      payload: { category: 90, subject: 'Consulta', description: 'Una pregunta.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = json<Detail>(await get(`/api/v1/requests/${json<{ number: string }>(res).number}`));
    expect(detail).toMatchObject({ contract: null, section: 'other', open: true });
  });

  it('refuses bad fields with a field error each, and writes nothing', async () => {
    const before = await counts();
    const empty = await create({ category: '', subject: ' ', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors).toEqual({
      category: ['request_category_required'],
      subject: ['required_field'],
      description: ['required_field'],
    });
    const unknown = await create({ ...REQUEST, category: '99' });
    expect(json(unknown).errors).toEqual({ category: ['request_category_required'] });
    const theirs = await create({ ...REQUEST, contract: DEMO.sixPeriods });
    expect(theirs.statusCode).toBe(400);
    expect(json(theirs).errors).toEqual({ contract: ['field_invalid'] });
    const long = await create({ ...REQUEST, subject: 'x'.repeat(201) });
    expect(json(long).errors).toEqual({ subject: ['field_too_long'] });
    const seven = await create(
      REQUEST,
      Array.from({ length: 7 }, (_, i) => ({ ...PDF, filename: `${i}.pdf` })),
    );
    expect(seven.statusCode).toBe(400);
    expect(json(seven).code).toBe('files_too_many');
    const fake = await create(REQUEST, [{ ...PDF, bytes: Buffer.from('just text pretending to be a pdf') }]);
    expect(fake.statusCode).toBe(400);
    expect(json(fake).code).toBe('invalid_attachment_format');
    expect(await counts()).toEqual(before);
  });

  it('takes a reply with a file on an open case: last in the conversation, the case first in the list', async () => {
    const number = await awaitingInformation();
    const res = await reply(number, { body: 'Aquí teniu la foto del comptador.' }, [PNG]);
    expect(res.statusCode, res.body).toBe(200);
    const message = json<Message>(res);
    expect(message).toMatchObject({ author: 'customer', staff_label: null, body: 'Aquí teniu la foto del comptador.' });
    expect(message.attachments).toEqual([
      expect.objectContaining({ filename: PNG.filename, content_type: 'image/png', size: PNG.bytes.length }),
    ]);
    const detail = json<Detail>(await get(`/api/v1/requests/${number}`));
    expect(detail.messages.at(-1)!.id).toBe(message.id);
    // The answer it waited for is there: the case goes back to customer service, still open.
    expect(detail).toMatchObject({ outcome: 'being_processed', open: true });
    expect(detail.last_activity_at).toBe(message.created_at);
    expect((await list('?limit=1')).items[0]!.number).toBe(number);
    const file = await get(`/api/v1/requests/${number}/attachments/${message.attachments[0]!.id}`);
    expect(file.rawPayload.equals(PNG.bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses a reply to a closed case (409 case_closed), an empty one (400), and writes nothing', async () => {
    const before = await counts();
    const closed = await reply(await seeded('accepted'), { body: 'Una altra cosa' }, [PNG]);
    expect(closed.statusCode).toBe(409);
    expect(json(closed).code).toBe('case_closed');
    const empty = await reply(await awaitingInformation(), { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors).toEqual({ body: ['required_field'] });
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for another customer’s case and files, on every route, and 400 for a malformed number', async () => {
    const number = await awaitingInformation();
    const attachmentId = await scalar<number>(
      t.database,
      sql`select a.id from case_attachments a join cases c on c.id = a.case_id where c.number = ${number} limit 1`,
    );
    const before = await counts();
    expect((await get(`/api/v1/requests/${number}`, company)).statusCode).toBe(404);
    expect((await reply(number, { body: 'hola' }, [], company)).statusCode).toBe(404);
    expect((await get(`/api/v1/requests/${number}/attachments/${attachmentId}`, company)).statusCode).toBe(404);
    // Her own file under another of her cases' numbers is not found either.
    expect((await get(`/api/v1/requests/${await seeded('accepted')}/attachments/${attachmentId}`)).statusCode).toBe(404);
    expect((await get('/api/v1/requests/REQ-2020-999999')).statusCode).toBe(404);
    expect((await get('/api/v1/requests/not-a-number')).statusCode).toBe(400);
    expect((await get(`/api/v1/requests/${number}/attachments/abc`)).statusCode).toBe(400);
    expect((await get('/api/v1/requests?limit=0')).statusCode).toBe(400);
    expect((await get('/api/v1/requests?offset=-1')).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('pages on the server: offset and limit, the total of all', async () => {
    const all = await list('?limit=100');
    const second = await list('?offset=1&limit=2');
    expect(second.total).toBe(all.total);
    expect(second.items.map((i) => i.number)).toEqual(all.items.slice(1, 3).map((i) => i.number));
  });

  it('lets a read-only token read but not write (403)', async () => {
    const readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
    const before = await counts();
    const created = await create(REQUEST, [PDF], readOnly);
    expect(created.statusCode).toBe(403);
    expect(json(created).code).toBe('read_only_token');
    const number = await awaitingInformation();
    expect((await reply(number, { body: 'hola' }, [], readOnly)).statusCode).toBe(403);
    expect((await get('/api/v1/requests', readOnly)).statusCode).toBe(200);
    expect((await get(`/api/v1/requests/${number}`, readOnly)).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over the size limit (413 with the limit in MB)', async () => {
    const big = Buffer.concat([PDF.bytes, Buffer.alloc(15_000_001 - PDF.bytes.length, 0x20)]);
    const res = await reply(await awaitingInformation(), { body: 'gran' }, [{ ...PDF, bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ code: 'file_too_large', limit_mb: 15 });
  });
});

describe('the attachments quota on the mailbox', () => {
  let t: TestApp;
  let marta: string;

  beforeAll(async () => {
    t = await createAppWithSettings({ attachmentQuotaBytes: 1_000_000 });
    marta = await t.login(DEMO.marta);
  });
  afterAll(() => t.close());

  it('refuses a request and a reply whose files pass the customer’s quota (413), storing nothing', async () => {
    const big = (name: string): FilePart => ({
      field: 'attachments',
      filename: name,
      contentType: 'application/pdf',
      bytes: pdfOfSize(600_000),
    });
    const files = () => scalar<number>(t.database, sql`select count(*)::int from case_attachments`);
    const before = await files();
    const form = multipart(REQUEST, [big('a.pdf'), big('b.pdf')]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: { ...bearer(marta), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(413);
    expect(json(created)).toMatchObject({ code: 'attachments_quota_exceeded', limit_mb: 1 });
    const number = await scalar<string>(
      t.database,
      sql`select number from cases where outcome = 'additional_information_needed' order by id limit 1`,
    );
    const reply = multipart({ body: 'Dues fotos' }, [big('c.pdf'), big('d.pdf')]);
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${number}/messages`,
      headers: { ...bearer(marta), ...reply.headers },
      payload: reply.payload,
    });
    expect(replied.statusCode).toBe(413);
    expect(json(replied).code).toBe('attachments_quota_exceeded');
    expect(await files()).toBe(before);
  });
});
