import { describe, expect, it } from 'vitest';
import { CASE_OUTCOMES, isCaseOpen, outcomeAfterCustomerMessage } from './case-model.ts';

describe('the outcome a customer’s message leaves', () => {
  it('hands a case that waited for more information back to customer service', () => {
    expect(outcomeAfterCustomerMessage('additional_information_needed')).toBe('being_processed');
  });

  it('leaves every other open outcome as it is, and the case open', () => {
    expect(outcomeAfterCustomerMessage('in_process')).toBe('in_process');
    expect(outcomeAfterCustomerMessage('being_processed')).toBe('being_processed');
    for (const outcome of CASE_OUTCOMES.filter(isCaseOpen)) expect(isCaseOpen(outcomeAfterCustomerMessage(outcome))).toBe(true);
  });
});
