import type { TServerErrorPlan } from '../../../shared/forms/server-errors.ts';

/**
 * How both contact forms read a refusal (customer-area §8, beyond the source, which showed
 * nothing): the files' errors under the picker, a throttle (429) in its own words.
 */
export const CONTACT_ERROR_PLAN = {
  files: ['attachments', 'attachment', 'files'],
  refusals: { '429': 'contact_too_many_requests' },
} as const satisfies Omit<TServerErrorPlan, 'fields'>;
