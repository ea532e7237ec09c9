import { getStaffSettingsEndpoint, replaceStaffSettingsEndpoint, setStaffFeatureFlagEndpoint, ZSettingsIssueSchema } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { apiErrorWith } from '../../platform/http/errors.ts';
import { staffOf, staffRouteOptions } from '../staff/index.ts';
import { trailByStaff } from '../trail/index.ts';
import type { SettingsService } from './service.ts';

const supervisor = staffRouteOptions('supervisor');

/**
 * Settings are a few kilobytes: a body past this is a mistake (a file pasted whole) or an attack,
 * refused with 413 before it is parsed.
 */
export const SETTINGS_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The supervisors' settings calls (docs/settings-and-gates.md, "Editing from the console"): read
 * the stored scopes and flags, replace a scope, set a flag. Registered by the staff module behind
 * its hook (StaffModuleDeps.routes): an agent's token gets 403 staff_role_required, a customer's 401.
 */
export function settingsStaffRoutes(service: SettingsService): FastifyPluginAsync {
  return async (app) => {
    const by = (request: Parameters<typeof staffOf>[0]) => trailByStaff(request, staffOf(request).id);

    endpointRoute(app, getStaffSettingsEndpoint, () => service.staffView(), supervisor);
    endpointRoute(
      app,
      replaceStaffSettingsEndpoint,
      (request) => service.replaceScope(request.params.scope, request.body.data, by(request)),
      {
        ...supervisor,
        route: { ...supervisor.route, bodyLimit: SETTINGS_BODY_LIMIT_BYTES },
        errorSchemas: { 400: apiErrorWith({ issues: z.array(ZSettingsIssueSchema).optional() }) },
      },
    );
    endpointRoute(
      app,
      setStaffFeatureFlagEndpoint,
      (request) => service.setFlag(request.params.name, request.body.enabled, by(request)),
      supervisor,
    );
  };
}
