import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simplePdf } from '../../seed/demo/pdf-bytes.ts';
import { encodePng } from '../../seed/demo/png.ts';
import {
  changeRequestsOf,
  createAppWithSettings,
  DEMO,
  type FilePart,
  multipart,
  rows,
  scalar,
  withdrawPendingChanges,
} from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const PDF: FilePart = {
  filename: 'certificat.pdf',
  contentType: 'application/pdf',
  bytes: simplePdf('Certificat de titularitat', ['ES84 0049 0001 5800 0123 4567']),
};
const PNG_BYTES = encodePng(8, 8, () => [0, 128, 128, 255]);
const NEW_IBAN = 'ES84 0049 0001 5800 0123 4567';

describe('IBAN change', () => {
  let t: TestApp;
  let marta: string;
  const post = (url: string, body: { payload: unknown; headers?: Record<string, string> }, token = marta) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload as string });
  const ibanUrl = (name: string = DEMO.active, version = 'v1') => `/api/${version}/contracts/${name}/iban/`;
  const pending = (name: string) => changeRequestsOf(t.database, name);

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
  });
  // An IBAN change waiting for signature refuses the next (409): each test starts with none.
  beforeEach(() => withdrawPendingChanges(t.database));
  afterAll(() => t.close());

  it('asks for another of the customer’s accounts (multipart), waiting for signature, with the files kept', async () => {
    const form = multipart({ already_registered: 'true', bank_id: '3' }, [
      PDF,
      { filename: 'rebut.png', contentType: 'image/png', bytes: PNG_BYTES },
    ]);
    const res = await post(ibanUrl(), form);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ waiting_for_signature: true });
    expect(await pending(DEMO.active)).toEqual([
      { kind: 'iban', state: 'waiting_for_signature', payload: { already_registered: true, bank_id: 3 } },
    ]);
    const files = await rows(
      t.database,
      sql`select a.filename, a.mime_type, a.size_bytes::int as size, a.category from attachments a join contract_modification_requests r on r.id = a.modification_request_id order by a.id`,
    );
    expect(files).toEqual([
      { filename: 'certificat.pdf', mime_type: 'application/pdf', size: PDF.bytes.length, category: 'iban_change' },
      { filename: 'rebut.png', mime_type: 'image/png', size: PNG_BYTES.length, category: 'iban_change' },
    ]);
    const contract = json<{ waitingForSignature: string[]; attachments: unknown[]; bank_account: { id: number } }>(
      await t.app.inject({ method: 'GET', url: `/api/v2/contracts/${DEMO.active}`, headers: bearer(marta) }),
    );
    expect(contract.waitingForSignature).toEqual(['iban']);
    // The account changes once signed; the customer's files are not the retailer's documents.
    expect(contract.bank_account.id).toBe(1);
    expect(contract.attachments).toHaveLength(2);
  });

  it('creates the account of a new IBAN (JSON), a withdrawn request staying in the history', async () => {
    const before = await scalar<number>(t.database, sql`select count(*)::int from bank_accounts`);
    const res = await post(ibanUrl(), { payload: { already_registered: false, iban: NEW_IBAN.toLowerCase(), owner_is_bank_owner: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await scalar<number>(t.database, sql`select count(*)::int from bank_accounts`)).toBe(before + 1);
    const accountId = await scalar<number>(t.database, sql`select id from bank_accounts where iban = 'ES8400490001580001234567'`);
    expect(await pending(DEMO.active)).toEqual([
      expect.objectContaining({ state: 'rejected' }),
      {
        kind: 'iban',
        state: 'waiting_for_signature',
        payload: { already_registered: false, bank_id: accountId, owner_is_bank_owner: true },
      },
    ]);
    // The same IBAN again, pasted with dots and dashes, reuses the account (stored compact).
    const pasted = 'ES84-0049.0001-5800.0123-4567';
    await withdrawPendingChanges(t.database);
    expect((await post(ibanUrl(), { payload: { already_registered: false, iban: pasted, owner_is_bank_owner: true } })).statusCode).toBe(
      200,
    );
    expect(await scalar<number>(t.database, sql`select count(*)::int from bank_accounts`)).toBe(before + 1);
    const listed = json<{ items: Array<{ printable_iban: string }> }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/ibans/', headers: bearer(marta) }),
    );
    expect(listed.items.map((i) => i.printable_iban)).toContain(NEW_IBAN);
  });

  it('answers on v2 for a gas contract', async () => {
    const form = multipart({ already_registered: 'true', bank_id: '2' });
    const res = await post(ibanUrl(DEMO.gas, 'v2'), form);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ waiting_for_signature: true });
  });

  it.each([
    [{}, { already_registered: ['required_field'] }],
    [{ already_registered: true }, { bank_id: ['iban_select_empty'] }],
    [{ already_registered: true, bank_id: 'x' }, { bank_id: ['iban_select_empty'] }],
    [{ already_registered: false, owner_is_bank_owner: true }, { iban: ['iban_field_invalid'] }],
    [{ already_registered: false, iban: 'ES91 2100 0418 4502 0005 1333', owner_is_bank_owner: true }, { iban: ['iban_field_invalid'] }],
    [{ already_registered: false, iban: 'ES84-0049.0001-5800.0123-4568', owner_is_bank_owner: true }, { iban: ['iban_field_invalid'] }],
    [{ already_registered: false, iban: NEW_IBAN }, { owner_is_bank_owner: ['iban_change_validation'] }],
    [{ already_registered: false, iban: NEW_IBAN, owner_is_bank_owner: false }, { owner_is_bank_owner: ['iban_change_validation'] }],
  ])('refuses %j with field errors %j', async (payload, errors) => {
    const res = await post(ibanUrl(), { payload });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'validation_error', errors });
  });

  it('refuses the same field errors from a multipart form', async () => {
    const res = await post(ibanUrl(), multipart({ already_registered: 'false', iban: 'ES00 1234', owner_is_bank_owner: 'false' }));
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ iban: ['iban_field_invalid'], owner_is_bank_owner: ['iban_change_validation'] });
  });

  it('refuses an account that is not the customer’s, or the current one', async () => {
    const companyAccount = await scalar<number>(t.database, sql`select id from bank_accounts where iban = 'ES8001822370440201234567'`);
    for (const bankId of [companyAccount, 1, 99999]) {
      const res = await post(ibanUrl(), { payload: { already_registered: true, bank_id: bankId } });
      expect(res.statusCode, String(bankId)).toBe(400);
      expect(json(res).errors).toEqual({ bank_id: ['iban_select_empty'] });
    }
    const same = await post(ibanUrl(), {
      payload: { already_registered: false, iban: 'ES9121000418450200051332', owner_is_bank_owner: true },
    });
    expect(same.statusCode).toBe(400);
    expect(json(same).errors).toEqual({ iban: ['iban_same_as_current'] });
    const samePasted = await post(ibanUrl(), {
      payload: { already_registered: false, iban: 'ES91.2100.0418.4502.0005.1332', owner_is_bank_owner: true },
    });
    expect(json(samePasted).errors).toEqual({ iban: ['iban_same_as_current'] });
  });

  it('refuses a change on a contract that is not active (409)', async () => {
    for (const name of [DEMO.closed, DEMO.cancelledGas, DEMO.draftSigned]) {
      const res = await post(ibanUrl(name), { payload: { already_registered: true, bank_id: 3 } });
      expect(res.statusCode, name).toBe(409);
      expect(json(res)).toEqual({ code: 'change_not_allowed', message: 'message_cant_do_operation' });
    }
  });

  describe('uploads', () => {
    const upload = (files: FilePart[], fields: Record<string, string> = { already_registered: 'true', bank_id: '3' }) =>
      post(ibanUrl(), multipart(fields, files));

    it('takes the type from the bytes: a PNG named .pdf is stored as a PNG', async () => {
      const res = await upload([{ filename: 'escaneig.pdf', contentType: 'application/pdf', bytes: PNG_BYTES }]);
      expect(res.statusCode, res.body).toBe(200);
      expect(await scalar(t.database, sql`select mime_type from attachments where filename = 'escaneig.pdf'`)).toBe('image/png');
    });

    it.each([
      ['text named .pdf', Buffer.from('Això no és un PDF, és text.\n'), 'application/pdf'],
      ['an empty file', Buffer.alloc(0), 'image/png'],
      ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
      ['a ZIP', Buffer.from('504b0304140000000800', 'hex'), 'application/pdf'],
    ])('refuses %s with invalid_attachment_format', async (_label, bytes, contentType) => {
      const res = await upload([PDF, { filename: 'document.pdf', contentType, bytes }]);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'invalid_attachment_format', errors: { files: ['invalid_attachment_format'] } });
    });

    it('accepts JPEG, GIF and WEBP by their magic numbers', async () => {
      const jpeg = Buffer.concat([
        Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
        Buffer.alloc(64),
        Buffer.from('ffd9', 'hex'),
      ]);
      const gif = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
      const webp = Buffer.concat([
        Buffer.from('RIFF'),
        Buffer.from([26, 0, 0, 0]),
        Buffer.from('WEBPVP8L'),
        Buffer.from('0d0000002f0000001007101111888808', 'hex'),
        Buffer.alloc(2),
      ]);
      const res = await upload([
        { filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg },
        { filename: 'b.gif', contentType: 'image/gif', bytes: gif },
        { filename: 'c.webp', contentType: 'image/webp', bytes: webp },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        await rows(t.database, sql`select mime_type from attachments where filename in ('a.jpg', 'b.gif', 'c.webp') order by filename`),
      ).toEqual([{ mime_type: 'image/jpeg' }, { mime_type: 'image/gif' }, { mime_type: 'image/webp' }]);
    });

    it('takes six files and refuses seven', async () => {
      const six = Array.from({ length: 6 }, (_, i) => ({ ...PDF, filename: `f${i}.pdf` }));
      expect((await upload(six)).statusCode).toBe(200);
      await withdrawPendingChanges(t.database);
      const res = await upload([...six, { ...PDF, filename: 'f6.pdf' }]);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'files_too_many', errors: { files: ['files_too_many'] } });
    });

    it('refuses a file above the default 15 MB with the limit in MB (413)', async () => {
      const big = Buffer.concat([PDF.bytes, Buffer.alloc(15_000_001 - PDF.bytes.length, 0x20)]);
      const res = await upload([{ ...PDF, bytes: big }]);
      expect(res.statusCode).toBe(413);
      expect(json(res)).toEqual({ code: 'file_too_large', message: 'file_too_large', errors: { files: ['file_too_large'] }, limit_mb: 15 });
    });

    it.each([
      ['a body cut in the middle of a file', (body: Buffer) => body.subarray(0, body.length - 60)],
      ['a body without its closing boundary', (body: Buffer) => body.subarray(0, body.length - 8)],
      ['garbage after the headers', () => Buffer.from('not a multipart body at all')],
    ])('answers 400 for %s', async (_label, cut) => {
      const form = multipart({ already_registered: 'true', bank_id: '3' }, [PDF]);
      const res = await post(ibanUrl(), { payload: cut(form.payload), headers: form.headers });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).code).toBe('malformed_multipart');
    });
  });
});

