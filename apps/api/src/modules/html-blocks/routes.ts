import {
  ZBannerParamsSchema,
  ZBannerResponseSchema,
  ZHtmlElementsResponseSchema,
  ZHtmlGroupQuerySchema,
  ZHtmlPageParamsSchema,
  ZHtmlRoutesResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors.ts';
import type { HtmlBlocksService } from './service.ts';

const tags = ['html blocks'];

// Public content: the route names keep the spec's spelling ("dinamic").
export const htmlBlocksRoutes: FastifyPluginAsyncZod<{ service: HtmlBlocksService }> = async (app, { service }) => {
  app.get(
    '/v1/ov_customize/html_dinamic_routes',
    { schema: { tags, summary: 'Dynamic pages (menu buttons)', response: { 200: ZHtmlRoutesResponseSchema } } },
    async () => ({ items: await service.routes() }),
  );

  app.get(
    '/v1/ov_customize/html_dinamic_elements/:pageId',
    {
      schema: {
        tags,
        summary: 'HTML blocks of a dynamic page, by priority (sanitised)',
        params: ZHtmlPageParamsSchema,
        response: { 200: ZHtmlElementsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ items: await service.pageElements(request.params.pageId) }),
  );

  app.get(
    '/v1/ov_customize/html_dinamic_elements/',
    {
      schema: {
        tags,
        summary: 'HTML blocks of a named group (e.g. Login), by priority (sanitised)',
        querystring: ZHtmlGroupQuerySchema,
        response: { 200: ZHtmlElementsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ items: await service.groupElements(request.query.group_name) }),
  );

  app.get(
    '/v2/banners/:code',
    {
      schema: {
        tags,
        summary: 'A banner: base64 image or (sanitised) HTML',
        params: ZBannerParamsSchema,
        response: { 200: ZBannerResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ banner: await service.banner(request.params.code) }),
  );
};
