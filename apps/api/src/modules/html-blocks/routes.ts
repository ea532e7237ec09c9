import { getBannerEndpoint, getDynamicRoutesEndpoint, getGroupElementsEndpoint, getPageElementsEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import type { HtmlBlocksService } from './service.ts';

// Public content: the route names keep the spec's spelling ("dinamic").
export const htmlBlocksRoutes: FastifyPluginAsync<{ service: HtmlBlocksService }> = async (app, { service }) => {
  endpointRoute(app, getDynamicRoutesEndpoint, async () => ({ items: await service.routes() }));

  endpointRoute(app, getPageElementsEndpoint, async (request) => ({ items: await service.pageElements(request.params.pageId) }));

  endpointRoute(app, getGroupElementsEndpoint, async (request) => ({ items: await service.groupElements(request.query.group_name) }));

  endpointRoute(app, getBannerEndpoint, async (request) => ({ banner: await service.banner(request.params.code) }));
};
