import {
  emptyCalculatorForm,
  optimalPower,
  type TOptimalPower,
  type TPowerCalculatorForm,
  type TPowerCalculatorFormInput,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { CalculatorForm } from '../components/calculator-form.tsx';
import { CalculatorResult } from '../components/calculator-result.tsx';

interface TCalculated {
  form: TPowerCalculatorForm;
  result: TOptimalPower;
}

/**
 * /potencia (visitor-and-shell §2.5, §4.4; docs/power-calculator.md): the form, then the result
 * with the lead form, whose thank-you follows status OK. Back keeps what was typed. The route's
 * gate (settings.powerCalculator) answers 404 when the calculator is off.
 */
export default function PowerCalculatorPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [typed, setTyped] = useState<TPowerCalculatorFormInput>(emptyCalculatorForm);
  const [calculated, setCalculated] = useState<TCalculated>();
  return (
    <Page title={t('power_calculator_title')} siteName={settings.organization.name} testId="power-calculator-page">
      {calculated ? (
        <CalculatorResult form={calculated.form} result={calculated.result} onBack={() => setCalculated(undefined)} />
      ) : (
        <CalculatorForm
          values={typed}
          onCalculate={(form, values) => {
            setTyped(values);
            setCalculated({ form, result: optimalPower(form) });
          }}
        />
      )}
    </Page>
  );
}
