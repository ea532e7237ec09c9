import { z } from 'zod';
import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { text } from '../../api/primitives.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { INVOICE_DOCUMENT_FORMATS } from '../invoice-kinds.ts';
import { ZInvoiceDocumentParamsSchema } from '../invoice-schemas.ts';

/** :id and :format of both invoice document calls (the id bounded to int4 by ZInvoiceDocumentParamsSchema). */
export const ZDownloadInvoiceDocumentParamsSchema = ZInvoiceDocumentParamsSchema;

/** ?lang of both invoice document calls. */
export const ZDownloadInvoiceDocumentQuerySchema = z.object({
  lang: text(35)
    .optional()
    .describe(`one of ${LANGUAGES.join(', ')}; else Accept-Language, else the session's language`),
});

/**
 * GET /api/v1/invoices/:id/:format/: the PDF, signed PDF or consumption curve (CSV) of one
 * invoice; the file name comes in Content-Disposition (customer-area §7).
 */
export const downloadInvoiceDocumentEndpoint = defineEndpoint({
  name: 'invoices.document',
  method: 'GET',
  path: '/invoices/:id/:format/',
  versions: [1],
  auth: true,
  tags: ['invoice documents'],
  summary: `A document of one invoice: ${INVOICE_DOCUMENT_FORMATS.join(', ')}`,
  params: ZDownloadInvoiceDocumentParamsSchema,
  query: ZDownloadInvoiceDocumentQuerySchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
