import Chip from '@mui/material/Chip';
import { contractStatusLabel, type TContract } from '@portal/domain';
import { useTranslation } from 'react-i18next';

// Dark fills with white text, or black on the light warning fill: every pairing is above 4.5:1
// (MUI's default warning and info fills with white text are not).
const LOOK = {
  open: { bgcolor: 'success.dark', color: 'common.white' },
  draft: { bgcolor: 'info.dark', color: 'common.white' },
  signature_pending: { bgcolor: 'warning.light', color: 'common.black' },
  closed: { bgcolor: 'transparent', color: 'text.primary', border: '1px solid', borderColor: 'text.secondary' },
} as const;

/** The status label of customer-area §4 (draft, signature pending, open, closed). */
export function ContractStatusChip({ contract, testId }: { contract: Pick<TContract, 'state' | 'sign_date'>; testId?: string }) {
  const { t } = useTranslation();
  const label = contractStatusLabel(contract.state, contract.sign_date);
  return <Chip size="small" label={t(`contract_status_${label}`)} sx={LOOK[label]} data-testid={testId} data-status={label} />;
}
