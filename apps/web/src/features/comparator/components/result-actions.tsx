import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { buildPath, comparatorSettingsOf, type TRouteName } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGate } from '../../../shared/gates/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';

type TContractRoute = Extract<TRouteName, 'electricityContracting' | 'gasContracting' | 'dualContracting'>;

/** A contracting button: only when its wizard is enabled (§2.1) and built in this portal (no link to a missing page). */
function ContractButton({ route, label, testId }: { route: TContractRoute; label: string; testId: string }) {
  const language = useLanguage();
  const open = useGate(route);
  if (!open || !isRouteMounted(route)) return null;
  return (
    <Button component={RouterLink} to={buildPath(route, language)} variant="contained" data-testid={testId}>
      {label}
    </Button>
  );
}

/**
 * The result's buttons (visitor-and-shell §2.6, §2.7): 'our products', which leads to the
 * retailer's product page of the settings (comparator.productsUrl; none set, no button), and
 * 'contract now' (gas: 'contract now (gas)' and 'contract dual').
 */
export function ResultActions({ kind }: { kind: 'electricity' | 'gas' }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { productsUrl } = comparatorSettingsOf(settings.comparator);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, my: 3 }} data-testid="compare-actions">
      {productsUrl ? (
        <Button
          component="a"
          href={productsUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          data-testid="compare-our-products"
        >
          {t('comparator_our_products')}
          <Box component="span" sx={visuallyHidden}>
            {` (${t('comparator_opens_new_tab')})`}
          </Box>
        </Button>
      ) : null}
      {kind === 'electricity' ? (
        <ContractButton route="electricityContracting" label={t('comparator_contract_now')} testId="compare-contract" />
      ) : (
        <>
          <ContractButton route="gasContracting" label={t('comparator_contract_now_gas')} testId="compare-contract-gas" />
          <ContractButton route="dualContracting" label={t('comparator_contract_dual')} testId="compare-contract-dual" />
        </>
      )}
    </Box>
  );
}
