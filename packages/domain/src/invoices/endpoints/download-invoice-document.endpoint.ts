import { z } from 'zod';
import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { INVOICE_DOCUMENT_FORMATS } from '../invoice-kinds.ts';
import { ZInvoiceDocumentParamsSchema } from '../invoice-schemas.ts';

// Ids are int4 in the database: a bigger number cannot be an invoice (400, not a database error).
const INT4_MAX = 2_147_483_647;

/** :id and :format of both invoice document calls. */
export const ZDownloadInvoiceDocumentParamsSchema = ZInvoiceDocumentParamsSchema.extend({
  id: z.coerce.number().int().positive().max(INT4_MAX),
});

/** ?lang of both invoice document calls. */
export const ZDownloadInvoiceDocumentQuerySchema = z.object({
  lang: z
    .string()
    .max(35)
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
