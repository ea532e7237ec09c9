import type { TLanguage } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { caseCategories, caseCategoryNames, users } from '../../db/schema/index.ts';

/** SQL of the contact forms: the categories and the signed-in user's address for the acknowledgement. */
export class ContactRepo {
  constructor(private readonly db: Database) {}

  /** The categories with their names in `language`, in the retailer's order; `unsignedOnly`: those a visitor's form offers. */
  categories(language: TLanguage, unsignedOnly: boolean): Promise<Array<{ id: number; name: string }>> {
    return this.db
      .select({ id: caseCategories.id, name: sql<string>`coalesce(${caseCategoryNames.name}, ${caseCategories.code})` })
      .from(caseCategories)
      .leftJoin(caseCategoryNames, and(eq(caseCategoryNames.categoryId, caseCategories.id), eq(caseCategoryNames.language, language)))
      .where(unsignedOnly ? eq(caseCategories.unsigned, true) : undefined)
      .orderBy(asc(caseCategories.position), asc(caseCategories.id));
  }

  async categoryExists(id: number, unsignedOnly: boolean): Promise<boolean> {
    const [row] = await this.db
      .select({ id: caseCategories.id })
      .from(caseCategories)
      .where(and(eq(caseCategories.id, id), unsignedOnly ? eq(caseCategories.unsigned, true) : undefined));
    return row !== undefined;
  }

  /** The user's customer, name and e-mail (empty when the retailer has none on file). */
  async user(userId: number): Promise<{ customerId: number; name: string; email: string } | undefined> {
    const [row] = await this.db
      .select({ customerId: users.customerId, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }
}
