import Button from '@mui/material/Button';
import { formatShortDate, formatShortDateTime, formatUnitPrice, type TPriceAlert, type TPriceAlertType } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { PriceSparkline } from './price-sparkline.tsx';

const CONDITION: Record<TPriceAlertType, string> = {
  '<': 'price_alerts_condition_below',
  '>': 'price_alerts_condition_above',
  '==': 'price_alerts_condition_equal',
};

export interface TPriceAlertsTableProps {
  alerts: readonly TPriceAlert[];
  onDelete: (alert: TPriceAlert) => void;
  deleting: boolean;
}

/**
 * The table of §2.9 (cards on a phone): each alert's product and condition, when it last fired
 * and at what settlement price, a small chart of the product's recent prices, and its delete.
 */
export function PriceAlertsTable({ alerts, onDelete, deleting }: TPriceAlertsTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (euros: number) => formatUnitPrice(euros, 'MWh', language);
  return (
    <ResponsiveList
      items={alerts}
      itemKey={(alert) => alert.id}
      label={t('price_alerts_table_label')}
      testId="price-alerts-table"
      itemTestId={(alert) => `price-alert-${alert.id}`}
      columns={[
        { id: 'product', header: t('price_alerts_product'), cell: (alert) => alert.product, rowHeader: true, card: 'title', nowrap: true },
        {
          id: 'condition',
          header: t('price_alerts_condition'),
          cell: (alert) => <span data-testid="price-alert-condition">{t(CONDITION[alert.type], { price: price(alert.price) })}</span>,
        },
        {
          id: 'fired',
          header: t('price_alerts_last_fired'),
          cell: (alert) => (
            <span data-testid="price-alert-last-fired">
              {alert.last_fired_at && alert.last_fired_price !== null
                ? t('price_alerts_fired_at', {
                    when: formatShortDateTime(alert.last_fired_at, language),
                    price: price(alert.last_fired_price),
                  })
                : t('price_alerts_never_fired')}
            </span>
          ),
        },
        {
          id: 'chart',
          header: t('price_alerts_recent_prices'),
          cell: (alert) => {
            const last = alert.recent_prices[alert.recent_prices.length - 1];
            return last ? (
              <span>
                <PriceSparkline prices={alert.recent_prices} alertPrice={alert.price} />
                <span>{t('price_alerts_latest', { day: formatShortDate(last.day, language), price: price(last.price) })}</span>
              </span>
            ) : (
              t('price_alerts_no_prices')
            );
          },
        },
        {
          id: 'delete',
          header: t('price_alerts_actions'),
          card: 'actions',
          cell: (alert) => (
            <Button
              color="error"
              variant="outlined"
              size="small"
              disabled={deleting}
              onClick={() => onDelete(alert)}
              aria-label={t('price_alerts_delete_label', { product: alert.product })}
              data-testid="price-alert-delete"
            >
              {t('price_alerts_delete')}
            </Button>
          ),
        },
      ]}
    />
  );
}
