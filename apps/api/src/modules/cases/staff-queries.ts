import { CLOSED_CASE_OUTCOMES, isLanguage, type TCaseAuthorKind } from '@portal/domain';
import { asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { atcSubtypes, atcTypes, caseCategories, cases, contracts, customers, users } from '../../db/schema/index.ts';
import type { CaseRecipient, StaffCaseDetailRow, StaffCaseRow } from './case-rows.ts';

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

/** SQL of cases as staff read them: every customer's, and whom a change is told to. */
export class StaffCaseQueries {
  constructor(private readonly db: Database) {}

  /** Cases of a status, the one whose last activity is oldest first (it has waited longest), and how many there are. */
  async list(status: 'open' | 'closed' | 'all', offset: number, limit: number): Promise<{ total: number; rows: StaffCaseRow[] }> {
    // Open is what isCaseOpen says: every outcome but the decisions that close a case.
    const closed = [...CLOSED_CASE_OUTCOMES];
    const where: SQL | undefined =
      status === 'open' ? notInArray(cases.outcome, closed) : status === 'closed' ? inArray(cases.outcome, closed) : undefined;
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

  async byNumber(executor: Executor, number: string): Promise<StaffCaseDetailRow | undefined> {
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

  /**
   * Whom to tell of a change: the user who filed the case (their e-mail, name and language);
   * when that user is gone, the customer's first user; a visitor's unsigned contact, the
   * address they gave (no language is stored for them: the caller picks one).
   */
  async recipient(executor: Executor, caseId: number): Promise<CaseRecipient> {
    const [row] = await executor
      .select({ contactEmail: cases.contactEmail, userId: cases.userId, customerId: cases.customerId, contractId: cases.contractId })
      .from(cases)
      .where(eq(cases.id, caseId));
    if (!row) return { email: null, name: null, language: undefined };
    const about = { customerId: row.customerId, contractId: row.contractId };
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
      return {
        email: user.email.trim() || row.contactEmail,
        name: user.name,
        language: isLanguage(user.locale) ? user.locale : undefined,
        ...about,
      };
    }
    return { email: row.contactEmail, name: null, language: undefined, ...about };
  }
}
