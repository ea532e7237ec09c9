import { describe, expect, it } from 'vitest';
import { RESUME_TOKEN_DAYS, resumeTokenLead, resumeTokenValid, signResumeToken } from './resume-token.ts';

const SECRET = new TextEncoder().encode('a-test-secret-long-enough-for-an-hmac-0123456789');
const NOW = new Date('2026-03-02T09:00:00Z');
const lead = { id: 42, keyHash: 'a'.repeat(64) };

describe('the reminder link’s token', () => {
  it('names its lead and is valid for it until it expires', () => {
    const token = signResumeToken(SECRET, lead, NOW);
    expect(resumeTokenLead(token)).toBe(42);
    expect(resumeTokenValid(SECRET, token, lead, NOW)).toBe(true);
    const later = new Date(NOW.getTime() + RESUME_TOKEN_DAYS * 86_400_000 + 1);
    expect(resumeTokenValid(SECRET, token, lead, later)).toBe(false);
  });

  it('works once: a new key of the lead (taking it up) invalidates it; so do another lead, secret or a changed part', () => {
    const token = signResumeToken(SECRET, lead, NOW);
    expect(resumeTokenValid(SECRET, token, { ...lead, keyHash: 'b'.repeat(64) }, NOW)).toBe(false);
    expect(resumeTokenValid(SECRET, token, { ...lead, id: 43 }, NOW)).toBe(false);
    expect(resumeTokenValid(new TextEncoder().encode('another-secret-0123456789-0123456789'), token, lead, NOW)).toBe(false);
    const [version, id, expires, mac] = token.split('.');
    const longer = `${version}.${id}.${Number(expires) + 86_400_000}.${mac}`;
    expect(resumeTokenValid(SECRET, longer, lead, NOW)).toBe(false);
    expect(resumeTokenLead('garbage')).toBeUndefined();
  });
});
