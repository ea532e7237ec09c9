import { zodResolver } from '@hookform/resolvers/zod';
import {
  CADASTRAL_REFERENCE_MAX_LENGTH,
  cadastralReferenceProblem,
  isValidCadastralReference20,
  normaliseCadastralReference,
  printableCadastralReference,
  type TCadastralReferenceRequest,
  type TContract,
  ZCadastralReferenceRequestSchema,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeDialog } from '../../../shared/change-dialog/change-dialog.tsx';
import { useChangeForm } from '../../../shared/change-dialog/use-change-form.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { notify } from '../../../shared/ui/notice-store.ts';
import { useUpdateCadastralReference } from '../api/update-cadastral-reference.ts';

const FORM_ID = 'ref-catastral-form';
const resolver = zodResolver(ZCadastralReferenceRequestSchema);

export interface TCadastralReferenceDialogProps {
  contract: Pick<TContract, 'name' | 'type' | 'ref_catastral'>;
  onClose: () => void;
}

/**
 * Cadastral reference (customer-area §5): upper-cased, spaces stripped, 1 to 20 letters and
 * digits, and a full 20-character reference with the control letters the Catastro computes (the
 * API's schema, so both sides refuse the same); submit only when it holds something other than
 * the current one. The rules and the
 * comparison read the compact form (dots and dashes are separators too), so the field may show
 * what was typed or pasted. Success closes the dialog.
 */
export function CadastralReferenceDialog({ contract, onClose }: TCadastralReferenceDialogProps) {
  const { t } = useTranslation();
  const { state, submit } = useChangeForm({ needsData: false });
  const referenceUpdate = useUpdateCadastralReference();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TCadastralReferenceRequest>({ resolver, mode: 'onChange', defaultValues: { ref_catastral: contract.ref_catastral ?? '' } });
  const value = watch('ref_catastral') ?? '';
  const problem = cadastralReferenceProblem(value, contract.ref_catastral);

  const registration = register('ref_catastral');
  const normalising = {
    ...registration,
    onChange: (event: { target: HTMLInputElement; type?: string }) => {
      event.target.value = event.target.value.toUpperCase();
      return registration.onChange(event);
    },
    // On leaving the field an acceptable value is tidied: a full reference in its printed groups
    // (`7837301 VG8173B 0001 TT`), anything shorter compact. A refused one stays as typed.
    onBlur: (event: { target: HTMLInputElement; type?: string }) => {
      const typed = event.target.value;
      if (cadastralReferenceProblem(typed) === undefined) {
        const compact = normaliseCadastralReference(typed);
        event.target.value = isValidCadastralReference20(compact) ? printableCadastralReference(compact) : compact;
      }
      return registration.onBlur(event);
    },
  };

  const onSubmit = async (request: TCadastralReferenceRequest) => {
    const done = await submit(() => referenceUpdate.mutateAsync({ kind: contract.type, name: contract.name, request }), {
      setError,
      fields: ['ref_catastral'],
    });
    if (done) {
      notify('ref_catastral_dialog_success', 'success');
      onClose();
    }
  };

  return (
    <ChangeDialog
      title={t('ref_catastral_dialog_title')}
      testId="dialog-ref-catastral"
      state={state}
      formId={FORM_ID}
      successKey="ref_catastral_dialog_success"
      submitDisabled={problem !== undefined}
      submitDisabledReason={problem && messageText(t, problem)}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
    >
      <TextInput
        id="ref-catastral"
        label={t('ref_catastral_dialog_label')}
        registration={normalising}
        errorKey={errors.ref_catastral?.message}
        helperText={t('ref_catastral_dialog_help')}
        maxLength={CADASTRAL_REFERENCE_MAX_LENGTH + 8}
        autoComplete="off"
        required
        testId="field-ref_catastral"
      />
    </ChangeDialog>
  );
}
