import { z } from 'zod';
import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { text } from '../../api/primitives.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { ZTransactionReceiptParamsSchema } from '../payment-schemas.ts';

/** ?lang of the receipt: the language it is written in. */
export const ZDownloadTransactionReceiptQuerySchema = z.object({
  lang: text(35)
    .optional()
    .describe(`one of ${LANGUAGES.join(', ')}`),
});

/** GET /api/v1/download_transaction_receipt/:id (the payment's transaction id): the receipt PDF (customer-area §7). */
export const downloadTransactionReceiptEndpoint = defineEndpoint({
  name: 'payments.receipt',
  method: 'GET',
  path: '/download_transaction_receipt/:id',
  versions: [1],
  auth: true,
  tags: ['payments'],
  summary: 'The receipt of a card payment as a PDF (file name in Content-Disposition)',
  params: ZTransactionReceiptParamsSchema,
  query: ZDownloadTransactionReceiptQuerySchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
