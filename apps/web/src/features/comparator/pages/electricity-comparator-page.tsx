import { zodResolver } from '@hookform/resolvers/zod';
import { type TElectricityCompare, ZElectricityCompareSchema } from '@portal/domain';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useFocusOnArrival } from '../../../shared/ui/use-focus-on-arrival.ts';
import { usePriceCompare } from '../api/price-compare.ts';
import { ComparatorSteps } from '../components/comparator-steps.tsx';
import { ElectricityCompareForm } from '../components/electricity-compare-form.tsx';
import { ELECTRICITY_FIELDS, EMPTY_ELECTRICITY_FORM, type TElectricityFormValues } from '../model/compare-values.ts';

/**
 * /comparador (visitor-and-shell §2.6, §4.4), while the comparator is enabled (§2.1): the visitor's
 * electricity bill priced with our offer, or their invoice sent for us to compare.
 */
export default function ElectricityComparatorPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading, false);
  const form = useForm<TElectricityFormValues, unknown, TElectricityCompare>({
    resolver: zodResolver(ZElectricityCompareSchema),
    defaultValues: EMPTY_ELECTRICITY_FORM,
  });
  const compare = usePriceCompare();
  const submit = useFormSubmit({ mutation: compare, setError: form.setError, plan: { fields: ELECTRICITY_FIELDS } });
  return (
    <Page title={t('comparator_title')} siteName={settings.organization.name} headingRef={heading} testId="comparator-page">
      <ComparatorSteps
        kind="electricity"
        renderForm={(onCompared) => (
          <ElectricityCompareForm
            form={form}
            submit={submit}
            onSubmit={async (values) => onCompared(await submit.submit(values), values)}
          />
        )}
        onBack={() => heading.current?.focus()}
      />
    </Page>
  );
}
