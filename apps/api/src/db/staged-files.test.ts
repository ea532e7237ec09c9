import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { rowsOf } from './rows.ts';
import { ATTACHMENT_CHUNK_BYTES } from './schema/index.ts';
import { linkCaseFiles, storeFilesThen, sweepStagedFiles } from './staged-files.ts';
import type { UploadedFile } from './uploaded-file.ts';

describe('files written before the transaction that shows them (staged files)', () => {
  let database: DatabaseHandle;
  let folder: string;
  let made = 0;

  const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));
  const uploaded = async (size: number): Promise<UploadedFile> => {
    const file = path.join(folder, String(++made));
    await writeFile(file, randomBytes(size));
    return { field: 'attachments', filename: `scan-${made}.pdf`, mime: 'application/pdf', path: file, size };
  };
  /** A visitor's case with its first message, as createCase writes them. */
  const newCase = async (tx: Pick<DatabaseHandle['db'], 'execute'>) => {
    const rows = rowsOf<{ id: number }>(
      await tx.execute(
        sql`insert into cases (number, kind, subject, description) values (${`WEB-TEST-${++made}`}, 'unsigned_contact', '', 'x') returning id`,
      ),
    );
    const caseId = rows[0]!.id;
    const message = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into case_messages (case_id, author_kind, body) values (${caseId}, 'customer', 'x') returning id`),
    );
    return { caseId, messageId: message[0]!.id };
  };
  const filesOf = (caseId: number) =>
    query<{ filename: string; size: number; chunks: number; bytes: number }>(
      sql`select a.filename, a.size_bytes::int as size, count(k.seq)::int as chunks, coalesce(sum(octet_length(k.bytes)), 0)::int as bytes
          from case_attachments a left join case_attachment_chunks k on k.attachment_id = a.id
          where a.case_id = ${caseId} group by a.id order by a.id`,
    );
  const unlinked = async () =>
    (await query<{ n: number }>(sql`select count(*)::int as n from case_attachments where case_id is null`))[0]!.n;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    folder = await mkdtemp(path.join(tmpdir(), 'portal-staged-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes the files unseen, then the case’s transaction shows them all at once', async () => {
    const files = [await uploaded(ATTACHMENT_CHUNK_BYTES * 2 + 5), await uploaded(10)];
    const caseId = await storeFilesThen(database.db, 'case', files, async (ids) => {
      // Written, chunks and all, yet no case has them.
      expect(await unlinked()).toBe(2);
      return database.db.transaction(async (tx) => {
        const created = await newCase(tx);
        await linkCaseFiles(tx, ids, created.caseId, created.messageId);
        return created.caseId;
      });
    });
    expect(await filesOf(caseId)).toEqual([
      { filename: files[0]!.filename, size: ATTACHMENT_CHUNK_BYTES * 2 + 5, chunks: 3, bytes: ATTACHMENT_CHUNK_BYTES * 2 + 5 },
      { filename: files[1]!.filename, size: 10, chunks: 1, bytes: 10 },
    ]);
    expect(await unlinked()).toBe(0);
  });

  it('removes what it wrote when the case’s transaction fails, and the case is not there either', async () => {
    const before = (await query<{ n: number }>(sql`select count(*)::int as n from cases`))[0]!.n;
    const files = [await uploaded(ATTACHMENT_CHUNK_BYTES + 1)];
    await expect(
      storeFilesThen(database.db, 'case', files, (ids) =>
        database.db.transaction(async (tx) => {
          const created = await newCase(tx);
          await linkCaseFiles(tx, ids, created.caseId, created.messageId);
          throw new Error('quota reached meanwhile');
        }),
      ),
    ).rejects.toThrow('quota reached meanwhile');
    expect(await unlinked()).toBe(0);
    expect(
      (
        await query<{ n: number }>(
          sql`select count(*)::int as n from case_attachment_chunks k where not exists (select 1 from case_attachments a where a.id = k.attachment_id)`,
        )
      )[0]!.n,
    ).toBe(0);
    expect((await query<{ n: number }>(sql`select count(*)::int as n from cases`))[0]!.n).toBe(before);
  });

  it('refuses to link files that are gone (swept meanwhile): the case is not written without them', async () => {
    const files = [await uploaded(100)];
    await expect(
      storeFilesThen(database.db, 'case', files, async (ids) => {
        await database.db.execute(sql`delete from case_attachments where id = ${ids[0]!}`);
        return database.db.transaction(async (tx) => {
          const created = await newCase(tx);
          await linkCaseFiles(tx, ids, created.caseId, created.messageId);
        });
      }),
    ).rejects.toThrow('staged files missing');
  });

  it('sweeps only unlinked files older than the cut-off, never a linked one or one being written', async () => {
    const old = await query<{ id: number }>(
      sql`insert into case_attachments (filename, mime_type, size_bytes, created_at) values ('old.pdf', 'application/pdf', 1, now() - interval '1 hour') returning id`,
    );
    await database.db.execute(sql`insert into case_attachment_chunks (attachment_id, seq, bytes) values (${old[0]!.id}, 0, '\\x00')`);
    await database.db.execute(
      sql`insert into case_attachments (filename, mime_type, size_bytes) values ('writing.pdf', 'application/pdf', 1)`,
    );
    await database.db.execute(
      sql`insert into attachments (name, filename, mime_type, size_bytes, created_at) values ('old.pdf', 'old.pdf', 'application/pdf', 1, now() - interval '1 hour')`,
    );
    const linkedBefore = (await query<{ n: number }>(sql`select count(*)::int as n from case_attachments where case_id is not null`))[0]!.n;
    expect(await sweepStagedFiles(database.db, new Date(Date.now() - 10 * 60 * 1000))).toBe(2);
    expect(await query<{ filename: string }>(sql`select filename from case_attachments where case_id is null`)).toEqual([
      { filename: 'writing.pdf' },
    ]);
    expect((await query<{ n: number }>(sql`select count(*)::int as n from attachments where contract_id is null`))[0]!.n).toBe(0);
    expect((await query<{ n: number }>(sql`select count(*)::int as n from case_attachments where case_id is not null`))[0]!.n).toBe(
      linkedBefore,
    );
  });
});
