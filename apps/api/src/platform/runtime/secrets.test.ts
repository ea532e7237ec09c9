import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSecrets } from './secrets.ts';

describe('resolveSecrets', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'portal-secrets-')), 'data');
  });
  afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

  it('prefers TOKEN_SECRET', async () => {
    const secrets = await resolveSecrets({ tokenSecret: 'e'.repeat(32), dataDir });
    expect(secrets.tokenSecretSource).toBe('env');
    expect(Buffer.from(secrets.tokenSecret).toString()).toBe('e'.repeat(32));
  });

  it('generates a secret into DATA_DIR/secrets.json (mode 0600) once and reuses it', async () => {
    const first = await resolveSecrets({ tokenSecret: undefined, dataDir });
    expect(first.tokenSecretSource).toBe('generated');
    const file = path.join(dataDir, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8')).token_secret.length).toBeGreaterThanOrEqual(32);
    const second = await resolveSecrets({ tokenSecret: undefined, dataDir });
    expect(second.tokenSecretSource).toBe('file');
    expect(Buffer.from(second.tokenSecret)).toEqual(Buffer.from(first.tokenSecret));
  });

  it('refuses a broken secrets file instead of replacing it', async () => {
    await resolveSecrets({ tokenSecret: undefined, dataDir });
    await writeFile(path.join(dataDir, 'secrets.json'), '{"token_secret":"short"}');
    await expect(resolveSecrets({ tokenSecret: undefined, dataDir })).rejects.toThrow(/not a valid secrets file/);
  });
});
