import { constants, createPrivateKey, type KeyObject, privateEncrypt } from 'node:crypto';
import { Signer, SignPdfError } from '@signpdf/utils';
import type forge from 'node-forge';
import { loadForge, type TForge } from './forge.ts';

/**
 * A detached PKCS#7 (CMS SignedData, SHA-256) signer over a PKCS#12 bundle, for @signpdf.
 * It does what @signpdf/signer-p12 does, with two differences:
 * - the bundle is opened once, not on every signature (its key derivation takes ~0.1 s), and
 *   the RSA operation is Node's native one, not forge's JavaScript big integers;
 * - the signer's issuer is written with the certificate's own bytes. node-forge re-encodes
 *   UTF8String names it has read, so a certificate whose issuer has an accent (common for
 *   Spanish authorities and retailers) got an issuerAndSerialNumber that matches no
 *   certificate, and every reader rejected the signature.
 */
export class Pkcs12Signer extends Signer {
  private readonly key: KeyObject;
  private readonly certificates: forge.pki.Certificate[];
  private readonly certificate: forge.pki.Certificate;

  /** Opens the bundle (node-forge is loaded with the first one). */
  static async open(p12: Buffer, passphrase: string): Promise<Pkcs12Signer> {
    return new Pkcs12Signer(await loadForge(), p12, passphrase);
  }

  private constructor(
    private readonly forge: TForge,
    p12: Buffer,
    passphrase: string,
  ) {
    super();
    const bundle = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
    const keyBag = bundle.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!]?.[0];
    const certBags = bundle.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [];
    const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
    if (!key) throw new SignPdfError('The PKCS#12 bundle holds no encrypted private key.', SignPdfError.TYPE_INPUT);
    this.key = createPrivateKey(forge.pki.privateKeyToPem(key));
    this.certificates = certBags.flatMap((bag) => (bag.cert ? [bag.cert] : []));
    const own = this.certificates.find((cert) => {
      const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
      return publicKey.n?.compareTo(key.n) === 0 && publicKey.e?.compareTo(key.e) === 0;
    });
    if (!own) throw new SignPdfError('No certificate of the PKCS#12 bundle matches its private key.', SignPdfError.TYPE_INPUT);
    this.certificate = own;
  }

  /** The signer's certificate (subject, validity), e.g. for the log. */
  get signerCertificate(): forge.pki.Certificate {
    return this.certificate;
  }

  async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const forge = this.forge;
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    for (const cert of this.certificates) p7.addCertificate(cert);
    p7.addSigner({
      key: { sign: (md: forge.md.MessageDigest) => rsaPkcs1Sign(this.key, md) },
      issuer: asWritten(forge, this.certificate.issuer.attributes),
      serialNumber: this.certificate.serialNumber,
      digestAlgorithm: forge.pki.oids.sha256!,
      // Order matters to EU validators (as in @signpdf/signer-p12): content type, time, digest.
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    } as unknown as Parameters<typeof p7.addSigner>[0]);
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

/**
 * Name attributes as forge must be given them to write the bytes it read: UTF8String values
 * arrive as UTF-8 bytes and forge encodes them again on writing, so they are decoded first.
 */
function asWritten(forge: TForge, attributes: forge.pki.CertificateField[]): forge.pki.CertificateField[] {
  return attributes.map((attribute) =>
    (attribute.valueTagClass as unknown) === forge.asn1.Type.UTF8 && typeof attribute.value === 'string'
      ? { ...attribute, value: forge.util.decodeUtf8(attribute.value) }
      : attribute,
  );
}

// DER prefix of a DigestInfo holding a SHA-256 hash (RFC 8017 §9.2, note 1).
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/** RSASSA-PKCS1-v1_5 over a finished SHA-256 digest, as forge's key.sign(md) does, natively. */
function rsaPkcs1Sign(key: KeyObject, md: forge.md.MessageDigest): string {
  const digest = Buffer.from(md.digest().getBytes(), 'binary');
  const signature = privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([SHA256_DIGEST_INFO, digest]));
  return signature.toString('binary');
}
