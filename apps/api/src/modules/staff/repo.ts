import { isLanguage, type TCaseAuthorKind, type TCaseKind, type TCaseOutcome, type TLanguage } from '@portal/domain';
import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import {
  atcSubtypes,
  atcTypes,
  caseAttachmentChunks,
  caseAttachments,
  caseCategories,
  caseMessages,
  cases,
  contracts,
  customers,
  staffAccounts,
  users,
} from '../../db/schema/index.ts';
import type { StaffAccount } from './staff-account.ts';

const OPEN: TCaseOutcome[] = ['in_process', 'being_processed', 'additional_information_needed'];

export interface CaseRow {
  id: number;
  number: string;
  kind: TCaseKind;
  customerName: string | null;
  taxId: string | null;
  contactEmail: string | null;
  contactMobile: string | null;
  contract: string | null;
  subject: string;
  description: string;
  outcome: TCaseOutcome;
  createdAt: Date;
  updatedAt: Date;
  lastAuthor: TCaseAuthorKind | null;
}

export interface CaseDetailRow extends CaseRow {
  category: string | null;
  atcType: string | null;
  atcSubtype: string | null;
}

export interface MessageRow {
  id: number;
  authorKind: TCaseAuthorKind;
  userName: string | null;
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

/** Whom a case's mail goes to, and in which language. */
export interface CaseRecipient {
  email: string | null;
  name: string | null;
  language: TLanguage | undefined;
}

/** The author of the case's last message: customer or staff (null for a case without messages). */
const lastAuthor = sql<TCaseAuthorKind | null>`(select m.author_kind from case_messages m where m.case_id = ${cases.id} order by m.created_at desc, m.id desc limit 1)`;

const caseColumns = {
  id: cases.id,
  number: cases.number,
  kind: cases.kind,
  customerName: customers.name,
  taxId: customers.taxId,
  contactEmail: cases.contactEmail,
  contactMobile: cases.contactMobile,
  contract: contracts.name,
  subject: cases.subject,
  description: cases.description,
  outcome: cases.outcome,
  createdAt: cases.createdAt,
  updatedAt: cases.updatedAt,
  lastAuthor,
};

/** SQL of the staff interface: staff accounts, and cases as staff see them (every customer's). */
export class StaffRepo {
  constructor(private readonly db: Database) {}

