import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The migration itself, on rows written as before it (attachments.content, duplicate pending
// changes): the rest of the suite only ever sees databases seeded after it. PGlite in both projects.
const folder = new URL('./migrations/', import.meta.url);

async function statements(tag: string): Promise<string[]> {
  const text = await readFile(new URL(`${tag}.sql`, folder), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

async function migrate(db: PGlite, tags: string[]): Promise<void> {
  for (const tag of tags) for (const statement of await statements(tag)) await db.exec(statement);
}

describe('migration 0008_bounded_uploads', () => {
  let db: PGlite;
  const big = randomBytes(600_000);
  const small = Buffer.from('%PDF-1.4 a small one');

  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pg_trgm } });
    const journal = JSON.parse(await readFile(new URL('meta/_journal.json', folder), 'utf8')) as { entries: Array<{ tag: string }> };
    const tags = journal.entries.map((e) => e.tag);
    // Every migration before 0008, whatever came after it.
    expect(tags).toContain('0008_bounded_uploads');
    await migrate(db, tags.slice(0, tags.indexOf('0008_bounded_uploads')));
    // Rows as the API wrote them before; foreign keys off, so no contract or customer is needed.
    await db.exec(`SET session_replication_role = replica;
      INSERT INTO attachments (id, contract_id, name, filename, mime_type, size_bytes, content) VALUES
        (1, 1, 'gran', 'gran.bin', 'application/pdf', 600000, '\\x${big.toString('hex')}'),
        (2, 1, 'petit', 'petit.pdf', 'application/pdf', ${small.length}, '\\x${small.toString('hex')}'),
        (3, 1, 'buit', 'buit.pdf', 'application/pdf', 0, '\\x');
      INSERT INTO contract_modification_requests (id, contract_id, kind, state, created_at) VALUES
        (1, 1, 'iban', 'waiting_for_signature', '2026-01-01T10:00:00Z'),
        (2, 1, 'iban', 'waiting_for_signature', '2026-01-02T10:00:00Z'),
        (3, 1, 'power', 'waiting_for_signature', '2026-01-01T10:00:00Z'),
        (4, 2, 'iban', 'waiting_for_signature', '2026-01-01T10:00:00Z'),
        (5, 1, 'iban', 'applied', '2025-12-01T10:00:00Z');
      SET session_replication_role = origin;`);
    await migrate(db, ['0008_bounded_uploads']);
  });
  afterAll(() => db?.close());

  it('moves every attachment’s bytes into 256 KiB chunks, whole and in order, and drops the column', async () => {
    const chunks = await db.query<{ attachment_id: number; seq: number; size: number }>(
      'select attachment_id, seq, octet_length(bytes) as size from attachment_chunks order by attachment_id, seq',
    );
    expect(chunks.rows).toEqual([
      { attachment_id: 1, seq: 0, size: 262144 },
      { attachment_id: 1, seq: 1, size: 262144 },
      { attachment_id: 1, seq: 2, size: 600_000 - 2 * 262144 },
      { attachment_id: 2, seq: 0, size: small.length },
      { attachment_id: 3, seq: 0, size: 0 },
    ]);
    const whole = await db.query<{ id: number; bytes: Uint8Array }>(
      `select attachment_id as id, string_agg(bytes, ''::bytea order by seq) as bytes from attachment_chunks group by attachment_id order by 1`,
    );
    expect(Buffer.compare(Buffer.from(whole.rows[0]!.bytes), big)).toBe(0);
    expect(Buffer.compare(Buffer.from(whole.rows[1]!.bytes), small)).toBe(0);
    const column = await db.query(`select 1 from information_schema.columns where table_name = 'attachments' and column_name = 'content'`);
    expect(column.rows).toEqual([]);
  });

  it('keeps the newest pending change of each kind per contract, rejects the older ones, and forbids two from then on', async () => {
    const states = await db.query<{ id: number; state: string }>('select id, state from contract_modification_requests order by id');
    expect(states.rows).toEqual([
      { id: 1, state: 'rejected' },
      { id: 2, state: 'waiting_for_signature' },
      { id: 3, state: 'waiting_for_signature' },
      { id: 4, state: 'waiting_for_signature' },
      { id: 5, state: 'applied' },
    ]);
    const error = await db
      .query(`insert into contract_modification_requests (id, contract_id, kind, state) values (99, 1, 'power', 'waiting_for_signature')`)
      .then(
        () => undefined,
        (e: { code?: string; constraint?: string }) => e,
      );
    expect([error?.code, error?.constraint]).toEqual(['23505', 'contract_modification_requests_one_pending_idx']);
  });

  it('deletes an attachment’s chunks with it', async () => {
    await db.exec('delete from attachments where id = 1');
    expect((await db.query('select 1 from attachment_chunks where attachment_id = 1')).rows).toEqual([]);
  });
});
