import { Readable } from 'node:stream';
import type { TCaseAuthorKind, TCaseKind, TCaseOutcome, TLanguage } from '@portal/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { customerOfUser, ownedBy } from '../../db/ownership.ts';
import {
  atcTypeLabels,
  caseAttachmentChunks,
  caseAttachments,
  caseCategories,
  caseCategoryNames,
  caseMessages,
  cases,
  contracts,
  users,
} from '../../db/schema/index.ts';
import { linkCaseFiles } from '../../db/staged-files.ts';

export interface CaseRow {
  id: number;
  number: string;
  kind: TCaseKind;
  subject: string;
  category: string | null;
  contract: string | null;
  section: string | null;
  outcome: TCaseOutcome;
  createdAt: Date;
  updatedAt: Date;
}

export interface MessageRow {
  id: number;
  authorKind: TCaseAuthorKind;
  staffLabel: string | null;
  body: string;
  createdAt: Date;
}

export interface AttachmentRow {
  id: number;
  messageId: number | null;
  filename: string;
  mimeType: string;
  sizeBytes: number;
}

export interface AttachmentFile {
  id: number;
  filename: string;
  mimeType: string;
  /** Bytes stored, the sum of the chunks (the answer's Content-Length). */
  size: number;
  chunks: number;
}

/** SQL of the requests mailbox: the customer's cases, their conversation and files. */
export class RequestsRepo {
  constructor(private readonly db: Database) {}

  /** The columns a case is shown with: its category's name or, for an ATC claim, its type's label (joined in casesWithNames). */
  private caseColumns() {
    return {
      id: cases.id,
      number: cases.number,
      kind: cases.kind,
      subject: cases.subject,
      category: sql<string | null>`coalesce(${caseCategoryNames.name}, ${atcTypeLabels.label})`,
      contract: contracts.name,
      section: cases.section,
      outcome: cases.outcome,
      createdAt: cases.createdAt,
      updatedAt: cases.updatedAt,
    };
  }

  private casesWithNames(language: TLanguage) {
    return this.db
      .select(this.caseColumns())
      .from(cases)
      .leftJoin(caseCategoryNames, and(eq(caseCategoryNames.categoryId, cases.categoryId), eq(caseCategoryNames.language, language)))
      .leftJoin(atcTypeLabels, and(eq(atcTypeLabels.typeId, cases.atcTypeId), eq(atcTypeLabels.language, language)))
      .leftJoin(contracts, eq(contracts.id, cases.contractId));
  }

  /**
   * One page of the user's cases, the latest activity first (then the newest id, so paging is
   * stable). The page's ids come first from the index alone: the user's customer once (an
   * InitPlan of users' primary key), then a backward index-only scan of
   * cases_customer_activity_idx (customer_id, updated_at, id) that stops after offset + limit
   * entries, whatever the customer's number of cases; then those rows by primary key with their
   * names, and a sort of the page alone. The plan is made without knowing the customer (a
   * prepared statement's is generic), so it must suit ten cases and ten thousand alike.
   */
  async page(userId: number, language: TLanguage, offset: number, limit: number): Promise<CaseRow[]> {
    return this.pageQuery(userId, language, offset, limit);
  }

  /** The statement of page(), unexecuted (query-plans.test.ts explains it). */
  pageQuery(userId: number, language: TLanguage, offset: number, limit: number) {
    const pageIds = this.db
      .select({ id: cases.id })
      .from(cases)
      .where(ownedBy(cases.customerId, userId))
      .orderBy(desc(cases.updatedAt), desc(cases.id))
      .offset(offset)
      .limit(limit);
    return this.casesWithNames(language).where(sql`${cases.id} = any(array(${pageIds}))`).orderBy(desc(cases.updatedAt), desc(cases.id));
  }

