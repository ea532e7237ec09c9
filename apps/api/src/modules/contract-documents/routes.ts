import { LANGUAGES, ZContractNameParamsSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { errorResponses } from '../../platform/errors.ts';
import { attachmentDisposition } from '../../platform/pdf.ts';
import type { ContractDocumentsService } from './service.ts';

const tags = ['contract documents'];
const ZFileSchema = z.any().describe('the file');

// Any language tag is accepted and mapped to one of ours (es → es-ES), like Accept-Language.
const ZReportQuerySchema = z.object({
  lang: z
    .string()
    .max(35)
    .optional()
    .describe(`one of ${LANGUAGES.join(', ')}`),
});

export const contractDocumentsRoutes: FastifyPluginAsyncZod<{ service: ContractDocumentsService }> = async (app, { service }) => {
  // v1 for electricity and v2 for gas in the spec; each answers for either kind (the web falls back from v2 to v1).
  for (const version of ['v1', 'v2']) {
    app.get(
      `/${version}/contracts/:contractName/pdf/`,
      {
        config: { auth: true },
        schema: {
          tags,
          summary: 'The contract report as a PDF (file name in Content-Disposition)',
          produces: ['application/pdf'],
          params: ZContractNameParamsSchema,
          querystring: ZReportQuerySchema,
          response: { 200: ZFileSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const identity = identityOf(request);
        const file = await service.contractReport(identity.user_id, request.params.contractName, request.query.lang, identity.locale);
        return reply
          .type('application/pdf')
          .header('content-disposition', attachmentDisposition(file.filename))
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  }

  app.get(
    '/v2/contract/download_attachment/:attachmentId',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'An attachment of one of the customer’s contracts',
        params: z.object({ attachmentId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: ZFileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.attachment(identityOf(request).user_id, request.params.attachmentId);
      return reply
        .type(file.mimeType)
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
