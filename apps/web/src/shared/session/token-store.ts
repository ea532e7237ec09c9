import { COOKIES, getCookie, removeCookie, setCookie } from '../cookies/browser-cookies.ts';

/**
 * The session token lives in the `token` cookie (customer-area §3). It is a session cookie:
 * an expired token is still presented at the next start, so the user is told the session
 * expired instead of silently landing logged out.
 */
const listeners = new Set<() => void>();
let lastSeen: string | undefined;

function notify(): void {
  lastSeen = getToken();
  for (const listener of listeners) listener();
}

export function getToken(): string | undefined {
  return getCookie(COOKIES.token) || undefined;
}

export function setToken(token: string): void {
  setCookie(COOKIES.token, token);
  notify();
}

export function clearToken(): void {
  removeCookie(COOKIES.token);
  notify();
}

/** Called on every change made here, and when another tab changed the cookie (seen on focus). */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  lastSeen = getToken();
  window.addEventListener('focus', () => {
    if (getToken() !== lastSeen) notify();
  });
}
