import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TICKET_PURPOSE, LEAD_TICKET_PURPOSE, signTicket } from '../../platform/http/form-ticket.ts';
import { loadConfig } from '../../platform/runtime/config.ts';
import { simplePdf } from '../../seed/demo/pdf-bytes.ts';
import { DEMO_STAFF } from '../../seed/index.ts';
import { runStaffCli } from '../../staff-cli/staff-cli.ts';
import { memoryTokenStore } from '../../staff-cli/token-store.ts';
import { DEMO, type FilePart, multipart, rows } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { pdfOfSize } from '../../test/uploads-test-support.ts';

const SECRET = new TextEncoder().encode(TEST_SECRET);
const ticketOf = (issuedAt: number, purpose = LEAD_TICKET_PURPOSE) =>
  signTicket(SECRET, issuedAt, randomBytes(16).toString('hex'), purpose);
const HOUR = 60 * 60 * 1000;
const CUPS = 'ES0987543210987654ZF';
const SALES = 'vendes@energia.example';
const CONTACT = {
  name: 'Laia',
  surname1: 'Puig',
  surname2: 'Serra',
  email: 'laia@example.com',
  telephone: '+34 612 345 678',
  contactHours: '15-19h',
  consent: 'true',
};
const ELECTRICITY = {
  cups: CUPS,
  comerOrigin: 3,
  accessTariff: 1,
  power: 4.6,
  power2: 4.6,
  p1: 120,
  p2: 90,
  p3: 150,
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  invoiceAmount: 95,
};
const GAS = {
  cups: CUPS,
  comerOrigin: 2,
  access_tariff: 1,
  consumption: 800,
  startDate: '2026-01-01',
  endDate: '2026-02-28',
  invoiceAmount: 120,
};
const POWER = {
  cups: CUPS,
  area: '80',
  numPersones: '3',
  cofSimul: '0.4',
  optimalPower: '4.55',
  appliances: JSON.stringify([
    { name: 'oven', enabled: true, totalPower: 2 },
    { name: 'fridge', enabled: true, totalPower: 0.3 },
  ]),
};
const PATHS = {
  electricity_comparator: '/api/v1/price-compare/confirm',
  gas_comparator: '/api/v2/gas/price-compare/confirm',
  power_calculator: '/api/v1/leads/potencia',
} as const;
const compareLead = (comparison: object, extra: Record<string, string> = {}) => ({
  ...CONTACT,
  cups: CUPS,
  mode: 'result',
  comparison: JSON.stringify(comparison),
  ...extra,
});
const pdf = (name = 'factura.pdf', field = 'invoice'): FilePart => ({
  field,
  filename: name,
  contentType: 'application/pdf',
  bytes: simplePdf('Factura', ['Gener 2026']),
});

let ip = 0;
let mails = 0;
/** Each test its own address, so the per-address throttles count only what the throttle test sends. */
const nextIp = () => `10.30.${Math.floor(++ip / 250)}.${ip % 250}`;

