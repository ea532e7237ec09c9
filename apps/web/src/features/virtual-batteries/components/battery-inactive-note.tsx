import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatMoney, formatShortDate, type TInactiveBatteryNote, type TVirtualBatteryLink } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { TextLink } from '../../../shared/ui/text-link.tsx';

/**
 * On the card of an inactive link, in plain sight (not a tooltip): why nothing is available to
 * this contract and why its discount setting cannot change, what becomes of the battery's balance,
 * and where to ask about it. The rule is the ledger's (inactiveBatteryNote); nothing is refunded.
 */
export function BatteryInactiveNote({ id, link, note }: { id: string; link: TVirtualBatteryLink; note: TInactiveBatteryNote }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const email = useSettings().organization.email;
  const values = {
    start: formatShortDate(link.data_inici, language),
    end: link.data_final ? formatShortDate(link.data_final, language) : '',
    balance: formatMoney(link.bateria.balance, language),
    battery: link.bateria.name,
  };
  return (
    // Not role="alert": it is part of the card, not news to announce.
    <Alert severity="info" role="note" id={id} data-testid={`battery-inactive-note-${link.id}`} sx={{ mt: 2, overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t(`battery_inactive_why_${note.why}`, values)}
      </Typography>
      <Typography variant="body2">{t(`battery_inactive_balance_${note.balance}`, values)}</Typography>
      {email ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('battery_inactive_contact')}{' '}
          <TextLink href={`mailto:${email}`} style={{ overflowWrap: 'anywhere' }}>
            {email}
          </TextLink>
        </Typography>
      ) : null}
    </Alert>
  );
}
