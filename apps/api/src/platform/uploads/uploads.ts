import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  attachmentsQuotaMessage,
  fileTooLargeMessage,
  isAllowedUploadMime,
  UPLOAD_MAX_FILES,
  uploadFileName,
  VALIDATION_ERROR,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { UploadedFile } from '../../db/uploaded-file.ts';
import { ApiError } from '../http/errors.ts';

export type { UploadedFile } from '../../db/uploaded-file.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface UploadLimits {
  /** Bytes per file (settings.fileUploadSizeLimit). */
  fileSizeLimit: number;
  maxFiles?: number;
  /** Folder under which each request gets its own temporary folder (os.tmpdir() or DATA_DIR). */
  tmpDir: string;
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
 * Removes what a killed process left in `tmpDir` (a request's folder survives only a crash).
 * Only folders older than `olderThanMs`: another instance on the same DATA_DIR may be reading one.
 */
export async function sweepStaleUploads(tmpDir: string, olderThanMs: number, now: number = Date.now()): Promise<void> {
  const entries = await readdir(tmpDir).catch(() => [] as string[]);
  for (const entry of entries.filter((name) => name.startsWith('upload-'))) {
    const folder = path.join(tmpDir, entry);
    const info = await stat(folder).catch(() => undefined);
    if (info && now - info.mtimeMs > olderThanMs) await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Reads the form into a temporary folder of this request, runs `work` with it, and removes the
 * folder whatever happens (success, refusal, a client that hangs up mid-file, a database error).
 * Each file goes from the socket to its own file as it arrives: memory holds a stream's buffer,
 * never a whole file (held whole, four requests of six 15 MB files grew the process by 330 MB).
 */
export async function withMultipart<T>(
  request: FastifyRequest,
  limits: UploadLimits,
  work: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  await mkdir(limits.tmpDir, { recursive: true });
  const folder = await mkdtemp(path.join(limits.tmpDir, 'upload-'));
  try {
    return await work(await readMultipart(request, limits, folder));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Reads the whole form: text fields, and files written to `folder` (each within the size
 * limit), then checks every file's real type from its first bytes (magic numbers). Refusals:
 * - a file over the limit → 413 file_too_large with `limit_mb` (customer-area §5: "too large, in MB");
 * - more than maxFiles files → 400 files_too_many;
 * - a type that is not pdf or an image → 400 invalid_attachment_format;
 * - a truncated or malformed body → 400 malformed_multipart, never a crash.
 * Every file name goes through the one rule of names (uploadFileName), whatever the route.
 */
async function readMultipart(request: FastifyRequest, limits: UploadLimits, folder: string): Promise<MultipartForm> {
  const maxFiles = limits.maxFiles ?? UPLOAD_MAX_FILES;
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: limits.fileSizeLimit, files: maxFiles, fields: FIELDS_LIMIT, fieldSize: FIELD_SIZE_LIMIT },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Named by position, never by the browser's file name (no path from the client reaches the disk).
        const file = path.join(folder, String(files.length));
        await pipeline(part.file, createWriteStream(file));
        files.push({ field: part.fieldname, filename: uploadFileName(part.filename), mime: '', path: file, size: (await stat(file)).size });
      } else {
        if (part.valueTruncated) throw new ApiError(400, 'malformed_multipart', 'malformed_multipart');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, limits.fileSizeLimit);
  }
  for (const file of files) {
    const mime = await detectedUploadType(file.path, file.size);
    if (!mime) {
      throw new ApiError(400, 'invalid_attachment_format', 'invalid_attachment_format', {
        errors: { files: ['invalid_attachment_format'] },
      });
    }
    file.mime = mime;
  }
  return { fields, files };
}

/**
 * The type of an uploaded file read from its first bytes (magic numbers), when it is one of the
 * allowed upload types (pdf, images); undefined otherwise, whatever its name or declared type said.
 * file-type reads the first bytes it needs from the file (about 4 KB), not the whole of it.
 */
export async function detectedUploadType(file: string, size: number): Promise<string | undefined> {
  const detected = size > 0 ? await fileTypeFromFile(file) : undefined;
  return detected && isAllowedUploadMime(detected.mime) ? detected.mime : undefined;
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

/**
 * The fields of a form that takes files, sent as JSON without any (the IBAN change, the ATC claim): only an object of fields is a form.
 * Another content type (text/plain, which Fastify reads as a string) answers 415, and JSON that
 * is not an object (123, "x", null, []) 400, as every JSON route answers such a body; never the
 * TypeError of reading fields out of a number.
 */
export function jsonFormFields(contentType: string | undefined, body: unknown): Record<string, unknown> {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
    throw new ApiError(415, 'unsupported_media_type', 'unsupported_media_type');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { body: ['required_field'] } });
  }
  return body as Record<string, unknown>;
}

/**
 * The customer's stored uploads plus these new ones within the quota, else 413
 * attachments_quota_exceeded with the quota in MB, as a file over the size limit says its limit.
 */
export function assertWithinQuota(storedBytes: number, files: readonly UploadedFile[], quotaBytes: number): void {
  const adding = files.reduce((sum, file) => sum + file.size, 0);
  if (storedBytes + adding <= quotaBytes) return;
  const message = attachmentsQuotaMessage(quotaBytes);
  throw new ApiError(413, 'attachments_quota_exceeded', message.key, {
    errors: { files: [message.key] },
    body: { limit_mb: message.values.quota_mb },
  });
}
