import { INVOICE_DOCUMENT_FORMATS, LANGUAGES, normaliseLanguage, ZInvoiceDocumentParamsSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { errorResponses } from '../../platform/errors.ts';
import { attachmentDisposition } from '../../platform/pdf.ts';
import type { InvoiceDocumentsService } from './service.ts';

const tags = ['invoice documents'];
const ZFileSchema = z.any().describe('the file');

// Ids are int4 in the database: a bigger number cannot be an invoice (400, not a database error).
const ZParamsSchema = ZInvoiceDocumentParamsSchema.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const ZQuerySchema = z.object({
  lang: z
    .string()
    .max(35)
    .optional()
    .describe(`one of ${LANGUAGES.join(', ')}; else Accept-Language, else the session's language`),
});

export const invoiceDocumentsRoutes: FastifyPluginAsyncZod<{ service: InvoiceDocumentsService }> = async (app, { service }) => {
  for (const [list, multipoint] of [
    ['invoices', false],
    ['invoices_multipoint', true],
  ] as const) {
    app.get(
      `/v1/${list}/:id/:format/`,
      {
        config: { auth: true },
        schema: {
          tags,
          summary: `A document of one ${multipoint ? 'multipoint ' : ''}invoice: ${INVOICE_DOCUMENT_FORMATS.join(', ')}`,
          description:
            'pdf and signed_pdf (PAdES, adbe.pkcs7.detached) are application/pdf; curve_csv is text/csv (cups;date;hour;kwh). ' +
            'File name in Content-Disposition. 404 invoice_not_found for an id that is not the customer’s.',
          produces: ['application/pdf', 'text/csv'],
          params: ZParamsSchema,
          querystring: ZQuerySchema,
          response: { 200: ZFileSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const identity = identityOf(request);
        // The web sends its current language as Accept-Language (customer-area §7); the token's is the one at sign-in.
        const language = normaliseLanguage(request.query.lang, normaliseLanguage(request.headers['accept-language'], identity.locale));
        const file = await service.document({
          userId: identity.user_id,
          id: request.params.id,
          format: request.params.format,
          multipoint,
          language,
        });
        return reply
          .type(file.contentType)
          .header('content-disposition', attachmentDisposition(file.filename))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  }
};
