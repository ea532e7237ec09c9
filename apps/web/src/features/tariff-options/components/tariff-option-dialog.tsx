import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { choiceKey, formatShortDate, type TTariffOptionKind } from '@portal/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeDialog } from '../../../shared/change-dialog/change-dialog.tsx';
import { useChangeForm } from '../../../shared/change-dialog/use-change-form.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { type TTariffOptionState, useAvailableTariffOptions, useSetTariffOption, useTariffOption } from '../api/tariff-option-calls.ts';
import { tariffOptionChoiceText, tariffOptionPercent } from '../model/tariff-option-text.ts';

export interface TTariffOptionDialogProps {
  kind: TTariffOptionKind;
  /** The contract's name. */
  name: string;
  onClose: () => void;
}

/**
 * One tariff option's dialog (customer-area §2, §5, §8): the current choice, the available ones
 * in a select, save disabled while the selection is the current choice, the generic
 * message_cant_do_operation on failure (a read-only token gets its own), and on success the
 * day the new choice applies from, as the API answered it.
 */
export function TariffOptionDialog({ kind, name, onClose }: TTariffOptionDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const current = useTariffOption(kind, name);
  const available = useAvailableTariffOptions(kind, name, language);
  const change = useSetTariffOption(kind, name);
  const { state, dispatch, submit } = useChangeForm({ needsData: true });
  const [saved, setSaved] = useState<TTariffOptionState | null>(null);
  const choices = available.data ?? [];
  const currentChoice = current.data?.choice ?? null;
  const currentKey = currentChoice ? choiceKey(kind, currentChoice) : '';
  const [selected, setSelected] = useState<string | null>(null);
  const selectedKey = selected ?? currentKey;

  useEffect(() => {
    if (current.isSuccess && available.isSuccess) dispatch({ type: 'loaded' });
    else if (current.isError || available.isError) dispatch({ type: 'loadFailed' });
  }, [current.isSuccess, available.isSuccess, current.isError, available.isError, dispatch]);

  const formId = `tariff-option-${kind}-form`;
  const fieldId = `tariff-option-${kind}`;
  const unchanged = selectedKey === '' || selectedKey === currentKey;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const choice = choices.find((offered) => choiceKey(kind, offered) === selectedKey);
    if (!choice || unchanged) return;
    await submit(
      async () => {
        const answer = await change.mutateAsync(choice);
        setSaved(answer);
        return answer;
      },
      // §8: a refused choice reads as the generic failure, like any other.
      { unplaced: 'message_cant_do_operation' },
    );
  };

  const fromDate = (day: string | null) => (day ? formatShortDate(day, language) : '');
  return (
    <ChangeDialog
      title={t(`tariff_options_title_${kind}`)}
      testId={`dialog-${kind.replace('_', '-')}`}
      state={state}
      formId={formId}
      successKey="tariff_options_success"
      successMessage={saved ? t('tariff_options_success', { date: fromDate(saved.validFrom) }) : undefined}
      submitDisabled={unchanged}
      submitDisabledReason={t('tariff_options_unchanged')}
      onClose={onClose}
    >
      <Box component="form" id={formId} noValidate onSubmit={onSubmit} aria-label={t(`tariff_options_title_${kind}`)}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t(`tariff_options_explain_${kind}`, { percent: tariffOptionPercent(current.data?.fraction ?? 0, language) })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="tariff-option-current">
          {t('tariff_options_current')}{' '}
          <strong>
            {currentChoice
              ? t('tariff_options_choice_from', {
                  choice: tariffOptionChoiceText(kind, currentChoice, language),
                  date: fromDate(current.data?.validFrom ?? null),
                })
              : t('tariff_options_none')}
          </strong>
        </Typography>
        <FormControl fullWidth>
          <InputLabel variant="standard" htmlFor={fieldId}>
            {t(`tariff_options_field_${kind}`)}
          </InputLabel>
          <NativeSelect
            value={selectedKey}
            onChange={(event) => setSelected(event.target.value)}
            inputProps={{ id: fieldId, name: kind, 'data-testid': `field-${kind}` } as object}
          >
            {currentChoice ? null : <option value="">{t('tariff_options_pick')}</option>}
            {choices.map((choice) => {
              const key = choiceKey(kind, choice);
              return (
                <option key={key} value={key}>
                  {tariffOptionChoiceText(kind, choice, language)}
                </option>
              );
            })}
          </NativeSelect>
        </FormControl>
      </Box>
    </ChangeDialog>
  );
}
