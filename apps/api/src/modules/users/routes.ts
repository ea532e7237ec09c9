import { ZProfileSchema, ZProfileV1ResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { UsersService } from './service.ts';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.get(
    '/v1/users/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Profile of the signed-in user (wrapped in result)',
        response: { 200: ZProfileV1ResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ result: await service.profile(identityOf(request).user_id) }),
  );

  app.get(
    '/v2/users/',
    {
      config: { auth: true },
      schema: { tags, summary: 'Profile of the signed-in user', response: { 200: ZProfileSchema, ...errorResponses(401) } },
    },
    (request) => service.profile(identityOf(request).user_id),
  );
};