describe('IBAN change with settings', () => {
  it('requires a file when attachmentOnIbanChange is on, and applies fileUploadSizeLimit', async () => {
    const t = await createAppWithSettings({ features: { attachmentOnIbanChange: true }, fileUploadSizeLimit: 200_000 });
    try {
      const token = await t.login(DEMO.marta);
      const send = (files: FilePart[]) => {
        const form = multipart({ already_registered: 'true', bank_id: '3' }, files);
        return t.app.inject({
          method: 'POST',
          url: `/api/v1/contracts/${DEMO.active}/iban/`,
          headers: { ...bearer(token), ...form.headers },
          payload: form.payload,
        });
      };
      const none = await send([]);
      expect(none.statusCode).toBe(400);
      expect(json(none).errors).toEqual({ files: ['iban_change_has_files'] });
      expect((await send([PDF])).statusCode).toBe(200);
      await withdrawPendingChanges(t.database);
      const tooBig = await send([{ ...PDF, bytes: Buffer.concat([PDF.bytes, Buffer.alloc(200_001, 0x20)]) }]);
      expect(tooBig.statusCode).toBe(413);
      expect(json(tooBig)).toMatchObject({ code: 'file_too_large', limit_mb: 0.2 });
    } finally {
      await t.close();
    }
  });

  it('refuses every IBAN change when contract.ibanChange.enabled is off (409)', async () => {
    const t = await createAppWithSettings({ contract: { ibanChange: { enabled: false } } });
    try {
      const token = await t.login(DEMO.marta);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/contracts/${DEMO.active}/iban/`,
        headers: bearer(token),
        payload: { already_registered: true, bank_id: 3 },
      });
      expect(res.statusCode).toBe(409);
    } finally {
      await t.close();
    }
  });
});
