import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TICKET_PURPOSE, signTicket } from '../../platform/http/form-ticket.ts';
import { loadConfig } from '../../platform/runtime/config.ts';
import { simplePdf } from '../../seed/demo/pdf-bytes.ts';
import { DEMO, type FilePart, multipart, rows } from '../../test/contracts-test-support.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { deliveredMail, type SmtpTestServer } from '../../test/smtp-test-server.ts';
import { bearer, json, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { unsignedContactClient } from '../../test/unsigned-contact-client.ts';

const pdf = (name: string, field = 'attachments'): FilePart => ({
  field,
  filename: name,
  contentType: 'application/pdf',
  bytes: simplePdf('Document', [name]),
});
const SIGNED = {
  polissa_id: DEMO.active,
  polissa_type: 'electricity',
  categ_id: '10',
  title: 'Factura duplicada',
  message: 'La factura de setembre apareix dues vegades.',
};
const UNSIGNED = {
  email: 'visitant@example.com',
  mobile: '612 345 678',
  category: '10',
  subject: 'Informació de tarifes',
  description: 'Voldria saber quines tarifes teniu.',
};
const SECRET = new TextEncoder().encode(TEST_SECRET);
const HOUR = 60 * 60 * 1000;
const ticketAt = (issuedAt: number) => signTicket(SECRET, issuedAt, randomBytes(16).toString('hex'), CONTACT_TICKET_PURPOSE);
let ip = 0;
/** Each test its own address, so the per-IP throttle counts only what the throttle test sends. */
const nextIp = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;

describe('contact forms', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let marta: string;
  let company: string;

  const counts = () =>
    rows<{ cases: number; attachments: number; mails: number }>(
      t.database,
      sql`select (select count(*)::int from cases) as cases, (select count(*)::int from case_attachments) as attachments,
                 (select count(*)::int from mail_outbox) as mails`,
    ).then((r) => r[0]!);
  const categories = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/crm/cases/categories/${query}`, headers });
  const sendSigned = (fields: Record<string, string>, files: FilePart[] = [pdf('a.pdf')], token = marta, language = 'ca-ES') => {
    const form = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/crm/cases/',
      headers: { ...bearer(token), ...form.headers, 'accept-language': language },
      payload: form.payload,
    });
  };
  const { ticket, send: sendUnsigned } = unsignedContactClient(() => t, nextIp, 'es-ES');
  const mailTo = (address: string, number: string) => deliveredMail(smtp, address, number);
  const setFlag = async (enabled: boolean) => {
    await t.database.db.execute(sql`update feature_flags set enabled = ${enabled} where name = 'crm.case'`);
    t.app.portal.settings.invalidate();
  };

  beforeAll(async () => {
    const base = loadConfig({});
    ({ t, smtp } = await createSmtpTestApp({
      config: {
        unsignedContact: { ...base.unsignedContact, ticketMinAgeMs: 0, perEmailPerHour: 3, perAddressPerHour: 6 },
      },
    }));
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('categories', () => {
    it('answers every category to a customer, names in the request’s language', async () => {
      const res = await categories('', { ...bearer(marta), 'accept-language': 'en-US' });
      expect(res.statusCode, res.body).toBe(200);
      const list = json<Array<{ id: number; name: string }>>(res);
      expect(list.map((c) => c.id)).toEqual([10, 11, 20, 30, 40, 50, 90]);
      expect(list[0]).toEqual({ id: 10, name: 'Invoices' });
    });

    it('answers only the unsigned ones with unsigned=true, anonymous allowed', async () => {
      const res = await categories('?unsigned=true', { 'accept-language': 'de-DE' });
      expect(res.statusCode, res.body).toBe(200);
      const list = json<Array<{ id: number; name: string }>>(res);
      expect(list.map((c) => c.id)).toEqual([10, 30, 50, 90]);
      expect(list[0]).toEqual({ id: 10, name: 'Rechnungen' });
    });

    it('needs a session without unsigned=true (401), refuses a bad query (400)', async () => {
      expect((await categories('')).statusCode).toBe(401);
      expect((await categories('?unsigned=false')).statusCode).toBe(401);
      expect((await categories('', bearer('not-a-token'))).statusCode).toBe(401);
      expect((await categories('?unsigned=yes')).statusCode).toBe(400);
    });
  });

  describe('the signed contact', () => {
    it('files a case with two files, answers its id and number, and mails the acknowledgement', async () => {
      const before = await counts();
      const res = await sendSigned(SIGNED, [pdf('a.pdf'), pdf('b.pdf')]);
      expect(res.statusCode, res.body).toBe(200);
      const body = json<{ id: number; case_number: string }>(res);
      expect(body.case_number).toMatch(/^CON-\d{4}-\d{6}$/);
      const [row] = await rows(
        t.database,
        sql`select c.id, c.kind, c.subject, c.description, c.category_id, c.meter_reading_kwh, k.name as contract,
                   (select count(*)::int from case_attachments a where a.case_id = c.id) as files
              from cases c join contracts k on k.id = c.contract_id where c.number = ${body.case_number}`,
      );
      expect(row).toEqual({
        id: body.id,
        kind: 'signed_contact',
        subject: SIGNED.title,
        description: SIGNED.message,
        category_id: 10,
        meter_reading_kwh: null,
        contract: DEMO.active,
        files: 2,
      });
      expect(await counts()).toEqual({ cases: before.cases + 1, attachments: before.attachments + 2, mails: before.mails + 1 });
      const mail = await mailTo('marta.puig@correu.example', body.case_number);
      expect(mail?.subject).toBe(`Hem rebut la teva consulta (${body.case_number})`);
      expect(mail?.text).toContain(body.case_number);
      expect(mail?.html).toContain(body.case_number);
    });

    it('stores the reading in the autoreads mode (category 20), and refuses a reading with another category', async () => {
      const res = await sendSigned({ ...SIGNED, categ_id: '20', meter_reading: '4521' });
      expect(res.statusCode, res.body).toBe(200);
      const number = json<{ case_number: string }>(res).case_number;
      const [row] = await rows(t.database, sql`select category_id, meter_reading_kwh from cases where number = ${number}`);
      expect(row).toEqual({ category_id: 20, meter_reading_kwh: 4521 });
      const wrong = await sendSigned({ ...SIGNED, meter_reading: '4521' });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong).errors).toEqual({ categ_id: ['contact_autoreads_category'] });
      const bad = await sendSigned({ ...SIGNED, categ_id: '20', meter_reading: '-3' });
      expect(json(bad).errors).toEqual({ meter_reading: ['meter_reading_invalid'] });
    });

    it('answers 404 for another customer’s contract or a contract of another type, and writes nothing', async () => {
      const before = await counts();
      const theirs = await sendSigned({ ...SIGNED, polissa_id: DEMO.sixPeriods });
      expect(theirs.statusCode).toBe(404);
      expect(json(theirs).code).toBe('contract_not_found');
      expect((await sendSigned(SIGNED, [pdf('a.pdf')], company)).statusCode).toBe(404);
      expect((await sendSigned({ ...SIGNED, polissa_type: 'gas' })).statusCode).toBe(404);
      // Checked before the other fields and the files: the same answer as for a missing contract.
      const malformed = await sendSigned({ ...SIGNED, polissa_id: DEMO.sixPeriods, title: '' }, []);
      expect(malformed.statusCode).toBe(404);
      expect((await sendSigned({ ...SIGNED, polissa_id: 'X-NOPE', title: '' }, [])).statusCode).toBe(404);
      expect(await counts()).toEqual(before);
    });

    it('refuses malformed fields with a field error each, an unknown category, and no file', async () => {
      const before = await counts();
      const res = await sendSigned({ polissa_id: '', polissa_type: 'water', categ_id: 'x', title: ' ', message: '' }, []);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toEqual({
        polissa_id: ['required_field'],
        polissa_type: ['required_field'],
        categ_id: ['contact_category_required'],
        title: ['required_field'],
        message: ['required_field'],
        attachments: ['attachments_required'],
      });
      const unknown = await sendSigned({ ...SIGNED, categ_id: '77' });
      expect(json(unknown).errors).toEqual({ categ_id: ['contact_category_required'] });
      const asJson = await t.app.inject({ method: 'POST', url: '/api/v1/crm/cases/', headers: bearer(marta), payload: SIGNED });
      expect(asJson.statusCode).toBe(400);
      expect(json(asJson).errors).toEqual({ attachments: ['attachments_required'] });
      expect(await counts()).toEqual(before);
    });

    it('refuses a seventh file, a file of the wrong type and one over the limit', async () => {
      const before = await counts();
      const seven = await sendSigned(
        SIGNED,
        Array.from({ length: 7 }, (_, i) => pdf(`${i}.pdf`)),
      );
      expect(seven.statusCode).toBe(400);
      expect(json(seven).code).toBe('files_too_many');
      const text = await sendSigned(SIGNED, [{ ...pdf('fake.pdf'), bytes: Buffer.from('plain text, not a pdf') }]);
      expect(text.statusCode).toBe(400);
      expect(json(text).code).toBe('invalid_attachment_format');
      const big = await sendSigned(SIGNED, [{ ...pdf('big.pdf'), bytes: Buffer.alloc(15_000_001, 0x25) }]);
      expect(big.statusCode).toBe(413);
      expect(json(big)).toMatchObject({ code: 'file_too_large', limit_mb: 15 });
      expect(await counts()).toEqual(before);
    });

    it('refuses a read-only token (403) and no token (401)', async () => {
      const readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
      const before = await counts();
      const res = await sendSigned(SIGNED, [pdf('a.pdf')], readOnly);
      expect(res.statusCode).toBe(403);
      expect(json(res).code).toBe('read_only_token');
      const form = multipart(SIGNED, [pdf('a.pdf')]);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/crm/cases/', headers: form.headers, payload: form.payload })).statusCode,
      ).toBe(401);
      expect(await counts()).toEqual(before);
      // Reading the categories is allowed.
      expect((await categories('', bearer(readOnly))).statusCode).toBe(200);
    });

    it('answers 404 while the server flag crm.case or the contact feature is off', async () => {
      await setFlag(false);
      try {
        expect((await sendSigned(SIGNED)).statusCode).toBe(404);
        expect((await categories('', bearer(marta))).statusCode).toBe(404);
      } finally {
        await setFlag(true);
      }
      await t.app.portal.settings.patch('public', { features: { contact: false } });
      try {
        expect((await sendSigned(SIGNED)).statusCode).toBe(404);
      } finally {
        await t.app.portal.settings.patch('public', { features: { contact: true } });
      }
      expect((await sendSigned(SIGNED)).statusCode).toBe(200);
    });
  });

  describe('the unsigned contact', () => {
    it('files a case without a customer, with a file, and mails the acknowledgement in the request’s language', async () => {
      const before = await counts();
      const res = await sendUnsigned({ ...UNSIGNED, email: 'nuria@example.com', website: '' }, [pdf('factura.pdf', 'attachment')]);
      expect(res.statusCode, res.body).toBe(200);
      const number = json<{ result: { case_number: string } }>(res).result.case_number;
      expect(number).toMatch(/^WEB-\d{4}-\d{6}$/);
      const [row] = await rows(
        t.database,
        sql`select kind, customer_id, user_id, contact_email, contact_mobile, category_id, subject, description,
                   (select count(*)::int from case_attachments a where a.case_id = cases.id) as files
              from cases where number = ${number}`,
      );
      expect(row).toEqual({
        kind: 'unsigned_contact',
        customer_id: null,
        user_id: null,
        contact_email: 'nuria@example.com',
        contact_mobile: UNSIGNED.mobile,
        category_id: 10,
        subject: UNSIGNED.subject,
        description: UNSIGNED.description,
        files: 1,
      });
      expect(await counts()).toEqual({ cases: before.cases + 1, attachments: before.attachments + 1, mails: before.mails + 1 });
      const mail = await mailTo('nuria@example.com', number);
      expect(mail?.subject).toBe(`Hemos recibido tu consulta (${number})`);
      expect(mail?.text).toContain(number);
    });

    it('takes JSON without a file too', async () => {
      const remoteAddress = nextIp();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/crm/unsigned/',
        payload: { ...UNSIGNED, email: 'json@example.com', ticket: await ticket(remoteAddress) },
        remoteAddress,
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('refuses malformed fields with a field error each, a category visitors are not offered, and a seventh file', async () => {
      const before = await counts();
      const res = await sendUnsigned({ email: 'nope', mobile: '12', category: '', subject: '', description: ' ' });
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toEqual({
        email: ['email_not_valid'],
        mobile: ['lead_contact_phone_not_valid'],
        category: ['contact_category_required'],
        subject: ['required_field'],
        description: ['required_field'],
      });
      const signedOnly = await sendUnsigned({ ...UNSIGNED, email: 'cat@example.com', category: '20' });
      expect(json(signedOnly).errors).toEqual({ category: ['contact_category_required'] });
      const seven = await sendUnsigned(
        { ...UNSIGNED, email: 'seven@example.com' },
        Array.from({ length: 7 }, (_, i) => pdf(`${i}.pdf`, 'attachment')),
      );
      expect(json(seven).code).toBe('files_too_many');
      const wrongType = await sendUnsigned({ ...UNSIGNED, email: 'type@example.com' }, [
        { ...pdf('x.pdf', 'attachment'), bytes: Buffer.from('text') },
      ]);
      expect(json(wrongType).code).toBe('invalid_attachment_format');
      expect(await counts()).toEqual(before);
    });

    it('keeps the ticket of a form refused for a field, so the visitor can correct and send it', async () => {
      const remoteAddress = nextIp();
      const kept = await ticket(remoteAddress);
      const first = await sendUnsigned({ ...UNSIGNED, email: 'retry@example.com', subject: '' }, [], { remoteAddress, ticket: kept });
      expect(first.statusCode).toBe(400);
      const second = await sendUnsigned({ ...UNSIGNED, email: 'retry@example.com' }, [], { remoteAddress, ticket: kept });
      expect(second.statusCode, second.body).toBe(200);
    });

    it.each([
      ['a filled honeypot', { website: 'http://spam.example' }, undefined],
      ['no ticket', {}, ''],
      ['a forged ticket', {}, `${ticketAt(Date.now() - 60_000).slice(0, -4)}AAAA`],
      [
        'a ticket signed with another secret',
        {},
        signTicket(new TextEncoder().encode('x'.repeat(64)), Date.now() - 60_000, 'a'.repeat(32), CONTACT_TICKET_PURPOSE),
      ],
      ['a ticket younger than the minimum age', {}, ticketAt(Date.now() + HOUR)],
      ['a ticket older than two hours', {}, ticketAt(Date.now() - 2 * HOUR - 1000)],
    ])('refuses %s (400 contact_refused) and writes nothing', async (label, extra, given) => {
      const before = await counts();
      const email = `bot-${label.replace(/\W+/g, '-')}@example.com`;
      const res = await sendUnsigned({ ...UNSIGNED, email, ...extra }, [], given === undefined ? {} : { ticket: given });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ code: 'contact_refused', message: 'contact_refused' });
      expect(await counts()).toEqual(before);
    });

    it('refuses a ticket used twice (replay)', async () => {
      const used = ticketAt(Date.now() - 10_000);
      expect((await sendUnsigned({ ...UNSIGNED, email: 'once@example.com' }, [], { ticket: used })).statusCode).toBe(200);
      const before = await counts();
      const again = await sendUnsigned({ ...UNSIGNED, email: 'twice@example.com' }, [], { ticket: used });
      expect(again.statusCode).toBe(400);
      expect(json(again).code).toBe('contact_refused');
      expect(await counts()).toEqual(before);
    });

    it('throttles an address (429 with Retry-After) whatever the IP', async () => {
      const email = 'many@example.com';
      for (let i = 0; i < 3; i++) expect((await sendUnsigned({ ...UNSIGNED, email })).statusCode).toBe(200);
      const before = await counts();
      const res = await sendUnsigned({ ...UNSIGNED, email: 'MANY@example.com' });
      expect(res.statusCode).toBe(429);
      expect(json(res).code).toBe('contact_too_many_requests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await counts()).toEqual(before);
      expect((await sendUnsigned({ ...UNSIGNED, email: 'other@example.com' })).statusCode).toBe(200);
    });

    it('throttles an IP (429), every attempt counted', async () => {
      const remoteAddress = nextIp();
      const tickets = await Promise.all(Array.from({ length: 7 }, () => ticket(remoteAddress)));
      const answers: number[] = [];
      for (const [i, given] of tickets.entries()) {
        answers.push((await sendUnsigned({ ...UNSIGNED, email: `ip${i}@example.com` }, [], { remoteAddress, ticket: given })).statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
    });

    it('answers 404 to the ticket, the send and the categories while the unsigned contact is off', async () => {
      const remoteAddress = nextIp();
      const given = await ticket(remoteAddress);
      await t.app.portal.settings.patch('public', { features: { unsignedContact: false } });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/api/v1/crm/unsigned/ticket', remoteAddress })).statusCode).toBe(404);
        expect((await sendUnsigned(UNSIGNED, [], { remoteAddress, ticket: given })).statusCode).toBe(404);
        expect((await categories('?unsigned=true')).statusCode).toBe(404);
      } finally {
        await t.app.portal.settings.patch('public', { features: { unsignedContact: true } });
      }
    });
  });
});
