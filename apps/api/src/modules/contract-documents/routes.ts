import { downloadAttachmentEndpoint, downloadContractReportEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { ContractDocumentsService } from './service.ts';

/** The contract report and the contract's attachments (customer-area §7); files, named in Content-Disposition. */
export const contractDocumentsRoutes: FastifyPluginAsync<{ service: ContractDocumentsService }> = async (app, { service }) => {
  // v1 for electricity and v2 for gas in the spec; each answers for either kind (the endpoint lists both versions).
  endpointRoute(
    app,
    downloadContractReportEndpoint,
    async (request) => {
      const identity = identityOf(request);
      const file = await service.contractReport(identity.user_id, request.params.contractName, request.query.lang, identity.locale);
      return { bytes: file.bytes, filename: file.filename, type: 'application/pdf' };
    },
    { schema: { produces: ['application/pdf'] } },
  );

  endpointRoute(app, downloadAttachmentEndpoint, async (request) => {
    const file = await service.attachment(identityOf(request).user_id, request.params.attachmentId);
    return { bytes: file.content, size: file.size, filename: file.filename, type: file.mimeType };
  });
};
