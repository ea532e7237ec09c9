import { apiRequest } from '../../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../../shared/files/content-disposition.ts';

export interface TDownloadedReceipt {
  blob: Blob;
  fileName: string;
}

/** GET /api/v1/download_transaction_receipt/:id (the payment's transaction id): the receipt PDF. */
export async function downloadTransactionReceipt(transactionId: number): Promise<TDownloadedReceipt> {
  const response = await apiRequest<Blob>({
    path: '/download_transaction_receipt/:id',
    params: { id: transactionId },
    responseType: 'blob',
  });
  return {
    blob: response.data,
    fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), `receipt-${transactionId}.pdf`),
  };
}
