import { createHmac } from 'node:crypto';

/**
 * What a lead keeps of the visitor's IP address (docs/leads.md, "What is stored"): an HMAC under a
 * key of its own derived from the token secret. The same address gives the same key, so the
 * daily invoice quota counts an address's leads and staff can see that many came from one
 * place; the address itself is personal data the sales team does not need, and a dump of the
 * database does not reveal it (the IPv4 space is small enough to hash through, not to HMAC
 * without the secret).
 */
export function leadClientKeyer(tokenSecret: Uint8Array): (address: string) => string {
  const key = createHmac('sha256', tokenSecret).update('portal-lead-client-address.v1').digest();
  return (address) => createHmac('sha256', key).update(address).digest('base64url');
}
