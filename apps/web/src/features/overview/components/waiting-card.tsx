import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, formatShortDate, type TLanguage, type TWaitingItem } from '@portal/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { OverviewActionButton } from './overview-action.tsx';
import { OverviewCard } from './overview-card.tsx';

const SIGNED_CHANGES = ['iban', 'power', 'no_cession_sips'];

/** The sentence of an item and its action's label, in the interface language. */
function wordsOf(item: TWaitingItem, t: TFunction, language: TLanguage): { text: string; action: string; key: string } {
  switch (item.kind) {
    case 'change_waiting_for_signature':
      return {
        key: `signature-${item.contract.name}-${item.change}`,
        text: t('overview_waiting_signature', {
          change: t(`overview_change_${SIGNED_CHANGES.includes(item.change) ? item.change : 'other'}`),
          contract: item.contract.name,
          date: formatShortDate(item.since, language),
        }),
        action: t('overview_action_see_contract'),
      };
    case 'payment_failed':
    case 'payment_pending':
      return {
        key: `${item.kind}-${item.invoice_number}`,
        text: t(`overview_waiting_${item.kind}`, {
          number: item.invoice_number,
          amount: formatMoney(item.amount, language),
          date: formatShortDate(item.since, language),
        }),
        action: item.action.kind === 'pay' ? t('overview_action_pay_again') : t('overview_action_see_invoice'),
      };
    case 'case_answered':
      return {
        key: `case-${item.number}`,
        text: t('overview_waiting_case_answered', {
          subject: item.subject,
          number: item.number,
          date: formatShortDate(item.since, language),
        }),
        action: t('overview_action_read_answer'),
      };
    case 'battery_discount':
      return {
        key: `battery-${item.contract.name}-${item.battery}`,
        text: t('overview_waiting_battery_discount', {
          battery: item.battery,
          amount: formatMoney(item.amount, language),
          contract: item.contract.name,
        }),
        action: t('overview_action_see_battery'),
      };
  }
}

/** What waits for me: each item with the one action that resolves it. */
export function WaitingCard({ waiting }: { waiting: readonly TWaitingItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <OverviewCard title={t('overview_waiting_title')} testId="overview-waiting">
      {waiting.length === 0 ? (
        <Typography data-testid="overview-waiting-none">{t('overview_waiting_none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {waiting.map((item) => {
            const words = wordsOf(item, t, language);
            return (
              <Box
                component="li"
                key={words.key}
                data-testid={`overview-waiting-${words.key}`}
                data-kind={item.kind}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Typography sx={{ minWidth: 0, flex: '1 1 14rem', overflowWrap: 'anywhere' }}>{words.text}</Typography>
                <OverviewActionButton action={item.action} label={words.action} testId={`overview-waiting-${words.key}-action`} />
              </Box>
            );
          })}
        </Stack>
      )}
    </OverviewCard>
  );
}
