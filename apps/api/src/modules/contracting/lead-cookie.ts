import { timingSafeEqual } from 'node:crypto';
import type { TContractingType } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashOneTimeToken, newOneTimeToken } from '../../platform/auth/one-time-token.ts';

/**
 * The key that makes a lead this browser's (docs/contracting.md, "The lead's key"): 32 random
 * bytes, only their SHA-256 stored (key_hash), the key itself only in the browser's cookie
 * `contracting_lead_<type>` = `<id>.<key>`. A lead id alone opens nothing: ids are sequential and
 * guessable, the key is not. httpOnly (no script reads it), SameSite=Lax (a cross-site form's POST
 * does not carry it), Secure over https, sent only to /api.
 */
export const LEAD_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const COOKIE_PATH = '/api';
const COOKIE_VALUE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export const leadCookieName = (type: TContractingType) => `contracting_lead_${type}`;

/** A new key and the hash stored in its place. */
export function newLeadKey(): { key: string; hash: string } {
  const { token, hash } = newOneTimeToken();
  return { key: token, hash };
}

/** Whether `key` is the one whose hash is stored, compared in constant time. */
export function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashOneTimeToken(key), 'utf8');
  const stored = Buffer.from(storedHash, 'utf8');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The lead id and key the browser holds for that wizard, when its cookie is well formed. */
export function leadCookieOf(request: FastifyRequest, type: TContractingType): { id: number; key: string } | undefined {
  const match = COOKIE_VALUE.exec(request.cookies?.[leadCookieName(type)] ?? '');
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { id, key: match[2] as string } : undefined;
}

/** Gives the browser the lead's cookie (a new lead, or one taken up again from a reminder). */
export function setLeadCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  lead: { type: TContractingType; id: number; key: string },
): void {
  reply.setCookie(leadCookieName(lead.type), `${lead.id}.${lead.key}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: LEAD_COOKIE_MAX_AGE_SECONDS,
  });
}
