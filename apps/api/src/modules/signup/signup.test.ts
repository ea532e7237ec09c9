import { buildPath } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCustomer } from '../../seed/e2e/signup-customer-ids.ts';
import { testContractName, testCustomerTaxId } from '../../seed/e2e/test-customer-ids.ts';
import { rows, scalar } from '../../test/contracts-test-support.ts';
import { type SignupRender as Render, signupTestClient } from '../../test/signup-test-support.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import type { SmtpTestServer } from '../../test/smtp-test-server.ts';
import { json, type TestApp } from '../../test/test-app.ts';
import { SIGNUP_TEXTS } from './texts/index.ts';

const PUBLIC_URL = 'https://portal.example';
const LIMIT = 6;
const PASSWORD = 'Nova-Clau-Alta1';

describe('sign-up and activation', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  const client = signupTestClient(
    () => t,
    () => smtp,
    PUBLIC_URL,
    '10.1.0',
  );
  const { confirm, form, userOf, linkIn, tokenOf, newAddress } = client;
  const activate = (token: string, password = PASSWORD, ip = newAddress()) => client.activate(token, password, ip);
  const mailCount = () => scalar<number>(t.database, sql`select count(*)::int from mail_outbox`);
  /** Signs up copy `index` and answers the link of the mail its address on file receives. */
  const signUpAndReadLink = async (index: number, extra: Record<string, unknown> = {}, language = 'ca-ES') => {
    const from = smtp.received.length;
    const body = form(index, extra);
    const res = await confirm(body, { language });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Render>(res).result.render.body, res.body).toBeDefined();
    return linkIn(await client.deliveredTo(String(body.email), { from }));
  };
  const setFields = (signUp: { phoneField: boolean; invoiceNumberField: boolean }) => t.app.portal.settings.patch('public', { signUp });

  beforeAll(async () => {
    ({ t, smtp } = await createSmtpTestApp({
      testCustomers: 1,
      config: {
        publicUrl: PUBLIC_URL,
        signup: { activationTtlHours: 48, perAddressLimit: LIMIT, answerMs: 0 },
      },
    }));
  });
  afterAll(async () => {
    await t?.close();
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

  it('tells a customer that already has an account, given an address on file, in the request’s language, and sends nothing', async () => {
    const before = await mailCount();
    const res = await confirm(
      {
        nif: '12345678Z',
        contract: '0001001',
        email: 'marta.puig@correu.example',
        email2: 'marta.puig@correu.example',
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
    // Its addresses on file are the household persona's.
    const res = await confirm(
      form(96, {
        nif: testCustomerTaxId(1),
        contract: testContractName('0001001', 1),
        email: 'marta.puig@correu.example',
        email2: 'marta.puig@correu.example',
      }),
    );
    expect(json<Render>(res).result.render.errors).toEqual([SIGNUP_TEXTS['ca-ES'].alreadyRegistered]);
    expect(await mailCount()).toBe(before);
  });

  it('signs up with the ES prefix, mails a working link in the request’s language, and the account signs in once activated', async () => {
    const { nif, email } = signupCustomer(99);
    const from = smtp.received.length;
    const res = await confirm(form(99, { nif: `es ${nif}` }), { language: 'es-ES' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ result: { render: { body: SIGNUP_TEXTS['es-ES'].mailed(email, 48) } } });
    expect(await userOf(nif)).toMatchObject({ email, locale: 'es-ES', has_password: false });

    const mail = await client.deliveredTo(email, { from });
    expect(mail?.subject).toBe('Activa tu cuenta de Energia Demo');
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
    // Six characters, and a common word (on the shipped list) padded to 12.
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

  it('refuses an expired link; a new sign-up keeps the earlier links working, and activating one retires the rest', async () => {
    const { nif, email } = signupCustomer(97);
    const first = await signUpAndReadLink(97);
    await t.database.db.execute(sql`update signup_activations set expires_at = now() - interval '1 minute' where used_at is null`);
    expect(json(await activate(tokenOf(first)))).toMatchObject({ code: 'activation_link_invalid' });

    // A second address on file: a contract's notification e-mail.
    const other = 'factures97@correu.example';
    await t.database.db.execute(
      sql`update notification_addresses set email = ${other}
           where contract_id = (select id from contracts where name = ${signupCustomer(97).contract})`,
    );
    const second = await signUpAndReadLink(97);
    const third = await signUpAndReadLink(97, { email: other, email2: other });
    expect((await userOf(nif))?.email).toBe(other);
    const live = await scalar<number>(
      t.database,
      sql`select count(*)::int from signup_activations a join users u on u.id = a.user_id
           where u.login = ${nif} and a.used_at is null and a.expires_at > now()`,
    );
    expect(live).toBe(2);
    expect(await rows(t.database, sql`select email from signup_activations order by id desc limit 2`)).toEqual([
      { email: other },
      { email },
    ]);

    // The earlier link still opens after the later sign-up; the later one is then retired.
    expect((await activate(tokenOf(second))).statusCode).toBe(200);
    expect(json(await activate(tokenOf(third), 'Altra-Clau-Baixa2'))).toMatchObject({ code: 'activation_link_invalid' });
    const unused = await scalar<number>(
      t.database,
      sql`select count(*)::int from signup_activations a join users u on u.id = a.user_id where u.login = ${nif} and a.used_at is null`,
    );
    expect(unused).toBe(0);
    await t.login(nif, PASSWORD);
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
