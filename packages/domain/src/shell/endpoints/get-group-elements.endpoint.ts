import { defineEndpoint, type TEndpointRoute } from '../../api/endpoint.ts';
import { ZHtmlElementsResponseSchema, ZHtmlGroupQuerySchema } from '../html-blocks.ts';

const route = { method: 'GET', path: '/ov_customize/html_dinamic_elements/', versions: [1] } as const;

/**
 * GET /api/v1/ov_customize/html_dinamic_elements/?group_name= → { items }: the extra blocks of a
 * screen, e.g. the Login group (customer-area §7).
 */
export const getGroupElementsEndpoint = defineEndpoint({
  name: 'shell.groupElements',
  ...route,
  auth: false,
  tags: ['html blocks'],
  summary: 'HTML blocks of a named group (e.g. Login), by priority (sanitised)',
  query: ZHtmlGroupQuerySchema,
  response: ZHtmlElementsResponseSchema,
  errors: [400],
});

/** The login page shows the Login group as it arrives: the web calls it from the route (no zod). */
export const getGroupElementsRoute: TEndpointRoute<typeof getGroupElementsEndpoint> = route;
