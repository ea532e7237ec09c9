import { randomBytes } from 'node:crypto';
import { normaliseLanguage, type TLanguage, type TTokenClaims } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database, Executor } from '../../db/database.ts';
import { SessionRepo, type SessionRow } from '../../db/session-repo.ts';
import { ApiError } from '../http/errors.ts';
import { broadcastThroughRedis, type SessionBroadcast } from './session-broadcast.ts';
import { SessionStates } from './session-states.ts';
import { TokenCodec } from './token-codec.ts';

/**
 * How long this instance trusts what it knows of a session without Redis telling it of changes
 * (or while Redis is up, in case a message was lost): a query per active session every 30 s.
 */
const STATE_RECHECK_MS = 30_000;
/**
 * Two tabs (or a retried request) refreshing the same token at once: the one that comes second,
 * within this many seconds of the first, gets the token the first one got instead of a 401.
 */
export const REFRESH_GRACE_SECONDS = 10;
const PRUNE_AFTER_SECONDS = 7 * 24 * 3600;
const PRUNE_EVERY_SESSIONS = 1000;

export type TokenRefusal = { ok: false; code: string; message: 'token_expired' | 'token_invalid' };
export type TokenCheck = { ok: true; claims: TTokenClaims } | TokenRefusal;

export interface TokenIssue {
  userId: number;
  locale: TLanguage;
  readonly: boolean;
  /**
   * A read-only token issued to a staff member ("view as this customer"): the token names them
   * (the staff_id claim) and lives `lifetimeSeconds` instead of the read-only default.
   */
  viewAs?: { staffId: number; lifetimeSeconds: number };
}

export interface TokenLifetimes {
  /** Each token of a normal session. */
  ttlSeconds: number;
  /** A read-only (impersonation) session and its only token. */
  readonlyTtlSeconds: number;
  /** A normal session, however often refreshed, from its sign-in. */
  sessionMaxAgeSeconds: number;
}

const invalid = (code = 'token_invalid'): TokenRefusal => ({ ok: false, code, message: 'token_invalid' });
// The web treats a 401 whose message is token_expired as "your session ended, sign in again" (customer-area §4).
const ended = (code: string): TokenRefusal => ({ ok: false, code, message: 'token_expired' });
const refused = (check: TokenRefusal) => new ApiError(401, check.code, check.message);

/**
 * Our session tokens: an HS256 JWT (token-codec.ts) naming its server-side session (`sid`) and
 * which token of that session it is (`gen`). A token is accepted while its session has not been
 * ended (logout, password change), has not reached its absolute end, and has not moved on to a
 * newer token (refresh). Why a session record rather than a per-user token version: a version
 * ends every session of the user at once, so a logout on one device would end them all; the
 * record ends one, and still ends all of them with one statement (docs/sign-in.md).
 */
export class TokenService {
  private issued = 0;

  constructor(
    private readonly codec: TokenCodec,
    private readonly repo: SessionRepo,
    private readonly states: SessionStates,
    private readonly lifetimes: TokenLifetimes,
    private readonly log: FastifyBaseLogger,
    private readonly broadcast?: SessionBroadcast,
  ) {}

  /**
   * Starts a session and answers its first token. With `passwordHash`, only while the user's
   * password is still that one (see SessionRepo.insert); otherwise 401 invalid_credentials.
   * `together` runs in the session's insert transaction (an impersonation's trail line).
   */
  async issue(identity: TokenIssue, options: { passwordHash?: string; together?: (tx: Executor) => Promise<void> } = {}): Promise<string> {
    const now = nowSeconds();
    if (identity.viewAs && !identity.readonly) throw new Error('a view-as token is read-only');
    const lifetime = identity.viewAs
      ? identity.viewAs.lifetimeSeconds
      : identity.readonly
        ? this.lifetimes.readonlyTtlSeconds
        : this.lifetimes.sessionMaxAgeSeconds;
    const row: SessionRow = {
      id: randomBytes(16).toString('base64url'),
      userId: identity.userId,
      readonly: identity.readonly,
      generation: 1,
      issuedAt: now,
      createdAt: now,
      expiresAt: now + lifetime,
      revoked: false,
    };
    if (!(await this.repo.insert(row, options.passwordHash, options.together)))
      throw new ApiError(401, 'invalid_credentials', 'login_credentials_incorrect');
    this.states.put(row);
    if (this.issued++ % PRUNE_EVERY_SESSIONS === 0) {
      this.repo.prune(now - PRUNE_AFTER_SECONDS).catch((error: unknown) => this.log.warn({ err: error }, 'sessions: pruning failed'));
    }
    return this.sign(identity.locale, row, identity.viewAs?.staffId);
  }

  /** Signature, expiry, then the session: ended, replaced and unknown sessions are refused. */
  async verify(token: string, now = nowSeconds()): Promise<TokenCheck> {
    const decoded = await this.codec.verify(token, now);
    if (!decoded.ok) return invalidOrExpired(decoded.reason);
    return this.checkSession(decoded.claims, now);
  }

  /**
   * A fresh token of the same session, which retires the one presented. Never past the session's
   * absolute end. A read-only token comes back unchanged: its lifetime is fixed when it is
   * issued, so refreshing cannot stretch an impersonation.
   */
  async refresh(token: string): Promise<string> {
    const now = nowSeconds();
    const check = await this.verify(token, now);
    if (check.ok) return check.claims.readonly ? token : this.next(check.claims, now);
    // A token replaced a moment ago by a concurrent refresh gets that refresh's answer.
    const decoded = check.code === 'token_replaced' ? await this.codec.verify(token, now) : undefined;
    if (decoded?.ok) {
      const again = await this.repeated(decoded.claims, now);
      if (again) return again;
    }
    throw refused(check);
  }

