import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import { Pkcs12Signer } from './pkcs7-signer.ts';
import { resolveSigningCertificate, type SigningCertificate, type SigningCertificateOptions } from './signing-certificate.ts';

export interface SignatureDetails {
  /** Who signs (readers show it beside the certificate's name). */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  signingTime?: Date;
}

/** What the signer uses, once loaded: where the certificate came from and whose it is. */
export interface LoadedSigningCertificate {
  source: SigningCertificate['source'];
  file: string;
  subject: string;
  notAfter: Date;
}

// Room for the PKCS#7 blob: a chain of three or four 2048/4096-bit certificates.
const SIGNATURE_BYTES = 12_288;

interface Loaded {
  signer: Pkcs12Signer;
  info: LoadedSigningCertificate;
}

/**
 * Signs finished PDFs with an invisible PAdES-basic signature (adbe.pkcs7.detached, SHA-256):
 * the document is kept byte for byte and the signature is added as an incremental update, so a
 * reader can check that nothing changed after signing and who signed it.
 */
export class PdfSigner {
  private loaded: Promise<Loaded> | undefined;

  constructor(
    private readonly options: SigningCertificateOptions,
    private readonly onLoad: (certificate: LoadedSigningCertificate) => void = () => {},
  ) {}

  /** The signing certificate, read (or generated) on first use and kept. */
  async certificate(): Promise<LoadedSigningCertificate> {
    return (await this.load()).info;
  }

  async sign(pdf: Buffer, details: SignatureDetails): Promise<Buffer> {
    const { signer } = await this.load();
    const signingTime = details.signingTime ?? new Date();
    const prepared = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason: pdfAscii(details.reason),
      contactInfo: pdfAscii(details.contactInfo),
      name: pdfAscii(details.name),
      location: pdfAscii(details.location),
      signingTime,
      signatureLength: SIGNATURE_BYTES,
      subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    });
    return new SignPdf().sign(prepared, signer, signingTime);
  }

  private load(): Promise<Loaded> {
    if (!this.loaded) {
      this.loaded = this.open().catch((error: unknown) => {
        // Not kept: once the file or passphrase is fixed, the next download works without a restart.
        this.loaded = undefined;
        throw error;
      });
    }
    return this.loaded;
  }

  private async open(): Promise<Loaded> {
    const certificate = await resolveSigningCertificate(this.options);
    let signer: Pkcs12Signer;
    try {
      signer = await Pkcs12Signer.open(certificate.p12, certificate.passphrase);
    } catch (error) {
      throw new Error(`${certificate.file}: not a PKCS#12 bundle that opens with its passphrase (${(error as Error).message})`);
    }
    const cert = signer.signerCertificate;
    const info: LoadedSigningCertificate = {
      source: certificate.source,
      file: certificate.file,
      subject: cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${displayValue(a)}`).join(', '),
      notAfter: cert.validity.notAfter,
    };
    this.onLoad(info);
    return { signer, info };
  }
}

function displayValue(attribute: { value?: unknown; valueTagClass?: unknown }): string {
  const value = typeof attribute.value === 'string' ? attribute.value : '';
  // forge hands UTF8String values over as UTF-8 bytes.
  return attribute.valueTagClass === 12 ? Buffer.from(value, 'binary').toString('utf8') : value;
}

/**
 * The placeholder writer turns its UTF-16 strings into bytes as UTF-8 and so garbles any letter
 * outside ASCII; accents are dropped instead ("Energía" → "Energia"), the rest becomes '?'.
 */
export function pdfAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}
