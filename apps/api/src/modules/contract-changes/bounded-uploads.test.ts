import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTACHMENT_CHUNK_BYTES } from '../../db/schema/index.ts';
import {
  createAppWithSettings,
  DEMO,
  type FilePart,
  multipart,
  rows,
  scalar,
  withdrawPendingChanges,
} from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { eventually, heldBody, pdfOfSize, pdfPart, uploadLeftovers } from '../../test/uploads-test-support.ts';
import { isPendingConflict } from './change-rules.ts';

const PHONE = { phone: '+34 612 345 678', phone_num: '612345678', phone_pre: '+34' };
const ibanUrl = (name: string) => `/api/v1/contracts/${name}/iban/`;
const EXISTING_ACCOUNT = { already_registered: 'true', bank_id: '3' };

/** Pending and rejected requests of a contract, by kind and state. */
const requestStates = (t: TestApp, name: string, kind: string) =>
  rows<{ state: string; n: number }>(
    t.database,
    sql`select r.state, count(*)::int as n from contract_modification_requests r join contracts c on c.id = r.contract_id
        where c.name = ${name} and r.kind = ${kind} group by r.state order by r.state`,
  );

const customerUploadBytes = (t: TestApp) =>
  scalar<number>(t.database, sql`select coalesce(sum(size_bytes), 0)::int from attachments where modification_request_id is not null`);

