import { getFeatureFlagsEndpoint, getPrivateSettingsEndpoint, getPublicSettingsEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { SettingsService } from './service.ts';

export const settingsRoutes: FastifyPluginAsync<{ service: SettingsService }> = async (app, { service }) => {
  endpointRoute(app, getPublicSettingsEndpoint, async () => ({ settings: await service.publicSettings() }));
  endpointRoute(app, getPrivateSettingsEndpoint, async () => ({ settings: await service.privateSettings() }));
  endpointRoute(app, getFeatureFlagsEndpoint, async () => ({ feature_flags: await service.featureFlags() }));
};
