import { fieldErrorsFromIssues, VALIDATION_ERROR } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../http/errors.ts';

/** The minimum length of new passwords, from the public settings (SettingsService.passwordMinLength). */
export type TPasswordMinLength = () => Promise<number>;

/**
 * A route hook that checks a body setting a password with the schema its web form uses, built
 * for the settings' minimum (the domain's factories: changePasswordRequestSchema,
 * passwordResetConfirmSchema, activationSchema). The endpoint contract has already checked the
 * body's shape; the rules depend on a setting, so they run here, before the handler, and refuse
 * with the same 400 and message keys as any validation.
 */
export function newPasswordCheck(schemaFor: (minLength: number) => z.ZodType, minLength: TPasswordMinLength) {
  return async (request: FastifyRequest): Promise<void> => {
    const result = schemaFor(await minLength()).safeParse(request.body);
    if (!result.success) {
      throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: fieldErrorsFromIssues(result.error.issues, 'body') });
    }
  };
}
