import Chip from '@mui/material/Chip';
import type { TCaseOutcome } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { OUTCOME_LOOK, outcomeMessageKey } from '../model/request-look.ts';

/** A case's outcome (customer-area §4) as a translated chip. */
export function OutcomeChip({ outcome, testId }: { outcome: TCaseOutcome; testId?: string }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(outcomeMessageKey(outcome))} sx={OUTCOME_LOOK[outcome]} data-status={outcome} data-testid={testId} />;
}
