import { downloadAttachmentEndpoint, downloadContractReportEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { attachmentDisposition } from '../../platform/documents/pdf.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { ContractDocumentsService } from './service.ts';

/** The contract report and the contract's attachments (customer-area §7); files, named in Content-Disposition. */
export const contractDocumentsRoutes: FastifyPluginAsync<{ service: ContractDocumentsService }> = async (app, { service }) => {
  // v1 for electricity and v2 for gas in the spec; each answers for either kind (the endpoint lists both versions).
  endpointRoute(
    app,
    downloadContractReportEndpoint,
    async (request, reply) => {
      const identity = identityOf(request);
      const file = await service.contractReport(identity.user_id, request.params.contractName, request.query.lang, identity.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
    { schema: { produces: ['application/pdf'] } },
  );

  endpointRoute(app, downloadAttachmentEndpoint, async (request, reply) => {
    const file = await service.attachment(identityOf(request).user_id, request.params.attachmentId);
    return reply
      .type(file.mimeType)
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-length', String(file.size))
      .send(file.content);
  });
};
