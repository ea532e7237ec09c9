import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { comparatorSettingsOf, type TComparisonResult, type TElectricityCompare, type TGasCompare } from '@portal/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { CompareLead } from './compare-lead.tsx';
import { CompareModeChoice, type TCompareMode } from './compare-mode-choice.tsx';
import { ComparisonResult } from './comparison-result.tsx';
import { SentConfirmation } from './sent-confirmation.tsx';

type TCompared = TElectricityCompare | TGasCompare;
type TView =
  | { step: 'form' }
  | { step: 'result'; result: TComparisonResult; compared: TCompared }
  | { step: 'lead-sent' }
  | { step: 'invoice-sent' };

export interface TComparatorStepsProps {
  kind: 'electricity' | 'gas';
  /** The auto form; it calls back with the compare call's answer (undefined after a failure, which the form shows). */
  renderForm: (onCompared: (done: { answer: TComparisonResult } | undefined, compared: TCompared) => void) => ReactNode;
  /** After back: the page puts the focus on its heading. */
  onBack: () => void;
}

/**
 * The comparator's states (visitor-and-shell §4.4): form (auto, or manual where the settings offer
 * it, §2.6), loading (the form's), result (back returns to the form, whose values the page keeps),
 * contact-sent and invoice-sent confirmations.
 */
export function ComparatorSteps({ kind, renderForm, onBack }: TComparatorStepsProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { offersManualMode } = comparatorSettingsOf(settings.comparator);
  const [mode, setMode] = useState<TCompareMode>('auto');
  const [view, setView] = useState<TView>({ step: 'form' });
  const backToForm = () => {
    setView({ step: 'form' });
    onBack();
  };

  if (view.step === 'result') {
    return (
      <ComparisonResult
        result={view.result}
        kind={kind}
        onBack={backToForm}
        lead={<CompareLead kind={kind} mode="result" compared={view.compared} onSent={() => setView({ step: 'lead-sent' })} />}
      />
    );
  }
  if (view.step === 'lead-sent' || view.step === 'invoice-sent') {
    return <SentConfirmation what={view.step === 'lead-sent' ? 'lead' : 'invoice'} onAgain={backToForm} />;
  }
  const manual = offersManualMode && mode === 'manual';
  return (
    <>
      <Typography component="p" variant="body1" sx={{ mb: 3 }}>
        {t(kind === 'gas' ? 'comparator_gas_intro' : 'comparator_intro')}
      </Typography>
      {offersManualMode ? <CompareModeChoice mode={mode} onChange={setMode} /> : null}
      <Typography component="h2" variant="h6" id="compare-form-title" sx={{ mb: 2 }}>
        {manual ? t('comparator_manual_title') : t('comparator_auto_title')}
      </Typography>
      <Box>
        {manual ? (
          <CompareLead kind={kind} mode="manual" onSent={() => setView({ step: 'invoice-sent' })} />
        ) : (
          renderForm((done, compared) => {
            if (done) setView({ step: 'result', result: done.answer, compared });
          })
        )}
      </Box>
    </>
  );
}
