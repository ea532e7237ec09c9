import { getBannerEndpoint, getDynamicRoutesEndpoint, getGroupElementsEndpoint, getPageElementsEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { HtmlBlocksService } from './service.ts';

// Public content, in the request's language (Accept-Language): the route names keep the spec's spelling ("dinamic").
export const htmlBlocksRoutes: FastifyPluginAsync<{ service: HtmlBlocksService }> = async (app, { service }) => {
  endpointRoute(app, getDynamicRoutesEndpoint, async (request) => ({ items: await service.routes(request.headers['accept-language']) }));

  endpointRoute(app, getPageElementsEndpoint, async (request) => ({
    items: await service.pageElements(request.params.pageId, request.headers['accept-language']),
  }));

  endpointRoute(app, getGroupElementsEndpoint, async (request) => ({
    items: await service.groupElements(request.query.group_name, request.headers['accept-language']),
  }));

  endpointRoute(app, getBannerEndpoint, async (request) => ({
    banner: await service.banner(request.params.code, request.headers['accept-language']),
  }));
};
