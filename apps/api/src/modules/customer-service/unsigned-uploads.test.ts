import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/runtime/config.ts';
import { type FilePart, multipart, rows, scalar } from '../../test/contracts-test-support.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { unsignedContactClient } from '../../test/unsigned-contact-client.ts';
import { eventually, heldBody, pdfOfSize, uploadLeftovers } from '../../test/uploads-test-support.ts';

const FORM = {
  email: 'visitant@example.com',
  mobile: '612 345 678',
  category: '10',
  subject: 'Factures escanejades',
  description: 'Us envio les factures escanejades.',
};
const QUOTA_BYTES = 1_000_000;
const file = (size: number, filename = 'factura.pdf'): FilePart => ({
  field: 'attachment',
  filename,
  contentType: 'application/pdf',
  bytes: pdfOfSize(size),
});

/**
 * A visitor's uploads are bounded as a customer's are (docs/customer-service.md, "The unsigned
 * form against abuse"): one upload per client address in flight (the customers' gate, keyed by
 * the address) and a quota of bytes per address a day (UNSIGNED_CONTACT_UPLOAD_QUOTA_MB); the
 * form's ticket is spent only when the form is stored.
 */
describe('a visitor’s uploads', () => {
  let t: TestApp;
  let ip = 0;
  /** Each test its own client address, so quotas and throttles count only what it sends. */
  const nextIp = () => `10.40.0.${++ip}`;

  const { ticket } = unsignedContactClient(() => t, nextIp, 'es-ES');
  const body = async (remoteAddress: string, files: FilePart[], fields: Record<string, string> = {}) =>
    multipart({ ticket: await ticket(remoteAddress), ...FORM, ...fields }, files);
  const send = async (remoteAddress: string, files: FilePart[], form?: { payload: Buffer; headers: Record<string, string> }) => {
    const sent = form ?? (await body(remoteAddress, files));
    return t.app.inject({ method: 'POST', url: '/api/v1/crm/unsigned/', headers: sent.headers, payload: sent.payload, remoteAddress });
  };
  const storedFrom = (address: string) =>
    scalar<number>(
      t.database,
      sql`select coalesce(sum(a.size_bytes), 0)::int from case_attachments a join cases c on c.id = a.case_id where c.client_address = ${address}`,
    );
  const unlinked = async () =>
    (
      await rows<{ files: number; chunks: number }>(
        t.database,
        sql`select (select count(*)::int from case_attachments where case_id is null) as files,
                   (select count(*)::int from case_attachment_chunks k join case_attachments a on a.id = k.attachment_id where a.case_id is null) as chunks`,
      )
    )[0]!;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        unsignedContact: {
          ...loadConfig({}).unsignedContact,
          ticketMinAgeMs: 0,
          perAddressPerHour: 100,
          perEmailPerHour: 100,
          uploadQuotaBytesPerDay: QUOTA_BYTES,
        },
      },
    });
  });
  afterAll(() => t.close());

  it('four concurrent forms from one address: one is stored, the other three answer 429 upload_in_progress before being read', async () => {
    const address = nextIp();
    const first = await body(address, [file(300_000)]);
    const held = heldBody(first.payload, 2_000);
    const storing = t.app.inject({
      method: 'POST',
      url: '/api/v1/crm/unsigned/',
      headers: first.headers,
      payload: held.stream,
      remoteAddress: address,
    });
    // The first form is being read: its address holds the gate.
    await eventually(async () => (await uploadLeftovers(t.config.dataDir)).length > 0);
    const others = await Promise.all([1, 2, 3].map(() => send(address, [file(20_000)])));
    for (const other of others) {
      expect(other.statusCode).toBe(429);
      expect(json(other)).toEqual({ code: 'upload_in_progress', message: 'upload_in_progress' });
      expect(other.headers['retry-after']).toBe('10');
    }
    // Another address is not held back.
    expect((await send(nextIp(), [file(20_000)])).statusCode).toBe(200);
    held.release();
    const stored = await storing;
    expect(stored.statusCode, stored.body).toBe(200);
    expect(await storedFrom(address)).toBe(300_000);
    // The gate is free again once the first is stored.
    expect((await send(address, [file(20_000)])).statusCode).toBe(200);
  });

  it('refuses files over the address’s quota with 413 attachments_quota_exceeded and the quota in MB, storing nothing', async () => {
    const address = nextIp();
    expect((await send(address, [file(600_000)])).statusCode).toBe(200);
    const form = await body(address, [file(300_000), file(300_000)]);
    const refused = await send(address, [], form);
    expect(refused.statusCode).toBe(413);
    expect(json(refused)).toEqual({
      code: 'attachments_quota_exceeded',
      message: 'attachments_quota_exceeded',
      errors: { files: ['attachments_quota_exceeded'] },
      limit_mb: 1,
    });
    expect(await storedFrom(address)).toBe(600_000);
    expect(await unlinked()).toEqual({ files: 0, chunks: 0 });
    // Another address has its own quota; a form without files is no upload.
    expect((await send(nextIp(), [file(600_000)])).statusCode).toBe(200);
    expect((await send(address, [])).statusCode).toBe(200);
    // What fits still passes, with the ticket of the refused form (it was not spent).
    const ticketOfRefused = /name="ticket"\r\n\r\n([^\r]+)\r\n/.exec(form.payload.toString('latin1'))![1]!;
    const fitting = multipart({ ticket: ticketOfRefused, ...FORM }, [file(400_000)]);
    expect((await send(address, [], fitting)).statusCode).toBe(200);
    expect(await storedFrom(address)).toBe(QUOTA_BYTES);
  });

  it('counts what the address stored in the last day only', async () => {
    const address = nextIp();
    expect((await send(address, [file(900_000)])).statusCode).toBe(200);
    expect((await send(address, [file(200_000)])).statusCode).toBe(413);
    await t.database.db.execute(sql`update cases set created_at = now() - interval '25 hours' where client_address = ${address}`);
    expect((await send(address, [file(200_000)])).statusCode).toBe(200);
  });

  it('gives the ticket back when the form cannot be stored, and leaves none of its files behind', async () => {
    const address = nextIp();
    const form = await body(address, [file(200_000), file(200_000)], { subject: 'Quan la base de dades falla' });
    // The database refuses this one case, as it would refuse a write while it fails.
    await t.database.db.execute(sql`alter table cases add constraint test_refuses_case check (subject <> 'Quan la base de dades falla')`);
    try {
      expect((await send(address, [], form)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table cases drop constraint test_refuses_case`);
    }
    expect(await storedFrom(address)).toBe(0);
    expect(await unlinked()).toEqual({ files: 0, chunks: 0 });
    // The same form, the same ticket: stored now, and the ticket then spent.
    const again = await send(address, [], form);
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedFrom(address)).toBe(400_000);
    const replay = await send(address, [], form);
    expect(replay.statusCode).toBe(400);
    expect(json(replay)).toEqual({ code: 'contact_refused', message: 'contact_refused' });
  });
});
