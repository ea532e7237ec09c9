import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useOverview } from '../api/get-overview.ts';
import { ConsumptionCard } from '../components/consumption-card.tsx';
import { DebtCard } from '../components/debt-card.tsx';
import { ForecastCard } from '../components/forecast-card.tsx';
import { WaitingCard } from '../components/waiting-card.tsx';

/**
 * The signed-in overview at / (visitor-and-shell §2.2 "dashboard", the customers' default home;
 * docs/overview.md): what I owe and how to pay it, the next bill forecast, this month against
 * last year's and what waits for me, from one request.
 */
export default function OverviewPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const overview = useOverview();
  return (
    <Page title={t('overview_title')} siteName={settings.organization.name} testId="overview-page" maxWidth="lg">
      {overview.isPending ? (
        <ListLoading rows={4} />
      ) : overview.isError ? (
        <ListStatus
          severity="warning"
          testId="overview-error"
          action={{ label: t('overview_retry'), onClick: () => void overview.refetch(), testId: 'overview-retry' }}
        >
          {t('overview_error')}
        </ListStatus>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <DebtCard debt={overview.data.debt} />
          <WaitingCard waiting={overview.data.waiting} />
          <ForecastCard forecasts={overview.data.forecasts} noForecast={overview.data.no_forecast} />
          <ConsumptionCard consumption={overview.data.consumption} />
        </Box>
      )}
    </Page>
  );
}
