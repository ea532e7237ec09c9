import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { attachmentChunks, attachments, contracts } from '../../db/schema/index.ts';

export interface AttachmentFile {
  filename: string;
  mimeType: string;
  /** Bytes stored, the sum of the chunks (the answer's Content-Length). */
  size: number;
  /** Number of chunks, read in order of seq. */
  chunks: number;
  id: number;
}

export class ContractDocumentsRepo {
  constructor(private readonly db: Database) {}

  /** An attachment of one of the user's contracts (someone else's is not found), or of any contract for staff. */
  async findAttachment(reader: number | 'staff', attachmentId: number): Promise<AttachmentFile | undefined> {
    const [row] = await this.db
      .select({
        id: attachments.id,
        filename: attachments.filename,
        mimeType: attachments.mimeType,
        // Measured on the chunks themselves, so the length announced is the length sent.
        size: sql<string>`(select coalesce(sum(octet_length(${attachmentChunks.bytes})), 0) from ${attachmentChunks} where ${attachmentChunks.attachmentId} = ${attachments.id})`,
        chunks: sql<number>`(select count(*)::int from ${attachmentChunks} where ${attachmentChunks.attachmentId} = ${attachments.id})`,
      })
      .from(attachments)
      .innerJoin(contracts, eq(contracts.id, attachments.contractId))
      .where(and(eq(attachments.id, attachmentId), reader === 'staff' ? undefined : ownedBy(contracts.customerId, reader)));
    return row ? { ...row, size: Number(row.size), chunks: Number(row.chunks) } : undefined;
  }

  /**
   * The attachment's bytes as a stream: one query per chunk, each read when the client has
   * taken the one before (a Readable pulls), so a download holds one chunk at a time.
   */
  streamAttachment(file: AttachmentFile): Readable {
    const db = this.db;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let seq = 0; seq < file.chunks; seq += 1) {
        const [row] = await db
          .select({ bytes: attachmentChunks.bytes })
          .from(attachmentChunks)
          .where(and(eq(attachmentChunks.attachmentId, file.id), eq(attachmentChunks.seq, seq)));
        if (!row) throw new Error(`attachment ${file.id}: chunk ${seq} missing`);
        if (row.bytes.length > 0) yield row.bytes;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }
}
