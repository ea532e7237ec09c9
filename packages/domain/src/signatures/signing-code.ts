/**
 * The one-time code that signs (docs/signatures.md): six digits sent to the contract's e-mail or
 * mobile, valid a few minutes, and a bounded number of wrong tries before the link is burnt (a
 * million codes against five tries: one chance in 200,000 for a guesser who holds the link).
 */
export const SIGNING_CODE_DIGITS = 6;
export const SIGNING_CODE_VALID_MINUTES = 10;
/** Wrong codes a link takes; the next wrong one kills it. */
export const SIGNING_CODE_MAX_ATTEMPTS = 5;
/** Codes one link may ask for (each new one replaces the last): a link cannot be used to flood a phone or a mailbox. */
export const SIGNING_CODE_MAX_SENDS = 5;

export const SIGNING_CHANNELS = ['email', 'sms'] as const;
export type TSigningChannel = (typeof SIGNING_CHANNELS)[number];

const CODE_PATTERN = new RegExp(`^[0-9]{${SIGNING_CODE_DIGITS}}$`);

/** Exactly six digits (spaces a customer typed between groups removed first). */
export function normaliseSigningCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isSigningCodeShape(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** A code drawn from `random` (a uniform integer in [0, 10^6)), left-padded with zeros. */
export function signingCodeOf(random: number): string {
  if (!Number.isInteger(random) || random < 0 || random >= 10 ** SIGNING_CODE_DIGITS) throw new RangeError('code out of range');
  return String(random).padStart(SIGNING_CODE_DIGITS, '0');
}

/** Where a code stands: none sent, still valid, or past its minutes. */
export type TSigningCodeState = 'none' | 'valid' | 'expired';

export function signingCodeState(sentAt: Date | null, now: Date): TSigningCodeState {
  if (!sentAt) return 'none';
  return now.getTime() - sentAt.getTime() < SIGNING_CODE_VALID_MINUTES * 60_000 ? 'valid' : 'expired';
}

/** Tries left after `attempts` wrong codes; 0: the link is dead. */
export function signingAttemptsLeft(attempts: number): number {
  return Math.max(0, SIGNING_CODE_MAX_ATTEMPTS - attempts);
}

/**
 * What a wrong code does: counts one try; the link dies when no try is left. The count is what
 * the caller stores, in the same statement that checked the code.
 */
export function afterWrongCode(attempts: number): { attempts: number; burnt: boolean } {
  const next = attempts + 1;
  return { attempts: next, burnt: signingAttemptsLeft(next) === 0 };
}

/** A destination shown without giving it away: "j***@example.com", "*******678". */
export function maskedDestination(channel: TSigningChannel, value: string): string {
  if (channel === 'email') {
    const at = value.lastIndexOf('@');
    if (at <= 0) return '***';
    return `${value.slice(0, 1)}***${value.slice(at)}`;
  }
  const digits = value.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
}
