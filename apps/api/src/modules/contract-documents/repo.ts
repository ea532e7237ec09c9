import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { attachments, contracts } from '../../db/schema/index.ts';

export interface AttachmentFile {
  filename: string;
  mimeType: string;
  content: Buffer;
}

export class ContractDocumentsRepo {
  constructor(private readonly db: Database) {}

  /** An attachment of one of the user's contracts; someone else's is not found. */
  async findAttachment(userId: number, attachmentId: number): Promise<AttachmentFile | undefined> {
    const [row] = await this.db
      .select({ filename: attachments.filename, mimeType: attachments.mimeType, content: attachments.content })
      .from(attachments)
      .innerJoin(contracts, eq(contracts.id, attachments.contractId))
      .where(and(eq(attachments.id, attachmentId), ownedBy(contracts.customerId, userId)));
    return row;
  }
}
