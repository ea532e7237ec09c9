import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from './config.ts';

export interface Secrets {
  /** HMAC key of our tokens (and of the single sign-on state). */
  tokenSecret: Uint8Array;
  /** Where the secret came from, for the start-up log. */
  tokenSecretSource: 'env' | 'file' | 'generated';
}

const SecretsFileSchema = z.object({ token_secret: z.string().min(32) });

/**
 * TOKEN_SECRET from the environment wins. Otherwise a secret is generated once into
 * DATA_DIR/secrets.json (mode 0600) and read back on later starts, so tokens survive restarts
 * of a single instance. Several instances must share TOKEN_SECRET instead.
 */
export async function resolveSecrets(config: Pick<Config, 'tokenSecret' | 'dataDir'>): Promise<Secrets> {
  if (config.tokenSecret) return { tokenSecret: new TextEncoder().encode(config.tokenSecret), tokenSecretSource: 'env' };
  const file = path.join(config.dataDir, 'secrets.json');
  const existing = await readSecretsFile(file);
  if (existing) return { tokenSecret: new TextEncoder().encode(existing.token_secret), tokenSecretSource: 'file' };
  await mkdir(config.dataDir, { recursive: true });
  const generated = { token_secret: randomBytes(48).toString('base64url') };
  try {
    // 'wx' fails when another process wrote the file first; then its secret is the one to use.
    await writeFile(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const raced = await readSecretsFile(file);
    if (raced) return { tokenSecret: new TextEncoder().encode(raced.token_secret), tokenSecretSource: 'file' };
    throw error;
  }
  return { tokenSecret: new TextEncoder().encode(generated.token_secret), tokenSecretSource: 'generated' };
}

async function readSecretsFile(file: string): Promise<z.infer<typeof SecretsFileSchema> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = SecretsFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a valid secrets file (expected {"token_secret": "..."})`);
  return parsed.data;
}
