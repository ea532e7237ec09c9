import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TContractKind } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Electricity and gas tabs; each is a link to its list, so the address names the list shown. */
export function ContractTypeTabs({
  kinds,
  current,
  hrefOf,
}: {
  kinds: TContractKind[];
  current: TContractKind;
  hrefOf: (kind: TContractKind) => string;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={current} aria-label={t('contracts_tabs_label')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {kinds.map((kind) => (
        <Tab
          key={kind}
          value={kind}
          label={t(`contracts_type_${kind}`)}
          component={RouterLink}
          to={hrefOf(kind)}
          aria-current={kind === current ? 'page' : undefined}
          data-testid={`contracts-tab-${kind}`}
        />
      ))}
    </Tabs>
  );
}
