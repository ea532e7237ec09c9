import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { addressUploadBytes, customerUploadBytes, lockAddressUploadBytes, lockCustomerUploadBytes } from '../../db/customer-uploads.ts';
import type { Database, Executor } from '../../db/database.ts';
import { customerOfUser } from '../../db/ownership.ts';
import { caseAttachmentChunks, caseAttachments, cases } from '../../db/schema/index.ts';
import { storeFilesThen } from '../../db/staged-files.ts';
import type { UploadedFile } from '../../platform/uploads/uploads.ts';
import type { AttachmentFile, CaseReader, FilesQuota } from './case-rows.ts';

/** The files of cases: staged before their case's transaction, counted against a quota, streamed back chunk by chunk. */
export class CaseFiles {
  constructor(private readonly db: Database) {}

  /**
   * Writes the files outside any transaction, chunk by chunk, where no reader sees them yet, then
   * runs `commit` with their ids: its transaction links them (CasesRepo), so the case shows all
   * its files or none (db/staged-files.ts).
   */
  store<T>(files: readonly UploadedFile[], commit: (fileIds: number[]) => Promise<T>): Promise<T> {
    return storeFilesThen(this.db, 'case', files, commit);
  }

  /** Bytes already stored under the quota, without a lock: the quick refusal before any byte is written. */
  stored(quota: FilesQuota): Promise<number> {
    return 'customerId' in quota
      ? customerUploadBytes(this.db, quota.customerId)
      : addressUploadBytes(this.db, quota.clientAddress, quota.since);
  }

  /**
   * The same, the customer's row (or the address) locked for the transaction: two uploads on two
   * instances cannot both pass (db/customer-uploads.ts).
   */
  lockStored(tx: Executor, quota: FilesQuota): Promise<number> {
    return 'customerId' in quota
      ? lockCustomerUploadBytes(tx, quota.customerId)
      : lockAddressUploadBytes(tx, quota.clientAddress, quota.since);
  }

  /** A file of the case `number` the reader may read (a customer: their own cases'); another case's is not found. */
  async find(reader: CaseReader, number: string, attachmentId: number): Promise<AttachmentFile | undefined> {
    const [row] = await this.db
      .select({
        id: caseAttachments.id,
        filename: caseAttachments.filename,
        mimeType: caseAttachments.mimeType,
        // Measured on the chunks themselves, so the length announced is the length sent.
        size: sql<string>`(select coalesce(sum(octet_length(${caseAttachmentChunks.bytes})), 0) from ${caseAttachmentChunks} where ${caseAttachmentChunks.attachmentId} = ${caseAttachments.id})`,
        chunks: sql<number>`(select count(*)::int from ${caseAttachmentChunks} where ${caseAttachmentChunks.attachmentId} = ${caseAttachments.id})`,
      })
      .from(caseAttachments)
      .innerJoin(cases, eq(cases.id, caseAttachments.caseId))
      .where(
        and(
          eq(caseAttachments.id, attachmentId),
          eq(cases.number, number),
          reader === 'staff' ? undefined : eq(cases.customerId, customerOfUser(reader.userId)),
        ),
      );
    return row ? { ...row, size: Number(row.size), chunks: Number(row.chunks) } : undefined;
  }

  /** The file's bytes as a stream: one query per chunk, each read when the client has taken the one before. */
  stream(file: AttachmentFile): Readable {
    const db = this.db;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let seq = 0; seq < file.chunks; seq += 1) {
        const [row] = await db
          .select({ bytes: caseAttachmentChunks.bytes })
          .from(caseAttachmentChunks)
          .where(and(eq(caseAttachmentChunks.attachmentId, file.id), eq(caseAttachmentChunks.seq, seq)));
        if (!row) throw new Error(`case attachment ${file.id}: chunk ${seq} missing`);
        if (row.bytes.length > 0) yield row.bytes;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }
}
