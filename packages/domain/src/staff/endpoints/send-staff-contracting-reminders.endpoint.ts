import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffContractingRemindersResponseSchema } from '../staff-contracting-lead-schemas.ts';

/**
 * POST /api/v1/staff/contracting-leads/reminders (staff token): runs the abandoned leads' reminder
 * sweep now, as the periodic job does (docs/contracting.md, "The reminder"); each lead is reminded once.
 */
export const sendStaffContractingRemindersEndpoint = defineEndpoint({
  name: 'staff.contractingReminders',
  method: 'POST',
  path: '/staff/contracting-leads/reminders',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: remind the abandoned contracting leads now',
  response: ZStaffContractingRemindersResponseSchema,
  errors: [401],
});
