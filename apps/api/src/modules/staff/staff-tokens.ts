import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Who a staff token names. */
export interface StaffIdentity {
  staffId: number;
}

export type StaffTokenCheck = { ok: true; identity: StaffIdentity } | { ok: false; code: 'staff_token_expired' | 'staff_token_invalid' };

const AUDIENCE = 'portal-staff';
/** A working day: staff sign in again the next one. */
export const STAFF_TOKEN_TTL_SECONDS = 10 * 3600;

/**
 * Staff tokens: HS256 JWTs with the audience `portal-staff` and the staff account as subject,
 * signed with a key of their own derived from TOKEN_SECRET. Two locks keep them apart from the
 * customers' session tokens (platform/auth/tokens.ts): a different key, so neither kind's
 * signature verifies as the other's, and a different audience and claims, so even a token
 * signed with the right key but meant for customers is refused here (and a staff token lacks
 * every claim a customer token must carry: user_id, locale, sid, gen). Revocation is the
 * account's `active` flag, read on every request (staff-auth.ts): disabling an account ends
 * its tokens at once; a sign-out is only forgetting the token (docs/staff.md).
 */
export class StaffTokens {
  private readonly key: Uint8Array;

  constructor(
    tokenSecret: Uint8Array,
    private readonly ttlSeconds = STAFF_TOKEN_TTL_SECONDS,
  ) {
    this.key = createHmac('sha256', tokenSecret).update('portal staff tokens v1').digest();
  }

  get lifetimeSeconds(): number {
    return this.ttlSeconds;
  }

  sign(identity: StaffIdentity, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ kind: 'staff' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(AUDIENCE)
      .setSubject(String(identity.staffId))
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
  }

  async verify(token: string): Promise<StaffTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      const staffId = Number(payload.sub);
      if (payload.kind !== 'staff' || !/^[1-9][0-9]{0,9}$/.test(payload.sub ?? '') || staffId > 2_147_483_647) {
        return { ok: false, code: 'staff_token_invalid' };
      }
      return { ok: true, identity: { staffId } };
    } catch (error) {
      return { ok: false, code: error instanceof errors.JWTExpired ? 'staff_token_expired' : 'staff_token_invalid' };
    }
  }
}
