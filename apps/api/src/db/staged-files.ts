import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { runsOnOneConnection } from './client.ts';
import type { Database, Executor } from './database.ts';
import {
  ATTACHMENT_CHUNK_BYTES,
  attachmentChunks,
  attachments,
  caseAttachmentChunks,
  caseAttachments,
  contractingLeadFileChunks,
  contractingLeadFiles,
  leadInvoiceChunks,
  leadInvoices,
} from './schema/index.ts';
import { forEachChunk, type UploadedFile } from './uploaded-file.ts';

/**
 * Uploaded files written without holding the database (docs/customer-service.md, "Storing
 * files"). On PGlite the process has one connection: a transaction that copied six 15 MB files
 * held it for half a minute, and every other customer's page waited. So a file's row is written
 * first with no owner (a case_attachments row without case_id, an attachments row without
 * contract_id: no reader ever reaches it), then its chunks one short statement at a time, each
 * its own transaction, so other queries take turns between them (on PostgreSQL, whose pool
 * gives others their own connections, a file's chunks share one transaction); last, the short transaction
 * of the case or the change links the files to it, so they appear all at once with it (on
 * PostgreSQL too: a case is never seen with half its files). A failure removes what was written;
 * what a killed process left is swept at the next start (sweepStagedFiles).
 */
export type StagedFileTable = 'case' | 'change' | 'lead' | 'contractingLead';

/**
 * A chunk's bytes as base64 text the server decodes: PGlite's driver encodes a bytea parameter
 * several times slower than the server decodes base64 (measured: 256 KiB in about 50–80 ms as
 * bytea, 13 ms as base64), and its one connection waits meanwhile. PostgreSQL takes either;
 * base64 is also a third smaller on the wire than the hex node-postgres sends for a Buffer.
 */
const asBase64 = (bytes: Buffer) => sql<Buffer>`decode(${bytes.toString('base64')}, 'base64')`;

/**
 * A table of files and its table of chunks, which stage a file alike: its row without an owner,
 * then its chunks; unlinked rows are those whose owner column is still null.
 */
interface StagedTableOf {
  files: typeof caseAttachments | typeof attachments | typeof leadInvoices | typeof contractingLeadFiles;
  /** The column linking a file to what it came with: null while staged. */
  owner: typeof caseAttachments.caseId | typeof attachments.contractId | typeof leadInvoices.leadId | typeof contractingLeadFiles.leadId;
  /** Writes the file's row with no owner and answers its id. */
  insertRow(db: Database, file: UploadedFile): Promise<number>;
  /** Writes chunk `seq` of the file's bytes. */
  insertChunk(db: Executor, fileId: number, seq: number, bytes: Buffer): Promise<unknown>;
}

/** The chunk writer of a chunk table keyed by attachment_id (every one but the contracting leads'). */
const chunksByAttachment =
  (chunks: typeof caseAttachmentChunks | typeof attachmentChunks | typeof leadInvoiceChunks) =>
  (db: Executor, attachmentId: number, seq: number, bytes: Buffer) =>
    db.insert(chunks).values({ attachmentId, seq, bytes: asBase64(bytes) });

const STAGED_TABLES: Record<StagedFileTable, StagedTableOf> = {
  case: {
    files: caseAttachments,
    insertChunk: chunksByAttachment(caseAttachmentChunks),
    owner: caseAttachments.caseId,
    async insertRow(db, file) {
      const [row] = await db
        .insert(caseAttachments)
        .values({ caseId: null, messageId: null, filename: file.filename, mimeType: file.mime, sizeBytes: file.size })
        .returning({ id: caseAttachments.id });
      return row!.id;
    },
  },
  change: {
    files: attachments,
    insertChunk: chunksByAttachment(attachmentChunks),
    owner: attachments.contractId,
    async insertRow(db, file) {
      const [row] = await db
        .insert(attachments)
        .values({ contractId: null, name: file.filename, filename: file.filename, mimeType: file.mime, sizeBytes: file.size })
        .returning({ id: attachments.id });
      return row!.id;
    },
  },
  lead: {
    files: leadInvoices,
    insertChunk: chunksByAttachment(leadInvoiceChunks),
    owner: leadInvoices.leadId,
    async insertRow(db, file) {
      const [row] = await db
        .insert(leadInvoices)
        .values({ leadId: null, filename: file.filename, mimeType: file.mime, sizeBytes: file.size })
        .returning({ id: leadInvoices.id });
      return row!.id;
    },
  },
  // A contracting wizard's documents (modules/contracting): the field says which step's document it is.
  contractingLead: {
    files: contractingLeadFiles,
    owner: contractingLeadFiles.leadId,
    insertChunk: (db, fileId, seq, bytes) => db.insert(contractingLeadFileChunks).values({ fileId, seq, bytes: asBase64(bytes) }),
    async insertRow(db, file) {
      const [row] = await db
        .insert(contractingLeadFiles)
        .values({ leadId: null, field: file.field, filename: file.filename, mimeType: file.mime, sizeBytes: file.size })
        .returning({ id: contractingLeadFiles.id });
      return row!.id;
    },
  },
};

