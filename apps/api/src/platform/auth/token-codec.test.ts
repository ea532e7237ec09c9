import type { TTokenClaims } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TokenCodec } from './token-codec.ts';

const secret = new TextEncoder().encode('a test secret of thirty-two bytes!!');
const NOW = 2_000_000_000;
const claims: TTokenClaims = { user_id: 7, locale: 'es-ES', readonly: false, iat: NOW, exp: NOW + 60, sid: 'A'.repeat(22), gen: 1 };

describe('TokenCodec.verify', () => {
  it('answers the same claims on the first check and on later checks of the same token', async () => {
    const codec = new TokenCodec(secret);
    const token = await codec.sign(claims);
    const first = await codec.verify(token, NOW + 1);
    expect(first).toEqual({ ok: true, claims });
    expect(await codec.verify(token, NOW + 2)).toEqual(first);
  });

  it('signs the same claims into the same text (a repeated refresh answers the same token)', async () => {
    expect(await new TokenCodec(secret).sign(claims)).toBe(await new TokenCodec(secret).sign({ ...claims }));
  });

  it('answers token_expired once exp has come, also for a token it has verified before', async () => {
    const codec = new TokenCodec(secret);
    const token = await codec.sign(claims);
    expect((await codec.verify(token, NOW + 59)).ok).toBe(true);
    expect(await codec.verify(token, NOW + 60)).toEqual({ ok: false, reason: 'token_expired' });
    expect(await new TokenCodec(secret).verify(token, NOW + 60)).toEqual({ ok: false, reason: 'token_expired' });
  });

  it('refuses a token with a changed payload or another key, however often it is shown', async () => {
    const codec = new TokenCodec(secret);
    const token = await codec.sign(claims);
    expect((await codec.verify(token, NOW)).ok).toBe(true);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), user_id: 8 })).toString(
      'base64url',
    );
    for (let i = 0; i < 2; i++)
      expect(await codec.verify(`${header}.${forged}.${signature}`, NOW)).toEqual({ ok: false, reason: 'token_invalid' });
    const other = new TokenCodec(new TextEncoder().encode('another secret of thirty-two bytes'));
    expect(await other.verify(token, NOW)).toEqual({ ok: false, reason: 'token_invalid' });
  });

  it('refuses a well signed token without a session (the tokens of before sessions existed)', async () => {
    const codec = new TokenCodec(secret);
    const { sid: _sid, gen: _gen, ...sessionless } = claims;
    const token = await codec.sign(sessionless as TTokenClaims);
    expect(await codec.verify(token, NOW)).toEqual({ ok: false, reason: 'token_invalid' });
  });
});