describe('leads (comparators, power calculator) and their staff view', () => {
  let t: TestApp;
  let staff: string;
  let marta: string;

  const ticket = async (remoteAddress: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/leads/ticket', remoteAddress });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ ticket: string }>(res).ticket;
  };
  const send = async (
    url: string,
    fields: Record<string, string>,
    files: FilePart[] = [],
    options: { remoteAddress?: string; language?: string; ticket?: string | null } = {},
  ) => {
    const remoteAddress = options.remoteAddress ?? nextIp();
    // Each lead its own address unless the test names one, so the per-address throttle counts only the throttle test's.
    if (fields.email === CONTACT.email) fields = { ...fields, email: `laia.${++mails}@example.com` };
    const given = options.ticket === undefined ? await ticket(remoteAddress) : options.ticket;
    const form = multipart({ ...(given === null ? {} : { ticket: given }), ...fields }, files);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, 'accept-language': options.language ?? 'ca-ES' },
      payload: form.payload,
      remoteAddress,
    });
  };
  const counts = () =>
    rows<{ leads: number; invoices: number; mails: number }>(
      t.database,
      sql`select (select count(*)::int from leads) as leads, (select count(*)::int from lead_invoices) as invoices,
                 (select count(*)::int from mail_outbox) as mails`,
    ).then((r) => r[0]!);
  const setTools = async (tools: { comparator?: boolean; powerCalculator?: boolean; displayTypes?: readonly string[] }) => {
    await t.app.portal.settings.patch('public', {
      ...(tools.comparator !== undefined ? { comparator: { enabled: tools.comparator } } : {}),
      ...(tools.powerCalculator !== undefined ? { powerCalculator: { enabled: tools.powerCalculator } } : {}),
      ...(tools.displayTypes ? { features: { displayTypes: [...tools.displayTypes] } } : {}),
    });
  };

  beforeAll(async () => {
    const base = loadConfig({});
    t = await createTestApp({
      config: {
        leads: {
          ...base.leads,
          ticketMinAgeMs: 0,
          perEmailPerHour: 3,
          perAddressPerHour: 6,
          salesEmail: SALES,
          uploadQuotaBytesPerDay: 40_000_000,
        },
      },
    });
    await setTools({ comparator: true, powerCalculator: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    staff = json<{ token: string }>(login).token;
    marta = await t.login(DEMO.marta);
  });
  afterAll(() => t?.close());

  describe('a valid lead of each kind is stored, acknowledged in the visitor’s language and sent to sales', () => {
    it.each([
      ['electricity_comparator', 'result', compareLead(ELECTRICITY), [], 'es-ES', 'Hemos recibido tu solicitud'],
      ['electricity_comparator', 'manual', { ...CONTACT, cups: CUPS, mode: 'manual' }, [pdf()], 'de-DE', 'Wir haben Ihre Anfrage erhalten'],
      ['gas_comparator', 'result', compareLead(GAS), [pdf()], 'fr-FR', 'Nous avons bien reçu votre demande'],
      ['gas_comparator', 'manual', { ...CONTACT, cups: CUPS, mode: 'manual' }, [pdf()], 'gl-ES', 'Recibimos a túa solicitude'],
      ['power_calculator', 'result', { ...CONTACT, ...POWER }, [], 'en-US', 'We have received your request'],
      ['power_calculator', 'result', { ...CONTACT, ...POWER }, [pdf()], 'ca-ES', 'Hem rebut la teva sol·licitud'],
    ] as const)('%s (%s) in %s', async (kind, mode, fields, files, language, subject) => {
      const before = await counts();
      const res = await send(PATHS[kind], fields, [...files], { language });
      expect(res.statusCode, res.body).toBe(200);
      const answer = json<{ status: string; lead_id: number }>(res);
      expect(answer.status).toBe('OK');
      const [lead] = await rows<Record<string, unknown>>(t.database, sql`select * from leads where id = ${answer.lead_id}`);
      expect(lead).toMatchObject({ kind, mode, language, cups: CUPS, telephone: '612345678', contact_hours: '15-19h', consent: true });
      expect(lead?.client_key).not.toContain('10.30.');
      if (kind === 'power_calculator') expect(lead?.payload).toMatchObject({ optimalPower: 4.55, area: 80, numPersones: 3, cofSimul: 0.4 });
      if (mode === 'result' && kind !== 'power_calculator') expect(lead?.payload).toMatchObject({ cups: CUPS, startDate: '2026-01-01' });
      const after = await counts();
      expect(after.leads - before.leads).toBe(1);
      expect(after.invoices - before.invoices).toBe(files.length);
      expect(after.mails - before.mails).toBe(2);
      const mails = await rows<{ to_address: string; language: string; template_key: string; subject: string; text: string }>(
        t.database,
        sql`select to_address, language, template_key, subject, text from mail_outbox order by id desc limit 2`,
      );
      const visitor = mails.find((m) => m.template_key === 'lead_received');
      const sales = mails.find((m) => m.template_key === 'lead_notification');
      expect(visitor).toMatchObject({ language, subject });
      expect(visitor?.to_address).toMatch(/^laia\.\d+@example\.com$/);
      // The visitor's own words never reach the address they typed (anyone could type any).
      expect(visitor?.text).not.toContain('Laia');
      expect(visitor?.text).toContain('900 828 282');
      expect(sales?.to_address).toBe(SALES);
      for (const value of ['Laia', 'Puig', 'Serra', 'laia.', '612345678', CUPS, String(answer.lead_id)])
        expect(sales?.text).toContain(value);
      if (files.length > 0) expect(sales?.text).toContain(`npm run staff -- leads invoice ${answer.lead_id}`);
    });
  });

  it('stores the invoice exactly as sent, and staff download it', async () => {
    const bytes = pdfOfSize(300_000, 'Factura');
    const res = await send(PATHS.electricity_comparator, { ...CONTACT, cups: CUPS, mode: 'manual' }, [
      { field: 'invoice', filename: 'factura-gener.pdf', contentType: 'application/pdf', bytes },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const id = json<{ lead_id: number }>(res).lead_id;
    const file = await t.app.inject({ method: 'GET', url: `/api/v1/staff/leads/${id}/invoice`, headers: bearer(staff) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
  });

  describe('field errors: 400 with the field and nothing stored', () => {
    const electricity = (extra: Record<string, string>) =>
      [PATHS.electricity_comparator, { ...compareLead(ELECTRICITY), ...extra }] as const;
    const power = (extra: Record<string, string>) => [PATHS.power_calculator, { ...CONTACT, ...POWER, ...extra }] as const;
    it.each([
      ['name empty', ...electricity({ name: '' }), 'name', 'required_field'],
      ['surname1 empty', ...electricity({ surname1: '  ' }), 'surname1', 'required_field'],
      ['email not valid', ...electricity({ email: 'laia@' }), 'email', 'email_not_valid'],
      ['phone too short', ...electricity({ telephone: '12' }), 'telephone', 'lead_contact_phone_not_valid'],
      ['phone not a phone', ...electricity({ telephone: 'call me' }), 'telephone', 'lead_contact_phone_not_valid'],
      ['contact hours off the list', ...electricity({ contactHours: '8-9h' }), 'contactHours', 'required_field'],
      ['consent false', ...electricity({ consent: 'false' }), 'consent', 'consent_required'],
      ['CUPS not valid', ...electricity({ cups: 'ES0987543210987654FZ' }), 'cups', 'cups_invalid'],
      ['mode missing', ...electricity({ mode: '' }), 'mode', 'required_field'],
      ['comparison not JSON', ...electricity({ comparison: '{' }), 'comparison', 'field_invalid'],
      [
        'comparison ending before it starts',
        ...electricity({ comparison: JSON.stringify({ ...ELECTRICITY, endDate: '2025-12-01' }) }),
        'comparison.endDate',
        undefined,
      ],
      ['manual without the invoice', ...electricity({ mode: 'manual' }), 'invoice', 'required_field'],
      ['area negative', ...power({ area: '-1' }), 'area', 'field_invalid'],
      ['people with decimals', ...power({ numPersones: '2.5' }), 'numPersones', 'whole_number_required'],
      ['simultaneity off the list', ...power({ cofSimul: '0.5' }), 'cofSimul', 'field_invalid'],
      ['appliances not JSON', ...power({ appliances: 'oven' }), 'appliances', 'field_invalid'],
    ])('%s', async (_case, url, fields, field, message) => {
      const before = await counts();
      const res = await send(url, fields);
      expect(res.statusCode, res.body).toBe(400);
      const errors = json<{ errors: Record<string, string[]> }>(res).errors;
      expect(Object.keys(errors)).toContain(field);
      if (message) expect(errors[field]).toContain(message);
      expect(await counts()).toEqual(before);
    });

    it('a file in another field than invoice', async () => {
      const res = await send(PATHS.power_calculator, { ...CONTACT, ...POWER }, [pdf('factura.pdf', 'files')]);
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ errors: Record<string, string[]> }>(res).errors.invoice).toEqual(['field_invalid']);
    });

    it('two invoices', async () => {
      const res = await send(PATHS.power_calculator, { ...CONTACT, ...POWER }, [pdf(), pdf('b.pdf')]);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).code).toBe('files_too_many');
    });
  });

  it('removes a leading +34 and the spaces from the phone; other prefixes stay', async () => {
    for (const [typed, stored] of [
      ['+34 612 345 678', '612345678'],
      ['612 34 56 78', '612345678'],
      ['+33 6 12 34 56 78', '+33612345678'],
    ]) {
      const res = await send(PATHS.power_calculator, { ...CONTACT, ...POWER, telephone: typed!, email: `phone${stored}@example.com` });
      expect(res.statusCode, res.body).toBe(200);
      const [lead] = await rows<{ telephone: string }>(
        t.database,
        sql`select telephone from leads where id = ${json<{ lead_id: number }>(res).lead_id}`,
      );
      expect(lead?.telephone).toBe(stored);
    }
  });

  describe('files', () => {
    it('refuses an invoice over 15,000,000 bytes with 413 file_too_large (15 MB), storing nothing', async () => {
      const before = await counts();
      const res = await send(PATHS.gas_comparator, { ...CONTACT, cups: CUPS, mode: 'manual' }, [
        { field: 'invoice', filename: 'gran.pdf', contentType: 'application/pdf', bytes: pdfOfSize(15_000_001) },
      ]);
      expect(res.statusCode, res.body).toBe(413);
      expect(json(res)).toMatchObject({ code: 'file_too_large', message: 'file_too_large', limit_mb: 15 });
      expect(await counts()).toEqual(before);
    });

    it('takes one of exactly 15,000,000 bytes', async () => {
      const res = await send(PATHS.gas_comparator, { ...CONTACT, cups: CUPS, mode: 'manual', email: 'exacte@example.com' }, [
        { field: 'invoice', filename: 'just.pdf', contentType: 'application/pdf', bytes: pdfOfSize(15_000_000) },
      ]);
      expect(res.statusCode, res.body).toBe(200);
    });

    it.each([
      ['text named .pdf', Buffer.from('Not a PDF, just text\n'.repeat(50))],
      ['HTML named .pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['an empty file', Buffer.alloc(0)],
    ])('refuses %s with 415 by its real type', async (_case, bytes) => {
      const before = await counts();
      const res = await send(PATHS.electricity_comparator, { ...CONTACT, cups: CUPS, mode: 'manual' }, [
        { field: 'invoice', filename: 'factura.pdf', contentType: 'application/pdf', bytes },
      ]);
      expect(res.statusCode, res.body).toBe(415);
      expect(json(res).code).toBe('invalid_attachment_format');
      expect(await counts()).toEqual(before);
    });

    it('cleans a hostile file name, and the sales mail shows it escaped', async () => {
      const res = await send(PATHS.electricity_comparator, { ...CONTACT, cups: CUPS, mode: 'manual', email: 'nom@example.com' }, [
        pdf('../../etc/<img src=x onerror=alert(1)>\u202Ewd\u0007.pdf'),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const id = json<{ lead_id: number }>(res).lead_id;
      const [file] = await rows<{ filename: string }>(t.database, sql`select filename from lead_invoices where lead_id = ${id}`);
      for (const removed of ['/', '\\', '\u202E', '\u0007']) expect(file?.filename).not.toContain(removed);
      expect(file?.filename.endsWith('.pdf')).toBe(true);
      const [mail] = await rows<{ html: string }>(
        t.database,
        sql`select html from mail_outbox where template_key = 'lead_notification' order by id desc limit 1`,
      );
      expect(mail?.html).not.toContain('<img');
      expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    });
  });

  describe('the ticket and the honeypot: one refusal, lead_refused, nothing stored', () => {
    it.each([
      ['missing', null, 400, 'validation_error'],
      ['forged', 'v1.1700000000000.00000000000000000000000000000000.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 400, 'lead_refused'],
      [
        'signed with another secret',
        signTicket(new TextEncoder().encode('x'.repeat(64)), Date.now() - 60_000, 'a'.repeat(32), LEAD_TICKET_PURPOSE),
        400,
        'lead_refused',
      ],
      ['the unsigned contact’s', ticketOf(Date.now() - 60_000, CONTACT_TICKET_PURPOSE), 400, 'lead_refused'],
      ['too young (issued in the future)', ticketOf(Date.now() + HOUR), 400, 'lead_refused'],
      ['expired', ticketOf(Date.now() - 3 * HOUR), 400, 'lead_refused'],
    ])('%s', async (_case, given, status, code) => {
      const before = await counts();
      const res = await send(PATHS.power_calculator, { ...CONTACT, ...POWER }, [], { ticket: given });
      expect(res.statusCode, res.body).toBe(status);
      expect(json(res).code).toBe(code);
      expect(await counts()).toEqual(before);
    });

    it('replayed: the second use of a ticket is refused', async () => {
      const remoteAddress = nextIp();
      const kept = await ticket(remoteAddress);
      const first = await send(PATHS.power_calculator, { ...CONTACT, ...POWER, email: 'replay@example.com' }, [], {
        remoteAddress,
        ticket: kept,
      });
      expect(first.statusCode, first.body).toBe(200);
      const second = await send(PATHS.power_calculator, { ...CONTACT, ...POWER, email: 'replay2@example.com' }, [], {
        remoteAddress,
        ticket: kept,
      });
      expect(second.statusCode).toBe(400);
      expect(json(second).code).toBe('lead_refused');
    });

    it('a field error keeps the ticket for the corrected form', async () => {
      const remoteAddress = nextIp();
      const kept = await ticket(remoteAddress);
      const wrong = await send(PATHS.power_calculator, { ...CONTACT, ...POWER, name: '' }, [], { remoteAddress, ticket: kept });
      expect(wrong.statusCode).toBe(400);
      const right = await send(PATHS.power_calculator, { ...CONTACT, ...POWER, email: 'retry@example.com' }, [], {
        remoteAddress,
        ticket: kept,
      });
      expect(right.statusCode, right.body).toBe(200);
    });

    it('a filled honeypot', async () => {
      const before = await counts();
      const res = await send(PATHS.electricity_comparator, { ...compareLead(ELECTRICITY), website: 'http://spam.example' });
      expect(res.statusCode).toBe(400);
      expect(json(res).code).toBe('lead_refused');
      expect(await counts()).toEqual(before);
    });
  });

  describe('throttling (429)', () => {
    it('per e-mail address, whatever the IP', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await send(PATHS.power_calculator, { ...CONTACT, ...POWER, email: 'Pressa@Example.com' });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('per address, before the body is read', async () => {
      const remoteAddress = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const res = await send(PATHS.power_calculator, { ...CONTACT, ...POWER, email: `ip${i}@example.com` }, [], { remoteAddress });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
      const last = await send(PATHS.power_calculator, { ...CONTACT, ...POWER, email: 'ip9@example.com' }, [], {
        remoteAddress,
        ticket: 'x',
      });
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toBeDefined();
    });
  });

  describe('each call is 404 while its tool is off', () => {
    it.each([
      [{ comparator: false }, ['electricity_comparator', 'gas_comparator'], ['power_calculator']],
      [{ comparator: true, displayTypes: ['electricity'] }, ['gas_comparator'], ['electricity_comparator', 'power_calculator']],
      [{ powerCalculator: false }, ['power_calculator'], ['electricity_comparator', 'gas_comparator']],
    ] as const)('%o', async (tools, closed, open) => {
      await setTools(tools);
      try {
        const fields = {
          electricity_comparator: compareLead(ELECTRICITY),
          gas_comparator: compareLead(GAS),
          power_calculator: { ...CONTACT, ...POWER },
        };
        for (const kind of closed) {
          const res = await send(PATHS[kind], fields[kind], [], { ticket: 'x' });
          expect(res.statusCode, kind).toBe(404);
        }
        for (const kind of open) {
          const res = await send(PATHS[kind], { ...fields[kind], email: `open-${kind}@example.com` });
          expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
        }
      } finally {
        await setTools({ comparator: true, powerCalculator: true, displayTypes: ['electricity', 'gas'] });
      }
    });

    it('the ticket while every tool is off', async () => {
      await setTools({ comparator: false, powerCalculator: false });
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/leads/ticket', remoteAddress: nextIp() });
        expect(res.statusCode).toBe(404);
      } finally {
        await setTools({ comparator: true, powerCalculator: true });
      }
    });
  });

  describe('staff', () => {
    it('lists the leads newest first, by kind and by day, paged', async () => {
      const all = await t.app.inject({ method: 'GET', url: '/api/v1/staff/leads?limit=5', headers: bearer(staff) });
      expect(all.statusCode, all.body).toBe(200);
      const list = json<{ items: { id: number; kind: string; created_at: string }[]; total: number; limit: number }>(all);
      expect(list.items).toHaveLength(5);
      expect(list.total).toBeGreaterThan(5);
      const ids = list.items.map((l) => l.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const gas = json<{ items: { kind: string }[] }>(
        await t.app.inject({ method: 'GET', url: '/api/v1/staff/leads?kind=gas_comparator&limit=100', headers: bearer(staff) }),
      );
      expect(gas.items.length).toBeGreaterThan(0);
      expect(new Set(gas.items.map((l) => l.kind))).toEqual(new Set(['gas_comparator']));
      const none = json<{ items: unknown[]; total: number }>(
        await t.app.inject({ method: 'GET', url: '/api/v1/staff/leads?from=2020-01-01&to=2020-12-31', headers: bearer(staff) }),
      );
      expect(none).toMatchObject({ items: [], total: 0 });
      const recent = json<{ total: number }>(
        await t.app.inject({ method: 'GET', url: `/api/v1/staff/leads?from=2020-01-01&to=2099-12-31`, headers: bearer(staff) }),
      );
      expect(recent.total).toBe(list.total);
    });

    it.each([
      ['kind=other', 'kind'],
      ['from=2026-02-30', 'from'],
      ['from=yesterday', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['limit=0', 'limit'],
    ])('refuses %s with a field error', async (query, field) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/staff/leads?${query}`, headers: bearer(staff) });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors)).toContain(field);
    });

    it('exports every field as a CSV in the language asked for', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/staff/leads/export?kind=power_calculator',
        headers: { ...bearer(staff), 'accept-language': 'es-ES' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/leads-\d{4}-\d{2}-\d{2}\.csv/);
      const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Número;Recibida;Herramienta;Modo;Nombre;Primer apellido;Segundo apellido;Correo electrónico;Teléfono;Horario de contacto;Consentimiento;Idioma;CUPS;Factura;Datos',
      );
      const laia = lines.find((l) => /;"laia\.\d+@example\.com";/.test(l));
      expect(laia).toMatch(
        /^\d+;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};la calculadora de potencia;Tras el resultado;Laia;Puig;Serra;"laia\.\d+@example\.com";612345678;15-19h;Sí;/,
      );
      expect(laia).toContain(CUPS);
      expect(laia).toContain('optimalPower: 4.55');
      const english = await t.app.inject({
        method: 'GET',
        url: '/api/v1/staff/leads/export',
        headers: { ...bearer(staff), 'accept-language': 'en-US' },
      });
      expect(english.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Number,Received,Tool,Mode,/);
    });

    it('answers 404 for the invoice of a lead without one, or of no lead', async () => {
      const res = await send(PATHS.power_calculator, { ...CONTACT, ...POWER, email: 'sense@example.com' });
      const id = json<{ lead_id: number }>(res).lead_id;
      for (const url of [`/api/v1/staff/leads/${id}/invoice`, '/api/v1/staff/leads/999999/invoice']) {
        expect((await t.app.inject({ method: 'GET', url, headers: bearer(staff) })).statusCode).toBe(404);
      }
    });

    it.each(['/api/v1/staff/leads', '/api/v1/staff/leads/export', '/api/v1/staff/leads/1/invoice'])(
      'refuses %s without a staff token (a customer’s, none)',
      async (url) => {
        for (const headers of [bearer(marta), {}]) {
          const res = await t.app.inject({ method: 'GET', url, headers });
          expect(res.statusCode).toBe(401);
        }
      },
    );
  });

  describe('npm run staff -- leads', () => {
    let url: string;
    let dir: string;
    const run = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const written: string[] = [];
      const code = await runStaffCli(argv, {
        env: { PORTAL_URL: url, STAFF_EMAIL: DEMO_STAFF.email, STAFF_PASSWORD: DEMO_STAFF.password, LANG: 'ca_ES.UTF-8' },
        out: (text) => out.push(text),
        write: (text) => written.push(text),
        err: (text) => err.push(text),
        tokens: memoryTokenStore(),
      });
      return { code, out: out.join('\n'), err: err.join('\n'), written: written.join('') };
    };

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      dir = await mkdtemp(path.join(tmpdir(), 'leads-cli-'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('leads: a table, newest first', async () => {
      const { code, out, err } = await run(['leads', '--kind', 'gas_comparator', '--limit', '3']);
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(out).toMatch(/ID\s+RECEIVED\s+KIND\s+MODE\s+NAME\s+EMAIL\s+PHONE\s+HOURS\s+LANGUAGE\s+CUPS/);
      expect(out).toContain('gas_comparator');
      expect(out).toContain('Laia Puig Serra');
      expect(out).toMatch(/1-\d of \d+/);
    });

    it('leads --csv: the CSV on standard output, in LANG', async () => {
      const { code, written } = await run(['leads', '--csv']);
      expect(code).toBe(0);
      expect(written.replace(/^\uFEFF/, '')).toMatch(/^Número;Rebuda;Eina;Mode;Nom;/);
    });

    it('leads invoice <id> <file>: the invoice into a new file, never over one', async () => {
      const bytes = pdfOfSize(70_000, 'CLI');
      const res = await send(PATHS.electricity_comparator, { ...CONTACT, cups: CUPS, mode: 'manual', email: 'cli@example.com' }, [
        { field: 'invoice', filename: 'cli.pdf', contentType: 'application/pdf', bytes },
      ]);
      const id = String(json<{ lead_id: number }>(res).lead_id);
      const file = path.join(dir, 'factura.pdf');
      const first = await run(['leads', 'invoice', id, file]);
      expect(first.err).toBe('');
      expect(first.code).toBe(0);
      expect(Buffer.compare(await readFile(file), bytes)).toBe(0);
      const again = await run(['leads', 'invoice', id, file]);
      expect(again.code).toBe(1);
      expect(again.err).toContain('exists');
      const bad = await run(['leads', '--kind', 'other']);
      expect(bad.code).toBe(2);
    });
  });
});
