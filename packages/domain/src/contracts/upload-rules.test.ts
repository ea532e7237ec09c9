import { describe, expect, it } from 'vitest';
import {
  ALLOWED_UPLOAD_MIME,
  attachmentsQuotaMessage,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  fileTooLargeMessage,
  isAllowedUploadMime,
  UPLOAD_MAX_FILES,
  UPLOAD_MIN_FILES,
  uploadCountProblem,
} from './upload-rules.ts';

describe('upload rules', () => {
  it('has the spec limits: 1 to 6 files of 15 MB', () => {
    expect([UPLOAD_MIN_FILES, UPLOAD_MAX_FILES, DEFAULT_UPLOAD_LIMIT_BYTES]).toEqual([1, 6, 15_000_000]);
  });

  it('gives the too-large message in MB', () => {
    expect(fileTooLargeMessage(15_000_000)).toEqual({ key: 'file_too_large', values: { mb: 15 } });
    expect(fileTooLargeMessage(500_000_000)).toEqual({ key: 'file_too_large', values: { mb: 500 } });
    expect(fileTooLargeMessage(2_500_000)).toEqual({ key: 'file_too_large', values: { mb: 2.5 } });
  });

  it('gives the attachments quota in MB', () => {
    expect(attachmentsQuotaMessage(100_000_000)).toEqual({ key: 'attachments_quota_exceeded', values: { quota_mb: 100 } });
    expect(attachmentsQuotaMessage(2_500_000)).toEqual({ key: 'attachments_quota_exceeded', values: { quota_mb: 2.5 } });
  });

  it('accepts pdf and images only', () => {
    expect(ALLOWED_UPLOAD_MIME).toContain('application/pdf');
    for (const mime of ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'IMAGE/PNG'])
      expect(isAllowedUploadMime(mime)).toBe(true);
    for (const mime of ['text/html', 'image/svg+xml', 'application/zip', '']) expect(isAllowedUploadMime(mime)).toBe(false);
  });

  it('counts 1 to 6 files', () => {
    expect(uploadCountProblem(0)).toBe('required_field');
    expect(uploadCountProblem(1)).toBeUndefined();
    expect(uploadCountProblem(6)).toBeUndefined();
    expect(uploadCountProblem(7)).toBe('files_too_many');
    expect(uploadCountProblem(0, 0)).toBeUndefined();
  });
});
