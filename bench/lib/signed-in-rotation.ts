import { login } from './portal-session.ts';

/** One request of a load: its path, asked by a user who signs in with a password. */
export interface TLoadTarget {
  path: string;
  user: string;
  password: string;
}

/**
 * Each user of `targets` signed in once on the portal at `base`, and the requests in turn, round
 * and round, each with its user's token: httpLoad's `rotate`.
 */
export async function signedInRotation(base: string, targets: readonly TLoadTarget[]): Promise<() => { path: string; token: string }> {
  const tokens = new Map<string, string>();
  for (const t of targets) if (!tokens.has(t.user)) tokens.set(t.user, await login(base, t.user, t.password));
  let next = 0;
  return () => {
    const t = targets[next++ % targets.length]!;
    return { path: t.path, token: tokens.get(t.user)! };
  };
}

/** `n` of `items`, spread evenly over the list (many contracts of many customers, so no load reads one cached row). */
export const spreadOver = <T>(items: readonly T[], n: number): T[] =>
  items.filter((_, i) => i % Math.max(1, Math.floor(items.length / n)) === 0).slice(0, n);
