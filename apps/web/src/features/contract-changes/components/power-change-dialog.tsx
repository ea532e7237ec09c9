import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  asksSixPeriods,
  DEFAULT_PHONE_PREFIX,
  formatKw,
  formatMoney,
  POWER_FORM_FIELDS,
  powerChangeCosts,
  powerFormWatts,
  type TContract,
  type TPowerChangeForm,
  type TPowerChangeRequest,
  ZPowerChangeFormSchema,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeDialog } from '../../../shared/change-dialog/change-dialog.tsx';
import { POWER_REFUSED_KEY } from '../../../shared/change-dialog/submit-failure.ts';
import { useChangeForm } from '../../../shared/change-dialog/use-change-form.ts';
import { currentPowerW, sortedPowerPeriods } from '../../../shared/contract/contract-power.ts';
import { periodLabel } from '../../../shared/contract/period-label.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { useChangePower } from '../api/change-power.ts';

const FORM_ID = 'power-change-form';
const API_FIELDS = {
  power_p1: 'power',
  power_p2: 'power2',
  power_p3: 'power3',
  power_p4: 'power4',
  power_p5: 'power5',
  power_p6: 'power6',
};
const FORM_FIELDS = [...POWER_FORM_FIELDS, 'phone'];
/** The form's fields by the API's names: their own, and power_p1… for power… */
const FIELDS_BY_API_NAME: Record<string, string> = { ...Object.fromEntries(FORM_FIELDS.map((field) => [field, field])), ...API_FIELDS };
const EMPTY: TPowerChangeForm = { power: '', power2: '', power3: '', power4: '', power5: '', power6: '', phone: DEFAULT_PHONE_PREFIX };

/** The form's first values: today's power of each period the contract has, as the customer would type it. */
function todaysPowers(periods: TContract['contracted_power_period'], language: string): TPowerChangeForm {
  const values = { ...EMPTY };
  periods.slice(0, POWER_FORM_FIELDS.length).forEach((period, index) => {
    values[POWER_FORM_FIELDS[index]!] = formatKw(period.power, language);
  });
  return values;
}

export interface TPowerChangeDialogProps {
  contract: Pick<TContract, 'name' | 'contracted_power_period' | 'tariff'>;
  onClose: () => void;
  onSucceeded: (waitingForSignature: boolean) => void;
}

/**
 * Contracted power change (customer-area §5): the fields start with today's powers in kW with the
 * language's decimal mark, so a customer changes only the periods they mean to. P1 and P2, and P3
 * to P6 once either exceeds 15 kW or from the start on a contract of six periods; a phone (+34 by
 * default); the regulated costs of the change as the customer types. Watts from the fields on: the form's schema reads the typed kW once, runs
 * the rules once and parses into the request. A 400 marks the fields, a 406 is the refused-change error.
 */
export function PowerChangeDialog({ contract, onClose, onSucceeded }: TPowerChangeDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = useMemo(() => sortedPowerPeriods(contract), [contract]);
  const current = useMemo(() => currentPowerW(contract), [contract]);
  const resolver = useMemo(() => zodResolver(ZPowerChangeFormSchema(current)), [current]);
  const { state, submit } = useChangeForm({ needsData: false, refusedKey: POWER_REFUSED_KEY, onSucceeded });
  const powerChange = useChangePower();
  const [defaultValues] = useState(() => todaysPowers(shown, language));
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TPowerChangeForm, unknown, TPowerChangeRequest>({ resolver, defaultValues });
  const watts = powerFormWatts({ ...EMPTY, ...watch() });
  // Periods 3 to 6 apply on a six-period contract or above 15 kW: else whatever they hold is neither costed nor sent.
  const six = asksSixPeriods(current, watts[0], watts[1]);
  const costs = powerChangeCosts(current, six ? watts : watts.slice(0, 2));

  const onSubmit = (request: TPowerChangeRequest) =>
    submit(() => powerChange.mutateAsync({ name: contract.name, request }), { setError, fields: FIELDS_BY_API_NAME });

  const periods = six ? POWER_FORM_FIELDS : POWER_FORM_FIELDS.slice(0, 2);
  return (
    <ChangeDialog
      title={t('power_dialog_title')}
      testId="dialog-power"
      state={state}
      formId={FORM_ID}
      successKey="power_dialog_success"
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('power_dialog_intro')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {periods.map((field, index) => {
          const now = shown[index]?.power;
          return (
            <TextInput
              key={field}
              id={`power-${field}`}
              label={t('power_dialog_period', { period: periodLabel(t, contract.tariff.name, index + 1, 'power') })}
              registration={register(field)}
              errorKey={errors[field]?.message}
              helperText={now === undefined ? undefined : t('power_dialog_current', { kw: formatKw(now, language) })}
              inputMode="decimal"
              required
              testId={`field-${field}`}
            />
          );
        })}
      </Box>
      <TextInput
        id="power-phone"
        label={t('power_dialog_phone')}
        registration={register('phone')}
        errorKey={errors.phone?.message}
        phone
        required
        testId="field-phone"
      />
      {costs.kind !== 'none' ? (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="power-costs">
          <Typography variant="subtitle2" component="p">
            {t(costs.kind === 'increase' ? 'power_costs_increase' : 'power_costs_decrease')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {costs.lines.map((line) => (
              <li key={line.key} data-testid={line.key}>
                {'perKw' in line
                  ? t(line.key, {
                      perKw: formatMoney(line.perKw, language),
                      kw: formatKw(line.kw, language),
                      amount: formatMoney(line.amount, language),
                    })
                  : t(line.key, { amount: formatMoney(line.amount, language) })}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </ChangeDialog>
  );
}
