import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/**
 * Which proxies in front of the portal are trusted to say who the client is (TRUST_PROXY,
 * docs/operations.md "Client addresses"): none, the last `hops` hops before the portal, or the
 * proxies at these addresses. The client address is then the right-most address of
 * X-Forwarded-For that is not a trusted proxy; everything left of it was written by the client
 * and is ignored, so rotating a forged entry changes nothing.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

/** The names proxy-addr (Fastify's) gives to address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_HOPS = 10;

const NEW_FORMS = 'a hop count (TRUST_PROXY=1) or the proxies’ addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)';

/** An address, an address/prefix-length (CIDR), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as the environment spells it. `true` is refused: it trusts every hop, so the
 * left-most X-Forwarded-For entry, which the client itself writes, would be its address and
 * every per-address limit could be dodged by changing it.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((raw, ctx): TrustedProxies => {
    const value = (raw ?? '').toLowerCase();
    if (value === '' || value === 'false' || value === 'no') return false;
    if (value === 'true' || value === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message: `"${raw}" would trust every hop and let a client choose its own address; name the proxies instead: ${NEW_FORMS}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops === 0) return false;
      if (hops <= MAX_HOPS) return { hops };
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} hops` });
      return z.NEVER;
    }
    const addresses = value.split(',').map((entry) => entry.trim());
    const bad = addresses.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return { addresses };
    ctx.addIssue({
      code: 'custom',
      message: `${bad.map((b) => `"${b}"`).join(', ')} is not an address, an address/prefix or loopback, linklocal, uniquelocal; expected ${NEW_FORMS}`,
    });
    return z.NEVER;
  });

/**
 * Fastify's trustProxy for the setting. A hop count is given as a function: Fastify 5 reads a
 * plain number as "trust nothing" (it cannot tell a proxy from a client that connects directly
 * and sends the headers itself), which is why docs/operations.md asks for a hop count only when
 * nothing but the proxies can reach the portal.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (trusted === false) return false;
  if ('hops' in trusted) {
    const { hops } = trusted;
    // proxy-addr asks about each address from the socket's (i = 0) leftwards.
    return (_address: string, i: number) => i < hops;
  }
  return trusted.addresses;
}
