import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TComparisonResult } from '@portal/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitisedHtml } from '../../../shared/ui/sanitised-html.tsx';
import { ComparisonBreakdown } from './comparison-breakdown.tsx';
import { ResultActions } from './result-actions.tsx';
import { SavingSummary } from './saving-summary.tsx';

/**
 * The comparison's result (visitor-and-shell §2.6, §2.7, §3.5): the saving header (the API's
 * HTML, sanitised as all server HTML), what was paid against our price and the year's estimate,
 * the breakdown, the content HTML, the buttons, and the lead form; back returns to the form with
 * everything typed. Its heading takes the focus when it appears: the view changed on the
 * visitor's own submit, so a keyboard or screen reader continues from the result (a page's
 * arrival is useFocusOnArrival's, which leaves a fresh load alone).
 */
export function ComparisonResult({
  result,
  kind,
  onBack,
  lead,
}: {
  result: TComparisonResult;
  kind: 'electricity' | 'gas';
  onBack: () => void;
  lead: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Box data-testid="compare-result">
      <Typography
        component="h2"
        variant="h5"
        ref={heading}
        tabIndex={-1}
        sx={{ outline: 'none', mb: 2 }}
        data-testid="compare-result-title"
      >
        {t('comparator_result_title')}
      </Typography>
      <SanitisedHtml html={result.header} testId="compare-header" style={{ marginBottom: 16 }} />
      <SavingSummary result={result} />
      <ComparisonBreakdown result={result} />
      {result.content ? <SanitisedHtml html={result.content} testId="compare-content" style={{ marginBottom: 16 }} /> : null}
      <ResultActions kind={kind} />
      <Button variant="text" onClick={onBack} data-testid="compare-back" sx={{ mb: 3 }}>
        {t('comparator_back')}
      </Button>
      {lead}
    </Box>
  );
}
