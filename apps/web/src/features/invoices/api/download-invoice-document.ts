import {
  downloadInvoiceDocumentEndpoint,
  downloadMultipointInvoiceDocumentEndpoint,
  type TInvoice,
  type TInvoiceDocumentFormat,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';

export interface TDownloadedFile {
  blob: Blob;
  fileName: string;
}

// The names the API announces (docs/invoices.md), used when the header is missing.
const FALLBACK_NAME: Record<TInvoiceDocumentFormat, (number: string) => string> = {
  pdf: (number) => `invoice-${number}.pdf`,
  signed_pdf: (number) => `invoice-${number}-signed.pdf`,
  curve_csv: (number) => `invoice-${number}-curve.csv`,
};

/**
 * GET /api/v1/invoices/:id/:format/ (or invoices_multipoint/…): the invoice PDF, its signed PDF
 * or its consumption curve as CSV (customer-area §7). The file name comes from content-disposition.
 */
export async function downloadInvoiceDocument(
  invoice: Pick<TInvoice, 'id' | 'number' | 'type'>,
  format: TInvoiceDocumentFormat,
): Promise<TDownloadedFile> {
  const endpoint = invoice.type === 'multipoint' ? downloadMultipointInvoiceDocumentEndpoint : downloadInvoiceDocumentEndpoint;
  const response = await apiRequest(endpoint, { params: { id: invoice.id, format } });
  return {
    blob: response.data,
    fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), FALLBACK_NAME[format](invoice.number)),
  };
}

export interface TInvoiceDocumentRequest {
  invoice: Pick<TInvoice, 'id' | 'number' | 'type'>;
  format: TInvoiceDocumentFormat;
}

/** One mutation for a list's downloads: each mutateAsync answers its own file, several may run at once. */
export const useDownloadInvoiceDocument = () =>
  useMutation({ mutationFn: (request: TInvoiceDocumentRequest) => downloadInvoiceDocument(request.invoice, request.format) });
