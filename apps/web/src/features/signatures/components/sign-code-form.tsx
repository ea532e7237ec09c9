import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type TSigningSignRequest, type TSigningSignRequestInput, ZSigningSignRequestSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useSignWithCode } from '../api/signing-link.ts';

// The link's own failures have words of their own; a wrong code goes under the field.
const PLAN = {
  fields: ['code'],
  refusals: {
    '410': 'signing_link_invalid',
    '429': 'signing_too_many_attempts',
    '409:signing_document_changed': 'signing_document_changed',
  },
  otherwise: 'message_cant_do_operation',
};

export interface TSignCodeFormProps {
  token: string;
  /** The hash of the document the page showed: the signature names it. */
  documentSha256: string;
  onSigned: () => void;
  onLinkInvalid: () => void;
}

/** The one-time code that signs: six digits, checked by the same schema as the server's. */
export function SignCodeForm({ token, documentSha256, onSigned, onLinkInvalid }: TSignCodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<TSigningSignRequestInput, unknown, TSigningSignRequest>({
    resolver: zodResolver(ZSigningSignRequestSchema),
    defaultValues: { token, code: '', document_sha256: documentSha256 },
  });
  const mutation = useSignWithCode();
  const submit = useFormSubmit({
    mutation,
    setError: form.setError,
    plan: PLAN,
    onFailure: (sorted) => {
      if (sorted.general === 'signing_link_invalid') onLinkInvalid();
    },
  });
  const { sending } = submit;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('signatures_sign')}
      aria-busy={sending}
      data-testid="signatures-code-form"
      onSubmit={form.handleSubmit(async (values) => {
        if (await submit.submit(values)) onSigned();
      })}
    >
      <FormError errorKey={submit.errorKey} testId="signatures-sign-error" sx={{ mb: 1 }} />
      <FormField
        form={form}
        name="code"
        id="signatures-code"
        label={t('signatures_code_label')}
        helperText={t('signatures_code_help')}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        disabled={sending}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={sending} data-testid="signatures-sign">
          {sending ? t('sending') : t('signatures_sign')}
        </Button>
      </Box>
    </Box>
  );
}
