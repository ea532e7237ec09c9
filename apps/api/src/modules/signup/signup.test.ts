import { buildPath } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCustomer } from '../../seed/signup-customer-ids.ts';
import { testContractName, testCustomerTaxId } from '../../seed/test-customer-ids.ts';
import { rows, scalar } from '../../test/contracts-test-support.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { SIGNUP_TEXTS } from './texts.ts';

const PUBLIC_URL = 'https://portal.example';
const LIMIT = 6;
const PASSWORD = 'Nova-Clau-Alta1';
type Render = { result: { render: { errors?: string[]; body?: string } } };

describe('sign-up and activation', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let address = 0;
  // Each test its own client address, so the per-address throttle counts only its own calls.
  const newAddress = () => `10.1.0.${++address}`;

  const confirm = (body: Record<string, unknown>, options: { language?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/signup/confirm',
      remoteAddress: options.ip ?? newAddress(),
      headers: { 'accept-language': options.language ?? 'ca-ES' },
      payload: body,
    });
  const activate = (token: string, password = PASSWORD, ip = newAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/v1/signup/activate', remoteAddress: ip, payload: { token, password, repeat: password } });
  const form = (index: number, extra: Record<string, unknown> = {}) => {
    const { nif, contract } = signupCustomer(index);
    const email = `alta${index}@correu.example`;
    return { nif, contract, email, email2: email, accept_conditions: true, accept_gdpr: true, ...extra };
  };
  const userOf = async (nif: string) =>
    (
      await rows<{ id: number; email: string; locale: string; has_password: boolean }>(
        t.database,
        sql`select id, email, locale, password_hash is not null as has_password from users where login = ${nif}`,
      )
    )[0];
  const mailCount = () => scalar<number>(t.database, sql`select count(*)::int from mail_outbox`);
  const linkIn = (mail: ParsedMail | undefined): string => {
    const match = /https:\/\/portal\.example\/[^\s"<]*\?key=[A-Za-z0-9_-]+/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no activation link in ${mail?.text}`);
    return match[0];
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('key') ?? '';
  /** Signs up copy `index` and answers the link of the mail it receives. */
  const signUpAndReadLink = async (index: number, extra: Record<string, unknown> = {}, language = 'ca-ES') => {
    const before = smtp.received.length;
    const res = await confirm(form(index, extra), { language });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Render>(res).result.render.body, res.body).toBeDefined();
    const received = await smtp.waitFor(before + 1);
    return linkIn(received[before]);
  };
  const setFields = (signUp: { phoneField: boolean; invoiceNumberField: boolean }) => t.app.portal.settings.patch('public', { signUp });

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({
      testCustomers: 1,
      config: {
        publicUrl: PUBLIC_URL,
        signup: { activationTtlHours: 48, perAddressLimit: LIMIT },
        mail: { smtpUrl: smtp.url, from: undefined, retryIntervalMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers 404 on both calls while the signup feature is off', async () => {
    await t.app.portal.settings.patch('public', { features: { signup: false } });
    try {
      expect((await confirm(form(96))).statusCode).toBe(404);
      expect((await activate('a'.repeat(43))).statusCode).toBe(404);
    } finally {
      await t.app.portal.settings.patch('public', { features: { signup: true } });
    }
    expect((await activate('a'.repeat(43))).statusCode).toBe(400);
  });

  it('refuses a malformed form with 400 and field errors: e-mails differ, conditions, tax id', async () => {
    const differ = await confirm(form(96, { email2: 'una-altra@correu.example' }));
    expect(differ.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(differ).errors).toEqual({ email2: ['signup_emails_do_not_match'] });
    const unticked = await confirm(form(96, { accept_gdpr: false }));
    expect(unticked.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(unticked).errors).toEqual({ accept_gdpr: ['signup_accept_conditions_required'] });
    const badNif = await confirm(form(96, { nif: '12345678A' }));
    expect(json<{ errors: Record<string, string[]> }>(badNif).errors).toEqual({ nif: ['signup_nif_invalid'] });
    expect(await userOf(signupCustomer(96).nif)).toBeUndefined();
  });

  it('answers one "data do not match" text for a wrong nif, a wrong contract, another customer’s contract', async () => {
    const before = await mailCount();
    const wrongNif = await confirm(form(96, { nif: '00000023T' }));
    const wrongContract = await confirm(form(96, { contract: '9999999' }));
    const othersContract = await confirm(form(96, { contract: '0001001' }), { language: 'es-ES' });
    for (const res of [wrongNif, wrongContract]) {
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ result: { render: { errors: [SIGNUP_TEXTS['ca-ES'].dataMismatch] } } });
    }
    expect(json(othersContract)).toEqual({ result: { render: { errors: [SIGNUP_TEXTS['es-ES'].dataMismatch] } } });
    expect(await userOf(signupCustomer(96).nif)).toBeUndefined();
    expect(await mailCount()).toBe(before);
  });

  it('tells a customer that already has an account, in the request’s language, and sends nothing', async () => {
    const before = await mailCount();
    const res = await confirm(
      {
        nif: '12345678Z',
        contract: '0001001',
        email: 'x@correu.example',
        email2: 'x@correu.example',
        accept_conditions: true,
        accept_gdpr: true,
      },
      { language: 'de-DE' },
    );
    expect(json(res)).toEqual({ result: { render: { errors: [SIGNUP_TEXTS['de-DE'].alreadyRegistered] } } });
    expect(await mailCount()).toBe(before);
  });

  it('counts an account of single sign-on (no password, never signed up) as registered', async () => {
    // Test customer 1 has an account; without its password it is what single sign-on creates.
    await t.database.db.execute(sql`update users set password_hash = null where login = ${testCustomerTaxId(1)}`);
    const before = await mailCount();
    const res = await confirm({ ...form(96), nif: testCustomerTaxId(1), contract: testContractName('0001001', 1) });
    expect(json<Render>(res).result.render.errors).toEqual([SIGNUP_TEXTS['ca-ES'].alreadyRegistered]);
    expect(await mailCount()).toBe(before);
  });

  it('signs up with the ES prefix, mails a working link in the request’s language, and the account signs in once activated', async () => {
    const { nif } = signupCustomer(99);
    const before = smtp.received.length;
    const res = await confirm(form(99, { nif: `es ${nif}` }), { language: 'es-ES' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ result: { render: { body: SIGNUP_TEXTS['es-ES'].mailed('alta99@correu.example', 48) } } });
    expect(await userOf(nif)).toMatchObject({ email: 'alta99@correu.example', locale: 'es-ES', has_password: false });

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(smtp.envelopes[before]).toEqual(['alta99@correu.example']);
    expect(mail?.subject).toBe('Active su cuenta de Energia Demo');
    expect(mail?.text).toContain('Hola, Laia Ferrer Costa:');
    expect(mail?.html).toContain('<html lang="es-ES">');
    const link = linkIn(mail);
    expect(link.startsWith(`${PUBLIC_URL}${buildPath('activation', 'es-ES')}?key=`)).toBe(true);
    expect(mail?.html).toContain(`href="${link}"`);
    // Only the token's hash is stored.
    const stored = await scalar<string>(t.database, sql`select token_hash from signup_activations order by id desc limit 1`);
    expect(stored).not.toBe(tokenOf(link));

    // No sign-in before the activation.
    const early = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { user: nif, password: PASSWORD } });
    expect(early.statusCode).toBe(401);

    const activated = await activate(tokenOf(link));
    expect(activated.statusCode, activated.body).toBe(200);
    expect(json(activated)).toEqual({ result: { login: nif } });
    const token = await t.login(nif, PASSWORD);
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/contracts/list-info/', headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode, list.body).toBe(200);
    expect(json<{ result: { electricity: { n_items: number } } }>(list).result.electricity.n_items).toBeGreaterThan(0);

    // The link opens once; the customer is now registered.
    const again = await activate(tokenOf(link), 'Altra-Clau-Alta2');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ code: 'activation_link_invalid', errors: { token: ['activation_link_invalid'] } });
    await t.login(nif, PASSWORD);
    expect(json<Render>(await confirm(form(99))).result.render.errors).toEqual([SIGNUP_TEXTS['ca-ES'].alreadyRegistered]);
  });

  it('refuses a weak password and an unknown token, and keeps the link usable after a weak password', async () => {
    const link = await signUpAndReadLink(98);
    const weak = await activate(tokenOf(link), 'curta');
    expect(weak.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(weak).errors).toEqual({ password: ['change_password_too_short'] });
    const noSymbol = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup/activate',
      remoteAddress: newAddress(),
      payload: { token: tokenOf(link), password: 'Sensesimbolnou1', repeat: 'Sensesimbolnou1' },
    });
    expect(json<{ errors: Record<string, string[]> }>(noSymbol).errors).toEqual({ password: ['change_password_invalid'] });
    // The examples: six characters, and a common word (on the shipped list) padded to 12.
    const six = await activate(tokenOf(link), 'Aa1!aa');
    expect(json<{ errors: Record<string, string[]> }>(six).errors).toEqual({ password: ['change_password_too_short'] });
    const common = await activate(tokenOf(link), 'Password1234!');
    expect(json<{ errors: Record<string, string[]> }>(common).errors).toEqual({ password: ['change_password_too_common'] });
    const differ = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup/activate',
      remoteAddress: newAddress(),
      payload: { token: tokenOf(link), password: PASSWORD, repeat: `${PASSWORD}x` },
    });
    expect(json<{ errors: Record<string, string[]> }>(differ).errors).toEqual({ repeat: ['change_password_check_validation'] });
    expect((await activate('b'.repeat(43))).statusCode).toBe(400);
    expect((await activate(tokenOf(link))).statusCode).toBe(200);
  });

  it('refuses an expired link, and a new sign-up of a pending account retires the earlier link', async () => {
    const first = await signUpAndReadLink(97);
    await t.database.db.execute(sql`update signup_activations set expires_at = now() - interval '1 minute' where used_at is null`);
    expect(json(await activate(tokenOf(first)))).toMatchObject({ code: 'activation_link_invalid' });

    const second = await signUpAndReadLink(97, { email: 'nou97@correu.example', email2: 'nou97@correu.example' });
    const third = await signUpAndReadLink(97);
    expect((await activate(tokenOf(second))).statusCode).toBe(400);
    expect((await userOf(signupCustomer(97).nif))?.email).toBe('alta97@correu.example');
    expect((await activate(tokenOf(third))).statusCode).toBe(200);
  });

  it('opens a link once when two activations race', async () => {
    const link = await signUpAndReadLink(96);
    const answers = await Promise.all([activate(tokenOf(link)), activate(tokenOf(link), 'Una-Altra3')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('requires and checks the phone and the invoice number when the settings turn them on', async () => {
    const { nif } = signupCustomer(95);
    const invoiceOf = async (same: boolean) =>
      (
        await rows<{ number: string }>(
          t.database,
          sql`select i.number from invoices i join contracts c on c.id = i.contract_id join customers cu on cu.id = i.customer_id
               where cu.tax_id = ${nif} and (c.name = ${signupCustomer(95).contract}) = ${same} order by i.id limit 1`,
        )
      )[0];
    const [own, other] = [await invoiceOf(true), await invoiceOf(false)];
    expect(own).toBeDefined();
    expect(other).toBeDefined();
    await setFields({ phoneField: true, invoiceNumberField: true });
    try {
      const missing = await confirm(form(95));
      expect(missing.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string[]> }>(missing).errors).toEqual({
        phone: ['required_field'],
        invoiceNumber: ['required_field'],
      });
      const badPhone = await confirm(form(95, { phone: '+34 12', invoiceNumber: own?.number }));
      expect(json<{ errors: Record<string, string[]> }>(badPhone).errors).toEqual({ phone: ['signup_phone_invalid'] });
      const wrongInvoice = await confirm(form(95, { phone: '612345678', invoiceNumber: 'NO-SUCH-1' }));
      expect(json<Render>(wrongInvoice).result.render.errors).toEqual([SIGNUP_TEXTS['ca-ES'].dataMismatch]);
      const otherContracts = await confirm(form(95, { phone: '612345678', invoiceNumber: other?.number }));
      expect(json<Render>(otherContracts).result.render.errors).toEqual([SIGNUP_TEXTS['ca-ES'].dataMismatch]);
      const link = await signUpAndReadLink(95, { phone: '+34 612 345 678', invoiceNumber: own?.number });
      const phone = await scalar<string>(t.database, sql`select phone from signup_activations order by id desc limit 1`);
      expect(phone).toBe('+34 612 345 678');
      expect((await activate(tokenOf(link))).statusCode).toBe(200);
    } finally {
      await setFields({ phoneField: false, invoiceNumberField: false });
    }
    // Off again: neither is asked for, and a phone sent anyway is not stored.
    const registered = await confirm(form(95));
    expect(json<Render>(registered).result.render.errors).toEqual([SIGNUP_TEXTS['ca-ES'].alreadyRegistered]);
  });

  it('throttles each call per client address with a 429', async () => {
    const ip = newAddress();
    for (let i = 0; i < LIMIT; i++) expect((await confirm(form(96, { contract: 'x' }), { ip })).statusCode).toBe(200);
    const refused = await confirm(form(96), { ip });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'too_many_attempts', message: 'signup_too_many_attempts' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not affected; the activation has its own counter.
    expect((await confirm(form(96, { contract: 'x' }))).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await activate('c'.repeat(43), PASSWORD, ip)).statusCode).toBe(400);
    expect((await activate('c'.repeat(43), PASSWORD, ip)).statusCode).toBe(429);
  });
});
