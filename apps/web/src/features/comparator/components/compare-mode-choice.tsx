import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { FormSection } from './form-section.tsx';

export type TCompareMode = 'auto' | 'manual';

/**
 * The mode radio (visitor-and-shell §2.6): auto, the visitor types the bill's data; manual, the
 * visitor sends the invoice and we compare it for them. Not shown with calculationMode
 * 'writed_data' (the page decides).
 */
export function CompareModeChoice({ mode, onChange }: { mode: TCompareMode; onChange: (mode: TCompareMode) => void }) {
  const { t } = useTranslation();
  return (
    <FormSection legend={t('comparator_mode_legend')} testId="compare-mode">
      <RadioGroup value={mode} onChange={(event) => onChange(event.target.value === 'manual' ? 'manual' : 'auto')}>
        <FormControlLabel
          value="auto"
          control={<Radio slotProps={{ input: { 'data-testid': 'compare-mode-auto' } as object }} />}
          label={t('comparator_mode_auto')}
        />
        <FormControlLabel
          value="manual"
          control={<Radio slotProps={{ input: { 'data-testid': 'compare-mode-manual' } as object }} />}
          label={t('comparator_mode_manual')}
        />
      </RadioGroup>
    </FormSection>
  );
}
