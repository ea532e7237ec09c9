import { fieldErrorsFromIssues, UPLOAD_MAX_FILES, VALIDATION_ERROR } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../http/errors.ts';
import type { UploadGate, UploadOwner } from './upload-gate.ts';
import { jsonFormFields, type UploadedFile, type UploadLimits, withMultipart } from './uploads.ts';

/** Where a form's files go: whose upload gate they pass, and within which limits. */
export interface FormUpload {
  gate: UploadGate;
  /** Whose uploads these are; asked only when the form is multipart. */
  owner: UploadOwner | (() => Promise<UploadOwner>);
  limits: () => Promise<UploadLimits>;
}

/**
 * A form that takes files, as every such route reads it: multipart, its files streamed and
 * checked (withMultipart) while the owner's upload gate is held, or JSON fields without files
 * (jsonFormFields). `submit` gets the fields and the files either way.
 */
export async function submitFormWithFiles<T>(
  request: FastifyRequest,
  upload: FormUpload,
  submit: (fields: Record<string, unknown>, files: UploadedFile[]) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) return submit(jsonFormFields(request.headers['content-type'], request.body), []);
  const owner = typeof upload.owner === 'function' ? await upload.owner() : upload.owner;
  const limits = await upload.limits();
  return upload.gate.hold(owner, () => withMultipart(request, limits, (form) => submit(form.fields, form.files)));
}

/**
 * A form's fields checked with the web form's schema, and the count of its files too: every
 * error at once (400 with the fields', `files: files_too_many` past UPLOAD_MAX_FILES).
 */
export function parseFormWithFiles<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
  files: readonly UploadedFile[],
): z.output<S> {
  const parsed = schema.safeParse(fields);
  const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  if (files.length > UPLOAD_MAX_FILES) errors.files = ['files_too_many'];
  if (!parsed.success || files.length > UPLOAD_MAX_FILES) throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors });
  return parsed.data;
}
