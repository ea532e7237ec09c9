import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TInvoiceKind } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Multipoint, electricity and gas tabs (customer-area §2). Each is a link to its list
 * (?contractType=), without the contractName of the list on screen: a tab switch shows the
 * whole list of the other type.
 */
export function InvoiceTypeTabs({
  kinds,
  current,
  hrefOf,
}: {
  kinds: readonly TInvoiceKind[];
  current: TInvoiceKind;
  hrefOf: (kind: TInvoiceKind) => string;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={current} aria-label={t('invoices_tabs_label')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {kinds.map((kind) => (
        <Tab
          key={kind}
          value={kind}
          label={t(`invoices_type_${kind}`)}
          component={RouterLink}
          to={hrefOf(kind)}
          aria-current={kind === current ? 'page' : undefined}
          data-testid={`invoices-tab-${kind}`}
        />
      ))}
    </Tabs>
  );
}
