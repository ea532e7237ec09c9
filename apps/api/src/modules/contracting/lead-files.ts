import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LEAD_STEP_NUMBERS, parseDataUrl, type TWizardFileField, uploadFileName, WIZARD_FILE_COUNTS } from '@portal/domain';
import type { UploadedFile } from '../../platform/uploads/uploads.ts';
import { detectedUploadType } from '../../platform/uploads/uploads.ts';
import type { TLeadSection, TLeadSections } from './lead-steps.ts';

/** Which stored field (contracting_lead_files.field) each step's documents are kept under. */
export type TStoredFileField = 'invoice' | 'nifFaceup' | 'nifEmpresa' | 'selfconsAttachments' | 'gasInvoice';

interface TFileField {
  section: TLeadSection;
  field: TWizardFileField;
  stored: TStoredFileField;
}

/** The documents of the wizards (visitor-and-shell §3.9, counts §9); the gas step's invoice is kept apart from the installation's. */
export const FILE_FIELDS: readonly TFileField[] = [
  { section: 'installation', field: 'invoice', stored: 'invoice' },
  { section: 'person', field: 'nifFaceup', stored: 'nifFaceup' },
  { section: 'person', field: 'nifEmpresa', stored: 'nifEmpresa' },
  { section: 'contract', field: 'selfconsAttachments', stored: 'selfconsAttachments' },
  { section: 'gasContract', field: 'invoice', stored: 'gasInvoice' },
];

/**
 * The most files one post can carry: the documents of the step with the most (dual's step 3, the
 * self-consumption papers and the gas invoice, when the web sends both at once). The body limit
 * of the posts is this many files at the size limit (routes.ts).
 */
export const MAX_FILES_PER_POST = Math.max(
  ...Object.values(LEAD_STEP_NUMBERS).map((step) =>
    FILE_FIELDS.filter((f) => LEAD_STEP_NUMBERS[f.section] === step).reduce((sum, f) => sum + WIZARD_FILE_COUNTS[f.field].max, 0),
  ),
);

export type TNewFile = { name: string; content: string };
export type TStoredFile = { id: number; name: string };

/** One document of a section as its schema read it: new (a data URL) or already the lead's (an id). */
export interface TFileRef {
  at: TFileField;
  index: number;
  file: TNewFile | TStoredFile;
}

const isStored = (file: TNewFile | TStoredFile): file is TStoredFile => 'id' in file;

/** Every document of the given sections, in order. */
export function fileRefs(sections: TLeadSections): TFileRef[] {
  const refs: TFileRef[] = [];
  for (const at of FILE_FIELDS) {
    const files = sections[at.section]?.[at.field];
    if (!Array.isArray(files)) continue;
    files.forEach((file: TNewFile | TStoredFile, index) => {
      refs.push({ at, index, file });
    });
  }
  return refs;
}

export const storedRefs = (refs: readonly TFileRef[]) => refs.filter((ref): ref is TFileRef & { file: TStoredFile } => isStored(ref.file));
export const newRefs = (refs: readonly TFileRef[]) => refs.filter((ref): ref is TFileRef & { file: TNewFile } => !isStored(ref.file));

/** The field error of a document that is not what it claims, or not this lead's. */
export const invalidFile = (ref: TFileRef) => ({ [`${ref.at.section}.${ref.at.field}`]: ['invalid_attachment_type'] });

/**
 * Decodes the new documents into a temporary folder of this request and reads each one's real
 * type from its bytes (the same magic-number check as every upload: platform/uploads): a text
 * renamed .pdf, or a data URL declaring application/pdf over other bytes, is refused whatever it
 * says. Runs `work` with the files, in the refs' order, and removes the folder whatever happens.
 * Answers the field errors instead when a document is refused.
 */
export async function withDecodedFiles<T>(
  tmpDir: string,
  refs: readonly (TFileRef & { file: TNewFile })[],
  work: (files: UploadedFile[]) => Promise<T>,
): Promise<{ errors: Record<string, string[]> } | { done: T }> {
  if (refs.length === 0) return { done: await work([]) };
  await mkdir(tmpDir, { recursive: true });
  // Named like the multipart uploads' folders, so the start-up sweep removes one a crash left behind.
  const folder = await mkdtemp(path.join(tmpDir, 'upload-'));
  try {
    const files: UploadedFile[] = [];
    const errors: Record<string, string[]> = {};
    for (const [position, ref] of refs.entries()) {
      const data = parseDataUrl(ref.file.content);
      const bytes = data ? Buffer.from(data.base64, 'base64') : Buffer.alloc(0);
      const file = path.join(folder, String(position));
      await writeFile(file, bytes);
      const mime = await detectedUploadType(file, bytes.length);
      if (!mime) Object.assign(errors, invalidFile(ref));
      else files.push({ field: ref.at.stored, filename: uploadFileName(ref.file.name), mime, path: file, size: bytes.length });
    }
    if (Object.keys(errors).length > 0) return { errors };
    return { done: await work(files) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The sections as the lead keeps them: every document named by its id and stored name only
 * (`ids` of the new ones in the refs' order, `names` of the stored ones), never its content.
 */
export function withFileIds(
  sections: TLeadSections,
  refs: readonly TFileRef[],
  newIds: readonly number[],
  storedNames: ReadonlyMap<number, string>,
): TLeadSections {
  // A copy of each section and file list that holds documents; the data URLs are left behind, not copied.
  const kept: TLeadSections = { ...sections };
  for (const at of FILE_FIELDS) {
    const files = sections[at.section]?.[at.field];
    if (Array.isArray(files)) kept[at.section] = { ...kept[at.section], [at.field]: [...files] };
  }
  let next = 0;
  for (const ref of refs) {
    const files = kept[ref.at.section]?.[ref.at.field] as (TNewFile | TStoredFile)[];
    if (isStored(ref.file)) {
      files[ref.index] = { id: ref.file.id, name: storedNames.get(ref.file.id) ?? ref.file.name };
    } else {
      const id = newIds[next++] as number;
      files[ref.index] = { id, name: uploadFileName(ref.file.name) };
    }
  }
  return kept;
}

/** The ids of the documents a lead's sections name (the others are removed: replaced or dropped by the visitor). */
export function referencedFileIds(sections: TLeadSections): number[] {
  return storedRefs(fileRefs(sections)).map((ref) => ref.file.id);
}
