import { defineEndpoint, type TEndpointRoute } from '../../api/endpoint.ts';
import { ZBannerParamsSchema, ZBannerResponseSchema } from '../html-blocks.ts';

// The route's parts, each written once: the endpoint and the zod-free route below are both
// built of them (a bundler drops an unused endpoint, and its schemas, only so).
const method = 'GET';
const path = '/banners/:code';
const versions = [2] as const;

/** GET /api/v2/banners/:code → { banner }: a base64 image or HTML; 404 when there is none (customer-area §7). */
export const getBannerEndpoint = defineEndpoint({
  name: 'shell.banner',
  method,
  path,
  versions,
  auth: false,
  tags: ['html blocks'],
  summary: 'A banner: base64 image or (sanitised) HTML',
  params: ZBannerParamsSchema,
  response: ZBannerResponseSchema,
  errors: [400, 404],
});

/** The login page shows the login banner as it arrives: the web calls it from the route (no zod). */
export const getBannerRoute: TEndpointRoute<typeof getBannerEndpoint> = { method, path, versions };
