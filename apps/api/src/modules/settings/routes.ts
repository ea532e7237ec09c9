import { ZFeatureFlagsResponseSchema, ZSettingsResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors.ts';
import type { SettingsService } from './service.ts';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (app, { service }) => {
  app.get(
    '/v2/ov_customize/ov_settings',
    { schema: { tags, summary: 'Public settings merged over the built-in defaults', response: { 200: ZSettingsResponseSchema } } },
    async () => ({ settings: await service.publicSettings() }),
  );

  app.get(
    '/v2/ov_customize/ov_private_settings',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Defaults, public and private settings merged, for a signed-in user',
        response: { 200: ZSettingsResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ settings: await service.privateSettings() }),
  );

  app.get(
    '/v1/feature_flags/',
    { schema: { tags, summary: 'Feature flags by name', response: { 200: ZFeatureFlagsResponseSchema } } },
    async () => ({ feature_flags: await service.featureFlags() }),
  );
};
