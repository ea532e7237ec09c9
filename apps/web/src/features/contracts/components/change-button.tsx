import Button from '@mui/material/Button';
import type { TContractButton } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';

export interface TChangeButtonProps {
  rule: TContractButton;
  label: string;
  testId: string;
  onClick: () => void;
  variant?: 'contained' | 'outlined' | 'text';
  startIcon?: ReactNode;
  busy?: boolean;
}

/**
 * A change button under the rules of customer-area §6: hidden when the rule hides it; disabled
 * with its reason (a read-only token, a change of the kind waiting for signature, the SIPS
 * opt-out already active: the domain's contractButtons says which) as a short line under it,
 * which describes the button: a tooltip would never open on a touch screen. The longer words
 * of each reason stay where they are said in full (the signature notice, the dialogs).
 */
export function ChangeButton({ rule, label, testId, onClick, variant = 'outlined', startIcon, busy }: TChangeButtonProps) {
  const { t } = useTranslation();
  if (!rule.visible) return null;
  const button = (
    // Busy (a download under way) is not disabled: a disabled button would drop the keyboard's
    // focus to the top of the page. It stays focused, says so and ignores clicks.
    <Button
      variant={variant}
      size="small"
      onClick={busy ? undefined : onClick}
      disabled={rule.disabled}
      aria-disabled={busy || undefined}
      startIcon={startIcon}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  return (
    <DisabledReason reason={rule.disabled && rule.reason ? t(`${rule.reason}_short`) : undefined} shown testId={`${testId}-reason`}>
      {button}
    </DisabledReason>
  );
}
