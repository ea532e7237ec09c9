import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  BATTERY_MOVE_STEPS,
  BATTERY_PERCENTAGE_MAX,
  canGoToNextMoveStep,
  canGoToPreviousMoveStep,
  formatMoney,
  formatShortDate,
  madridDayOf,
  type TBatteryMoveBody,
  type TBatteryMoveStep,
  type TCustomerBattery,
  type TVirtualBatteryLink,
  ZBatteryMoveBodySchema,
} from '@portal/domain';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeDialogFrame } from '../../../shared/change-dialog/change-dialog-frame.tsx';
import { changeFailureKey } from '../../../shared/change-dialog/submit-failure.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useMoveBattery } from '../api/move-battery.ts';
import { formatBatteryPercentage, movePreview, moveProblem } from '../model/battery-view.ts';
import { BatteryPercentageInput, previewValue } from './battery-percentage-input.tsx';
import { BatteryPercentageTable } from './battery-percentage-table.tsx';

const FORM_ID = 'battery-move-form';
const resolver = zodResolver(ZBatteryMoveBodySchema);

/**
 * The move stepper (customer-area §2, §4, §7, §8): 0 select the battery (the customer's batteries
 * of other contracts), 1 the percentage there (0..100, clamped on blur), 2 confirm with both
 * batteries' percentages after the move, 3 sending. Next is disabled without a battery, back on
 * steps 0 and 3 (the domain's rules), each saying why. A failure comes back to the confirmation
 * with message_cant_do_operation, keeping the choices.
 */
