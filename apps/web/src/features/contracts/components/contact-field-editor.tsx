import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { contactFieldRequestSchema, type TContactField, type TContractButton } from '@portal/domain';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRefreshContracts } from '../../../shared/contract/refresh-contracts.ts';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { useUpdateContactField } from '../api/update-contact-field.ts';
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
 * One contact field of the notification address (customer-area §4): shown, edited in place, saved
 * (the mutation's pending). Saving returns to the value shown; a refusal stays in editing with the
 * server's message under the input, by the shared sorter.
 */
export function ContactFieldEditor({ contractName, field, label, value, rule }: TContactFieldEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const refresh = useRefreshContracts();
  const fieldUpdate = useUpdateContactField();
  const resolver = useMemo(() => zodResolver(contactFieldRequestSchema(field)) as unknown as Resolver<TValues>, [field]);
  const { register, handleSubmit, reset, setError, formState } = useForm<TValues>({ resolver, defaultValues: { [field]: value ?? '' } });
  const { submit, sending, errorKey: refusalKey } = useFormSubmit({ mutation: fieldUpdate, setError, plan: { fields: [field] } });
  const id = `contact-${field}`;

  const save = async (values: TValues) => {
    if (!(await submit({ name: contractName, field, value: (values[field] ?? '').trim() }))) return;
    setEditing(false);
    await refresh();
  };

  if (!editing) {
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
            fieldUpdate.reset();
            setEditing(true);
          }}
        />
      </Box>
    );
  }

  const errorKey = formState.errors[field]?.message ?? refusalKey;
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
        <Button size="small" onClick={() => setEditing(false)} disabled={sending} data-testid={`contact-${field}-cancel`}>
          {t('cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={sending} data-testid={`contact-${field}-save`}>
          {sending ? t('sending') : t('save')}
        </Button>
      </Box>
    </Box>
  );
}
