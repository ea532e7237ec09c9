import { z } from 'zod';
import { id, text } from '../api/primitives.ts';
import { ALLOWED_UPLOAD_MIME, DEFAULT_UPLOAD_LIMIT_BYTES } from '../contracts/upload-rules.ts';

/**
 * The wizard's documents (visitor-and-shell §3.9: "name plus base64 content"; counts §9): a new file
 * is a data URL of one of the upload types; a file the lead already holds is named by its id, so a
 * visitor who comes back never sends it twice. The API checks the bytes, not the declared type.
 */
export const WIZARD_FILE_COUNTS = {
  invoice: { min: 1, max: 3 },
  nifFaceup: { min: 1, max: 2 },
  nifEmpresa: { min: 1, max: 3 },
  selfconsAttachments: { min: 1, max: 3 },
} as const;
export type TWizardFileField = keyof typeof WIZARD_FILE_COUNTS;

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The bytes a base64 text decodes to. */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The declared type and bytes of a data URL, or undefined when it is not one of ours. */
export function parseDataUrl(content: string): { mime: string; base64: string } | undefined {
  const match = DATA_URL.exec(content);
  if (!match) return undefined;
  const mime = (match[1] as string).toLowerCase();
  return (ALLOWED_UPLOAD_MIME as readonly string[]).includes(mime) ? { mime, base64: match[2] as string } : undefined;
}

/** A file a step sends, under the per-file limit (settings.fileUploadSizeLimit). */
export function wizardFileSchema(limitBytes: number = DEFAULT_UPLOAD_LIMIT_BYTES) {
  // The base64 of the largest allowed file, and a little: a longer text is refused before it is read.
  const maxChars = Math.ceil(limitBytes / 3) * 4 + 64;
  const newFile = z.object({
    name: text(255, { error: 'required_field' }).trim().min(1, 'required_field'),
    content: z
      .string({ error: 'invalid_attachment_type' })
      .max(maxChars, 'file_too_large')
      .refine((content) => parseDataUrl(content) !== undefined, 'invalid_attachment_type')
      .refine((content) => base64Bytes(parseDataUrl(content)?.base64 ?? '') <= limitBytes, 'file_too_large'),
  });
  const storedFile = z.object({ id: id('invalid_attachment_type'), name: text(255) });
  return z.union([newFile, storedFile], { error: 'invalid_attachment_type' });
}
export type TWizardFile = z.infer<ReturnType<typeof wizardFileSchema>>;

/** A field's files, up to its maximum (§9); an absent field is none. */
export function wizardFilesField(field: TWizardFileField, limitBytes?: number) {
  return z
    .array(wizardFileSchema(limitBytes), { error: 'invalid_attachment_type' })
    .max(WIZARD_FILE_COUNTS[field].max, 'files_too_many')
    .optional();
}

/** Whether a required field has too few files (§9: 'required_field' under the minimum). */
export function missingFiles(field: TWizardFileField, files: readonly unknown[] | undefined): boolean {
  return (files?.length ?? 0) < WIZARD_FILE_COUNTS[field].min;
}
