import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type TBatteryPercentageBody, type TVirtualBatteryLink, ZBatteryPercentageBodySchema } from '@portal/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeDialog } from '../../../shared/change-dialog/change-dialog.tsx';
import { useChangeForm } from '../../../shared/change-dialog/use-change-form.ts';
import { useChangeBatteryPercentage } from '../api/change-battery-percentage.ts';
import { useBatteryPercentages } from '../api/get-battery-percentages.ts';
import { percentageChangePreview } from '../model/battery-view.ts';
import { BatteryPercentageInput, validPercentage } from './battery-percentage-input.tsx';
import { BatteryPercentageTable } from './battery-percentage-table.tsx';

const FORM_ID = 'battery-percentage-form';
const resolver = zodResolver(ZBatteryPercentageBodySchema);

/**
 * The percentage modification (customer-area §2, §5, §8, §9): a whole number from 0 to 100,
 * step 1, clamped on blur; save disabled while it is the saved one; every link of the battery
 * previewed as it will be (the domain's sharing, which the API applies); message_cant_do_operation
 * on failure, with what was typed kept.
 */
export function BatteryPercentageDialog({
  contractName,
  link,
  onClose,
}: {
  contractName: string;
  link: TVirtualBatteryLink;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const saved = Math.round(link.pes_percentatge);
  const percentages = useBatteryPercentages(link.bateria.id);
  const { state, dispatch, submit } = useChangeForm({ needsData: true });
  const change = useChangeBatteryPercentage();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<TBatteryPercentageBody>({ resolver, mode: 'onChange', defaultValues: { pes_percentatge: saved } });

  useEffect(() => {
    if (percentages.isSuccess) dispatch({ type: 'loaded' });
    else if (percentages.isError) dispatch({ type: 'loadFailed' });
  }, [percentages.isSuccess, percentages.isError, dispatch]);

  const typed = watch('pes_percentatge');
  const unchanged = typed === saved;
  // No preview of a value the form refuses (150, 2.5, empty): the error under the field says what to type.
  const valid = validPercentage(typed);
  const rows = percentages.data && valid !== null ? percentageChangePreview(percentages.data, link.id, contractName, valid) : [];

  const onSubmit = async (body: TBatteryPercentageBody) => {
    await submit(
      () => change.mutateAsync({ contractName, bateriaId: link.bateria.id, percentage: body.pes_percentatge }),
      // §8: a refusal with no field of this form reads as the generic failure.
      { setError, fields: ['pes_percentatge'], unplaced: 'message_cant_do_operation' },
    );
  };

  const title = t('battery_percentage_title', { battery: link.bateria.name });
  return (
    <ChangeDialog
      title={title}
      testId="dialog-battery-percentage"
      state={state}
      formId={FORM_ID}
      successKey="battery_percentage_success"
      submitDisabled={unchanged}
      submitDisabledReason={t('battery_percentage_unchanged')}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
    >
      <BatteryPercentageInput
        id="battery-percentage"
        label={t('battery_percentage_field')}
        registration={register('pes_percentatge', { valueAsNumber: true })}
        errorKey={errors.pes_percentatge?.message}
        helperText={t('battery_percentage_help')}
        saved={saved}
        onClamped={(clamped) => setValue('pes_percentatge', clamped, { shouldValidate: true })}
      />
      {rows.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <BatteryPercentageTable caption={t('battery_preview_caption', { battery: link.bateria.name })} rows={rows} />
        </Box>
      ) : null}
      {valid === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="battery-preview-waiting">
          {t('battery_preview_waiting')}
        </Typography>
      ) : null}
    </ChangeDialog>
  );
}
