import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from './database.ts';
import { rowsOf } from './rows.ts';
import { sessions, users } from './schema/index.ts';

/** A session as the token check needs it; times in seconds since the epoch, like JWT claims. */
export interface SessionRow {
  id: string;
  userId: number;
  readonly: boolean;
  generation: number;
  /** iat of the current generation's token. */
  issuedAt: number;
  createdAt: number;
  expiresAt: number;
  revoked: boolean;
}

export interface NewSession {
  id: string;
  userId: number;
  readonly: boolean;
  createdAt: number;
  expiresAt: number;
}

const toDate = (seconds: number) => new Date(seconds * 1000);
const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const columns = {
  id: sessions.id,
  userId: sessions.userId,
  readonly: sessions.readonly,
  generation: sessions.generation,
  issuedAt: sessions.issuedAt,
  createdAt: sessions.createdAt,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
};

type Selected = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | (K extends 'revokedAt' ? null : never) };

const toRow = (r: Selected): SessionRow => ({
  id: r.id,
  userId: r.userId,
  readonly: r.readonly,
  generation: r.generation,
  issuedAt: toSeconds(r.issuedAt),
  createdAt: toSeconds(r.createdAt),
  expiresAt: toSeconds(r.expiresAt),
  revoked: r.revokedAt !== null,
});

/** The `sessions` table: the truth every instance's cache of session states is checked against. */
export class SessionRepo {
  constructor(private readonly db: Database) {}

  /**
   * Records a new session. With `passwordHash`, only while the user's password is still the one
   * the sign-in verified: a sign-in with the old password that ends after a password change
   * (which ended every session it found) creates nothing, so it cannot slip past that change.
   */
  async insert(session: NewSession, passwordHash?: string, together?: (tx: Executor) => Promise<void>): Promise<boolean> {
    // With `together` (an impersonation's trail line), both in one transaction: the session exists if and only if it does.
    if (together)
      return this.db.transaction(async (tx) => {
        const inserted = await this.insertWith(tx, session, passwordHash);
        if (inserted) await together(tx);
        return inserted;
      });
    return this.insertWith(this.db, session, passwordHash);
  }

  private async insertWith(db: Executor, session: NewSession, passwordHash?: string): Promise<boolean> {
    const created = toDate(session.createdAt).toISOString();
    const values = sql`${session.id}::text, ${session.userId}::integer, ${session.readonly}::boolean, 1,
      ${created}::timestamptz, ${created}::timestamptz, ${toDate(session.expiresAt).toISOString()}::timestamptz`;
    const guard = passwordHash === undefined ? sql`` : sql` and ${users.passwordHash} = ${passwordHash}`;
    const inserted = await db.execute(
      sql`insert into ${sessions} (id, user_id, readonly, generation, issued_at, created_at, expires_at)
          select ${values} from ${users} where ${users.id} = ${session.userId}${guard}
          returning id`,
    );
    return rowsOf(inserted).length === 1;
  }

  async find(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select(columns).from(sessions).where(eq(sessions.id, id)).limit(1);
    return row ? toRow(row) : undefined;
  }

  /**
   * Moves a live session from `generation` to the next one, the token of `issuedAt` becoming its
   * current token. Undefined when the session is not at that generation any more (another
   * refresh won), is revoked, or has reached its absolute end.
   */
  async advance(id: string, generation: number, issuedAt: number): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({ generation: sql`${sessions.generation} + 1`, issuedAt: toDate(issuedAt) })
      .where(
        and(
          eq(sessions.id, id),
          eq(sessions.generation, generation),
          isNull(sessions.revokedAt),
          sql`${sessions.expiresAt} > ${toDate(issuedAt)}`,
        ),
      )
      .returning(columns);
    return row ? toRow(row) : undefined;
  }

  /** Ends one session; answers it as it now is, or undefined when it was already over. */
  async revoke(id: string, at: number): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({ revokedAt: toDate(at) })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .returning(columns);
    return row ? toRow(row) : undefined;
  }

  /** Ends every live session of a user but `except`; answers the ids ended. */
  async revokeOfUser(executor: Executor, userId: number, at: number, except?: string): Promise<string[]> {
    const rows = await executor
      .update(sessions)
      .set({ revokedAt: toDate(at) })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except === undefined ? undefined : ne(sessions.id, except)))
      .returning({ id: sessions.id });
    return rows.map((r) => r.id);
  }

  /** Sessions over for more than a week leave: nothing accepts their tokens, and a week keeps them for an inquiry. */
  async prune(before: number): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, toDate(before)));
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
