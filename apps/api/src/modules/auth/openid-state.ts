import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The API keeps no session between the start and the end of single sign-on: the web keeps
 * nonce, state and PKCE verifier in cookies. The state we hand out is therefore signed and
 * bound to the verifier, so a state that was tampered with, or paired with another sign-in's
 * verifier, is refused before any call to the provider.
 */
export function signState(secret: Uint8Array, codeVerifier: string): string {
  const random = randomBytes(16).toString('base64url');
  return `${random}.${mac(secret, random, codeVerifier)}`;
}

export function isStateValid(secret: Uint8Array, state: string, codeVerifier: string): boolean {
  const [random, signature, ...rest] = state.split('.');
  if (!random || !signature || rest.length > 0) return false;
  const expected = Buffer.from(mac(secret, random, codeVerifier));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function mac(secret: Uint8Array, random: string, codeVerifier: string): string {
  return createHmac('sha256', secret).update(`openid-state\n${random}\n${codeVerifier}`).digest('base64url');
}
