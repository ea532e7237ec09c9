import { downloadInvoiceDocumentEndpoint, downloadMultipointInvoiceDocumentEndpoint, normaliseLanguage } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { InvoiceDocumentsService } from './service.ts';

const DOCUMENT_DOC = {
  description:
    'pdf and signed_pdf (PAdES, adbe.pkcs7.detached) are application/pdf; curve_csv is text/csv (cups, date, hour, kwh; semicolons and a decimal comma, or commas and a decimal point in English, as the language’s spreadsheets read them). ' +
    'File name in Content-Disposition. 404 invoice_not_found for an id that is not the customer’s.',
  produces: ['application/pdf', 'text/csv'],
};

export const invoiceDocumentsRoutes: FastifyPluginAsync<{ service: InvoiceDocumentsService }> = async (app, { service }) => {
  for (const [endpoint, multipoint] of [
    [downloadInvoiceDocumentEndpoint, false],
    [downloadMultipointInvoiceDocumentEndpoint, true],
  ] as const) {
    endpointRoute(
      app,
      endpoint,
      async (request) => {
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
        return { bytes: file.bytes, filename: file.filename, type: file.contentType };
      },
      { schema: DOCUMENT_DOC },
    );
  }
};
