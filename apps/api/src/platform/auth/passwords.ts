import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum,
// about 20-40 ms per hash here, enough to make guessing costly without stalling logins.
export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or an account that only
 * signs in with single sign-on) a dummy hash is verified anyway, so the answer takes as long
 * as for a real account and does not reveal which logins exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('no-such-account-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
