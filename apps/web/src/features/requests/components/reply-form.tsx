import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { type TRequestReplyInput, UPLOAD_MAX_FILES, ZRequestReplySchema } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaseForm, useCaseFormLocked } from '../../../shared/case-form/case-form.tsx';
import { CaseMessageFields } from '../../../shared/case-form/case-message-fields.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useReplyToRequest } from '../api/reply-to-request.ts';
import { REQUEST_FILE_FIELDS } from '../model/request-error-plan.ts';

type TReply = { body: string };
const PLAN = { fields: ['body'], files: REQUEST_FILE_FIELDS };

/**
 * The customer's reply on an open case: a text and up to six files. FORM → SENDING → SENT (the
 * reply shows in the conversation, the form empties for the next one); a failure keeps the text
 * and the files and says why (a case closed meanwhile: case_closed).
 */
export function ReplyForm({ number }: { number: string }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<TRequestReplyInput, unknown, TReply>({ resolver: zodResolver(ZRequestReplySchema), defaultValues: { body: '' } });
  const submit = useFormSubmit({ mutation: useReplyToRequest(number), setError: form.setError, plan: PLAN });
  const locked = useCaseFormLocked(submit.sending);

  const onSubmit = async (reply: TReply) => {
    if (await submit.submit({ body: reply.body, files })) {
      form.reset({ body: '' });
      setFiles([]);
    }
  };

  return (
    <CaseForm
      label={t('request_reply_title')}
      onSubmit={form.handleSubmit(onSubmit)}
      submit={submit}
      sendLabel={t('request_reply_send')}
      sendingLabel={t('request_sending')}
      testId="request-reply"
      spacing={2}
      notice={
        submit.sent ? (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="request-reply-sent">
            {t('request_reply_sent')}
          </Alert>
        ) : null
      }
    >
      <CaseMessageFields
        form={form}
        idPrefix="request"
        description={{ name: 'body', label: t('request_reply'), id: 'request-reply' }}
        rows={4}
        disabled={locked}
        files={{
          label: t('request_attachments'),
          files,
          onChange: setFiles,
          submit,
          maxFiles: UPLOAD_MAX_FILES,
          testId: 'field-reply-attachments',
        }}
      />
    </CaseForm>
  );
}
