import { defineEndpoint } from '../../api/endpoint.ts';
import { ZHtmlElementsResponseSchema, ZHtmlPageParamsSchema } from '../html-blocks.ts';

/** GET /api/v1/ov_customize/html_dinamic_elements/:pageId → { items }: the blocks of a dynamic page (customer-area §7). */
export const getPageElementsEndpoint = defineEndpoint({
  name: 'shell.pageElements',
  method: 'GET',
  path: '/ov_customize/html_dinamic_elements/:pageId',
  versions: [1],
  auth: false,
  tags: ['html blocks'],
  summary: 'HTML blocks of a dynamic page, by priority (sanitised)',
  params: ZHtmlPageParamsSchema,
  response: ZHtmlElementsResponseSchema,
  errors: [400],
});
