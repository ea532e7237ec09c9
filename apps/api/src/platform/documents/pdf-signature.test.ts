import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPdfSignature } from '../../test/pdf-signature-test-support.ts';
import { renderPdf } from './pdf.ts';
import { PdfSigner, pdfAscii } from './pdf-signature.ts';
import { GENERATED_CERTIFICATE_FILE } from './signing-certificate.ts';

const hasPdfsig = !spawnSync('pdfsig', ['-v']).error;

const samplePdf = () =>
  renderPdf({ title: 'Factura F-1', author: 'Energía Demo', language: 'ca-ES' }, (doc) => {
    doc.text('Factura F-1 · Import 12,34 €');
    doc.addPage();
    doc.text('Segona pàgina');
  });

const details = { name: 'Energía Demo', reason: 'Factura F-1', location: 'ES', contactInfo: 'atencio@energia.example' };

/** A key and certificate; issued by `issuer` (its key signs) or self-signed. */
function certificate(commonName: string, issuer?: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey }) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = issuer ? '0a1b2c' : '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000 * 365);
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  cert.setSubject([{ name: 'commonName', value: commonName, valueTagClass: utf8 }]);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : [{ name: 'commonName', value: commonName, valueTagClass: utf8 }]);
  cert.sign(issuer?.key ?? key, forge.md.sha256.create());
  return { cert, key };
}

describe('PdfSigner', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-signing-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const generatedSigner = () =>
    new PdfSigner({
      p12Path: undefined,
      passphrase: undefined,
      dataDir: path.join(dir, 'data'),
      organisationName: async () => 'Energía Demo',
    });

  it('adds a detached PKCS#7 signature that covers the whole document and verifies', async () => {
    const pdf = await samplePdf();
    const signingTime = new Date('2026-03-01T10:00:00Z');
    const signed = await generatedSigner().sign(pdf, { ...details, signingTime });
    const check = verifyPdfSignature(signed);
    expect(check.subFilter).toBe('adbe.pkcs7.detached');
    expect(check.signerCommonName).toBe('Energía Demo (invoices)');
    expect(check.signingTime?.toISOString()).toBe(signingTime.toISOString());
    // An incremental update: the original document is kept byte for byte.
    expect(signed.subarray(0, pdf.length - 1).equals(pdf.subarray(0, pdf.length - 1))).toBe(true);
    expect((await PDFDocument.load(signed)).getPageCount()).toBe(2);
    expect(signed.toString('latin1')).toContain('/Reason (Factura F-1)');
  });

  it('detects a changed byte anywhere in the signed ranges', async () => {
    const signed = await generatedSigner().sign(await samplePdf(), details);
    const [, firstLength, second] = verifyPdfSignature(signed).byteRange;
    for (const position of [20, firstLength - 5, second + 10]) {
      const tampered = Buffer.from(signed);
      tampered[position] = tampered[position]! ^ 0x01;
      expect(() => verifyPdfSignature(tampered)).toThrow(/messageDigest/);
    }
  });

  it('generates the certificate once into DATA_DIR (mode 0600) and reuses it after a restart', async () => {
    const first = generatedSigner();
    expect((await first.certificate()).source).toBe('generated');
    const file = path.join(dir, 'data', GENERATED_CERTIFICATE_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const bytes = await readFile(file);
    const again = generatedSigner();
    const loaded = await again.certificate();
    expect(loaded.source).toBe('file');
    expect(loaded.subject).toBe('CN=Energía Demo (invoices), O=Energía Demo');
    expect(loaded.notAfter.getUTCFullYear()).toBeGreaterThanOrEqual(new Date().getUTCFullYear() + 9);
    expect((await readFile(file)).equals(bytes)).toBe(true);
    const signed = await again.sign(await samplePdf(), details);
    expect(verifyPdfSignature(signed).signerCommonName).toBe('Energía Demo (invoices)');
  });

  it('signs with INVOICE_SIGNING_P12 (a chain whose authority has accents) and its passphrase', async () => {
    const ca = certificate('Autoritat de Certificació Demo');
    const leaf = certificate('Energía Demo, S.L.', ca);
    const p12 = forge.pkcs12.toPkcs12Asn1(leaf.key, [leaf.cert, ca.cert], 'clau secreta', { algorithm: 'aes256' });
    const p12Path = path.join(dir, 'retailer.p12');
    await writeFile(p12Path, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
    const signer = new PdfSigner({ p12Path, passphrase: 'clau secreta', dataDir: dir, organisationName: async () => 'unused' });
    const signed = await signer.sign(await samplePdf(), details);
    expect(verifyPdfSignature(signed).signerCommonName).toBe('Energía Demo, S.L.');
    expect((await signer.certificate()).source).toBe('env');

    const wrong = new PdfSigner({ p12Path, passphrase: 'no', dataDir: dir, organisationName: async () => 'unused' });
    await expect(wrong.sign(await samplePdf(), details)).rejects.toThrow(/retailer\.p12: not a PKCS#12 bundle/);
    await expect(wrong.certificate()).rejects.toThrow(/retailer\.p12/);
  });

  it('keeps the signature dictionary in ASCII (the placeholder writer cannot encode more)', () => {
    expect(pdfAscii('Energía Ñandú · Köln')).toBe('Energia Nandu ? Koln');
  });

  it.skipIf(!hasPdfsig)('is valid for poppler’s pdfsig', async () => {
    const file = path.join(dir, 'signed.pdf');
    await writeFile(file, await generatedSigner().sign(await samplePdf(), details));
    const output = execFileSync('pdfsig', [file], { encoding: 'utf8' });
    expect(output).toContain('Signature Type: adbe.pkcs7.detached');
    expect(output).toContain('Total document signed');
    expect(output).toContain('Signature Validation: Signature is Valid.');
    expect(output).toContain('Signer Certificate Common Name: Energía Demo (invoices)');
  });
});
