import type { TTokenClaims } from '@portal/domain';

/**
 * What becomes of a token found in the address (`?token=`), given the session this browser
 * already holds:
 * - `signIn`: token login (customer-area §4) with the link's read-only token;
 * - `keepSession`: the link names the customer already signed in: their session goes on;
 * - `ask`: a read-only link of another customer while someone is signed in: the person chooses
 *   between staying and ending their session to open the link (never silently swapped);
 * - `refuse`: not a read-only token (a full session token, or not one of ours): never taken from
 *   an address; the session held, if any, goes on.
 */
export type TAddressTokenDecision =
  | { kind: 'signIn' }
  | { kind: 'keepSession' }
  | { kind: 'ask' }
  | { kind: 'refuse'; keepSession: boolean };

/**
 * Why only read-only tokens: the spec's token in the address is how staff open a customer's
 * portal read-only (customer-area §4, §6); partners sign in with id_client and secret, mailed
 * links carry one-time keys. A full token in a link lets whoever wrote the link choose whose
 * account a visitor works in (login CSRF: what they type next lands in that account), so it
 * has no use worth that. The claims are read unverified: the server still validates the token,
 * and a token whose `readonly` claim was altered fails its signature.
 *
 * A stored token that has expired is no session to protect: it would only end in "session
 * expired", so the link is treated as if nobody were signed in.
 */
export function decideAddressToken(
  link: TTokenClaims | undefined,
  stored: TTokenClaims | undefined,
  now: number = Date.now(),
): TAddressTokenDecision {
  const signedIn = stored !== undefined && stored.exp * 1000 > now;
  if (signedIn && link !== undefined && link.user_id === stored.user_id) return { kind: 'keepSession' };
  if (!link?.readonly) return { kind: 'refuse', keepSession: signedIn };
  return signedIn ? { kind: 'ask' } : { kind: 'signIn' };
}
