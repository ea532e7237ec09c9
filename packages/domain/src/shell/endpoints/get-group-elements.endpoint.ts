import { defineEndpoint, type TEndpointRoute } from '../../api/endpoint.ts';
import { ZHtmlElementsResponseSchema, ZHtmlGroupQuerySchema } from '../html-blocks.ts';

// The route's parts, each written once: the endpoint and the zod-free route below are both
// built of them (a bundler drops an unused endpoint, and its schemas, only so).
const method = 'GET';
const path = '/ov_customize/html_dinamic_elements/';
const versions = [1] as const;

/**
 * GET /api/v1/ov_customize/html_dinamic_elements/?group_name= → { items }: the extra blocks of a
 * screen, e.g. the Login group (customer-area §7).
 */
export const getGroupElementsEndpoint = defineEndpoint({
  name: 'shell.groupElements',
  method,
  path,
  versions,
  auth: false,
  tags: ['html blocks'],
  summary: 'HTML blocks of a named group (e.g. Login), by priority (sanitised)',
  query: ZHtmlGroupQuerySchema,
  response: ZHtmlElementsResponseSchema,
  errors: [400],
});

/** The login page shows the Login group as it arrives: the web calls it from the route (no zod). */
export const getGroupElementsRoute: TEndpointRoute<typeof getGroupElementsEndpoint> = { method, path, versions };
