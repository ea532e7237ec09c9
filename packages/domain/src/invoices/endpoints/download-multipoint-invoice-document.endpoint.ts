import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { INVOICE_DOCUMENT_FORMATS } from '../invoice-kinds.ts';
import { ZDownloadInvoiceDocumentParamsSchema, ZDownloadInvoiceDocumentQuerySchema } from './download-invoice-document.endpoint.ts';

/** GET /api/v1/invoices_multipoint/:id/:format/: a document of one multipoint invoice (customer-area §7). */
export const downloadMultipointInvoiceDocumentEndpoint = defineEndpoint({
  name: 'invoices.multipointDocument',
  method: 'GET',
  path: '/invoices_multipoint/:id/:format/',
  versions: [1],
  auth: true,
  tags: ['invoice documents'],
  summary: `A document of one multipoint invoice: ${INVOICE_DOCUMENT_FORMATS.join(', ')}`,
  params: ZDownloadInvoiceDocumentParamsSchema,
  query: ZDownloadInvoiceDocumentQuerySchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
