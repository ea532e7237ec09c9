import { ZAddressListResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { errorResponses } from '../../platform/errors.ts';
import { toAddress } from './address-mapper.ts';
import type { AddressesRepo } from './repo.ts';

const ZAddressesResponseSchema = z.object({ items: ZAddressListResponseSchema });

export const addressesRoutes: FastifyPluginAsyncZod<{ repo: AddressesRepo }> = async (app, { repo }) => {
  app.get(
    '/v1/addresses/',
    {
      config: { auth: true },
      schema: {
        tags: ['contracts'],
        summary: 'The customer’s addresses (for the notification address change)',
        response: { 200: ZAddressesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: (await repo.list(identityOf(request).user_id)).map(toAddress) }),
  );
};
