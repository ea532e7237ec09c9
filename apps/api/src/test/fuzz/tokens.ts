import { decodeJwt, SignJWT } from 'jose';

/** One bearer the fuzzer sends; `undefined` sends no Authorization header at all. */
export interface TFuzzToken {
  label: string;
  token: string | undefined;
}

const b64url = (text: string) => Buffer.from(text).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function sign(secret: Uint8Array, claims: Record<string, unknown>, exp = now() + 3600): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(exp).sign(secret);
}

/**
 * The hostile tokens: none, expired, forged (wrong signature), alg=none, and correctly signed
 * ones whose claims are wrong (a user that does not exist, a user id past int4, a negative one,
 * a locale we do not speak). Signed with the server's TOKEN_SECRET, as an attacker who stole it
 * (or the server itself, misconfigured) would. `valid` is a real session, when the caller has one;
 * `spare` another session of the same user, spent on the calls that end a session (see cases.ts).
 */
export async function fuzzTokens(secretText: string, valid?: string, spare?: string): Promise<TFuzzToken[]> {
  const secret = new TextEncoder().encode(secretText);
  const wrong = new TextEncoder().encode(`${secretText}-but-not-quite`);
  const realUser = valid ? Number(decodeJwt(valid).user_id) : 1;
  // sid and gen name a session that does not exist (a server that keeps sessions looks it up).
  const claims = (userId: unknown, extra: Record<string, unknown> = {}) => ({
    user_id: userId,
    locale: 'ca-ES',
    readonly: false,
    sid: 'AAAAAAAAAAAAAAAAAAAAAA',
    gen: 1,
    ...extra,
  });
  const unsigned = `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify({ ...claims(realUser), exp: now() + 3600 }))}.`;
  const tokens: TFuzzToken[] = [
    { label: 'none', token: undefined },
    { label: 'garbage', token: 'not-a-token' },
    { label: 'expired', token: await sign(secret, claims(realUser), now() - 60) },
    { label: 'forged', token: await sign(wrong, claims(realUser)) },
    { label: 'alg-none', token: unsigned },
    { label: 'user-999999999', token: await sign(secret, claims(999_999_999)) },
    { label: 'user-2147483648', token: await sign(secret, claims(2_147_483_648)) },
    { label: 'user-2^63', token: await sign(secret, claims(2 ** 63)) },
    { label: 'user-negative', token: await sign(secret, claims(-1)) },
    { label: 'user-string', token: await sign(secret, claims('1\u0000')) },
    { label: 'bad-locale', token: await sign(secret, claims(realUser, { locale: 'xx\u0000' })) },
    { label: 'readonly', token: await sign(secret, claims(realUser, { readonly: true })) },
    { label: 'gen-2^31', token: await sign(secret, claims(realUser, { gen: 2_147_483_648, sid: '\u0000'.repeat(22) })) },
  ];
  if (valid) tokens.push({ label: 'valid', token: valid });
  if (spare) tokens.push({ label: 'valid-spare', token: spare });
  return tokens;
}
