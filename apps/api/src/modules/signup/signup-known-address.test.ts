import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCustomer } from '../../seed/e2e/signup-customer-ids.ts';
import { rows, scalar } from '../../test/contracts-test-support.ts';
import { type SignupRender, signupTestClient } from '../../test/signup-test-support.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import type { SmtpTestServer } from '../../test/smtp-test-server.ts';
import { json, type TestApp } from '../../test/test-app.ts';
import { SIGNUP_TEXTS } from './texts/index.ts';

// The threat (docs/signup.md): a tax id and a contract number are printed on every invoice and
// letter, so sign-up mails its link only to an address the retailer already has for the customer.

const PUBLIC_URL = 'https://portal.example';
const ANSWER_MS = 150;
const PASSWORD = 'Nova-Clau-Alta1';
const ATTEMPT_SUBJECT_CA = "Intent d'alta a l'àrea de clients amb les teves dades";

describe('sign-up sends its link only to an address on file', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  const client = signupTestClient(
    () => t,
    () => smtp,
    PUBLIC_URL,
    '10.2.0',
  );
  const { confirm, form, userOf, outboxTo, deliveredTo, linkIn, tokenOf } = client;
  const mismatch = (language = 'ca-ES') => ({ result: { render: { errors: [SIGNUP_TEXTS[language as 'ca-ES'].dataMismatch] } } });
  const activationsOf = (nif: string) =>
    scalar<number>(t.database, sql`select count(*)::int from signup_activations a join users u on u.id = a.user_id where u.login = ${nif}`);
  const liveActivationsOf = (nif: string) =>
    scalar<number>(
      t.database,
      sql`select count(*)::int from signup_activations a join users u on u.id = a.user_id
           where u.login = ${nif} and a.used_at is null and a.expires_at > now()`,
    );
  const signIn = (user: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { user, password } });
  const typed = (email: string) => ({ email, email2: email });

  beforeAll(async () => {
    ({ t, smtp } = await createSmtpTestApp({
      testCustomers: 1,
      config: {
        publicUrl: PUBLIC_URL,
        signup: { activationTtlHours: 48, perAddressLimit: 1000, answerMs: ANSWER_MS },
      },
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a stranger with a customer’s nif and contract: 70000099J, 9991001 and attacker@evil.example get the mismatch, no mail, no account; her address is warned', async () => {
    const { nif, contract, email: onFile } = signupCustomer(99);
    expect({ nif, contract }).toEqual({ nif: '70000099J', contract: '9991001' });
    const from = smtp.received.length;
    const attack = await confirm(
      { nif, contract, email: 'attacker@evil.example', email2: 'attacker@evil.example', accept_conditions: true, accept_gdpr: true },
      { language: 'en-US' },
    );
    const wrongContract = await confirm(form(99, { contract: '9999999', ...typed('attacker@evil.example') }), { language: 'en-US' });
    // The same answer as a wrong contract: status, body and the same headers.
    expect(attack.statusCode).toBe(200);
    expect(json(attack)).toEqual(mismatch('en-US'));
    expect(json(wrongContract)).toEqual(json(attack));
    expect(Object.keys(attack.headers).sort()).toEqual(Object.keys(wrongContract.headers).sort());

    // The customer's address on file is told, in the portal's language, with nothing the visitor wrote and no link.
    const warning = await deliveredTo(onFile, { from });
    expect(warning.subject).toBe(ATTEMPT_SUBJECT_CA);
    expect(warning.text).toContain('Hola, Laia Ferrer Costa:');
    for (const part of [warning.text ?? '', String(warning.html)]) {
      expect(part).not.toContain('attacker');
      expect(part).not.toContain('evil.example');
      expect(part).not.toMatch(/https?:/);
    }
    // Nothing to the attacker, no account, no link: nothing to activate or sign in with.
    expect(await outboxTo('attacker@evil.example')).toEqual([]);
    expect(smtp.envelopes.flat()).not.toContain('attacker@evil.example');
    expect(await userOf(nif)).toBeUndefined();
    expect(await scalar<number>(t.database, sql`select count(*)::int from signup_activations`)).toBe(0);
    expect((await signIn(nif, PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    ['another address', 'attacker@evil.example'],
    ['hers with a suffix', 'laia.ferrer@correu.example.evil.example'],
    ['hers with a tag', 'laia.ferrer+x@correu.example'],
    ['another customer’s', 'marta.puig@correu.example'],
  ])('answers the mismatch to %s, writes no account and does not warn again within the day', async (_label, email) => {
    const { nif, email: onFile } = signupCustomer(99);
    const res = await confirm(form(99, typed(email)));
    expect(json(res)).toEqual(mismatch());
    expect(await outboxTo(email, 'account_activation')).toEqual([]);
    expect(await userOf(nif)).toBeUndefined();
    // One warning a day per customer, however many attempts: the first test's.
    expect((await outboxTo(onFile, 'signup_attempt')).length).toBe(1);
  });

  it('warns again once the day has passed', async () => {
    const { nif, email: onFile } = signupCustomer(99);
    await t.database.db.execute(
      sql`update signup_warnings set warned_at = warned_at - interval '25 hours'
           where customer_id = (select id from customers where tax_id = ${nif})`,
    );
    const from = smtp.received.length;
    expect(json(await confirm(form(99, typed('attacker@evil.example'))))).toEqual(mismatch());
    expect((await deliveredTo(onFile, { from })).subject).toBe(ATTEMPT_SUBJECT_CA);
    expect((await outboxTo(onFile, 'signup_attempt')).length).toBe(2);
  });

  it('takes the address on file typed in another case, mails it there as written, and the customer gets in', async () => {
    const { nif, email: onFile } = signupCustomer(99);
    const from = smtp.received.length;
    const res = await confirm(form(99, typed('LAIA.Ferrer@Correu.EXAMPLE')), { language: 'es-ES' });
    expect(json(res)).toEqual({ result: { render: { body: SIGNUP_TEXTS['es-ES'].mailed(onFile, 48) } } });
    expect(await userOf(nif)).toMatchObject({ email: onFile, has_password: false });
    const link = linkIn(await deliveredTo(onFile, { from }));
    expect((await client.activate(tokenOf(link), PASSWORD)).statusCode).toBe(200);
    const token = await t.login(nif, PASSWORD);
    const ibans = await t.app.inject({ method: 'GET', url: '/api/v1/ibans/', headers: { authorization: `Bearer ${token}` } });
    expect(ibans.statusCode, ibans.body).toBe(200);
  });

  it('leaves a pending account and its link alone when someone signs up with an address not on file', async () => {
    const { nif, email: onFile } = signupCustomer(98);
    const from = smtp.received.length;
    expect(json<SignupRender>(await confirm(form(98))).result.render.body).toBeDefined();
    const link = linkIn(await deliveredTo(onFile, { from }));
    expect(json(await confirm(form(98, typed('attacker@evil.example'))))).toEqual(mismatch());
    expect(await userOf(nif)).toMatchObject({ email: onFile, has_password: false });
    expect(await liveActivationsOf(nif)).toBe(1);
    expect((await deliveredTo(onFile, { from, nth: 2 })).subject).toBe(ATTEMPT_SUBJECT_CA);
    expect((await client.activate(tokenOf(link), PASSWORD)).statusCode).toBe(200);
  });

  it('mails both of two racing sign-ups of one customer; one link activates and retires the other', async () => {
    const { nif, email: onFile } = signupCustomer(96);
    const from = smtp.received.length;
    const answers = await Promise.all([confirm(form(96)), confirm(form(96, typed(onFile.toUpperCase())))]);
    for (const res of answers) expect(json<SignupRender>(res).result.render.body, res.body).toBeDefined();
    expect(await scalar<number>(t.database, sql`select count(*)::int from users where login = ${nif}`)).toBe(1);
    expect(await liveActivationsOf(nif)).toBe(2);
    const links = [linkIn(await deliveredTo(onFile, { from })), linkIn(await deliveredTo(onFile, { from, nth: 2 }))];
    expect((await client.activate(tokenOf(links[1]!), PASSWORD)).statusCode).toBe(200);
    expect(json(await client.activate(tokenOf(links[0]!), 'Altra-Clau-Baixa2'))).toMatchObject({ code: 'activation_link_invalid' });
    expect(await liveActivationsOf(nif)).toBe(0);
    expect(await activationsOf(nif)).toBe(2);
  });

  it('cannot sign up, nor warn, a customer the retailer has no e-mail for', async () => {
    const { nif, email } = signupCustomer(95);
    const customer = sql`(select id from customers where tax_id = ${nif})`;
    await t.database.db.execute(sql`update addresses set email = '' where customer_id = ${customer}`);
    await t.database.db.execute(
      sql`update notification_addresses set email = '  ' where contract_id in (select id from contracts where customer_id = ${customer})`,
    );
    const before = await scalar<number>(t.database, sql`select count(*)::int from mail_outbox`);
    expect(json(await confirm(form(95)))).toEqual(mismatch());
    expect(json(await confirm(form(95, typed('attacker@evil.example'))))).toEqual(mismatch());
    expect(await scalar<number>(t.database, sql`select count(*)::int from mail_outbox`)).toBe(before);
    expect(await userOf(nif)).toBeUndefined();
    expect(await rows(t.database, sql`select * from signup_warnings where customer_id = ${customer}`)).toEqual([]);
    expect(email).toBe('client.sense.compte+95@correu.example');
  });

  it('takes as long to answer an address not on file as a wrong contract (medians of 8 within 50 ms, never under the floor)', async () => {
    const timed = async (body: Record<string, unknown>) => {
      const started = performance.now();
      const res = await confirm(body);
      expect(json(res)).toEqual(mismatch());
      return performance.now() - started;
    };
    const wrongContract: number[] = [];
    const notOnFile: number[] = [];
    for (let i = 0; i < 8; i++) {
      wrongContract.push(await timed(form(97, { contract: `99${i}0000` })));
      notOnFile.push(await timed(form(97, typed(`stranger${i}@evil.example`))));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(Math.min(...wrongContract, ...notOnFile)).toBeGreaterThanOrEqual(ANSWER_MS - 5);
    expect(Math.abs(median(wrongContract) - median(notOnFile))).toBeLessThan(50);
  });
});
