import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { attachmentsQuotaMessage, fileTooLargeMessage, UPLOAD_MAX_FILES } from '@portal/domain';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import { messageText } from '../../i18n/message-text.ts';
import { DisabledReason } from '../disabled-reason.tsx';
import { visuallyHidden } from '../visually-hidden.ts';
import { ATTACHMENT_ACCEPT, addFiles, type TMessage } from './file-checks.ts';

export interface TFilePickerProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  limitBytes: number;
  /** The customer's attachments quota (settings.attachmentQuotaBytes), named by the server's over-quota error. */
  quotaBytes?: number;
  required?: boolean;
  /** At most this many files (six by default; the ATC claim takes one). */
  maxFiles?: number;
  /** A message key for the whole selection (none chosen, too many). */
  errorKey?: string;
  testId?: string;
  /** Locked with its form (sending, a read-only session): nothing can be added or removed. */
  disabled?: boolean | undefined;
}

/**
 * Attachments (customer-area §5): images and pdf, each within the size limit, one to six.
 * Refused files are named with the reason and left out; the server checks again from the bytes.
 */
export function FilePicker({
  label,
  files,
  onChange,
  limitBytes,
  quotaBytes,
  required,
  maxFiles = UPLOAD_MAX_FILES,
  errorKey,
  testId = 'field-files',
  disabled = false,
}: TFilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const full = files.length >= maxFiles;
  const [problems, setProblems] = useState<TMessage[]>([]);
  const limit = fileTooLargeMessage(limitBytes).values;
  const quota = quotaBytes === undefined ? {} : attachmentsQuotaMessage(quotaBytes).values;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again after removing it fires a change.
    event.target.value = '';
    const result = addFiles(files, picked, limitBytes, maxFiles);
    setProblems(result.problems);
    onChange(result.files);
  };

  const text = (problem: TMessage) => {
    const message = problem.values ? t(problem.key, problem.values) : messageText(t, problem.key);
    return problem.fileName ? `${problem.fileName}: ${message}` : message;
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="p" variant="subtitle2">
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Typography id={hintId} variant="caption" color="text.secondary" component="p">
        {t('files_hint', { max: maxFiles, count: maxFiles, mb: limit.mb })}
      </Typography>
      <Box sx={{ mt: 1 }}>
        {/* A real button opens the picker: a label styled as a button is no button to assistive technology. */}
        <DisabledReason
          reason={full ? t('files_too_many', { max: maxFiles, count: maxFiles }) : undefined}
          testId={`${testId}-add-tooltip`}
        >
          <Button
            variant="outlined"
            size="small"
            startIcon={<AttachFileIcon />}
            disabled={full || disabled}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {t('files_add')}
          </Button>
        </DisabledReason>
        <Box
          component="input"
          ref={input}
          type="file"
          multiple={maxFiles > 1}
          accept={ATTACHMENT_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          onChange={pick}
          data-testid={testId}
          sx={visuallyHidden}
        />
      </Box>
      {files.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label={t('files_chosen')}>
          {files.map((file, index) => (
            <Box
              component="li"
              key={`${file.name}-${index}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              data-testid="file-chosen"
            >
              <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              <IconButton
                size="small"
                disabled={disabled}
                aria-label={t('files_remove', { name: file.name })}
                onClick={() => {
                  setProblems([]);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      {problems.map((problem, index) => (
        // Problems of one pick, replaced as a whole: the index is a stable key.
        <Alert key={index} severity="warning" sx={{ mt: 1 }} data-testid="file-problem">
          {text(problem)}
        </Alert>
      ))}
      {errorKey ? (
        <Typography role="alert" variant="caption" color="error" component="p" sx={{ mt: 0.5 }} data-testid="files-error">
          {i18n.exists(errorKey, { count: maxFiles })
            ? t(errorKey, { max: maxFiles, count: maxFiles, mb: limit.mb, ...quota })
            : messageText(t, errorKey)}
        </Typography>
      ) : null}
    </Box>
  );
}
