import { getStaffSettingsEndpoint, replaceStaffSettingsEndpoint, setStaffFeatureFlagEndpoint, ZSettingsIssueSchema } from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { endpointRoute, type TEndpointRouteOptions } from '../../platform/http/endpoint-route.ts';
import { apiErrorWith } from '../../platform/http/errors.ts';
import { trailByStaff } from '../trail/index.ts';
import type { SettingsService } from './service.ts';

/**
 * What the staff module lends these routes (app.ts passes its staffRouteOptions and staffOf):
 * passed in rather than imported, because most modules import this one for its service, and the
 * staff module imports many of them: an import here would close a cycle through each.
 */
export interface StaffRouteAccess {
  /** The options of a supervisors' route: the staff hook checks the token, an agent gets 403. */
  supervisor: TEndpointRouteOptions;
  /** The staff account the hook found for the request. */
  staffIdOf: (request: FastifyRequest) => number;
}

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
export function settingsStaffRoutes(service: SettingsService, { supervisor, staffIdOf }: StaffRouteAccess): FastifyPluginAsync {
  return async (app) => {
    const by = (request: FastifyRequest) => trailByStaff(request, staffIdOf(request));

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
