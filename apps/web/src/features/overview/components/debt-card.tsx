import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, formatPeriod, type TOverview } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { OverviewActionButton } from './overview-action.tsx';
import { OverviewCard } from './overview-card.tsx';

/** What I owe now and how to pay it: the total, the part payable by card now, each invoice with Pay or a look at it. */
export function DebtCard({ debt }: { debt: TOverview['debt'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <OverviewCard title={t('overview_debt_title')} testId="overview-debt">
      {debt.invoices.length === 0 ? (
        <Typography data-testid="overview-debt-none">{t('overview_debt_none')}</Typography>
      ) : (
        <>
          <Typography variant="h5" component="p" data-testid="overview-debt-total">
            {formatMoney(debt.total, language)}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {t('overview_debt_payable', { amount: formatMoney(debt.payable, language) })}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {debt.invoices.map((invoice) => (
              <Box
                component="li"
                key={invoice.id}
                data-testid={`overview-debt-${invoice.number}`}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {t('overview_debt_invoice', { number: invoice.number, amount: formatMoney(invoice.amount_pending, language) })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {invoice.contract_name
                      ? t('overview_debt_invoice_of', {
                          contract: invoice.contract_name,
                          period: formatPeriod(invoice.start_date, invoice.end_date, language),
                        })
                      : formatPeriod(invoice.start_date, invoice.end_date, language)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" data-testid={`overview-debt-${invoice.number}-way`}>
                    {t(`overview_way_${invoice.way}`)}
                  </Typography>
                </Box>
                <OverviewActionButton
                  action={invoice.action}
                  label={invoice.action.kind === 'pay' ? t('overview_action_pay') : t('overview_action_see_invoice')}
                  accessibleLabel={
                    invoice.action.kind === 'pay'
                      ? t('overview_action_pay_invoice', { number: invoice.number })
                      : t('overview_action_see_invoice_number', { number: invoice.number })
                  }
                  testId={`overview-debt-${invoice.number}-action`}
                />
              </Box>
            ))}
          </Stack>
        </>
      )}
    </OverviewCard>
  );
}
