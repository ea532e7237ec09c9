import { normaliseLanguage, type TLanguage, type TTransactionSummary } from '@portal/domain';
import { renderPdf } from '../../platform/documents/pdf.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { SettingsService } from '../settings/index.ts';
import { invoiceConcept } from './invoice-concept.ts';
import { drawReceipt } from './receipt-pdf.ts';
import type { PaymentReconciler } from './reconciler.ts';
import type { PaymentsRepo, PaymentWithInvoice } from './repo.ts';
import { RECEIPT_LABELS } from './texts/index.ts';

const transactionNotFound = () => new ApiError(404, 'transaction_not_found', 'transaction_not_found');

export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

/** What the customer sees of a payment made: the summary after paying and the receipt PDF. */
export class TransactionsService {
  constructor(
    private readonly repo: PaymentsRepo,
    private readonly reconciler: PaymentReconciler,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The succeeded payment of one of the customer's invoices, or the attempt awaiting its answer
   * (status processing: a crash or time-out lost it, and the reconciler decides it within
   * seconds). A stale attempt is asked of the provider first, so a payment that did go through
   * is never reported missing.
   */
  async summary(userId: number, invoiceId: number, language: TLanguage): Promise<TTransactionSummary> {
    const customerId = await this.customerOf(userId);
    let found = await this.repo.latestAttemptOfInvoice(customerId, invoiceId);
    if (found && (found.payment.status === 'processing' || found.payment.status === 'requires_action')) {
      if (this.reconciler.isStale(found.payment)) {
        await this.reconciler.redrive(found.payment);
        found = await this.repo.latestAttemptOfInvoice(customerId, invoiceId);
      }
    }
    if (found?.payment.status !== 'succeeded' && found?.payment.status !== 'processing') throw transactionNotFound();
    const { payment, invoice } = found;
    return {
      status: payment.status === 'succeeded' ? 'succeeded' : 'processing',
      transaction_id: payment.id,
      amount: payment.amountCents / 100,
      currency: 'EUR',
      last_transaction_update_at: payment.updatedAt.toISOString(),
      invoice_number: invoice.number,
      invoice_concept: invoiceConcept(invoice, language),
      payment_method_id: payment.paymentMethodLabel,
      payment_type: 'card',
      paid_by_user_email: payment.paidByUserEmail,
      invoice_id: invoice.id,
    };
  }

  /** The receipt of one of the customer's succeeded payments, in the asked language (else the session's). */
  async receipt(userId: number, paymentId: number, language: string | undefined, sessionLocale: TLanguage): Promise<PdfFile> {
    const found: PaymentWithInvoice | undefined = await this.repo.succeededAttempt(await this.customerOf(userId), paymentId);
    if (!found) throw transactionNotFound();
    const lang = normaliseLanguage(language, sessionLocale);
    const labels = RECEIPT_LABELS[lang];
    const { organization } = await this.settings.privateSettings();
    const organisation = { name: organization.name, phone: organization.phone_crm, email: organization.email };
    const bytes = await renderPdf({ title: `${labels.title} ${found.payment.id}`, author: organisation.name, language: lang }, (doc) =>
      drawReceipt(doc, found, { labels, language: lang, organisation }),
    );
    return { filename: `${labels.fileName}-${found.invoice.number}.pdf`, bytes };
  }

  private async customerOf(userId: number): Promise<number> {
    const payer = await this.repo.payer(userId);
    if (!payer) throw new ApiError(401, 'token_invalid', 'token_invalid');
    return payer.customerId;
  }
}
