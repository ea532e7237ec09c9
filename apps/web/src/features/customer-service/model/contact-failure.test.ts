import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { contactFailure } from './contact-failure.ts';
import { isAutoReadsMode } from './contact-mode.ts';

const FIELDS = ['title', 'message', 'categ_id'];

describe('contactFailure', () => {
  it('puts field errors under their fields and file errors under the picker', () => {
    const error = new ApiError(400, 'validation_error', 'validation_error', {
      title: ['required_field'],
      attachments: ['attachments_required'],
      polissa_type: ['required_field'],
    });
    expect(contactFailure(error, FIELDS)).toEqual({
      fields: { title: 'required_field' },
      filesKey: 'attachments_required',
      messageKey: 'required_field',
    });
  });

  it('gives a throttle its own message, a file refusal to the picker, other refusals their code', () => {
    expect(contactFailure(new ApiError(429, 'contact_too_many_requests', 'x'), FIELDS)).toEqual({
      fields: {},
      messageKey: 'contact_too_many_requests',
    });
    expect(contactFailure(new ApiError(429, 'upload_in_progress', 'x'), FIELDS).messageKey).toBe('contact_too_many_requests');
    expect(contactFailure(new ApiError(400, 'files_too_many', 'files_too_many'), FIELDS)).toEqual({
      fields: {},
      filesKey: 'files_too_many',
    });
    expect(contactFailure(new ApiError(400, 'contact_refused', 'contact_refused'), FIELDS).messageKey).toBe('contact_refused');
    expect(contactFailure(new ApiError(404, 'contract_not_found', 'x'), FIELDS).messageKey).toBe('contract_not_found');
  });

  it('gives the picker the quota a refusal over it names', () => {
    const error = new ApiError(
      413,
      'attachments_quota_exceeded',
      'attachments_quota_exceeded',
      { files: ['attachments_quota_exceeded'] },
      { code: 'attachments_quota_exceeded', limit_mb: 100 },
    );
    expect(contactFailure(error, FIELDS)).toEqual({ fields: {}, filesKey: 'attachments_quota_exceeded', quotaBytes: 100_000_000 });
  });

  it('answers the generic message for anything else', () => {
    expect(contactFailure(new TypeError('Failed to fetch'), FIELDS)).toEqual({ fields: {}, messageKey: 'message_cant_do_operation' });
  });
});

describe('isAutoReadsMode', () => {
  const on = mergeSettings(DEFAULT_SETTINGS, { features: { contactAutoReads: true } });
  it('needs autolectures=true and the contactAutoReads feature', () => {
    expect(isAutoReadsMode('?autolectures=true', on)).toBe(true);
    expect(isAutoReadsMode('?autolectures=true', DEFAULT_SETTINGS)).toBe(false);
    expect(isAutoReadsMode('', on)).toBe(false);
    expect(isAutoReadsMode('?autolectures=1', on)).toBe(false);
  });
});
