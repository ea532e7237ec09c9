import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { TContractButton } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TChangeButtonProps {
  rule: TContractButton;
  label: string;
  testId: string;
  onClick: () => void;
  /** Tooltip of a button disabled for a reason other than the read-only token. */
  disabledHint?: string;
  variant?: 'contained' | 'outlined' | 'text';
  startIcon?: ReactNode;
  busy?: boolean;
}

/**
 * A change button under the rules of customer-area §6: hidden when the rule hides it; with a
 * read-only token shown disabled with the "cannot be done while impersonating" tooltip.
 * A disabled button gets no pointer or focus events, so the tooltip sits on a focusable wrapper.
 */
export function ChangeButton({ rule, label, testId, onClick, disabledHint, variant = 'outlined', startIcon, busy }: TChangeButtonProps) {
  const { t } = useTranslation();
  if (!rule.visible) return null;
  const button = (
    <Button variant={variant} size="small" onClick={onClick} disabled={rule.disabled || busy} startIcon={startIcon} data-testid={testId}>
      {label}
    </Button>
  );
  const hint = rule.reason ? t(rule.reason) : rule.disabled ? disabledHint : undefined;
  if (!rule.disabled || !hint) return button;
  return (
    <Tooltip title={hint} describeChild>
      <Box component="span" tabIndex={0} data-testid={`${testId}-tooltip`} sx={{ display: 'inline-flex', borderRadius: 1 }}>
        {button}
      </Box>
    </Tooltip>
  );
}
