import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { caseAttachments, caseMessages, users } from '../../db/schema/index.ts';
import type { AttachmentRow, MessageRow } from './case-rows.ts';

/** A case's conversation, oldest first; read with the executor of the caller's transaction when it has one. */
export function caseMessagesOf(executor: Executor, caseId: number): Promise<MessageRow[]> {
  return executor
    .select({
      id: caseMessages.id,
      authorKind: caseMessages.authorKind,
      userName: users.name,
      staffLabel: caseMessages.staffLabel,
      body: caseMessages.body,
      createdAt: caseMessages.createdAt,
    })
    .from(caseMessages)
    .leftJoin(users, eq(users.id, caseMessages.userId))
    .where(eq(caseMessages.caseId, caseId))
    .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id));
}

/** The files of a case (or only those of some messages), in the order they came. */
export function caseAttachmentsOf(executor: Executor, caseId: number, messageIds?: readonly number[]): Promise<AttachmentRow[]> {
  const where =
    messageIds === undefined
      ? eq(caseAttachments.caseId, caseId)
      : and(eq(caseAttachments.caseId, caseId), inArray(caseAttachments.messageId, [...messageIds]));
  return executor
    .select({
      id: caseAttachments.id,
      messageId: caseAttachments.messageId,
      filename: caseAttachments.filename,
      mimeType: caseAttachments.mimeType,
      sizeBytes: caseAttachments.sizeBytes,
    })
    .from(caseAttachments)
    .where(where)
    .orderBy(asc(caseAttachments.id));
}
