import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { changeErrorPlan } from '../../../shared/change-dialog/submit-failure.ts';
import { sortServerErrors } from '../../../shared/forms/server-errors.ts';
import { sipsAfterError, sipsAfterSubmit, sipsView } from './sips-state.ts';

describe('SIPS cession opt-out (customer-area §4)', () => {
  it('requested: unticked with the in-process note; active: ticked; unactive: unticked', () => {
    expect(sipsView('requested')).toEqual({ checked: false, inProcess: true });
    expect(sipsView('active')).toEqual({ checked: true, inProcess: false });
    expect(sipsView('unactive')).toEqual({ checked: false, inProcess: false });
    expect(sipsView(null)).toEqual({ checked: false, inProcess: false });
  });

  it('submit makes it requested, an error unactive', () => {
    expect(sipsAfterSubmit()).toBe('requested');
    expect(sipsAfterError()).toBe('unactive');
  });

  it('shows the FIRST message of noCessionSelection (the shared sorter, no field placed)', () => {
    const refused = (errors?: Record<string, string[]>) => new ApiError(400, 'validation_error', 'validation_error', errors);
    const sips = { ...changeErrorPlan(), fields: [] };
    expect(sortServerErrors(refused({ noCessionSelection: ['first_message', 'second_message'] }), sips).general).toBe('first_message');
    expect(sortServerErrors(refused(), sips).general).toBe('message_cant_do_operation');
  });
});
