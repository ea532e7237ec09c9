import { CASE_DESCRIPTION_MAX, CASE_SUBJECT_MAX } from '@portal/domain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../forms/form-field.tsx';
import { CaseFiles, type TCaseFilesProps } from './case-files.tsx';

interface TMessageField<T extends FieldValues> {
  name: Path<T>;
  label: string;
  /** The input's id, when not `<idPrefix>-<name>`. */
  id?: string;
}

export interface TCaseMessageFieldsProps<T extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<T, unknown, TOut>;
  /** Prefix of the inputs' ids (`<idPrefix>-<name>`). */
  idPrefix: string;
  /** The case's subject, where the form asks one. */
  subject?: TMessageField<T>;
  description: TMessageField<T>;
  /** Lines of the description shown: 5 in a new case, 4 in a reply. */
  rows?: number;
  disabled: boolean;
  /** The case's attachments, under its description, where nothing stands between them. */
  files?: TCaseFilesProps;
}

/** What a case says (customer-area §2, §3): its subject and its description, within the domain's lengths, and its files. */
export function CaseMessageFields<T extends FieldValues, TOut extends FieldValues>({
  form,
  idPrefix,
  subject,
  description,
  rows = 5,
  disabled,
  files,
}: TCaseMessageFieldsProps<T, TOut>) {
  return (
    <>
      {subject ? (
        <FormField
          form={form}
          name={subject.name}
          id={subject.id ?? `${idPrefix}-${subject.name}`}
          label={subject.label}
          maxLength={CASE_SUBJECT_MAX}
          required
          disabled={disabled}
        />
      ) : null}
      <FormField
        form={form}
        name={description.name}
        id={description.id ?? `${idPrefix}-${description.name}`}
        label={description.label}
        multiline
        rows={rows}
        maxLength={CASE_DESCRIPTION_MAX}
        required
        disabled={disabled}
      />
      {files ? <CaseFiles disabled={disabled} {...files} /> : null}
    </>
  );
}
