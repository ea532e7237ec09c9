import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { HOME_CNAE, RESIDENCE_TYPES, type TCnae, type TResidenceType } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import type { TStepForm } from './step-form.tsx';

/**
 * The residence type (§2.3, §3.9: habitual by default, second, business) and the business
 * activity code: a business chooses its cnae from misc/cnaes; a habitual or second residence
 * is a home, whose cnae is 9820 whatever was chosen (§4.3, cnaeForResidence).
 */
export function ResidenceFields({
  form,
  cnaes,
  disabled,
}: {
  form: TStepForm<'installation'>;
  cnaes: UseQueryResult<TCnae[]>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const residence = form.watch('residenceType');
  return (
    <>
      <FormControl component="fieldset" sx={{ display: 'block', my: 1 }}>
        <FormLabel component="legend">{t('contracting_residence_type')}</FormLabel>
        <RadioGroup
          value={residence}
          onChange={(event) =>
            form.setValue('residenceType', event.target.value as TResidenceType, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
        >
          {RESIDENCE_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              disabled={disabled}
              control={<Radio slotProps={{ input: { 'data-testid': `field-residenceType-${type}` } as object }} />}
              label={t(`contracting_residence_${type}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {residence === 'business' ? (
        <FormField
          form={form}
          name="cnae"
          id="installation-cnae"
          label={t('contracting_cnae')}
          select
          required
          disabled={disabled}
          waiting={cnaes.isPending}
          helperText={cnaes.isError ? t('contracting_cnaes_failed') : undefined}
        >
          <option value="">{cnaes.isPending ? t('app_loading') : t('select_placeholder')}</option>
          {(cnaes.data ?? []).map((cnae) => (
            <option key={cnae.id} value={String(cnae.id)}>
              {cnae.descripcio ? `${cnae.name} · ${cnae.descripcio}` : cnae.name}
            </option>
          ))}
        </FormField>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="installation-home-cnae">
          {t('contracting_cnae_home', { code: HOME_CNAE.name })}
        </Typography>
      )}
    </>
  );
}