  /** How many cases the user's customer has (an index-only count on cases_customer_idx). */
  async total(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cases).where(ownedBy(cases.customerId, userId));
    return row?.n ?? 0;
  }

  /** One of the user's cases by number; someone else's is not found, like one that does not exist. */
  async find(userId: number, number: string, language: TLanguage): Promise<CaseRow | undefined> {
    const [row] = await this.casesWithNames(language).where(and(eq(cases.number, number), ownedBy(cases.customerId, userId)));
    return row;
  }

  /** The conversation, oldest first. */
  messages(caseId: number): Promise<MessageRow[]> {
    return this.db
      .select({
        id: caseMessages.id,
        authorKind: caseMessages.authorKind,
        staffLabel: caseMessages.staffLabel,
        body: caseMessages.body,
        createdAt: caseMessages.createdAt,
      })
      .from(caseMessages)
      .where(eq(caseMessages.caseId, caseId))
      .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id));
  }

  /** The files of a case (or only those of some messages), in the order they came. */
  attachments(caseId: number, messageIds?: readonly number[]): Promise<AttachmentRow[]> {
    const where =
      messageIds === undefined
        ? eq(caseAttachments.caseId, caseId)
        : and(eq(caseAttachments.caseId, caseId), inArray(caseAttachments.messageId, [...messageIds]));
    return this.db
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

  /** The customer of the user (the owner of a new request). */
  async customerOf(userId: number): Promise<number | undefined> {
    const [row] = await this.db.select({ customerId: users.customerId }).from(users).where(eq(users.id, userId));
    return row?.customerId ?? undefined;
  }

  /** The categories a request may take, names in `language`, in the retailer's order. */
  categories(language: TLanguage): Promise<Array<{ id: number; name: string }>> {
    return this.db
      .select({ id: caseCategories.id, name: sql<string>`coalesce(${caseCategoryNames.name}, ${caseCategories.code})` })
      .from(caseCategories)
      .leftJoin(caseCategoryNames, and(eq(caseCategoryNames.categoryId, caseCategories.id), eq(caseCategoryNames.language, language)))
      .orderBy(asc(caseCategories.position), asc(caseCategories.id));
  }

  /** A category's code (the section of a request filed under it), or undefined when there is no such category. */
  async categoryCode(categoryId: number): Promise<string | undefined> {
    const [row] = await this.db.select({ code: caseCategories.code }).from(caseCategories).where(eq(caseCategories.id, categoryId));
    return row?.code;
  }

  /** The case row locked for a reply: its outcome cannot change under the reply (staff's decision waits). */
  async lockCase(tx: Executor, caseId: number): Promise<{ outcome: TCaseOutcome; customerId: number | null } | undefined> {
    const [row] = await tx
      .select({ outcome: cases.outcome, customerId: cases.customerId })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('update');
    return row;
  }

  /**
   * A customer's message with its files (written before by the cases' storeFiles, linked here),
   * and the case's last activity moved to it. Runs in the caller's transaction.
   */
  async addCustomerMessage(tx: Executor, caseId: number, userId: number, body: string, fileIds: readonly number[]): Promise<number> {
    const [message] = await tx
      .insert(caseMessages)
      .values({ caseId, authorKind: 'customer', userId, body })
      .returning({ id: caseMessages.id, createdAt: caseMessages.createdAt });
    const messageId = message!.id;
    await linkCaseFiles(tx, fileIds, caseId, messageId);
    await tx.update(cases).set({ updatedAt: message!.createdAt }).where(eq(cases.id, caseId));
    return messageId;
  }

  /** A file of one of the user's cases, by the case's number; another case's or customer's is not found. */
  async findAttachment(userId: number, number: string, attachmentId: number): Promise<AttachmentFile | undefined> {
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
      .where(and(eq(caseAttachments.id, attachmentId), eq(cases.number, number), eq(cases.customerId, customerOfUser(userId))));
    return row ? { ...row, size: Number(row.size), chunks: Number(row.chunks) } : undefined;
  }

  /** The file's bytes as a stream: one query per chunk, each read when the client has taken the one before. */
  streamAttachment(file: AttachmentFile): Readable {
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
