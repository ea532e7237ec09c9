import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { contactFieldRequestSchema, type TContactField, type TContractButton } from '@portal/domain';
import { useMemo, useReducer } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { GENERIC_FAILURE_KEY } from '../../../shared/change-dialog/submit-failure.ts';
import { useRefreshContracts } from '../../../shared/contract/refresh-contracts.ts';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { useUpdateContactField } from '../api/update-contact-field.ts';
import { contactEditorReducer, INITIAL_CONTACT_EDITOR_STATE } from '../model/contact-field-editor-state.ts';
import { ChangeButton } from './change-button.tsx';

/** The form holds the one field, named as the API and the domain's schema name it. */
type TValues = Partial<Record<TContactField, string>>;

export interface TContactFieldEditorProps {
  contractName: string;
  field: TContactField;
  label: string;
  value: string | null;
  /** The notification-address rule: who may change the address may change its email and phone. */
  rule: TContractButton;
}

/**
 * One contact field of the notification address (customer-area §4): shown (init), edited in
 * place (editing), saved (sending). Saving returns to init; a 400 stays in editing with the
 * server's messages; any other failure stays in editing with the generic one.
 */
export function ContactFieldEditor({ contractName, field, label, value, rule }: TContactFieldEditorProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(contactEditorReducer, INITIAL_CONTACT_EDITOR_STATE);
  const refresh = useRefreshContracts();
  const fieldUpdate = useUpdateContactField();
  const resolver = useMemo(() => zodResolver(contactFieldRequestSchema(field)) as unknown as Resolver<TValues>, [field]);
  const { register, handleSubmit, reset, formState } = useForm<TValues>({ resolver, defaultValues: { [field]: value ?? '' } });
  const id = `contact-${field}`;

  const save = async (values: TValues) => {
    dispatch({ type: 'send' });
    try {
      await fieldUpdate.mutateAsync({ name: contractName, field, value: (values[field] ?? '').trim() });
      dispatch({ type: 'saved' });
      await refresh();
    } catch (error) {
      const keys = isApiError(error) && error.status === 400 ? (error.errors?.[field] ?? [error.message]) : [GENERIC_FAILURE_KEY];
      dispatch({ type: 'failed', errorKeys: keys });
    }
  };

  if (state.status === 'init') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="span" data-testid={`contact-${field}-value`}>
          {value || t('contract_value_missing')}
        </Typography>
        <ChangeButton
          rule={rule}
          label={t('edit')}
          testId={`button-edit-${field}`}
          variant="text"
          onClick={() => {
            reset({ [field]: value ?? '' });
            dispatch({ type: 'edit' });
          }}
        />
      </Box>
    );
  }

  const sending = state.status === 'sending';
  const errorKey = formState.errors[field]?.message ?? state.errorKeys[0];
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save)} aria-label={label} data-testid={`contact-${field}-editor`}>
      <TextInput
        id={id}
        label={label}
        registration={register(field)}
        errorKey={errorKey}
        type={field === 'email' ? 'email' : 'tel'}
        inputMode={field === 'email' ? 'email' : 'tel'}
        autoComplete={field === 'email' ? 'email' : 'tel'}
        maxLength={field === 'email' ? 254 : undefined}
        phone={field === 'phone'}
        disabled={sending}
        required
        testId={`field-${field}`}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
        <Button size="small" onClick={() => dispatch({ type: 'cancel' })} disabled={sending} data-testid={`contact-${field}-cancel`}>
          {t('cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={sending} data-testid={`contact-${field}-save`}>
          {sending ? t('sending') : t('save')}
        </Button>
      </Box>
    </Box>
  );
}
