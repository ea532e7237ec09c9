import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a reminder's link (docs/contracting.md, "Coming back"): the lead and an expiry,
 * signed with an HMAC of the token secret over them and the lead's current key hash. Nothing is
 * stored for it: taking the lead up gives the browser a new key (the cookie needs one, and only
 * the hash of the old one is kept), which changes the key hash, so the link works once. Signed
 * with its own purpose, so no other signature of the portal can pass for one.
 */
const PURPOSE = 'contracting-lead-resume';
const VERSION = 'v1';
const TOKEN = /^v1\.([1-9]\d{0,9})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/** How long a reminder's link works. */
export const RESUME_TOKEN_DAYS = 14;
const RESUME_TOKEN_MS = RESUME_TOKEN_DAYS * 24 * 60 * 60 * 1000;

const mac = (secret: Uint8Array, leadId: number, expiresAt: number, keyHash: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}.${VERSION}.${leadId}.${expiresAt}.${keyHash}`).digest('base64url');

export function signResumeToken(secret: Uint8Array, lead: { id: number; keyHash: string }, now: Date): string {
  const expiresAt = now.getTime() + RESUME_TOKEN_MS;
  return `${VERSION}.${lead.id}.${expiresAt}.${mac(secret, lead.id, expiresAt, lead.keyHash)}`;
}

/** The lead a well-formed token names (still to be checked against it with resumeTokenValid). */
export function resumeTokenLead(token: string): number | undefined {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : undefined;
}

/** Whether the token was signed for this lead as it is now (its key) and has not expired. */
export function resumeTokenValid(secret: Uint8Array, token: string, lead: { id: number; keyHash: string }, now: Date): boolean {
  const match = TOKEN.exec(token);
  if (!match || Number(match[1]) !== lead.id) return false;
  const expiresAt = Number(match[2]);
  if (expiresAt <= now.getTime()) return false;
  const expected = Buffer.from(mac(secret, lead.id, expiresAt, lead.keyHash));
  const given = Buffer.from(match[3] as string);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