export function BatteryMoveDialog({
  contractName,
  link,
  batteries,
  destinations,
  onClose,
}: {
  contractName: string;
  link: TVirtualBatteryLink;
  /** The customer's batteries with their links (the origin's included). */
  batteries: readonly TCustomerBattery[];
  /** Where the link may go. */
  destinations: readonly TCustomerBattery[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const legendId = useId();
  const move = useMoveBattery();
  const [step, setStep] = useState<TBatteryMoveStep>(0);
  /** The battery moved to, once the move is done (the destinations change under the dialog then). */
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const done = movedTo !== null;
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const saved = Math.round(link.pes_percentatge);
  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    watch,
    formState: { errors },
  } = useForm<TBatteryMoveBody>({ resolver, mode: 'onChange', defaultValues: { pes_percentatge: saved } });

  const destinationId = watch('bateria_desti') ?? null;
  const typed = watch('pes_percentatge');
  const destination = destinations.find((battery) => battery.id === destinationId);
  const origin = batteries.find((battery) => battery.id === link.bateria.id);
  const sending = step === 3 && !done;

  const send = async (body: TBatteryMoveBody) => {
    setErrorKey(null);
    setStep(3);
    try {
      const name = destination?.name ?? '';
      await move.mutateAsync({ contractName, bateriaOrigenId: link.bateria.id, body });
      setMovedTo(name);
    } catch (error) {
      // §8: any refusal reads as message_cant_do_operation (a read-only token says so); the choices stay.
      setErrorKey(changeFailureKey(error));
      setStep(2);
    }
  };

  const next = async () => {
    if (!canGoToNextMoveStep(step, destinationId)) return;
    if (step === 0) setStep(1);
    else if (step === 1) {
      if (await trigger('pes_percentatge')) setStep(2);
    } else if (step === 2) await handleSubmit(send)();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };

  const problem = moveProblem(link.bateria.id, destinationId);
  const nextReason = step === 3 ? t('battery_move_wait') : problem ? messageText(t, problem) : undefined;
  const backReason = step === 0 ? t('battery_move_first_step') : step === 3 ? t('battery_move_wait') : undefined;
  const percentage = previewValue(typed, saved);
  const preview = destination && origin ? movePreview(origin.links, destination.links, link.id, contractName, percentage) : null;
  // Joining a battery no active contract shares, the link takes all of it (battery-percentages.ts).
  const alone = destination ? !destination.links.some((other) => other.active) : false;
  const joinedWith = preview?.destination.find((row) => row.own)?.after ?? percentage;
  // The contracts that hold the battery chosen, none of them in force (a closed contract's battery).
  const closedHolders = destination && alone ? destination.links.map((other) => other.contract) : [];
  // The moved link is in its new battery from the move's day (the API sets its start date so).
  const [moveDay] = useState(() => madridDayOf(new Date()));

  return (
    <ChangeDialogFrame
      title={t('battery_move_title', { battery: link.bateria.name })}
      titleId={titleId}
      testId="dialog-battery-move"
      onClose={sending ? undefined : onClose}
    >
      {/* Focusable so a keyboard can scroll it: the confirmation (sentences, two tables, a
          warning) can be taller than the screen and has nothing else to focus. */}
      <DialogContent tabIndex={0} role="group" aria-labelledby={titleId}>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }} aria-label={t('battery_move_steps')}>
          {BATTERY_MOVE_STEPS.map((name, index) => (
            <Step key={name} completed={index < step || (done && index === 3)}>
              <StepLabel aria-current={index === step ? 'step' : undefined}>{t(`battery_move_step_${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {errorKey ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="dialog-error">
            {messageText(t, errorKey)}
          </Alert>
        ) : null}
        {closedHolders.length > 0 && destination && !done ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="battery-move-closed-warning">
            {t('battery_move_closed_warning', {
              battery: destination.name,
              contracts: closedHolders.join(', '),
              all: formatBatteryPercentage(BATTERY_PERCENTAGE_MAX, language),
            })}
          </Alert>
        ) : null}
        <Box component="form" id={FORM_ID} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          {step === 0 ? (
            <FormControl component="fieldset" sx={{ width: '100%' }}>
              <FormLabel component="legend" id={legendId} sx={{ mb: 1 }}>
                {t('battery_move_destination')}
              </FormLabel>
              <RadioGroup
                aria-labelledby={legendId}
                name="bateria_desti"
                value={destinationId === null ? '' : String(destinationId)}
                onChange={(event) => setValue('bateria_desti', Number(event.target.value), { shouldValidate: true })}
              >
                {destinations.map((battery) => (
                  <FormControlLabel
                    key={battery.id}
                    value={String(battery.id)}
                    control={<Radio />}
                    sx={{ overflowWrap: 'anywhere' }}
                    label={t('battery_move_destination_option', {
                      battery: battery.name,
                      balance: formatMoney(battery.balance, language),
                    })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          ) : null}
          {step === 1 && destination ? (
            <BatteryPercentageInput
              id="battery-move-percentage"
              label={t('battery_move_percentage_field', { battery: destination.name })}
              registration={register('pes_percentatge', { valueAsNumber: true })}
              errorKey={errors.pes_percentatge?.message}
              helperText={
                alone
                  ? t('battery_move_percentage_alone', { all: formatBatteryPercentage(BATTERY_PERCENTAGE_MAX, language) })
                  : t('battery_percentage_help')
              }
              saved={saved}
              onClamped={(clamped) => setValue('pes_percentatge', clamped, { shouldValidate: true })}
            />
          ) : null}
        </Box>
        {step === 2 && destination && preview ? (
          <Box data-testid="battery-move-confirm">
            <Typography sx={{ mb: 2 }}>
              {t('battery_move_confirm', {
                contract: contractName,
                origin: link.bateria.name,
                destination: destination.name,
                percentage: formatBatteryPercentage(joinedWith, language),
              })}
            </Typography>
            <Typography sx={{ mb: 2 }} data-testid="battery-move-start">
              {t('battery_move_start', { destination: destination.name, date: formatShortDate(moveDay, language) })}
            </Typography>
            <BatteryPercentageTable
              caption={t('battery_move_after', { battery: destination.name })}
              rows={preview.destination}
              testId="battery-move-destination-after"
            />
            {preview.origin.length > 0 ? (
              <BatteryPercentageTable
                caption={t('battery_move_after', { battery: link.bateria.name })}
                rows={preview.origin}
                testId="battery-move-origin-after"
              />
            ) : (
              <Typography variant="body2">{t('battery_move_origin_empty', { battery: link.bateria.name })}</Typography>
            )}
          </Box>
        ) : null}
        {sending ? <Spinner label={t('battery_move_sending')} /> : null}
        {done ? (
          <Alert severity="success" data-testid="dialog-success">
            {t('battery_move_success', { battery: movedTo })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {done ? (
          <Button onClick={onClose} variant="contained">
            {t('close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={sending}>
              {t('cancel')}
            </Button>
            <DisabledReason reason={canGoToPreviousMoveStep(step) ? undefined : backReason} testId="battery-move-back-tooltip">
              <Button
                onClick={() => {
                  setErrorKey(null);
                  setStep((current) => (current === 2 ? 1 : 0));
                }}
                disabled={!canGoToPreviousMoveStep(step)}
              >
                {t('battery_move_back')}
              </Button>
            </DisabledReason>
            <DisabledReason
              reason={canGoToNextMoveStep(step, destinationId) && !problem ? undefined : nextReason}
              testId="battery-move-next-tooltip"
            >
              <Button
                type="submit"
                form={FORM_ID}
                variant="contained"
                disabled={!canGoToNextMoveStep(step, destinationId) || Boolean(problem)}
              >
                {step === 2 ? t('battery_move_submit') : t('battery_move_next')}
              </Button>
            </DisabledReason>
          </>
        )}
      </DialogActions>
    </ChangeDialogFrame>
  );
}
