import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Where `npm run staff` keeps its staff token between commands, so that answering ten cases is
 * one sign-in, not ten (the sign-in is throttled like the customers' login: ten a minute).
 */
export interface TokenStore {
  load(portal: string, email: string): string | undefined;
  save(portal: string, email: string, token: string, expiresInSeconds: number): void;
  clear(): void;
}

interface Saved {
  portal: string;
  email: string;
  token: string;
  /** Epoch milliseconds. */
  expires: number;
}

/**
 * A file readable by its owner only (mode 0600), holding one token for one portal and address:
 * another portal or address signs in again. STAFF_TOKEN_FILE names it (`none`: keep nothing).
 */
export function fileTokenStore(path: string, now: () => number = Date.now): TokenStore {
  return {
    load(portal, email) {
      try {
        const saved = JSON.parse(readFileSync(path, 'utf8')) as Partial<Saved>;
        const fresh = typeof saved.expires === 'number' && saved.expires - 60_000 > now();
        return saved.portal === portal && saved.email === email && fresh && typeof saved.token === 'string' ? saved.token : undefined;
      } catch {
        return undefined;
      }
    },
    save(portal, email, token, expiresInSeconds) {
      const saved: Saved = { portal, email, token, expires: now() + expiresInSeconds * 1000 };
      writeFileSync(path, JSON.stringify(saved), { mode: 0o600 });
    },
    clear() {
      rmSync(path, { force: true });
    },
  };
}

/** Kept in memory only (tests, STAFF_TOKEN_FILE=none within one command). */
export function memoryTokenStore(): TokenStore {
  let saved: Saved | undefined;
  return {
    load: (portal, email) => (saved && saved.portal === portal && saved.email === email ? saved.token : undefined),
    save: (portal, email, token, expiresInSeconds) => {
      saved = { portal, email, token, expires: Date.now() + expiresInSeconds * 1000 };
    },
    clear: () => {
      saved = undefined;
    },
  };
}
