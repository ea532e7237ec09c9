import { defineEndpoint } from '../../api/endpoint.ts';
import { ZHtmlRoutesResponseSchema } from '../html-blocks.ts';

/**
 * GET /api/v1/ov_customize/html_dinamic_routes → { items }: the dynamic pages, as menu buttons
 * (customer-area §7). Public content; the spec's spelling ("dinamic") is kept.
 */
export const getDynamicRoutesEndpoint = defineEndpoint({
  name: 'shell.dynamicRoutes',
  method: 'GET',
  path: '/ov_customize/html_dinamic_routes',
  versions: [1],
  auth: false,
  tags: ['html blocks'],
  summary: 'Dynamic pages (menu buttons)',
  response: ZHtmlRoutesResponseSchema,
  errors: [],
});
