import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * An anonymous form's ticket (docs/customer-service.md, "Contact forms"; docs/leads.md): proof
 * that a form was opened from the portal some seconds before it was sent, without a third-party
 * captcha. The unsigned contact and the lead forms use it, each with its own purpose, so a
 * ticket fetched for one form is refused by the other. The form fetches one when it opens; it carries the issue time and a random nonce,
 * signed with an HMAC of the token secret, so the server stores nothing until it is used.
 * Refused: a forged or garbled one, one younger than minAgeMs (a script posts at once, a
 * person takes longer to type), one older than maxAgeMs, and one already used (replay).
 */
export type TicketRefusal = 'invalid' | 'too_young' | 'expired' | 'replayed';

export interface FormTicketOptions {
  secret: Uint8Array;
  /** Which form the tickets are for: part of the signed text, so one form's ticket is invalid for another. */
  purpose: string;
  minAgeMs: number;
  maxAgeMs: number;
  redis?: Redis | undefined;
  now?: () => number;
}

const VERSION = 'v1';
/** The unsigned contact's purpose (its tickets' MAC as it always was). */
export const CONTACT_TICKET_PURPOSE = 'unsigned-contact-ticket';
/**
 * Where used nonces are kept in Redis: the name from when only the contact form had tickets, so
 * the tickets used just before an upgrade stay used. Nonces are random, so the forms share it.
 */
const USED_KEY = 'portal-contact-ticket:';
const TICKET = /^v1\.(\d{13})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/**
 * Domain separation: the token secret also signs session tokens, and the purpose names the form,
 * so a ticket's MAC can never be a token's, nor another form's ticket.
 */
export function signTicket(secret: Uint8Array, issuedAt: number, nonce: string, purpose: string): string {
  const mac = createHmac('sha256', secret).update(`${purpose}.${VERSION}.${issuedAt}.${nonce}`).digest('base64url');
  return `${VERSION}.${issuedAt}.${nonce}.${mac}`;
}

export class FormTickets {
  private readonly used = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: FormTicketOptions) {
    this.now = options.now ?? Date.now;
  }

  issue(): string {
    return signTicket(this.options.secret, this.now(), randomBytes(16).toString('hex'), this.options.purpose);
  }

  /** Checks the ticket and marks it used; undefined when it may be used, else why not. */
  async consume(ticket: string): Promise<TicketRefusal | undefined> {
    const match = TICKET.exec(ticket);
    if (!match) return 'invalid';
    const issuedAt = Number(match[1]);
    const nonce = match[2]!;
    const expected = Buffer.from(signTicket(this.options.secret, issuedAt, nonce, this.options.purpose));
    const given = Buffer.from(ticket);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    const age = this.now() - issuedAt;
    if (age < this.options.minAgeMs) return 'too_young';
    if (age > this.options.maxAgeMs) return 'expired';
    return (await this.markUsed(nonce, issuedAt + this.options.maxAgeMs)) ? undefined : 'replayed';
  }

  /**
   * Gives a consumed ticket back (its form could not be stored): the nonce is forgotten, so the
   * same ticket passes again while it is still within its age. A garbled ticket has nothing to give back.
   */
  async restore(ticket: string): Promise<void> {
    const nonce = TICKET.exec(ticket)?.[2];
    if (!nonce) return;
    if (this.options.redis) {
      await this.options.redis.del(`${USED_KEY}${nonce}`);
      return;
    }
    this.used.delete(nonce);
  }

  /** True the first time a nonce is seen. Redis when shared by several instances, else memory; kept until the ticket expires anyway. */
  private async markUsed(nonce: string, expiresAt: number): Promise<boolean> {
    const ttl = Math.max(1, expiresAt - this.now());
    if (this.options.redis) {
      return (await this.options.redis.set(`${USED_KEY}${nonce}`, '1', 'PX', ttl, 'NX')) === 'OK';
    }
    const now = this.now();
    for (const [key, until] of this.used) if (until <= now) this.used.delete(key);
    if (this.used.has(nonce)) return false;
    this.used.set(nonce, now + ttl);
    return true;
  }
}
