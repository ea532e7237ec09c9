import { fileTooLargeMessage, isAllowedUploadMime, UPLOAD_MAX_FILES } from '@portal/domain';

/** A message key with its values, translated where shown. */
export interface TMessage {
  key: string;
  values?: Record<string, string | number>;
  /** The file the message is about, shown beside it. */
  fileName?: string;
}

export interface TFileLike {
  name: string;
  size: number;
  type: string;
}

/** What the picker's accept attribute offers: png, jpeg, other images and pdf (customer-area §5). */
export const ATTACHMENT_ACCEPT = ['image/*', 'application/pdf'].join(',');

export const INVALID_ATTACHMENT_FORMAT = 'invalid_attachment_format';
/** The domain's key for more than six files. */
export const TOO_MANY_FILES = 'files_too_many';

/** A type the browser names; an empty type (unknown) is judged by the extension, the server checks the bytes. */
function acceptedType(file: TFileLike): boolean {
  if (file.type) return isAllowedUploadMime(file.type);
  return /\.(pdf|png|jpe?g|gif|webp|tiff?|bmp|heic)$/i.test(file.name);
}

/**
 * Adds picked files to those already chosen: each must be an image or a pdf and within the
 * size limit, and at most six in all, or `maxFiles` (customer-area §5, §9). Refused files are left out and
 * each refusal gives one message; the server checks the same again from the bytes.
 */
export function addFiles<T extends TFileLike>(
  current: readonly T[],
  picked: readonly T[],
  limitBytes: number,
  maxFiles: number = UPLOAD_MAX_FILES,
): { files: T[]; problems: TMessage[] } {
  const files = [...current];
  const problems: TMessage[] = [];
  for (const file of picked) {
    if (!acceptedType(file)) {
      problems.push({ key: INVALID_ATTACHMENT_FORMAT, fileName: file.name });
    } else if (file.size > limitBytes) {
      problems.push({ ...fileTooLargeMessage(limitBytes), fileName: file.name });
    } else if (files.length >= maxFiles) {
      problems.push({ key: TOO_MANY_FILES, values: { max: maxFiles, count: maxFiles }, fileName: file.name });
      break;
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}