describe('bounded uploads', () => {
  let t: TestApp;
  let marta: string;
  const upload = (name: string, files: FilePart[], token = marta) => {
    const form = multipart(EXISTING_ACCOUNT, files);
    return t.app.inject({ method: 'POST', url: ibanUrl(name), headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  };

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
  });
  // Each test makes its changes on contracts with none waiting (a second one would be refused).
  beforeEach(() => withdrawPendingChanges(t.database));
  afterAll(() => t.close());

  const WAITING = { code: 'change_waiting_for_signature', message: 'change_waiting_for_signature' };

  describe('one pending change of each kind per contract: exactly one waits, the others are refused', () => {
    it('ten concurrent identical power changes: one waits for signature, nine answer 409, none fails', async () => {
      const before = await requestStates(t, DEMO.active, 'power');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: `/api/v1/contracts/${DEMO.active}/power/`,
            headers: bearer(marta),
            payload: { power_p1: 5750, power_p2: 6928, ...PHONE },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      for (const res of answers.filter((r) => r.statusCode === 409)) expect(json(res)).toEqual(WAITING);
      expect(await requestStates(t, DEMO.active, 'power')).toEqual([...before, { state: 'waiting_for_signature', n: 1 }]);
    });

    it('ten concurrent IBAN changes: one waits for signature, nine answer 409', async () => {
      const before = await requestStates(t, DEMO.active, 'iban');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: ibanUrl(DEMO.active),
            headers: bearer(marta),
            payload: { already_registered: true, bank_id: 3 },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      for (const res of answers.filter((r) => r.statusCode === 409)) expect(json(res)).toEqual(WAITING);
      expect(await requestStates(t, DEMO.active, 'iban')).toEqual([...before, { state: 'waiting_for_signature', n: 1 }]);
    });

    it('the database refuses a second pending change of a kind, and that clash reads as a pending change', async () => {
      expect((await upload(DEMO.active, [])).statusCode).toBe(200);
      const contractId = await scalar<number>(t.database, sql`select id from contracts where name = ${DEMO.active}`);
      const error = await t.database.db
        .execute(
          sql`insert into contract_modification_requests (contract_id, kind, state) values (${contractId}, 'iban', 'waiting_for_signature')`,
        )
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeDefined();
      expect(isPendingConflict(error)).toBe(true);
      // Another unique violation is not this one.
      expect(isPendingConflict({ code: '23505', constraint: 'bank_accounts_customer_iban_idx' })).toBe(false);
    });

    it('a refused second request stores none of its files; the waiting one keeps its own', async () => {
      expect((await upload(DEMO.active, [pdfPart(pdfOfSize(40_000), 'primer.pdf')])).statusCode).toBe(200);
      const second = await upload(DEMO.active, [pdfPart(pdfOfSize(30_000), 'segon.pdf')]);
      expect(second.statusCode).toBe(409);
      expect(json(second)).toEqual(WAITING);
      const files = await rows(
        t.database,
        sql`select a.filename, r.state from attachments a join contract_modification_requests r on r.id = a.modification_request_id`,
      );
      expect(files).toEqual([{ filename: 'primer.pdf', state: 'waiting_for_signature' }]);
      expect(await uploadLeftovers(t.config.dataDir)).toEqual([]);
    });
  });

  describe('files in chunks', () => {
    it('downloads byte for byte a file stored in several chunks', async () => {
      const bytes = pdfOfSize(1_000_000);
      expect((await upload(DEMO.active, [pdfPart(bytes, 'gran.pdf')])).statusCode).toBe(200);
      const id = await scalar<number>(t.database, sql`select id from attachments where filename = 'gran.pdf'`);
      const chunks = await rows<{ seq: number; size: number }>(
        t.database,
        sql`select seq, octet_length(bytes) as size from attachment_chunks where attachment_id = ${id} order by seq`,
      );
      // Full chunks of ATTACHMENT_CHUNK_BYTES, then the rest.
      const full = Math.floor(1_000_000 / ATTACHMENT_CHUNK_BYTES);
      expect(chunks).toEqual([
        ...Array.from({ length: full }, (_, seq) => ({ seq, size: ATTACHMENT_CHUNK_BYTES })),
        { seq: full, size: 1_000_000 - full * ATTACHMENT_CHUNK_BYTES },
      ]);
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/contract/download_attachment/${id}`, headers: bearer(marta) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe('1000000');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="gran.pdf"; filename*=UTF-8''gran.pdf`);
      expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    });

    it('downloads a demo attachment whole from its chunks', async () => {
      const id = await scalar<number>(t.database, sql`select id from attachments where filename = 'esquema-fotovoltaica.png'`);
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/contract/download_attachment/${id}`, headers: bearer(marta) });
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBe(await scalar<number>(t.database, sql`select size_bytes::int from attachments where id = ${id}`));
      expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    });
  });

  describe('temporary files', () => {
    it('are gone after a success and after a refusal', async () => {
      expect((await upload(DEMO.active, [pdfPart(pdfOfSize(20_000))])).statusCode).toBe(200);
      expect(await uploadLeftovers(t.config.dataDir)).toEqual([]);
      await withdrawPendingChanges(t.database);
      const text: FilePart = { filename: 'nota.pdf', contentType: 'application/pdf', bytes: Buffer.from('not a pdf at all') };
      const refused = await upload(DEMO.active, [pdfPart(pdfOfSize(20_000)), text]);
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ code: 'invalid_attachment_format' });
      expect(await uploadLeftovers(t.config.dataDir)).toEqual([]);
    });

    it('are gone after a body cut in the middle of a file', async () => {
      const form = multipart(EXISTING_ACCOUNT, [pdfPart(pdfOfSize(200_000))]);
      const res = await t.app.inject({
        method: 'POST',
        url: ibanUrl(DEMO.active),
        headers: { ...bearer(marta), ...form.headers },
        payload: form.payload.subarray(0, 100_000),
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'malformed_multipart' });
      expect(await uploadLeftovers(t.config.dataDir)).toEqual([]);
    });

    it('are gone, and the gate free, after a client that hangs up mid-file', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const form = multipart(EXISTING_ACCOUNT, [pdfPart(pdfOfSize(2_000_000))]);
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: ibanUrl(DEMO.active),
        headers: { ...bearer(marta), ...form.headers, 'content-length': String(form.payload.length) },
      });
      req.on('error', () => {});
      req.write(form.payload.subarray(0, 500_000));
      await eventually(async () => (await uploadLeftovers(t.config.dataDir)).length > 0);
      req.destroy();
      await eventually(async () => (await uploadLeftovers(t.config.dataDir)).length === 0);
      // The aborted upload let go of the customer's gate: the next one passes.
      expect((await upload(DEMO.active, [pdfPart(pdfOfSize(20_000))])).statusCode).toBe(200);
    });
  });

  describe('one upload per customer in flight', () => {
    it('refuses a second concurrent upload of the customer with 429 before reading it, and takes the next one', async () => {
      const form = multipart(EXISTING_ACCOUNT, [pdfPart(pdfOfSize(300_000))]);
      const held = heldBody(form.payload, 2_000);
      const first = t.app.inject({
        method: 'POST',
        url: ibanUrl(DEMO.active),
        headers: { ...bearer(marta), ...form.headers },
        payload: held.stream,
      });
      // The first upload is reading its file: it holds the gate.
      await eventually(async () => (await uploadLeftovers(t.config.dataDir)).length > 0);
      const second = await upload(DEMO.waiting, [pdfPart(pdfOfSize(20_000))]);
      expect(second.statusCode).toBe(429);
      expect(json(second)).toEqual({ code: 'upload_in_progress', message: 'upload_in_progress' });
      expect(second.headers['retry-after']).toBe('10');
      // A change without files is no upload: it is not held back.
      const power = await t.app.inject({
        method: 'POST',
        url: `/api/v1/contracts/${DEMO.active}/power/`,
        headers: bearer(marta),
        payload: { power_p1: 5750, power_p2: 5750, ...PHONE },
      });
      expect(power.statusCode).toBe(200);
      // Another customer's upload is not held back either.
      const company = await t.login(DEMO.company);
      const other = multipart({ already_registered: 'false', iban: 'ES84 0049 0001 5800 0123 4567', owner_is_bank_owner: 'true' }, [
        pdfPart(pdfOfSize(20_000)),
      ]);
      const otherRes = await t.app.inject({
        method: 'POST',
        url: ibanUrl(DEMO.sixPeriods),
        headers: { ...bearer(company), ...other.headers },
        payload: other.payload,
      });
      expect(otherRes.statusCode, otherRes.body).toBe(200);
      held.release();
      expect((await first).statusCode).toBe(200);
      expect((await upload(DEMO.waiting, [pdfPart(pdfOfSize(20_000))])).statusCode).toBe(200);
    });
  });
});

describe('the attachments quota', () => {
  let t: TestApp;
  let marta: string;
  const upload = (name: string, files: FilePart[]) => {
    const form = multipart(EXISTING_ACCOUNT, files);
    return t.app.inject({ method: 'POST', url: ibanUrl(name), headers: { ...bearer(marta), ...form.headers }, payload: form.payload });
  };

  beforeAll(async () => {
    t = await createAppWithSettings({ attachmentQuotaBytes: 1_000_000 });
    marta = await t.login(DEMO.marta);
    // The demo's IBAN change waiting on DEMO.waiting would refuse the changes below.
    await withdrawPendingChanges(t.database);
  });
  afterAll(() => t.close());

  it('refuses files over the quota with 413 attachments_quota_exceeded and the quota in MB, storing nothing', async () => {
    const pendingBefore = await requestStates(t, DEMO.active, 'iban');
    const res = await upload(DEMO.active, [pdfPart(pdfOfSize(600_000), 'a.pdf'), pdfPart(pdfOfSize(600_000), 'b.pdf')]);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({
      code: 'attachments_quota_exceeded',
      message: 'attachments_quota_exceeded',
      errors: { files: ['attachments_quota_exceeded'] },
      limit_mb: 1,
    });
    expect(await customerUploadBytes(t)).toBe(0);
    expect(
      await scalar<number>(
        t.database,
        sql`select count(*)::int from attachment_chunks c join attachments a on a.id = c.attachment_id where a.modification_request_id is not null`,
      ),
    ).toBe(0);
    expect(await requestStates(t, DEMO.active, 'iban')).toEqual(pendingBefore);
    expect(await uploadLeftovers(t.config.dataDir)).toEqual([]);
  });

  it('counts the customer’s files on every contract; a refused second request adds nothing', async () => {
    expect((await upload(DEMO.active, [pdfPart(pdfOfSize(600_000))])).statusCode).toBe(200);
    // The same change again is refused while the first waits: its 600 KB are not stored.
    expect((await upload(DEMO.active, [pdfPart(pdfOfSize(600_000))])).statusCode).toBe(409);
    expect(await customerUploadBytes(t)).toBe(600_000);
    // Another contract's change adds to what is stored.
    const res = await upload(DEMO.waiting, [pdfPart(pdfOfSize(600_000))]);
    expect(res.statusCode).toBe(413);
    expect((await upload(DEMO.waiting, [pdfPart(pdfOfSize(400_000))])).statusCode).toBe(200);
    expect(await customerUploadBytes(t)).toBe(1_000_000);
  });
});
