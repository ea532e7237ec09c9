import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

export interface ResetAccount {
  id: number;
  name: string;
  email: string;
  locale: string;
}

/** The SQL of password reset: accounts by nif and email, and the links' rows. */
export class PasswordResetRepo {
  constructor(private readonly db: Database) {}

  /**
   * The account whose login is `nif` (already normalised like the login's) and whose address is
   * `email`, compared without case (the domain part is case-insensitive, and people type both
   * parts however they like). An account without an address cannot be reached by mail.
   */
  async findAccount(nif: string, email: string): Promise<ResetAccount | undefined> {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(and(eq(users.login, nif), sql`lower(${users.email}) = lower(${email})`, sql`${users.email} <> ''`))
      .limit(1);
    return row;
  }

  /** A new link for the user; the earlier ones that were never used stop working. */
  async replaceLinks(
    tx: Executor,
    link: { userId: number; tokenHash: string; ttlMinutes: number; requestedFrom: string | undefined },
  ): Promise<void> {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: link.userId,
      tokenHash: link.tokenHash,
      // The database's clock, like the checks in liveLinkUser and spend.
      expiresAt: sql`now() + make_interval(mins => ${link.ttlMinutes})`,
      requestedFrom: link.requestedFrom ?? null,
    });
  }

  /** The user of a link that still works (unused, unexpired), without spending it. */
  async liveLinkUser(tokenHash: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row?.userId;
  }

  /**
   * Spends the link: one statement that only an unused, unexpired link passes, so of two
   * requests racing with the same link exactly one gets the user back.
   */
  async spend(tx: Executor, tokenHash: string): Promise<number | undefined> {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  }
}