  async accountByEmail(email: string): Promise<(StaffAccount & { passwordHash: string; active: boolean }) | undefined> {
    const [row] = await this.db
      .select({
        id: staffAccounts.id,
        email: staffAccounts.email,
        label: staffAccounts.label,
        passwordHash: staffAccounts.passwordHash,
        active: staffAccounts.active,
      })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, email.toLowerCase()));
    return row;
  }

  async activeAccount(id: number): Promise<StaffAccount | undefined> {
    const [row] = await this.db
      .select({ id: staffAccounts.id, email: staffAccounts.email, label: staffAccounts.label })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.id, id), eq(staffAccounts.active, true)));
    return row;
  }

  /** Cases of a status, the one whose last activity is oldest first (it has waited longest), and how many there are. */
  async listCases(status: 'open' | 'closed' | 'all', offset: number, limit: number): Promise<{ total: number; rows: CaseRow[] }> {
    const where: SQL | undefined =
      status === 'open' ? inArray(cases.outcome, OPEN) : status === 'closed' ? notInArray(cases.outcome, OPEN) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(caseColumns)
        .from(cases)
        .leftJoin(customers, eq(customers.id, cases.customerId))
        .leftJoin(contracts, eq(contracts.id, cases.contractId))
        .where(where)
        .orderBy(asc(cases.updatedAt), asc(cases.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(cases).where(where),
    ]);
    return { total: total?.n ?? 0, rows };
  }

  async caseByNumber(executor: Executor, number: string): Promise<CaseDetailRow | undefined> {
    const [row] = await executor
      .select({ ...caseColumns, category: caseCategories.code, atcType: atcTypes.code, atcSubtype: atcSubtypes.name })
      .from(cases)
      .leftJoin(customers, eq(customers.id, cases.customerId))
      .leftJoin(contracts, eq(contracts.id, cases.contractId))
      .leftJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
      .leftJoin(atcTypes, eq(atcTypes.id, cases.atcTypeId))
      .leftJoin(atcSubtypes, eq(atcSubtypes.id, cases.atcSubtypeId))
      .where(eq(cases.number, number));
    return row;
  }

  messages(executor: Executor, caseId: number): Promise<MessageRow[]> {
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

  attachments(executor: Executor, caseId: number): Promise<AttachmentRow[]> {
    return executor
      .select({
        id: caseAttachments.id,
        messageId: caseAttachments.messageId,
        filename: caseAttachments.filename,
        mimeType: caseAttachments.mimeType,
        sizeBytes: caseAttachments.sizeBytes,
      })
      .from(caseAttachments)
      .where(eq(caseAttachments.caseId, caseId))
      .orderBy(asc(caseAttachments.id));
  }

  /** A file of the case `number` with its bytes; undefined when either does not exist or the file is another case's. */
  async attachment(number: string, id: number): Promise<(AttachmentRow & { bytes: Buffer }) | undefined> {
    const [row] = await this.db
      .select({
        id: caseAttachments.id,
        messageId: caseAttachments.messageId,
        filename: caseAttachments.filename,
        mimeType: caseAttachments.mimeType,
        sizeBytes: caseAttachments.sizeBytes,
      })
      .from(caseAttachments)
      .innerJoin(cases, eq(cases.id, caseAttachments.caseId))
      .where(and(eq(cases.number, number), eq(caseAttachments.id, id)));
    if (!row) return undefined;
    const chunks = await this.db
      .select({ bytes: caseAttachmentChunks.bytes })
      .from(caseAttachmentChunks)
      .where(eq(caseAttachmentChunks.attachmentId, id))
      .orderBy(asc(caseAttachmentChunks.seq));
    return { ...row, bytes: Buffer.concat(chunks.map((c) => c.bytes)) };
  }

  /** Locks the case's row for a change (a reply or an outcome), so two changes of one case come one after the other. */
  async lockCase(tx: Executor, number: string): Promise<{ id: number; outcome: TCaseOutcome } | undefined> {
    const [row] = await tx.select({ id: cases.id, outcome: cases.outcome }).from(cases).where(eq(cases.number, number)).for('update');
    return row;
  }

  async addStaffMessage(tx: Executor, caseId: number, label: string, body: string): Promise<void> {
    await tx.insert(caseMessages).values({ caseId, authorKind: 'staff', staffLabel: label, body });
    await tx.update(cases).set({ updatedAt: sql`now()` }).where(eq(cases.id, caseId));
  }

  async setOutcome(tx: Executor, caseId: number, outcome: TCaseOutcome): Promise<void> {
    await tx.update(cases).set({ outcome, updatedAt: sql`now()` }).where(eq(cases.id, caseId));
  }

  /**
   * Whom to tell of a change: the user who filed the case (their e-mail, name and language);
   * when that user is gone, the customer's first user; a visitor's unsigned contact, the
   * address they gave (no language is stored for them: the caller picks one).
   */
  async recipient(executor: Executor, caseId: number): Promise<CaseRecipient> {
    const [row] = await executor
      .select({ contactEmail: cases.contactEmail, userId: cases.userId, customerId: cases.customerId })
      .from(cases)
      .where(eq(cases.id, caseId));
    if (!row) return { email: null, name: null, language: undefined };
    const filer = row.userId ? eq(users.id, row.userId) : row.customerId ? eq(users.customerId, row.customerId) : undefined;
    const [user] = filer
      ? await executor
          .select({ email: users.email, name: users.name, locale: users.locale })
          .from(users)
          .where(filer)
          .orderBy(asc(users.id))
          .limit(1)
      : [];
    if (user) {
      return { email: user.email.trim() || row.contactEmail, name: user.name, language: isLanguage(user.locale) ? user.locale : undefined };
    }
    return { email: row.contactEmail, name: null, language: undefined };
  }
}
