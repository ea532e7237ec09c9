import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.ts';

const secret = new TextEncoder().encode('a test secret of thirty-two bytes!!');
const NOW = 2_000_000_000;

describe('TokenService.verify', () => {
  const claims = { userId: 7, locale: 'es-ES' as const, readonly: false };

  it('answers the same claims on the first check and on later checks of the same token', async () => {
    const tokens = new TokenService(secret, 60, 60);
    const token = await tokens.issue(claims, NOW);
    const first = await tokens.verify(token, NOW + 1);
    expect(first).toEqual({ ok: true, claims: { user_id: 7, locale: 'es-ES', readonly: false, iat: NOW, exp: NOW + 60 } });
    expect(await tokens.verify(token, NOW + 2)).toEqual(first);
  });

  it('answers token_expired once exp has come, also for a token it has verified before', async () => {
    const tokens = new TokenService(secret, 60, 60);
    const token = await tokens.issue(claims, NOW);
    expect((await tokens.verify(token, NOW + 59)).ok).toBe(true);
    expect(await tokens.verify(token, NOW + 60)).toEqual({ ok: false, reason: 'token_expired' });
    const fresh = new TokenService(secret, 60, 60);
    expect(await fresh.verify(token, NOW + 60)).toEqual({ ok: false, reason: 'token_expired' });
  });

  it('refuses a token with a changed payload or another key, however often it is shown', async () => {
    const tokens = new TokenService(secret, 60, 60);
    const token = await tokens.issue(claims, NOW);
    expect((await tokens.verify(token, NOW)).ok).toBe(true);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), user_id: 8 })).toString(
      'base64url',
    );
    for (let i = 0; i < 2; i++)
      expect(await tokens.verify(`${header}.${forged}.${signature}`, NOW)).toEqual({ ok: false, reason: 'token_invalid' });
    const other = new TokenService(new TextEncoder().encode('another secret of thirty-two bytes'), 60, 60);
    expect(await other.verify(token, NOW)).toEqual({ ok: false, reason: 'token_invalid' });
  });
});
