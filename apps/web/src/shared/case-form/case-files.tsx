import { useSettings } from '../settings/index.ts';
import { FilePicker } from '../ui/fields/file-picker.tsx';

export interface TCaseFilesProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** The form's useFormSubmit: the message under the picker (the form's own check, or the server's refusal of the files), cleared when the files change. */
  submit: { filesError: string | undefined; setFilesError: (key: string | undefined) => void };
  maxFiles: number;
  required?: boolean;
  /**
   * A visitor's files (unsigned contact): the quota is the connection's, by the day, named only by
   * the server's refusal (`quotaBytes`), in its own words.
   */
  visitor?: { quotaBytes: number | undefined };
  testId: string;
  /** Locked with the form (sending, a read-only session). */
  disabled?: boolean;
}

/** A case's attachments: the shared file picker within the settings' size limit and the customer's quota. */
export function CaseFiles({ label, files, onChange, submit, maxFiles, required, visitor, testId, disabled }: TCaseFilesProps) {
  const settings = useSettings();
  const errorKey = submit.filesError;
  const quotaBytes = visitor ? visitor.quotaBytes : settings.attachmentQuotaBytes;
  return (
    <FilePicker
      label={label}
      files={files}
      onChange={(next) => {
        onChange(next);
        submit.setFilesError(undefined);
      }}
      limitBytes={settings.fileUploadSizeLimit}
      {...(quotaBytes === undefined ? {} : { quotaBytes })}
      maxFiles={maxFiles}
      required={required}
      errorKey={visitor && errorKey === 'attachments_quota_exceeded' ? 'contact_upload_quota_exceeded' : errorKey}
      testId={testId}
      disabled={disabled}
    />
  );
}
