import { createHash } from 'node:crypto';
import {
  SIGNING_CODE_MAX_ATTEMPTS,
  type TContract,
  type TContractSigningsResponse,
  type TSigningSummary,
  type TStaffSigningDetail,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashOneTimeToken, newOneTimeToken } from '../../platform/auth/one-time-token.ts';
import { DEMO_STAFF } from '../../seed/index.ts';
import { DEMO, rows, scalar, withdrawPendingChanges } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const LINK_INVALID = { code: 'signing_link_invalid', message: 'signing_link_invalid' };
const NEW_IBAN = 'ES84 0049 0001 5800 0123 4567';
const OTHER_IBAN = 'ES91 2100 0418 4502 0005 1332';
const PHONE = { phone: '+34 612 345 678', phone_num: '612345678', phone_pre: '+34' };

/** The signing requests of docs/signatures.md, every call and error path, on the demo database (PGlite, and PostgreSQL with TEST_DATABASE_URL). */
describe('signatures (docs/signatures.md)', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let readOnly: string;
  let staff: string;

  // The by-link calls are throttled per address: a group of tests may come from an address of its own.
  let clientAddress = '127.0.0.1';
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method,
      url,
      remoteAddress: clientAddress,
      headers: { ...(token ? bearer(token) : {}), 'user-agent': 'SignatureTest/1.0' },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const contractOf = async (name: string) => json<TContract>(await call('GET', `/api/v2/contracts/${name}`, undefined, marta));

  /** The secret of the last signing link mailed about the contract (the mail's link carries it after #). */
  const lastLink = async (contract: string) => {
    const text = await scalar<string>(
      t.database,
      sql`select o.text from mail_outbox o join contracts c on c.id = o.contract_id
          where c.name = ${contract} and o.template_key = 'signature_link' order by o.id desc limit 1`,
    );
    const token = /#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    if (!token) throw new Error(`no signing link in ${text}`);
    return token;
  };
  /** The code of the last code mail. */
  const lastCode = async () => {
    const text = await scalar<string>(
      t.database,
      sql`select text from mail_outbox where template_key = 'signature_code' order by id desc limit 1`,
    );
    return /\b(\d{6})\b/.exec(text)![1]!;
  };
  const idOf = (token: string) =>
    scalar<number>(t.database, sql`select id from signing_requests where link_hash = ${hashOneTimeToken(token)}`);

  /** An IBAN change to whichever of two accounts the contract is not paid from (an approval changes it). */
  const changeIban = async (contract = DEMO.active) => {
    const current = await scalar<string>(
      t.database,
      sql`select b.iban from contracts c join bank_accounts b on b.id = c.bank_account_id where c.name = ${contract}`,
    );
    const iban = current === NEW_IBAN.replace(/\s/g, '') ? OTHER_IBAN : NEW_IBAN;
    const res = await call(
      'POST',
      `/api/v1/contracts/${contract}/iban/`,
      { already_registered: false, iban, owner_is_bank_owner: true },
      marta,
    );
    expect(res.statusCode, res.body).toBe(200);
    return lastLink(contract);
  };
  const read = (token: string) => call('POST', '/api/v1/signatures/link', { token });
  const sendCode = (token: string, channel = 'email') => call('POST', '/api/v1/signatures/link/code', { token, channel });
  const sign = (token: string, code: string, sha: string) =>
    call('POST', '/api/v1/signatures/link/sign', { token, code, document_sha256: sha });
  /** Reads the link, asks a code by mail and signs with it: the whole customer's side. */
  const signAll = async (token: string) => {
    const summary = json<TSigningSummary>(await read(token));
    expect((await sendCode(token)).statusCode).toBe(200);
    const res = await sign(token, await lastCode(), summary.document_sha256);
    expect(res.statusCode, res.body).toBe(200);
    return idOf(token);
  };
  const approve = (id: number, token: string | undefined = staff) =>
    call('POST', `/api/v1/staff/signatures/${id}/approve`, undefined, token);
  const reject = (id: number, reason: string, token: string | undefined = staff) =>
    call('POST', `/api/v1/staff/signatures/${id}/reject`, { reason }, token);

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
    company = await t.login(DEMO.company);
    readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
    const login = await call('POST', '/api/v1/staff/login', { email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    staff = json<{ token: string }>(login).token;
  });
  beforeEach(() => withdrawPendingChanges(t.database));
  afterAll(() => t.close());

  describe('the link', () => {
    it('is mailed when a change waits for signature, and reads what is signed, the same PDF on every read', async () => {
      const token = await changeIban();
      const res = await read(token);
      expect(res.statusCode, res.body).toBe(200);
      const summary = json<TSigningSummary>(res);
      expect(summary).toMatchObject({ kind: 'iban', contract_name: DEMO.active, state: 'waiting_for_signature', code_sent: false });
      expect(summary.attempts_left).toBe(SIGNING_CODE_MAX_ATTEMPTS);
      expect(summary.channels.map((c) => c.channel)).toContain('email');
      expect(summary.channels[0]!.destination).toContain('***');

      const first = await call('POST', '/api/v1/signatures/link/document', { token });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('application/pdf');
      expect(createHash('sha256').update(first.rawPayload).digest('hex')).toBe(summary.document_sha256);
      const second = await call('POST', '/api/v1/signatures/link/document', { token });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      // Only the hash of the secret is stored.
      expect(await scalar<number>(t.database, sql`select count(*)::int from signing_requests where link_hash = ${token}`)).toBe(0);
    });

    it('answers an unknown, malformed, used, expired or cancelled link the same way', async () => {
      expect(json(await read(newOneTimeToken().token))).toEqual(LINK_INVALID);
      expect((await read(newOneTimeToken().token)).statusCode).toBe(410);
      expect((await read('not a token!')).statusCode).toBe(400);

      const used = await changeIban();
      await signAll(used);
      expect(json(await read(used))).toEqual(LINK_INVALID);
      expect(json(await sendCode(used))).toEqual(LINK_INVALID);

      await withdrawPendingChanges(t.database);
      const expired = await changeIban();
      const id = await idOf(expired);
      await t.database.db.execute(sql`update signing_requests set link_expires_at = now() - interval '1 minute' where id = ${id}`);
      const res = await read(expired);
      expect(res.statusCode).toBe(410);
      expect(json(res)).toEqual(LINK_INVALID);
      // Found expired at the read: written expired, with its change, and the button is free again.
      expect(await scalar(t.database, sql`select state from signing_requests where id = ${id}`)).toBe('expired');
      expect(
        await scalar(
          t.database,
          sql`select r.state from contract_modification_requests r join signing_requests s on s.modification_request_id = r.id where s.id = ${id}`,
        ),
      ).toBe('expired');
      expect((await contractOf(DEMO.active)).waitingForSignature).toEqual([]);

      const cancelled = await changeIban();
      expect((await call('POST', `/api/v1/signatures/${await idOf(cancelled)}/cancel`, undefined, marta)).statusCode).toBe(200);
      expect(json(await read(cancelled))).toEqual(LINK_INVALID);
    });
  });

  describe('the code', () => {
    it('counts a wrong code, refuses a code of another shape, a stale document and a code not asked for', async () => {
      const token = await changeIban();
      const summary = json<TSigningSummary>(await read(token));
      const missing = await sign(token, '123456', summary.document_sha256);
      expect(missing.statusCode).toBe(400);
      expect(json(missing)).toMatchObject({ code: 'signing_code_missing' });

      const sent = await sendCode(token);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(json(sent)).toMatchObject({ channel: 'email', valid_minutes: 10, attempts_left: SIGNING_CODE_MAX_ATTEMPTS });
      const code = await lastCode();
      const wrong = code === '000000' ? '000001' : '000000';
      const res = await sign(token, wrong, summary.document_sha256);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        code: 'signing_code_wrong',
        message: 'signing_code_wrong',
        errors: { code: ['signing_code_wrong'] },
        attempts_left: SIGNING_CODE_MAX_ATTEMPTS - 1,
      });
      expect((await sign(token, '12345', summary.document_sha256)).statusCode).toBe(400);
      const stale = await sign(token, code, 'f'.repeat(64));
      expect(stale.statusCode).toBe(409);
      expect(json(stale)).toMatchObject({ code: 'signing_document_changed' });
      // A channel the contract has no address for.
      await t.database.db.execute(
        sql`update notification_addresses set mobile = '' where contract_id = (select id from contracts where name = ${DEMO.active})`,
      );
      expect(json(await sendCode(token, 'sms'))).toMatchObject({ code: 'signing_channel_unavailable' });
      // Nothing above signed it.
      expect(json<TSigningSummary>(await read(token)).state).toBe('waiting_for_signature');
    });

    it('burns the link on the last wrong try: the right code is refused after it', async () => {
      const token = await changeIban();
      const { document_sha256: sha } = json<TSigningSummary>(await read(token));
      await sendCode(token);
      const code = await lastCode();
      const wrong = code === '000000' ? '000001' : '000000';
      const answers: number[] = [];
      for (let i = 0; i < SIGNING_CODE_MAX_ATTEMPTS; i++) answers.push((await sign(token, wrong, sha)).statusCode);
      expect(answers).toEqual([...Array(SIGNING_CODE_MAX_ATTEMPTS - 1).fill(400), 410]);
      expect(json(await sign(token, code, sha))).toEqual(LINK_INVALID);
      expect(json(await read(token))).toEqual(LINK_INVALID);
    });

    it('refuses a code past its minutes; a new code replaces it', async () => {
      const token = await changeIban();
      const { document_sha256: sha } = json<TSigningSummary>(await read(token));
      await sendCode(token);
      const old = await lastCode();
      await t.database.db.execute(
        sql`update signing_requests set code_sent_at = now() - interval '11 minutes' where id = ${await idOf(token)}`,
      );
      expect(json(await sign(token, old, sha))).toMatchObject({ code: 'signing_code_expired' });
      await sendCode(token);
      expect((await sign(token, await lastCode(), sha)).statusCode).toBe(200);
    });
  });

  describe('signed', () => {
    it('keeps the evidence, seals the PDF into the contract attachments and keeps the change pending for staff', async () => {
      const token = await changeIban();
      const id = await signAll(token);
      const detail = json<TStaffSigningDetail>(await call('GET', `/api/v1/staff/signatures/${id}`, undefined, staff));
      expect(detail).toMatchObject({ id, kind: 'iban', state: 'signed', contract_name: DEMO.active });
      expect(detail.evidence).toMatchObject({ channel: 'email', user_agent: 'SignatureTest/1.0' });
      expect(detail.evidence!.client_address).not.toBe('');
      expect(detail.evidence!.document_sha256).toMatch(/^[0-9a-f]{64}$/);

      const contract = await contractOf(DEMO.active);
      expect(contract.waitingForSignature).toContain('iban');
      const sealed = contract.attachments.find((a) => a.id === detail.sealed_attachment_id);
      expect(sealed).toBeDefined();
      const pdf = await call('GET', `/api/v2/contract/download_attachment/${sealed!.id}`, undefined, marta);
      expect(pdf.statusCode).toBe(200);
      // The reviewed bytes are kept as they were, the seal added after them (an incremental update).
      const document = await rows<{ d: Buffer }>(t.database, sql`select document as d from signing_requests where id = ${id}`);
      const reviewed = Buffer.from(document[0]!.d);
      expect(pdf.rawPayload.subarray(0, reviewed.length).equals(reviewed)).toBe(true);
      expect(pdf.rawPayload.toString('latin1')).toContain('/ByteRange');
      // Staff download the same sealed PDF by the request (the console's link); a customer's token may not.
      const staffPdf = await call('GET', `/api/v1/staff/signatures/${id}/document`, undefined, staff);
      expect(staffPdf.statusCode, staffPdf.body).toBe(200);
      expect(staffPdf.headers['content-type']).toContain('application/pdf');
      expect(staffPdf.rawPayload.equals(pdf.rawPayload)).toBe(true);
      expect((await call('GET', `/api/v1/staff/signatures/${id}/document`, undefined, marta)).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/staff/signatures/999999/document', undefined, staff)).statusCode).toBe(404);
      // A second change of the kind is still refused while the signed one waits for staff.
      const again = await call(
        'POST',
        `/api/v1/contracts/${DEMO.active}/iban/`,
        { already_registered: false, iban: NEW_IBAN, owner_is_bank_owner: true },
        marta,
      );
      expect(again.statusCode).toBe(409);
    });
  });

  describe('cancel', () => {
    it('withdraws a change not signed yet; another customer’s id is 404, a read-only session 403, a signed one 409', async () => {
      const token = await changeIban();
      const id = await idOf(token);
      // Not signed yet: no sealed PDF for staff either.
      expect((await call('GET', `/api/v1/staff/signatures/${id}/document`, undefined, staff)).statusCode).toBe(404);
      expect((await call('POST', `/api/v1/signatures/${id}/cancel`, undefined, company)).statusCode).toBe(404);
      expect((await call('POST', `/api/v1/signatures/999999/cancel`, undefined, marta)).statusCode).toBe(404);
      const ro = await call('POST', `/api/v1/signatures/${id}/cancel`, undefined, readOnly);
      expect(ro.statusCode).toBe(403);
      expect(json(ro)).toMatchObject({ code: 'read_only_token' });
      expect((await call('POST', `/api/v1/signatures/${id}/cancel`, undefined, staff)).statusCode).toBe(401);

      const res = await call('POST', `/api/v1/signatures/${id}/cancel`, undefined, marta);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ id, state: 'cancelled' });
      expect((await contractOf(DEMO.active)).waitingForSignature).toEqual([]);
      expect((await call('POST', `/api/v1/signatures/${id}/cancel`, undefined, marta)).statusCode).toBe(409);

      const signed = await signAll(await changeIban());
      expect(json(await call('POST', `/api/v1/signatures/${signed}/cancel`, undefined, marta))).toMatchObject({
        code: 'signing_not_cancellable',
      });
    });

    it('lists the contract’s pending and decided signatures to its customer only', async () => {
      const id = await idOf(await changeIban());
      const list = json<TContractSigningsResponse>(await call('GET', `/api/v1/contracts/${DEMO.active}/signatures`, undefined, marta));
      expect(list.items[0]).toMatchObject({ id, kind: 'iban', state: 'waiting_for_signature' });
      expect((await call('GET', `/api/v1/contracts/${DEMO.active}/signatures`, undefined, company)).statusCode).toBe(404);
    });
  });

  describe('staff', () => {
    it('refuses a customer token and no token on every staff call', async () => {
      for (const token of [marta, '']) {
        expect((await call('GET', '/api/v1/staff/signatures', undefined, token)).statusCode).toBe(401);
        expect((await call('GET', '/api/v1/staff/signatures/1', undefined, token)).statusCode).toBe(401);
        expect((await approve(1, token)).statusCode).toBe(401);
        expect((await reject(1, 'no', token)).statusCode).toBe(401);
      }
    });

    it('approves an IBAN change: the contract is paid from the new account, once; the customer is mailed', async () => {
      const id = await signAll(await changeIban());
      const queue = json<{ items: Array<{ id: number }> }>(await call('GET', '/api/v1/staff/signatures', undefined, staff));
      expect(queue.items.map((i) => i.id)).toContain(id);

      const res = await approve(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({ id, state: 'applied' });
      const contract = await contractOf(DEMO.active);
      expect(contract.waitingForSignature).toEqual([]);
      expect(JSON.stringify(contract)).toContain(NEW_IBAN.replace(/\s/g, '').slice(-4));
      expect(
        await scalar(
          t.database,
          sql`select b.iban from contracts c join bank_accounts b on b.id = c.bank_account_id where c.name = ${DEMO.active}`,
        ),
      ).toBe(NEW_IBAN.replace(/\s/g, ''));
      const mails = await rows<{ template_key: string }>(
        t.database,
        sql`select template_key from mail_outbox o join contracts c on c.id = o.contract_id where c.name = ${DEMO.active} and template_key = 'signature_approved'`,
      );
      expect(mails.length).toBeGreaterThan(0);

      const twice = await approve(id);
      expect(twice.statusCode).toBe(409);
      expect(json(twice)).toMatchObject({ code: 'signing_not_signed' });
      expect((await reject(id, 'too late')).statusCode).toBe(409);
      expect((await approve(999_999)).statusCode).toBe(404);
    });

    it('of two approvals at once, exactly one wins', async () => {
      const id = await signAll(await changeIban());
      const answers = await Promise.all([approve(id), approve(id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await scalar(t.database, sql`select state from signing_requests where id = ${id}`)).toBe('applied');
    });

    it('approves a power change (the powers from the next day) and a SIPS opt-out; rejects one with its reason', async () => {
      const power = await call('POST', `/api/v1/contracts/${DEMO.active}/power/`, { power_p1: 5750, power_p2: 6928, ...PHONE }, marta);
      expect(power.statusCode, power.body).toBe(200);
      const powerId = await signAll(await lastLink(DEMO.active));
      const before = (await contractOf(DEMO.active)).contracted_power_period;
      expect((await approve(powerId)).statusCode).toBe(200);
      const effective = await scalar<string>(
        t.database,
        sql`select r.payload->>'effective_from' from contract_modification_requests r join signing_requests s on s.modification_request_id = r.id where s.id = ${powerId}`,
      );
      expect(
        effective > new Date().toISOString().slice(0, 10) || effective === new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      ).toBe(true);
      // The new set is stored from that day; until then the contract keeps the powers it had.
      expect(
        await rows(
          t.database,
          sql`select p.period, p.power_w from contracted_powers p join contracts c on c.id = p.contract_id
            where c.name = ${DEMO.active} and p.valid_from = ${effective} order by p.period`,
        ),
      ).toEqual([
        { period: 1, power_w: 5750 },
        { period: 2, power_w: 6928 },
      ]);
      expect((await contractOf(DEMO.active)).contracted_power_period).toEqual(before);
      // The day comes (its set moved to today): the contract shows the new powers, P1 first.
      await t.database.db.execute(
        sql`update contracted_powers set valid_from = (now() at time zone 'Europe/Madrid')::date
          where valid_from = ${effective} and contract_id = (select id from contracts where name = ${DEMO.active})`,
      );
      expect((await contractOf(DEMO.active)).contracted_power_period).toEqual([
        { period: 'P1', power: 5.75 },
        { period: 'P2', power: 6.928 },
      ]);

      const sips = await call('POST', `/api/v1/contracts/${DEMO.active}/no_cession_sips/`, { noCessionSelection: true }, marta);
      expect(sips.statusCode, sips.body).toBe(200);
      const sipsId = await signAll(await lastLink(DEMO.active));
      const rejected = await reject(sipsId, 'La sol·licitud no és del titular.');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(json(rejected)).toMatchObject({ state: 'rejected', reason: 'La sol·licitud no és del titular.' });
      expect((await contractOf(DEMO.active)).no_cession_sips.state).toBe('unactive');
      const list = json<TContractSigningsResponse>(await call('GET', `/api/v1/contracts/${DEMO.active}/signatures`, undefined, marta));
      expect(list.items.find((i) => i.id === sipsId)).toMatchObject({ state: 'rejected', reason: 'La sol·licitud no és del titular.' });
      expect((await reject(sipsId, '')).statusCode).toBe(400);

      const again = await call('POST', `/api/v1/contracts/${DEMO.active}/no_cession_sips/`, { noCessionSelection: true }, marta);
      expect(again.statusCode).toBe(200);
      expect((await approve(await signAll(await lastLink(DEMO.active)))).statusCode).toBe(200);
      expect((await contractOf(DEMO.active)).no_cession_sips.state).toBe('active');
    });

    it('approves a wizard’s draft contract into an active one with its sign date', async () => {
      const { token, hash } = newOneTimeToken();
      await t.database.db.execute(
        sql`insert into signing_requests (contract_id, kind, link_hash, link_expires_at)
            select id, 'contract', ${hash}, now() + interval '1 day' from contracts where name = ${DEMO.draftUnsigned}`,
      );
      const id = await signAll(token);
      const signedAt = await scalar<string>(
        t.database,
        sql`select to_char(signed_at at time zone 'Europe/Madrid', 'YYYY-MM-DD') from signing_requests where id = ${id}`,
      );
      const res = await approve(id);
      expect(res.statusCode, res.body).toBe(200);
      const [contract] = await rows<{ state: string; sign_date: string }>(
        t.database,
        sql`select state, sign_date::text from contracts where name = ${DEMO.draftUnsigned}`,
      );
      expect(contract).toEqual({ state: 'activa', sign_date: signedAt });
    });
  });

  it('shows an unsigned request past its link expired before any sweep', async () => {
    const token = await changeIban();
    const id = await idOf(token);
    await t.database.db.execute(sql`update signing_requests set link_expires_at = now() - interval '1 hour' where id = ${id}`);
    // The list reads it expired at once, before any sweep.
    const list = json<TContractSigningsResponse>(await call('GET', `/api/v1/contracts/${DEMO.active}/signatures`, undefined, marta));
    expect(list.items.find((i) => i.id === id)?.state).toBe('expired');
  });
  describe('the trail (docs/trail.md)', () => {
    beforeAll(() => {
      clientAddress = '203.0.113.7';
    });
    /** The trail lines of one signing request, oldest first. */
    const linesOf = (id: number) =>
      rows<{
        action: string;
        actor_kind: string;
        staff_id: number | null;
        customer_id: number | null;
        address: string | null;
        user_agent: string | null;
      }>(
        t.database,
        sql`select action, actor_kind, staff_id, customer_id, address, user_agent from trail_entries
            where changes -> 'signing_id' ->> 'after' = ${String(id)} order by id`,
      );
    const martaCustomer = () => scalar<number>(t.database, sql`select customer_id from contracts where name = ${DEMO.active}`);

    it('writes who signed (the customer, from where), who approved (staff) and who rejected', async () => {
      const signed = await signAll(await changeIban());
      expect((await approve(signed)).statusCode).toBe(200);
      const customer = await martaCustomer();
      const lines = await linesOf(signed);
      expect(lines.map((l) => [l.action, l.actor_kind, l.customer_id])).toEqual([
        ['change_signed', 'customer', customer],
        ['change_approved', 'staff', customer],
      ]);
      expect(lines[0]).toMatchObject({ user_agent: 'SignatureTest/1.0', staff_id: null });
      expect(lines[0]!.address).not.toBeNull();
      expect(lines[1]!.staff_id).not.toBeNull();

      const refused = await signAll(await changeIban());
      expect((await reject(refused, 'No coincideix el titular')).statusCode).toBe(200);
      expect((await linesOf(refused)).map((l) => [l.action, l.actor_kind])).toEqual([
        ['change_signed', 'customer'],
        ['change_rejected', 'staff'],
      ]);
    });

    it('writes a cancel by the customer and an expiry by the portal; a refused approval writes nothing', async () => {
      const cancelled = await idOf(await changeIban());
      expect((await call('POST', `/api/v1/signatures/${cancelled}/cancel`, undefined, marta)).statusCode).toBe(200);
      expect((await linesOf(cancelled)).map((l) => [l.action, l.actor_kind, l.customer_id])).toEqual([
        ['change_cancelled', 'customer', await martaCustomer()],
      ]);

      const token = await changeIban();
      const lapsed = await idOf(token);
      expect((await approve(lapsed)).statusCode).toBe(409);
      await t.database.db.execute(sql`update signing_requests set link_expires_at = now() - interval '1 hour' where id = ${lapsed}`);
      expect((await read(token)).statusCode).toBe(410);
      expect((await linesOf(lapsed)).map((l) => [l.action, l.actor_kind])).toEqual([['change_expired', 'system']]);
    });
  });
});
