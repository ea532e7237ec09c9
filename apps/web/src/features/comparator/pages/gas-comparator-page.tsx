import { zodResolver } from '@hookform/resolvers/zod';
import { type TGasCompare, ZGasCompareSchema } from '@portal/domain';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useFocusOnArrival } from '../../../shared/ui/use-focus-on-arrival.ts';
import { useGasPriceCompare } from '../api/gas-price-compare.ts';
import { ComparatorSteps } from '../components/comparator-steps.tsx';
import { GasCompareForm } from '../components/gas-compare-form.tsx';
import { EMPTY_GAS_FORM, GAS_FIELDS, type TGasFormValues } from '../model/compare-values.ts';

/**
 * /comparador-gas (visitor-and-shell §2.7, §4.4), while the comparator is enabled and gas is a
 * display type (§2.1): the visitor's gas bill priced with our offer.
 */
export default function GasComparatorPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading, false);
  const form = useForm<TGasFormValues, unknown, TGasCompare>({ resolver: zodResolver(ZGasCompareSchema), defaultValues: EMPTY_GAS_FORM });
  const compare = useGasPriceCompare();
  const submit = useFormSubmit({ mutation: compare, setError: form.setError, plan: { fields: GAS_FIELDS } });
  return (
    <Page title={t('comparator_gas_title')} siteName={settings.organization.name} headingRef={heading} testId="gas-comparator-page">
      <ComparatorSteps
        kind="gas"
        renderForm={(onCompared) => (
          <GasCompareForm form={form} submit={submit} onSubmit={async (values) => onCompared(await submit.submit(values), values)} />
        )}
        onBack={() => heading.current?.focus()}
      />
    </Page>
  );
}