  /** A new token for the session of `claims`, already checked (after a password change). */
  renew(claims: TTokenClaims): Promise<string> {
    return this.next(claims, nowSeconds());
  }

  /** Logout: the token's session ends here and, through Redis, on every instance. */
  async end(token: string): Promise<void> {
    const now = nowSeconds();
    const check = await this.verify(token, now);
    if (!check.ok) throw refused(check);
    const row = await this.repo.revoke(check.claims.sid, now);
    if (row) this.states.put(row);
    else this.states.forget(check.claims.sid);
    await this.broadcast?.publish([check.claims.sid]);
  }

  /**
   * Ends every session of the user but `except`, in one transaction with `together` (the
   * password change itself), so a new password and the old sessions never coexist.
   */
  async endSessionsOf(userId: number, options: { except?: string; together?: (tx: Executor) => Promise<void> } = {}): Promise<void> {
    const now = nowSeconds();
    const ids = await this.repo.transaction(async (tx) => {
      await options.together?.(tx);
      return this.repo.revokeOfUser(tx, userId, now, options.except);
    });
    // Read again from the database when next presented: it says revoked.
    for (const id of ids) this.states.forget(id);
    await this.broadcast?.publish(ids);
  }

  async close(): Promise<void> {
    await this.broadcast?.close();
  }

  private async checkSession(claims: TTokenClaims, now: number): Promise<TokenCheck> {
    // With Redis down, changes of other instances go unheard: read the database every time.
    const maxAgeMs = this.broadcast && !this.broadcast.live ? 0 : STATE_RECHECK_MS;
    let row = await this.states.get(claims.sid, maxAgeMs);
    // A newer token than we know: another instance refreshed it, and its message may still be on the way.
    if (row && claims.gen > row.generation) row = await this.states.load(claims.sid);
    return judge(row, claims, now);
  }

  private async next(claims: TTokenClaims, now: number): Promise<string> {
    const row = await this.repo.advance(claims.sid, claims.gen, now);
    if (row) {
      this.states.put(row);
      await this.broadcast?.publish([row.id]);
      return this.sign(claims.locale, row);
    }
    const again = await this.repeated(claims, now);
    if (again) return again;
    const check = judge(await this.states.load(claims.sid), claims, now);
    throw refused(check.ok ? ended('token_replaced') : check);
  }

  /** The token that replaced `claims`' one, when that happened within the grace; same text as then. */
  private async repeated(claims: TTokenClaims, now: number): Promise<string | undefined> {
    const row = await this.states.load(claims.sid);
    if (!row || row.revoked || row.expiresAt <= now || row.userId !== claims.user_id || row.readonly) return undefined;
    if (row.generation !== claims.gen + 1 || now - row.issuedAt > REFRESH_GRACE_SECONDS) return undefined;
    return this.sign(claims.locale, row);
  }

  /**
   * Only a session's first token names a staff member: a read-only session is never signed again
   * (refresh answers the same token, and no changing route such as the password change accepts it).
   */
  private sign(locale: TLanguage, row: SessionRow, staffId?: number): Promise<string> {
    const ttl = row.readonly ? this.lifetimes.readonlyTtlSeconds : this.lifetimes.ttlSeconds;
    return this.codec.sign({
      ...(staffId === undefined ? {} : { staff_id: staffId }),
      user_id: row.userId,
      locale,
      readonly: row.readonly,
      iat: row.issuedAt,
      exp: Math.min(row.issuedAt + ttl, row.expiresAt),
      sid: row.id,
      gen: row.generation,
    });
  }
}

function invalidOrExpired(reason: 'token_expired' | 'token_invalid'): TokenRefusal {
  return { ok: false, code: reason, message: reason };
}

/** Whether the session `row` accepts a token of `claims` at `now`. */
function judge(row: SessionRow | undefined, claims: TTokenClaims, now: number): TokenCheck {
  // A staff member's claim on a token that can change things would be a forgery (view-as tokens are read-only).
  if (!row || row.userId !== claims.user_id || row.readonly !== claims.readonly || (claims.staff_id !== undefined && !claims.readonly))
    return invalid();
  if (row.revoked) return ended('session_ended');
  if (row.expiresAt <= now) return ended('session_expired');
  if (claims.gen < row.generation) return ended('token_replaced');
  if (claims.gen > row.generation) return invalid();
  return { ok: true, claims };
}

export interface OpenTokenServiceOptions {
  secret: Uint8Array;
  db: Database;
  lifetimes: TokenLifetimes;
  /** With Redis, session changes reach every instance at once. */
  redis: Redis | undefined;
  log: FastifyBaseLogger;
}

/** The token service of one instance: its cache of session states, and the Redis subscription that keeps it current. */
export async function openTokenService({ secret, db, lifetimes, redis, log }: OpenTokenServiceOptions): Promise<TokenService> {
  const repo = new SessionRepo(db);
  const states = new SessionStates((id) => repo.find(id));
  const broadcast = redis
    ? await broadcastThroughRedis(
        redis,
        {
          changed: (ids) => {
            for (const id of ids) states.forget(id);
          },
          missed: () => states.forgetAll(),
        },
        log,
      )
    : undefined;
  return new TokenService(new TokenCodec(secret), repo, states, lifetimes, log, broadcast);
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The token's locale comes from the request's Accept-Language, else the user's own. */
export const localeFor = (acceptLanguage: string | undefined, userLocale: string): TLanguage =>
  normaliseLanguage(acceptLanguage, normaliseLanguage(userLocale));
