import type { TWizardFile, TWizardFileField } from '@portal/domain';
import { WIZARD_FILE_COUNTS } from '@portal/domain';
import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useSettings } from '../../../shared/settings/index.ts';
import { FilePicker } from '../../../shared/ui/fields/file-picker.tsx';
import { wizardFileOf } from '../model/file-reading.ts';
import { fieldError } from './field-error.ts';

// The picker lists File objects; a file the form already holds (read, or named by the lead) is
// shown through a stand-in of its name, made once per file.
const standIns = new WeakMap<TWizardFile, File>();
function standInOf(file: TWizardFile): File {
  let standIn = standIns.get(file);
  if (!standIn) {
    standIn = new File([], file.name);
    standIns.set(file, standIn);
  }
  return standIn;
}

export interface TWizardFilesFieldProps<T extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  /** Which of the wizard's documents: its counts (§9: 3 invoices, 2 ID sides, 3 self-consumption documents). */
  kind: TWizardFileField;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The wizard's documents through the shared file picker (types, sizes within
 * settings.fileUploadSizeLimit, at most the step's count), kept in the form as the lead sends
 * them: each new file read into a data URL of its real type (model/file-reading.ts), a file the
 * lead already holds by its id. The schema's message shows under the picker.
 */
export function WizardFilesField<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  kind,
  label,
  required,
  disabled,
}: TWizardFilesFieldProps<T, TOut>) {
  const settings = useSettings();
  const [reading, setReading] = useState(false);
  const held = (form.watch(name) ?? []) as TWizardFile[];
  const shown = held.map((file) => [standInOf(file), file] as const);
  const byStandIn = new Map<File, TWizardFile>(shown);

  const change = async (files: File[]) => {
    setReading(true);
    try {
      const next = await Promise.all(files.map((file) => byStandIn.get(file) ?? wizardFileOf(file)));
      form.setValue(name, next as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    } finally {
      setReading(false);
    }
  };

  return (
    <FilePicker
      label={label}
      files={shown.map(([standIn]) => standIn)}
      onChange={(files) => void change(files)}
      limitBytes={settings.fileUploadSizeLimit}
      maxFiles={WIZARD_FILE_COUNTS[kind].max}
      required={required}
      errorKey={fieldError(form, name)}
      testId={`field-${name}`}
      disabled={disabled || reading}
    />
  );
}
