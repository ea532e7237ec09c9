import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';

/** The number for a phone link: digits and the international prefix only. */
const telOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/** The help message with the organisation's CRM phone (§2.3), when one is configured. */
export function HelpPhone({ phone }: { phone: string | undefined }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const number = settings.organization.phone_crm || phone;
  if (!number) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="contracting-help-phone">
      {t('contracting_help_phone')} <a href={`tel:${telOf(number)}`}>{number}</a>
    </Alert>
  );
}
