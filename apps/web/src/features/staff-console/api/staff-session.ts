import { STAFF_ROLES, type TStaffLoginResponse, type TStaffRole } from '@portal/domain';

/**
 * The staff member signed in to the console: their token, label and role, kept in this tab's
 * sessionStorage (closed with the tab, never in a cookie the customers' routes read) and apart
 * from the customer's session, which the console never reads nor changes. Forgotten at sign-out,
 * on any 401 of a staff call, and once the token's lifetime is over.
 */
export interface TStaffSession {
  token: string;
  label: string;
  role: TStaffRole;
  /** Epoch milliseconds after which the token is refused anyway. */
  expiresAt: number;
}

const KEY = 'portal-staff-session';
const listeners = new Set<() => void>();
// The snapshot useSyncExternalStore compares: the same object while the stored text is the same.
let cached: { text: string | null; session: TStaffSession | undefined } = { text: null, session: undefined };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function parse(text: string | null): TStaffSession | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<TStaffSession>;
    const valid =
      typeof value.token === 'string' &&
      typeof value.label === 'string' &&
      typeof value.expiresAt === 'number' &&
      (STAFF_ROLES as readonly unknown[]).includes(value.role);
    return valid ? (value as TStaffSession) : undefined;
  } catch {
    return undefined;
  }
}

const notify = () => {
  for (const listener of listeners) listener();
};

/** The staff session, or undefined when none is kept or its token has expired (then it is forgotten). */
export function readStaffSession(now: number = Date.now()): TStaffSession | undefined {
  const text = storage()?.getItem(KEY) ?? null;
  if (text !== cached.text) cached = { text, session: parse(text) };
  if (cached.session && cached.session.expiresAt <= now) {
    forgetStaffSession();
    return undefined;
  }
  return cached.session;
}

/** Keeps the staff login's answer for this tab. */
export function keepStaffSession(answer: TStaffLoginResponse, now: number = Date.now()): void {
  const session: TStaffSession = { token: answer.token, label: answer.label, role: answer.role, expiresAt: now + answer.expires_in * 1000 };
  storage()?.setItem(KEY, JSON.stringify(session));
  notify();
}

/** Forgets the staff session (sign-out, a refused token); the customer's session is left alone. */
export function forgetStaffSession(): void {
  const store = storage();
  if (store?.getItem(KEY) === null) return;
  store?.removeItem(KEY);
  notify();
}

export function subscribeStaffSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
