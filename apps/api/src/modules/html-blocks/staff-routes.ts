import {
  createStaffContentBannerEndpoint,
  createStaffContentBlockEndpoint,
  createStaffContentPageEndpoint,
  deleteStaffContentBannerEndpoint,
  deleteStaffContentBlockEndpoint,
  deleteStaffContentPageEndpoint,
  getStaffContentBannerEndpoint,
  getStaffContentBlockEndpoint,
  getStaffContentPageEndpoint,
  listStaffContentBannersEndpoint,
  listStaffContentBlocksEndpoint,
  listStaffContentPagesEndpoint,
  previewStaffHtmlEndpoint,
  updateStaffContentBannerEndpoint,
  updateStaffContentBlockEndpoint,
  updateStaffContentPageEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { staffOf, staffRouteOptions } from '../staff/index.ts';
import { trailByStaff } from '../trail/index.ts';
import type { ContentService } from './staff-service.ts';

// Supervisors only, reads included: what every visitor sees is theirs to change, and an agent's
// work (cases, leads, the queue) needs none of it. An agent's token gets 403 staff_role_required.
const supervisor = staffRouteOptions('supervisor');

/**
 * The console's Content section (docs/staff.md): dynamic pages, blocks, banners and the HTML
 * preview. Registered by the staff module behind its hook (StaffModuleDeps.routes).
 */
export function contentStaffRoutes(content: ContentService): FastifyPluginAsync {
  return async (app) => {
    const by = (request: Parameters<typeof staffOf>[0]) => trailByStaff(request, staffOf(request).id);

    endpointRoute(app, previewStaffHtmlEndpoint, (request) => content.preview(request.body.html), supervisor);

    endpointRoute(app, listStaffContentPagesEndpoint, () => content.pages(), supervisor);
    endpointRoute(app, getStaffContentPageEndpoint, (request) => content.page(request.params.id), supervisor);
    endpointRoute(
      app,
      createStaffContentPageEndpoint,
      async (request, reply) => reply.code(201).send(await content.createPage(by(request), request.body)),
      supervisor,
    );
    endpointRoute(
      app,
      updateStaffContentPageEndpoint,
      (request) => content.updatePage(by(request), request.params.id, request.body),
      supervisor,
    );
    endpointRoute(
      app,
      deleteStaffContentPageEndpoint,
      async (request, reply) => {
        await content.deletePage(by(request), request.params.id);
        return reply.code(204).send();
      },
      supervisor,
    );

    endpointRoute(app, listStaffContentBlocksEndpoint, () => content.blocks(), supervisor);
    endpointRoute(app, getStaffContentBlockEndpoint, (request) => content.block(request.params.id), supervisor);
    endpointRoute(
      app,
      createStaffContentBlockEndpoint,
      async (request, reply) => reply.code(201).send(await content.createBlock(by(request), request.body)),
      supervisor,
    );
    endpointRoute(
      app,
      updateStaffContentBlockEndpoint,
      (request) => content.updateBlock(by(request), request.params.id, request.body),
      supervisor,
    );
    endpointRoute(
      app,
      deleteStaffContentBlockEndpoint,
      async (request, reply) => {
        await content.deleteBlock(by(request), request.params.id);
        return reply.code(204).send();
      },
      supervisor,
    );

    endpointRoute(app, listStaffContentBannersEndpoint, () => content.banners(), supervisor);
    endpointRoute(
      app,
      getStaffContentBannerEndpoint,
      (request) => content.banner(request.params.code, request.params.language),
      supervisor,
    );
    endpointRoute(
      app,
      createStaffContentBannerEndpoint,
      async (request, reply) => reply.code(201).send(await content.createBanner(by(request), request.body)),
      supervisor,
    );
    endpointRoute(
      app,
      updateStaffContentBannerEndpoint,
      (request) => content.updateBanner(by(request), request.params.code, request.params.language, request.body),
      supervisor,
    );
    endpointRoute(
      app,
      deleteStaffContentBannerEndpoint,
      async (request, reply) => {
        await content.deleteBanner(by(request), request.params.code, request.params.language);
        return reply.code(204).send();
      },
      supervisor,
    );
  };
}
