import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { CASE_DESCRIPTION_MAX, type TRequestReplyInput, UPLOAD_MAX_FILES, ZRequestReplySchema } from '@portal/domain';
import { useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { FilePicker } from '../../../shared/ui/fields/file-picker.tsx';
import { SendRow } from '../../../shared/ui/fields/send-row.tsx';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { useReplyToRequest } from '../api/reply-to-request.ts';
import { INITIAL_REQUEST_FORM, requestFormReducer } from '../model/request-form-state.ts';
import { sortServerErrors } from '../model/server-errors.ts';

type TReply = { body: string };

/**
 * The customer's reply on an open case: a text and up to six files. FORM → SENDING → SENT (the
 * reply shows in the conversation, the form empties for the next one); a failure keeps the text
 * and the files and says why (a case closed meanwhile: case_closed).
 */
export function ReplyForm({ number }: { number: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [state, dispatch] = useReducer(requestFormReducer, INITIAL_REQUEST_FORM);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>(undefined);
  const send = useReplyToRequest(number);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TRequestReplyInput, unknown, TReply>({ resolver: zodResolver(ZRequestReplySchema), defaultValues: { body: '' } });

  const onSubmit = async (reply: TReply) => {
    dispatch({ type: 'send' });
    setFilesError(undefined);
    try {
      await send.mutateAsync({ body: reply.body, files });
      reset({ body: '' });
      setFiles([]);
      dispatch({ type: 'sent' });
    } catch (error) {
      const sorted = sortServerErrors(error, ['body'] as const);
      for (const [field, key] of sorted.fields) setError(field, { message: key });
      setFilesError(sorted.files);
      dispatch({ type: 'failed', ...(sorted.general ? { errorKey: sorted.general } : {}) });
    }
  };

  const sending = state.status === 'sending';
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('request_reply_title')} aria-busy={sending}>
      {state.status === 'sent' ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="request-reply-sent">
          {t('request_reply_sent')}
        </Alert>
      ) : null}
      {state.status === 'form' && state.errorKey ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="request-reply-error">
          {messageText(t, state.errorKey)}
        </Alert>
      ) : null}
      <TextInput
        id="request-reply"
        label={t('request_reply')}
        registration={register('body')}
        errorKey={errors.body?.message}
        multiline
        rows={4}
        maxLength={CASE_DESCRIPTION_MAX}
        required
        disabled={sending}
        testId="field-body"
      />
      <FilePicker
        label={t('request_attachments')}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
        limitBytes={settings.fileUploadSizeLimit}
        quotaBytes={settings.attachmentQuotaBytes}
        maxFiles={UPLOAD_MAX_FILES}
        errorKey={filesError}
        testId="field-reply-attachments"
      />
      <SendRow
        sending={sending}
        sendLabel={t('request_reply_send')}
        sendingLabel={t('request_sending')}
        testId="request-reply"
        spacing={2}
      />
    </Box>
  );
}
