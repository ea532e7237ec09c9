import { downloadTransactionReceiptEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../../shared/files/content-disposition.ts';

export interface TDownloadedReceipt {
  blob: Blob;
  fileName: string;
}

/** GET /api/v1/download_transaction_receipt/:id (the payment's transaction id): the receipt PDF (customer-area §7). */
export async function downloadTransactionReceipt(transactionId: number): Promise<TDownloadedReceipt> {
  const response = await apiRequest(downloadTransactionReceiptEndpoint, { params: { id: transactionId } });
  return {
    blob: response.data,
    fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), `receipt-${transactionId}.pdf`),
  };
}

export const useDownloadTransactionReceipt = () => useMutation({ mutationFn: downloadTransactionReceipt });
