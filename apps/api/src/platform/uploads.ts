import multipart from '@fastify/multipart';
import { fileTooLargeMessage, isAllowedUploadMime, UPLOAD_MAX_FILES } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from './errors.ts';

export interface UploadedFile {
  field: string;
  /** The name the browser sent, kept only as a label; never used to decide anything. */
  filename: string;
  /** Detected from the bytes. */
  mime: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface UploadLimits {
  /** Bytes per file (settings.fileUploadSizeLimit). */
  fileSizeLimit: number;
  maxFiles?: number;
}

// Text fields of our forms are short (an IBAN, a flag, an id); a megabyte of "field" is an attack.
const FIELD_SIZE_LIMIT = 64 * 1024;
const FIELDS_LIMIT = 32;

/**
 * Multipart parsing for the routes of `app` (encapsulated: other routes still refuse multipart).
 * Limits are per request, because the file size limit is a setting that can change at run time.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
}

/**
 * Reads the whole form: text fields and files (buffered, each within the size limit), then
 * checks every file's real type from its bytes (magic numbers). Refusals:
 * - a file over the limit → 413 file_too_large with `limit_mb` (customer-area §5: "too large, in MB");
 * - more than maxFiles files → 400 files_too_many;
 * - a type that is not pdf or an image → 400 invalid_attachment_format;
 * - a truncated or malformed body → 400 malformed_multipart, never a crash.
 */
export async function readMultipart(request: FastifyRequest, limits: UploadLimits): Promise<MultipartForm> {
  const maxFiles = limits.maxFiles ?? UPLOAD_MAX_FILES;
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: limits.fileSizeLimit, files: maxFiles, fields: FIELDS_LIMIT, fieldSize: FIELD_SIZE_LIMIT },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({ field: part.fieldname, filename: part.filename, mime: '', bytes });
      } else {
        if (part.valueTruncated) throw new ApiError(400, 'malformed_multipart', 'malformed_multipart');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, limits.fileSizeLimit);
  }
  for (const file of files) {
    const detected = file.bytes.length > 0 ? await fileTypeFromBuffer(file.bytes) : undefined;
    if (!detected || !isAllowedUploadMime(detected.mime)) {
      throw new ApiError(400, 'invalid_attachment_format', 'invalid_attachment_format', {
        errors: { files: ['invalid_attachment_format'] },
      });
    }
    file.mime = detected.mime;
  }
  return { fields, files };
}

function uploadError(error: unknown, fileSizeLimit: number): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const message = fileTooLargeMessage(fileSizeLimit);
    return new ApiError(413, 'file_too_large', message.key, {
      errors: { files: [message.key] },
      body: { limit_mb: message.values.mb },
    });
  }
  if (code === 'FST_FILES_LIMIT') return new ApiError(400, 'files_too_many', 'files_too_many', { errors: { files: ['files_too_many'] } });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError(415, 'unsupported_media_type', 'unsupported_media_type');
  // Busboy's "Unexpected end of form", bad part headers, a closed connection, limits on fields.
  return new ApiError(400, 'malformed_multipart', 'malformed_multipart');
}
