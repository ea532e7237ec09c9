import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useDeletePriceAlert } from '../api/delete-price-alert.ts';
import { useOmipProducts } from '../api/list-omip-products.ts';
import { usePriceAlerts } from '../api/list-price-alerts.ts';
import { PriceAlertForm } from '../components/price-alert-form.tsx';
import { PriceAlertsTable } from '../components/price-alerts-table.tsx';
import { omipErrorKey, type TOmipErrorType } from '../model/omip-errors.ts';

/**
 * /omipComponent (visitor-and-shell §2.1, §2.9, §8; docs/price-alerts.md): private, rendered as the
 * bare outlet without the shell's chrome (the route table's `bare`). The alert form and the table
 * of the customer's alerts; a failed products, alerts or delete call is an alert with its key
 * omip_{type} (the add's shows above the form). Its gate (settings.priceAlerts) answers 404 when off.
 */
export default function PriceAlertsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const products = useOmipProducts();
  const alerts = usePriceAlerts();
  const remove = useDeletePriceAlert();
  const failed: TOmipErrorType[] = [
    ...(products.isError ? (['products'] as const) : []),
    ...(alerts.isError ? (['alerts'] as const) : []),
    ...(remove.isError ? (['delete'] as const) : []),
  ];
  return (
    <Page title={t('price_alerts_title')} siteName={settings.organization.name} testId="price-alerts-page" maxWidth="lg">
      <Typography variant="body1" sx={{ mb: 2 }}>
        {t('price_alerts_intro')}
      </Typography>
      {failed.map((type) => (
        <Alert key={type} severity="error" sx={{ mb: 1 }} data-testid="price-alerts-error" data-type={type}>
          {t(omipErrorKey(type))}
        </Alert>
      ))}
      <PriceAlertForm products={products.data ?? []} />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('price_alerts_table_title')}
      </Typography>
      {alerts.isPending ? (
        <ListLoading rows={2} />
      ) : alerts.data && alerts.data.length > 0 ? (
        <PriceAlertsTable alerts={alerts.data} deleting={remove.isPending} onDelete={(alert) => remove.mutate(alert.id)} />
      ) : alerts.data ? (
        <ListStatus severity="info" testId="price-alerts-empty">
          {t('price_alerts_empty')}
        </ListStatus>
      ) : null}
    </Page>
  );
}
