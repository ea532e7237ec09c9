import { z } from 'zod';
import { idParam, text } from '../api/primitives.ts';
import { PASSWORD_MIN_LENGTH_DEFAULT } from '../auth/password-length.ts';
import { newPasswordRule } from '../auth/password-rules.ts';
import { ZStaffRoleSchema } from './staff-schemas.ts';

/**
 * Staff accounts as supervisors manage them (docs/staff.md, "Staff accounts"): list, create, and
 * change label, role, active flag or password. The spec leaves staff out (customer-area 6); the
 * retailer's issue asks for a supervisor who creates and disables accounts.
 */

/** An address already has an account (409). */
export const STAFF_EMAIL_IN_USE = 'staff_email_in_use';
/** A supervisor may not disable or demote their own account (409): nobody locks themselves out by a slip. */
export const STAFF_OWN_ACCOUNT_LOCKED = 'staff_own_account_locked';
/** The last active supervisor may not be disabled or demoted (409): someone must still manage the accounts. */
export const STAFF_LAST_SUPERVISOR = 'staff_last_supervisor';

/**
 * A staff account's password: the customers' new-password rules at ASVS level 2's 12 characters
 * whatever the settings say, common passwords refused (apps/api/src/platform/auth/staff-password.ts
 * applies the same rule to the bootstrap account).
 */
const ZStaffPasswordSchema = text(256, { error: 'required_field' }).superRefine(newPasswordRule(PASSWORD_MIN_LENGTH_DEFAULT));
const ZStaffEmailSchema = text(254, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .pipe(z.email('email_not_valid'))
  .transform((email) => email.toLowerCase());
/** What customers see as the author of the account's replies ("Atenció al client"). */
const ZStaffLabelSchema = text(80, { error: 'required_field' }).trim().min(1, 'required_field');

export const ZStaffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  label: z.string(),
  role: ZStaffRoleSchema,
  active: z.boolean(),
  created_at: z.string(),
});
export type TStaffAccountView = z.infer<typeof ZStaffAccountSchema>;

export const ZStaffAccountListResponseSchema = z.object({ items: z.array(ZStaffAccountSchema) });
export type TStaffAccountListResponse = z.infer<typeof ZStaffAccountListResponseSchema>;

export const ZStaffAccountCreateSchema = z.object({
  email: ZStaffEmailSchema,
  label: ZStaffLabelSchema,
  role: ZStaffRoleSchema,
  password: ZStaffPasswordSchema,
});
export type TStaffAccountCreate = z.infer<typeof ZStaffAccountCreateSchema>;

/** Any of the four; at least one. The address is the sign-in and the trail's subject: it does not change. */
export const ZStaffAccountUpdateSchema = z
  .object({
    label: ZStaffLabelSchema.optional(),
    role: ZStaffRoleSchema.optional(),
    active: z.boolean({ error: 'field_invalid' }).optional(),
    password: ZStaffPasswordSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'required_field');
export type TStaffAccountUpdate = z.infer<typeof ZStaffAccountUpdateSchema>;

export const ZStaffAccountParamsSchema = z.object({ id: idParam('field_invalid') });

/**
 * Whether a change would leave the portal without an active supervisor, or lock its author out:
 * the rule of PATCH /staff/accounts/:id, given the account as it is, who changes it and how many
 * active supervisors there are now. Undefined when the change may go ahead.
 */
export function staffAccountChangeRefusal(
  target: { id: number; role: 'agent' | 'supervisor'; active: boolean },
  change: Pick<TStaffAccountUpdate, 'role' | 'active'>,
  byStaffId: number,
  activeSupervisors: number,
): typeof STAFF_OWN_ACCOUNT_LOCKED | typeof STAFF_LAST_SUPERVISOR | undefined {
  const disables = change.active === false && target.active;
  const demotes = change.role === 'agent' && target.role === 'supervisor';
  if (!disables && !demotes) return undefined;
  if (target.id === byStaffId) return STAFF_OWN_ACCOUNT_LOCKED;
  const stopsSupervising = target.role === 'supervisor' && target.active;
  if (stopsSupervising && activeSupervisors <= 1) return STAFF_LAST_SUPERVISOR;
  return undefined;
}
