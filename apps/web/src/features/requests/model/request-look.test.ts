import { CASE_OUTCOMES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { OUTCOME_LOOK, outcomeMessageKey, requestPageOf, requestPaths } from './request-look.ts';

describe('request look and addresses', () => {
  it('has a look and a message for every outcome', () => {
    for (const outcome of CASE_OUTCOMES) {
      expect(OUTCOME_LOOK[outcome]).toBeDefined();
      expect(outcomeMessageKey(outcome)).toBe(`request_outcome_${outcome}`);
    }
  });

  it('addresses a case by its number in each language', () => {
    expect(requestPaths.list('ca-ES')).toBe('/solicituts');
    expect(requestPaths.create('en-US')).toBe('/requests/create');
    expect(requestPaths.detail('ca-ES', 'REQ-2026-000012')).toBe('/solicituts/REQ-2026-000012');
    expect(requestPaths.detail('de-DE', 'ATC-2026-000001')).toBe('/anfragen/ATC-2026-000001');
  });
});

describe('which mailbox page an address shows', () => {
  it('the detail with a number, the form on the create path, else the list', () => {
    expect(requestPageOf('/solicituts/REQ-2026-000001', 'ca-ES', 'REQ-2026-000001')).toBe('detail');
    expect(requestPageOf('/solicituts/crear', 'ca-ES', undefined)).toBe('create');
    expect(requestPageOf('/requests/create/', 'en-US', undefined)).toBe('create');
    expect(requestPageOf('/solicituts', 'ca-ES', undefined)).toBe('list');
  });
});
