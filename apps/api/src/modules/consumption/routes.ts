import { chartJson, downloadCchEndpoint, getCchChartEndpoint, getCchChartV1Endpoint, normaliseLanguage } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { ConsumptionService } from './service.ts';

const DOWNLOAD_DOC = {
  description:
    'text/csv (UTF-8 with a byte order mark; semicolons and a decimal comma, or commas and a decimal point in English) or, with format=xlsx, a spreadsheet. ' +
    'One row per hour or quarter-hour: CUPS, date, local time, UTC offset (the repeated autumn hour told apart), active, exported and reactive energy, estimated (1/0). ' +
    '404 contract_not_found for a contract that is not the customer’s.',
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

export const consumptionRoutes: FastifyPluginAsync<{ service: ConsumptionService }> = async (app, { service }) => {
  // Both versions are built whole by the domain (drawnChartPart, chartV1), typed by the response
  // schema and tested against it (chart.test.ts): a year of hours is too many numbers to check
  // again. Version 2 is written by the domain's chartJson, its typed arrays straight into bytes.
  endpointRoute(app, getCchChartEndpoint, async (request, reply) => {
    const { start, end, compare } = request.query;
    const chart = await service.chart({
      userId: identityOf(request).user_id,
      contractName: request.params.contractName,
      type: request.params.type,
      range: { start, end },
      compare,
    });
    return reply.type('application/json; charset=utf-8').send(chartJson(chart));
  });

  endpointRoute(
    app,
    getCchChartV1Endpoint,
    async (request) => {
      const { start, end } = request.query;
      return service.chartV1({
        userId: identityOf(request).user_id,
        contractName: request.params.contractName,
        type: request.params.type,
        range: { start, end },
      });
    },
    { uncheckedSuccess: true },
  );

  endpointRoute(
    app,
    downloadCchEndpoint,
    async (request) => {
      const identity = identityOf(request);
      const { start, end, format, lang } = request.query;
      const file = await service.download({
        userId: identity.user_id,
        contractName: request.params.contractName,
        type: request.params.type,
        range: { start, end },
        format: format ?? 'csv',
        language: normaliseLanguage(lang, normaliseLanguage(request.headers['accept-language'], identity.locale)),
      });
      return { bytes: file.bytes, filename: file.filename, type: file.contentType };
    },
    { schema: DOWNLOAD_DOC },
  );
};
