import type { TLanguage } from '@portal/domain';
import { and, asc, count, desc, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import {
  atcSubtypeDescriptions,
  atcTypeLabels,
  caseCategories,
  caseCategoryNames,
  caseMessages,
  cases,
  contracts,
  users,
} from '../../db/schema/index.ts';
import type { CaseFiler, CustomerCaseRow } from './case-rows.ts';

/** SQL of cases as their customer reads them (the requests mailbox), the categories they file under, and who files. */
export class CustomerCaseQueries {
  // The mailbox's list and its count, prepared once: building the page's joins again at every
  // request cost more of the portal's CPU than the rest of the request (bench/floor.ts, a profile).
  private readonly preparedPage;
  private readonly preparedTotal;

  constructor(private readonly db: Database) {
    this.preparedPage = this.pageQuery(
      sql.placeholder('userId'),
      sql.placeholder('language'),
      sql.placeholder('offset'),
      sql.placeholder('limit'),
    ).prepare('customer_cases_page');
    this.preparedTotal = this.db
      .select({ n: count() })
      .from(cases)
      .where(ownedBy(cases.customerId, sql.placeholder('userId')))
      .prepare('customer_cases_total');
  }

  /**
   * The columns a case is shown with: its category's name or, for an ATC claim, its type's label;
   * an ATC claim has no subject of its own, so its subtype's description names it, which tells
   * one claim from another in the mailbox (joined in casesWithNames, in the reader's language).
   */
  private caseColumns() {
    return {
      id: cases.id,
      number: cases.number,
      kind: cases.kind,
      subject: sql<string>`coalesce(nullif(${cases.subject}, ''), ${atcSubtypeDescriptions.description}, '')`,
      category: sql<string | null>`coalesce(${caseCategoryNames.name}, ${atcTypeLabels.label})`,
      contract: contracts.name,
      section: cases.section,
      outcome: cases.outcome,
      createdAt: cases.createdAt,
      updatedAt: cases.updatedAt,
    };
  }

  private casesWithNames<E extends Record<string, SQL>>(language: TLanguage | SQLWrapper, extra?: E) {
    return this.db
      .select({ ...this.caseColumns(), ...(extra as E) })
      .from(cases)
      .leftJoin(caseCategoryNames, and(eq(caseCategoryNames.categoryId, cases.categoryId), eq(caseCategoryNames.language, language)))
      .leftJoin(atcTypeLabels, and(eq(atcTypeLabels.typeId, cases.atcTypeId), eq(atcTypeLabels.language, language)))
      .leftJoin(
        atcSubtypeDescriptions,
        and(eq(atcSubtypeDescriptions.subtypeId, cases.atcSubtypeId), eq(atcSubtypeDescriptions.language, language)),
      )
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
  page(userId: number, language: TLanguage, offset: number, limit: number): Promise<CustomerCaseRow[]> {
    return this.preparedPage.execute({ userId, language, offset, limit });
  }

  /** The statement of page(), unexecuted (query-plans.test.ts explains it), or with placeholders (prepared once). */
  pageQuery(userId: number | SQLWrapper, language: TLanguage | SQLWrapper, offset: number | Placeholder, limit: number | Placeholder) {
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
    const [row] = await this.preparedTotal.execute({ userId });
    return row?.n ?? 0;
  }

  /** One of the user's cases by number; someone else's is not found, like one that does not exist. */
  async find(userId: number, number: string, language: TLanguage): Promise<CustomerCaseRow | undefined> {
    const [row] = await this.casesWithNames(language).where(and(eq(cases.number, number), ownedBy(cases.customerId, userId)));
    return row;
  }

  /**
   * The user's cases whose conversation ends with an answer of staff the customer has not opened
   * since (customer_read_at), latest answer first, with that answer's local day: the overview's
   * "a case answered by customer service". cases_customer_idx finds the customer's cases; two
   * probes each of case_messages_case_idx find its last message and staff's last answer.
   */
  async answeredUnread(userId: number, language: TLanguage): Promise<Array<{ number: string; subject: string; answeredAt: Date }>> {
    const lastAuthor = sql`(select m.author_kind from ${caseMessages} m where m.case_id = ${cases.id}
      order by m.created_at desc, m.id desc limit 1)`;
    const answeredAt = sql<Date>`(select max(m.created_at) from ${caseMessages} m where m.case_id = ${cases.id} and m.author_kind = 'staff')`;
    const rows = await this.casesWithNames(language, { answeredAt })
      .where(
        and(
          ownedBy(cases.customerId, userId),
          sql`${lastAuthor} = 'staff'`,
          sql`(${cases.customerReadAt} is null or ${cases.customerReadAt} < ${answeredAt})`,
        ),
      )
      .orderBy(desc(answeredAt), desc(cases.id));
    return rows.map((row) => ({ number: row.number, subject: row.subject, answeredAt: new Date(row.answeredAt) }));
  }

  /** The categories with their names in `language`, in the retailer's order; `unsignedOnly`: those a visitor's form offers. */
  categories(language: TLanguage, unsignedOnly: boolean): Promise<Array<{ id: number; name: string }>> {
    return this.db
      .select({ id: caseCategories.id, name: sql<string>`coalesce(${caseCategoryNames.name}, ${caseCategories.code})` })
      .from(caseCategories)
      .leftJoin(caseCategoryNames, and(eq(caseCategoryNames.categoryId, caseCategories.id), eq(caseCategoryNames.language, language)))
      .where(unsignedOnly ? eq(caseCategories.unsigned, true) : undefined)
      .orderBy(asc(caseCategories.position), asc(caseCategories.id));
  }

  /** A category by id and its code, or undefined when there is none (or, `unsignedOnly`, none a visitor's form offers). */
  async category(id: number, unsignedOnly: boolean): Promise<{ id: number; code: string } | undefined> {
    const [row] = await this.db
      .select({ id: caseCategories.id, code: caseCategories.code })
      .from(caseCategories)
      .where(and(eq(caseCategories.id, id), unsignedOnly ? eq(caseCategories.unsigned, true) : undefined));
    return row;
  }

  /** The user's customer, name and e-mail (empty when the retailer has none on file). */
  async filer(userId: number): Promise<CaseFiler | undefined> {
    const [row] = await this.db
      .select({ customerId: users.customerId, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }
}
