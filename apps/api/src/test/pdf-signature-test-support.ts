import { createHash, createPublicKey, verify } from 'node:crypto';
import forge from 'node-forge';

/** Test helper (imported by tests only): checks a PDF's last signature the way a reader does. */

export interface VerifiedSignature {
  subFilter: string;
  byteRange: [number, number, number, number];
  signerCommonName: string;
  signingTime: Date | undefined;
}

/**
 * Verifies the last signature of a PDF without trusting our own signing code: the ByteRange must
 * cover the whole file except the /Contents hex string, the PKCS#7 messageDigest must be the
 * SHA-256 of those bytes, the signer must be one of the embedded certificates (issuer and
 * serial), and the RSA signature over the signed attributes must verify with its public key.
 * Throws with the reason on any failure.
 */
export function verifyPdfSignature(pdf: Buffer): VerifiedSignature {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = ranges.at(-1);
  if (!last) throw new Error('no /ByteRange');
  const byteRange = last.slice(1, 5).map(Number) as [number, number, number, number];
  const [start, firstLength, second, secondLength] = byteRange;
  if (start !== 0) throw new Error('the signed range does not start at the beginning');
  if (second + secondLength !== pdf.length) throw new Error('the signed range does not reach the end of the file');
  const gap = text.slice(firstLength, second);
  if (!/^<[0-9a-fA-F]+>$/.test(gap)) throw new Error('the unsigned gap is not exactly the /Contents hex string');
  const subFilter = /\/SubFilter\s*\/([\w.]+)/.exec(text.slice(0, firstLength))?.[1] ?? '';

  const signed = Buffer.concat([pdf.subarray(0, firstLength), pdf.subarray(second, second + secondLength)]);
  const der = withoutPadding(Buffer.from(gap.slice(1, -1), 'hex'));
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string; serial: string; issuer: forge.asn1.Asn1 };
  };
  const capture = message.rawCapture;

  const digestAttribute = capture.authenticatedAttributes.find(
    (attribute) => forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest,
  );
  if (!digestAttribute) throw new Error('no messageDigest attribute');
  const digestSet = (digestAttribute.value as forge.asn1.Asn1[])[1]!;
  const claimed = Buffer.from((digestSet.value as forge.asn1.Asn1[])[0]!.value as string, 'binary');
  if (!claimed.equals(createHash('sha256').update(signed).digest()))
    throw new Error('messageDigest is not the SHA-256 of the signed bytes');

  const serial = forge.util.bytesToHex(capture.serial);
  const signer = message.certificates.find(
    (cert) =>
      normaliseSerial(cert.serialNumber) === normaliseSerial(serial) && issuerDer(cert) === forge.asn1.toDer(capture.issuer).getBytes(),
  );
  if (!signer) throw new Error('the signer info names no embedded certificate');

  // The signature covers the DER of the signed attributes as a SET (RFC 5652 §5.4).
  const attributes = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, capture.authenticatedAttributes);
  const attributesDer = Buffer.from(forge.asn1.toDer(attributes).getBytes(), 'binary');
  const publicKey = createPublicKey(forge.pki.publicKeyToPem(signer.publicKey));
  if (!verify('sha256', attributesDer, publicKey, Buffer.from(capture.signature, 'binary'))) {
    throw new Error('the RSA signature does not verify with the signer certificate');
  }

  const timeAttribute = capture.authenticatedAttributes.find(
    (attribute) => forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.signingTime,
  );
  const timeValue = timeAttribute ? ((timeAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0] : undefined;
  const commonName = signer.subject.getField('CN') as { value: string } | null;
  return {
    subFilter,
    byteRange,
    signerCommonName: commonName ? Buffer.from(commonName.value, 'binary').toString('utf8') : '',
    signingTime: timeValue ? forge.asn1.utcTimeToDate(timeValue.value as string) : undefined,
  };
}

const normaliseSerial = (hex: string) => hex.toLowerCase().replace(/^(00)+/, '');

/** The issuer name exactly as the certificate encodes it (forge re-encodes names it rebuilds). */
function issuerDer(cert: forge.pki.Certificate): string {
  const tbs = (cert as unknown as { tbsCertificate: forge.asn1.Asn1 }).tbsCertificate.value as forge.asn1.Asn1[];
  // TBSCertificate: [0] version (v2, v3 only), serial, signature algorithm, issuer…
  const offset = tbs[0]!.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return forge.asn1.toDer(tbs[2 + offset]!).getBytes();
}

/** The /Contents string is padded with zeros after the DER structure: keep the structure's own length. */
function withoutPadding(der: Buffer): Buffer {
  const first = der[1]!;
  if (first < 0x80) return der.subarray(0, 2 + first);
  const size = first & 0x7f;
  return der.subarray(0, 2 + size + der.subarray(2, 2 + size).readUIntBE(0, size));
}
