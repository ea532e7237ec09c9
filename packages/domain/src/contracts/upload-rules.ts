/** Attachments per upload (customer-area §5, §9). */
export const UPLOAD_MAX_FILES = 6;
export const UPLOAD_MIN_FILES = 1;
/** Per-file limit unless settings.fileUploadSizeLimit says otherwise. */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 15_000_000;
/** png, jpeg, other images and pdf; the API checks the bytes, not the name or the declared type. */
export const ALLOWED_UPLOAD_MIME = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/bmp',
  'image/heic',
] as const;
export type TAllowedUploadMime = (typeof ALLOWED_UPLOAD_MIME)[number];

export function isAllowedUploadMime(mime: string): mime is TAllowedUploadMime {
  return (ALLOWED_UPLOAD_MIME as readonly string[]).includes(mime.toLowerCase());
}

export interface TMessageWithValues {
  key: string;
  values: Record<string, number | string>;
}

/** The too-large message gives the limit in MB (decimal megabytes, as the limit is set in bytes). */
export function fileTooLargeMessage(limitBytes: number): TMessageWithValues {
  return { key: 'file_too_large', values: { mb: Math.round(limitBytes / 100_000) / 10 } };
}

/** The quota message gives the customer's quota in MB, as the too-large one gives the file limit. */
export function attachmentsQuotaMessage(quotaBytes: number): TMessageWithValues {
  return { key: 'attachments_quota_exceeded', values: { quota_mb: Math.round(quotaBytes / 100_000) / 10 } };
}

export type TUploadCountProblem = 'required_field' | 'files_too_many';

/** 1 to 6 files where files are required; at most 6 anywhere. */
export function uploadCountProblem(count: number, minimum: number = UPLOAD_MIN_FILES): TUploadCountProblem | undefined {
  if (count < minimum) return 'required_field';
  if (count > UPLOAD_MAX_FILES) return 'files_too_many';
  return undefined;
}