const discard = (db: Database, table: StagedTableOf, ids: number[]) =>
  db.delete(table.files).where(and(inArray(table.files.id, ids), isNull(table.owner)));

async function sweep(db: Database, table: StagedTableOf, before: Date): Promise<number> {
  const gone = await db
    .delete(table.files)
    .where(and(isNull(table.owner), lt(table.files.createdAt, before)))
    .returning({ id: table.files.id });
  return gone.length;
}

/**
 * Writes `files` into `table` unlinked, chunk by chunk outside any transaction, then runs
 * `commit` with their ids (in the files' order), which must link them in its transaction
 * (linkCaseFiles, linkChangeFiles). When anything fails, the unlinked rows and their chunks are
 * removed (a row `commit` linked stays: its transaction may have committed before the error).
 */
export async function storeFilesThen<T>(
  db: Database,
  table: StagedFileTable,
  files: readonly UploadedFile[],
  commit: (ids: number[]) => Promise<T>,
): Promise<T> {
  const staged = STAGED_TABLES[table];
  const oneConnection = runsOnOneConnection(db);
  const ids: number[] = [];
  try {
    for (const file of files) {
      const id = await staged.insertRow(db, file);
      ids.push(id);
      const writeChunks = (executor: Executor) =>
        forEachChunk(file, ATTACHMENT_CHUNK_BYTES, async (seq, bytes) => {
          await staged.insertChunk(executor, id, seq, bytes);
        });
      // PGlite: each chunk its own statement, so others take turns between them. A pool: a file's
      // chunks in one transaction of one connection (others have theirs), one commit instead of
      // hundreds; still unlinked, so still unseen.
      if (oneConnection) await writeChunks(db);
      else await db.transaction((tx) => writeChunks(tx));
    }
    return await commit(ids);
  } catch (error) {
    // A failed removal leaves rows no reader reaches; the next start sweeps them.
    if (ids.length > 0) await discard(db, staged, ids).catch(() => {});
    throw error;
  }
}

/** Links staged case files to their case and message, in the case's transaction; all of them, or it fails. */
export async function linkCaseFiles(tx: Executor, ids: readonly number[], caseId: number, messageId: number): Promise<void> {
  if (ids.length === 0) return;
  const linked = await tx
    .update(caseAttachments)
    .set({ caseId, messageId })
    .where(and(inArray(caseAttachments.id, [...ids]), isNull(caseAttachments.caseId)))
    .returning({ id: caseAttachments.id });
  if (linked.length !== ids.length) throw new Error(`case ${caseId}: ${ids.length - linked.length} staged files missing`);
}

/** Links staged files to the contract and change they came with, in the change's transaction. */
export async function linkChangeFiles(
  tx: Executor,
  ids: readonly number[],
  link: { contractId: number; requestId: number; category: string },
): Promise<void> {
  if (ids.length === 0) return;
  const linked = await tx
    .update(attachments)
    .set({ contractId: link.contractId, modificationRequestId: link.requestId, category: link.category })
    .where(and(inArray(attachments.id, [...ids]), isNull(attachments.contractId)))
    .returning({ id: attachments.id });
  if (linked.length !== ids.length) throw new Error(`change ${link.requestId}: ${ids.length - linked.length} staged files missing`);
}

/** Links a staged invoice to its lead, in the lead's transaction. */
export async function linkLeadFiles(tx: Executor, ids: readonly number[], leadId: number): Promise<void> {
  if (ids.length === 0) return;
  const linked = await tx
    .update(leadInvoices)
    .set({ leadId })
    .where(and(inArray(leadInvoices.id, [...ids]), isNull(leadInvoices.leadId)))
    .returning({ id: leadInvoices.id });
  if (linked.length !== ids.length) throw new Error(`lead ${leadId}: ${ids.length - linked.length} staged files missing`);
}

/** Links staged documents to their contracting lead, in the lead's transaction. */
export async function linkContractingLeadFiles(tx: Executor, ids: readonly number[], leadId: number): Promise<void> {
  if (ids.length === 0) return;
  const linked = await tx
    .update(contractingLeadFiles)
    .set({ leadId })
    .where(and(inArray(contractingLeadFiles.id, [...ids]), isNull(contractingLeadFiles.leadId)))
    .returning({ id: contractingLeadFiles.id });
  if (linked.length !== ids.length) throw new Error(`contracting lead ${leadId}: ${ids.length - linked.length} staged files missing`);
}

/**
 * Removes files a killed process left unlinked, written before `before`: only those, since
 * another instance on the same database may be writing one right now.
 */
export async function sweepStagedFiles(db: Database, before: Date): Promise<number> {
  let removed = 0;
  for (const table of Object.values(STAGED_TABLES)) removed += await sweep(db, table, before);
  return removed;
}
