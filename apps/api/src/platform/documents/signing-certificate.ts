import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type forgeTypes from 'node-forge';
import { loadForge } from './forge.ts';

/** A PKCS#12 bundle (certificate and private key) that signs invoices, and where it came from. */
export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
  source: 'env' | 'file' | 'generated';
  /** The file it was read from or written to, for messages. */
  file: string;
}

export interface SigningCertificateOptions {
  /** INVOICE_SIGNING_P12: a .p12/.pfx issued to the retailer (what production should use). */
  p12Path: string | undefined;
  /** INVOICE_SIGNING_PASSPHRASE of that file. */
  passphrase: string | undefined;
  /** Where a self-signed certificate is kept when no file is configured. */
  dataDir: string;
  /** The organisation the self-signed certificate is issued to (read only when one is generated). */
  organisationName: () => Promise<string>;
}

export const GENERATED_CERTIFICATE_FILE = 'invoice-signing.p12';
const GENERATED_VALIDITY_YEARS = 10;

/**
 * The configured certificate, or a self-signed one generated once into DATA_DIR (mode 0600),
 * like the token secret in secrets.ts. The generated bundle's passphrase is empty: the file mode
 * is what protects it, and a passphrase stored beside the file would add nothing. A reader shows
 * such a signature as intact but its signer as untrusted; a retailer sets INVOICE_SIGNING_P12
 * to a certificate from a trusted authority.
 */
export async function resolveSigningCertificate(options: SigningCertificateOptions): Promise<SigningCertificate> {
  if (options.p12Path) {
    return { p12: await readFile(options.p12Path), passphrase: options.passphrase ?? '', source: 'env', file: options.p12Path };
  }
  const file = path.join(options.dataDir, GENERATED_CERTIFICATE_FILE);
  const existing = await readIfPresent(file);
  if (existing) return { p12: existing, passphrase: '', source: 'file', file };

  const generated = await generateSelfSigned(await options.organisationName());
  await mkdir(options.dataDir, { recursive: true });
  try {
    // 'wx' fails when another process wrote the file first; then its certificate is the one to use.
    await writeFile(file, generated, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const raced = await readIfPresent(file);
    if (raced) return { p12: raced, passphrase: '', source: 'file', file };
    throw error;
  }
  return { p12: generated, passphrase: '', source: 'generated', file };
}

/** A self-signed RSA-2048/SHA-256 certificate for signing documents, issued to the organisation. */
export async function generateSelfSigned(organisation: string, now = new Date()): Promise<Buffer> {
  const forge = await loadForge();
  // Node's key generation is native; node-forge's pure JavaScript one takes seconds.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial of 16 random bytes (RFC 5280 §4.1.2.2: at most 20 octets, unique per issuer).
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + GENERATED_VALIDITY_YEARS);
  const name = organisation.trim() || 'Invoice signing';
  // UTF8String, so a name with accents stays valid (PrintableString, forge's default, has none);
  // forge encodes the value itself for this tag class (its typings call the field a Class; it is a Type).
  const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 as unknown as forgeTypes.asn1.Class });
  const subject = [
    { name: 'commonName', ...utf8(`${name} (invoices)`) },
    { name: 'organizationName', ...utf8(name) },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, cert, '', { algorithm: 'aes256' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
