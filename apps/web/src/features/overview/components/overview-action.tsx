import Button from '@mui/material/Button';
import { overviewActionHref, type TOverviewAction } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';

export interface TOverviewActionProps {
  action: TOverviewAction;
  /** What the button says, already translated. */
  label: string;
  /** Says what it acts on, for a screen reader among several alike (Pay invoice FE…). */
  accessibleLabel?: string;
  testId: string;
}

/**
 * The one action of an overview item: a link to where it is resolved. One that changes
 * something (a payment) is disabled for a read-only (impersonation) session, with the reason
 * written under it (customer-area §6: a touch screen opens no tooltip).
 */
export function OverviewActionButton({ action, label, accessibleLabel, testId }: TOverviewActionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const readonly = useAuth((s) => s.readonly);
  const variant = action.changes ? 'contained' : 'outlined';
  if (action.changes && readonly) {
    return (
      <DisabledReason reason={t('overview_read_only')} shown testId={`${testId}-reason`}>
        <Button variant={variant} size="small" disabled data-testid={testId} aria-label={accessibleLabel}>
          {label}
        </Button>
      </DisabledReason>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={overviewActionHref(action, language)}
      variant={variant}
      size="small"
      data-testid={testId}
      aria-label={accessibleLabel}
    >
      {label}
    </Button>
  );
}
