import type { TInvoice, TInvoiceDocumentFormat } from '@portal/domain';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';

export interface TDownloadedFile {
  blob: Blob;
  fileName: string;
}

// The names the API announces (docs/invoices-contract.md), used when the header is missing.
const FALLBACK_NAME: Record<TInvoiceDocumentFormat, (number: string) => string> = {
  pdf: (number) => `invoice-${number}.pdf`,
  signed_pdf: (number) => `invoice-${number}-signed.pdf`,
  curve_csv: (number) => `invoice-${number}-curve.csv`,
};

/**
 * GET /api/v1/invoices/:id/:format/ (or invoices_multipoint/…): the invoice PDF, its signed PDF
 * or its consumption curve as CSV. The file name comes from content-disposition.
 */
export async function downloadInvoiceDocument(
  invoice: Pick<TInvoice, 'id' | 'number' | 'type'>,
  format: TInvoiceDocumentFormat,
): Promise<TDownloadedFile> {
  const response = await apiRequest<Blob>({
    versions: [1],
    path: invoice.type === 'multipoint' ? '/invoices_multipoint/:id/:format/' : '/invoices/:id/:format/',
    params: { id: invoice.id, format },
    responseType: 'blob',
  });
  return {
    blob: response.data,
    fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), FALLBACK_NAME[format](invoice.number)),
  };
}
