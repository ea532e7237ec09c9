import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { ATC_MAX_ATTACHMENTS, type TAtcClaim, type TAtcClaimInput, ZAtcClaimSchema } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaseForm, useCaseFormLocked } from '../../../shared/case-form/case-form.tsx';
import { CaseMessageFields } from '../../../shared/case-form/case-message-fields.tsx';
import { CaseSent } from '../../../shared/case-form/case-sent.tsx';
import { ContractOptions } from '../../../shared/case-form/contract-options.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useCreateAtcClaim } from '../api/create-atc-claim.ts';
import { useAtcSubtypes } from '../api/get-atc-subtypes.ts';
import { useAtcTypes } from '../api/get-atc-types.ts';

const PLAN = { fields: ['contract', 'tipus', 'subtipus', 'comments'], files: ['files', 'attachment'] };

export interface TAtcClaimFormProps {
  contracts: ReadonlyArray<{ name: string; address: string }>;
  /** The contract the card's claim button named (`?contract=`), chosen when it is one of these. */
  preselected?: string;
}

/**
 * The ATC claim (customer-area §2, §5): contract, type, subtype loaded by type, description,
 * optional attachment. FORM → SENDING → SENT with the case number; a failure returns to FORM with
 * everything typed kept and says why. The same schema checks it here and on the server; texts
 * are shown as text, never as HTML.
 */
export function AtcClaimForm({ contracts, preselected }: TAtcClaimFormProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const types = useAtcTypes();
  const initialContract =
    preselected && contracts.some((c) => c.name === preselected) ? preselected : contracts.length === 1 ? contracts[0]!.name : '';
  const initial: TAtcClaimInput = { contract: initialContract, tipus: '', subtipus: '', comments: '' };
  const form = useForm<TAtcClaimInput, unknown, TAtcClaim>({ resolver: zodResolver(ZAtcClaimSchema), defaultValues: initial });
  const submit = useFormSubmit({ mutation: useCreateAtcClaim(), setError: form.setError, plan: PLAN });
  const locked = useCaseFormLocked(submit.sending);
  const tipusValue = form.watch('tipus');
  const tipus = tipusValue === '' || tipusValue === undefined ? undefined : Number(tipusValue);
  const subtypes = useAtcSubtypes(tipus);

  if (submit.sent && submit.answer) {
    return (
      <CaseSent
        message={t('atc_claim_sent', { number: submit.answer.result.case_number })}
        againLabel={t('atc_claim_another')}
        onAgain={() => {
          form.reset(initial);
          setFiles([]);
          submit.again();
        }}
        testId="atc-claim"
      />
    );
  }

  return (
    <CaseForm
      label={t('atc_claim_title')}
      onSubmit={form.handleSubmit((claim) => submit.submit({ claim, attachment: files[0] }))}
      submit={submit}
      sendLabel={t('atc_claim_send')}
      sendingLabel={t('atc_claim_sending')}
      testId="atc-claim"
    >
      <FormField form={form} name="contract" id="atc-contract" label={t('atc_claim_contract')} select required disabled={locked}>
        <ContractOptions contracts={contracts} none={t('atc_claim_choose')} />
      </FormField>
      {types.isError ? (
        <Alert severity="error" sx={{ my: 1 }} data-testid="atc-types-failed">
          {t('atc_claim_types_failed')}
        </Alert>
      ) : null}
      <FormField
        form={form}
        name="tipus"
        id="atc-type"
        label={t('atc_claim_type')}
        // Another type: its own subtypes, none chosen yet.
        onChange={() => form.setValue('subtipus', '')}
        select
        required
        disabled={locked || types.isError}
        waiting={types.isPending}
      >
        <option value="">{t('atc_claim_choose')}</option>
        {(types.data ?? []).map((type) => (
          <option key={type.id} value={String(type.id)}>
            {type.label}
          </option>
        ))}
      </FormField>
      {subtypes.isError ? (
        <Alert severity="error" sx={{ my: 1 }} data-testid="atc-subtypes-failed">
          {t('atc_claim_subtypes_failed')}
        </Alert>
      ) : null}
      <FormField
        form={form}
        name="subtipus"
        id="atc-subtype"
        label={t('atc_claim_subtype')}
        select
        required
        disabled={locked || tipus === undefined || subtypes.isError}
        waiting={tipus !== undefined && subtypes.isPending}
      >
        <option value="">{t('atc_claim_choose')}</option>
        {(subtypes.data ?? []).map((subtype) => (
          <option key={subtype.name} value={subtype.name}>
            {subtype.desc}
          </option>
        ))}
      </FormField>
      <CaseMessageFields
        form={form}
        idPrefix="atc"
        description={{ name: 'comments', label: t('atc_claim_description') }}
        disabled={locked}
        files={{
          label: t('atc_claim_attachment'),
          files,
          onChange: setFiles,
          submit,
          maxFiles: ATC_MAX_ATTACHMENTS,
          testId: 'field-attachment',
        }}
      />
    </CaseForm>
  );
}
