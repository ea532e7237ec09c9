import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/**
 * The webhook endpoints' signing secrets. The dispatcher needs each back to sign, so it cannot be
 * hashed; it is sealed with AES-256-GCM under a key derived from TOKEN_SECRET (as the signing
 * codes' key is), so a copy of the database alone cannot forge a delivery.
 */
export class WebhookSecrets {
  private readonly key: Buffer;

  constructor(tokenSecret: Uint8Array) {
    this.key = createHmac('sha256', tokenSecret).update('portal webhook secrets v1').digest();
  }

  /** A new secret, as shown once to the supervisor: the prefix and 32 random bytes (base64url). */
  newSecret(): string {
    return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The secret back; throws when the seal was made under another TOKEN_SECRET or altered. */
  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('webhook secret: unknown seal');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
