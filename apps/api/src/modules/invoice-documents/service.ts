import type { TInvoiceDocumentFormat, TLanguage } from '@portal/domain';
import { energyPeriodCount } from '@portal/domain';
import { renderPdf } from '../../platform/documents/pdf.ts';
import type { PdfSigner } from '../../platform/documents/pdf-signature.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { SettingsService } from '../settings/index.ts';
import { curveCsv } from './curve-csv.ts';
import { addDays } from './invoice-figures.ts';
import { drawInvoicePage } from './invoice-page.ts';
import { drawInvoice, type InvoiceForPdf, type InvoicePdfContext, invoiceTitle } from './invoice-pdf.ts';
import { billedKwhByPeriod, meterSummary } from './meter-history.ts';
import type { InvoiceDocumentsRepo } from './repo.ts';
import { retailerOf } from './retailer.ts';
import { INVOICE_LABELS } from './texts/index.ts';

export interface DocumentFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface DocumentRequest {
  userId: number;
  id: number;
  format: TInvoiceDocumentFormat;
  /** Asked through invoices_multipoint/ (else invoices/). */
  multipoint: boolean;
  language: TLanguage;
}

export const INVOICE_NOT_FOUND = 'invoice_not_found';

export class InvoiceDocumentsService {
  constructor(
    private readonly repo: InvoiceDocumentsRepo,
    private readonly settings: SettingsService,
    private readonly signer: PdfSigner,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** An invoice's PDF, signed PDF or hourly curve (customer-area §7); file names per the shared contract. */
  async document(request: DocumentRequest): Promise<DocumentFile> {
    const invoice = await this.repo.findForDocument(request.userId, request.id, request.multipoint);
    if (!invoice) throw new ApiError(404, INVOICE_NOT_FOUND, INVOICE_NOT_FOUND);
    const base = `invoice-${invoice.number}`;
    switch (request.format) {
      case 'pdf':
        return { filename: `${base}.pdf`, contentType: 'application/pdf', bytes: await this.pdf(invoice, request.language) };
      case 'signed_pdf':
        return { filename: `${base}-signed.pdf`, contentType: 'application/pdf', bytes: await this.signedPdf(invoice, request.language) };
      case 'curve_csv':
        return {
          filename: `${base}-curve.csv`,
          contentType: 'text/csv; charset=utf-8',
          bytes: await this.curve(invoice, request.language),
        };
    }
  }

  private async organisation() {
    return retailerOf(await this.settings.privateSettings());
  }

  /** What the drawing needs besides the invoice: words, retailer, due date, the meter's registers and history. */
  async pdfContext(invoice: InvoiceForPdf, language: TLanguage): Promise<InvoicePdfContext> {
    const retailer = await this.organisation();
    return {
      labels: INVOICE_LABELS[language],
      language,
      retailer,
      dueDate: retailer.paymentTermDays ? addDays(invoice.invoiceDate, retailer.paymentTermDays) : null,
      meter: await this.meter(invoice),
    };
  }

  private async pdf(invoice: InvoiceForPdf, language: TLanguage): Promise<Buffer> {
    const context = await this.pdfContext(invoice, language);
    const { labels, retailer } = context;
    const info = { title: `${invoiceTitle(invoice, labels)} ${invoice.number}`, author: retailer.name, language };
    // One supply point's invoice is the one-page model; a multipoint one flows over pages, a section per point.
    return renderPdf(info, (doc) =>
      invoice.kind === 'multipoint' ? drawInvoice(doc, invoice, context) : drawInvoicePage(doc, invoice, context),
    );
  }

  /** The registers and monthly history of the invoice's supply point, from its metered days. */
  private async meter(invoice: InvoiceForPdf) {
    if (!invoice.supply) return null;
    const { supplyPointId, tariff } = invoice.supply;
    const days = await this.repo.meterDays(supplyPointId, invoice.endDate);
    return meterSummary(tariff, days, invoice, billedKwhByPeriod(invoice.computation, energyPeriodCount(tariff)));
  }

  private async signedPdf(invoice: InvoiceForPdf, language: TLanguage): Promise<Buffer> {
    const pdf = await this.pdf(invoice, language);
    const organisation = await this.organisation();
    return this.signer.sign(pdf, {
      name: organisation.name,
      reason: `${invoiceTitle(invoice, INVOICE_LABELS[language])} ${invoice.number}`,
      location: 'ES',
      contactInfo: organisation.email,
      signingTime: this.now(),
    });
  }

  /** The hourly consumption of the invoice's period at its supply point, or at each of a multipoint's. */
  private async curve(invoice: InvoiceForPdf, language: TLanguage): Promise<Buffer> {
    const cups = invoice.kind === 'multipoint' ? invoice.points.map((p) => p.cupsName) : invoice.cupsName ? [invoice.cupsName] : [];
    const days = await this.repo.consumption([...new Set(cups)], invoice.startDate, invoice.endDate);
    return Buffer.from(curveCsv(days, language), 'utf8');
  }
}
