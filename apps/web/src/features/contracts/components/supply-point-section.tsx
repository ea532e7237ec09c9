import Box from '@mui/material/Box';
import type { TContract } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DetailField, DetailList, DetailSection } from '../../../shared/contract/detail-section.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';

/** Only http(s) addresses become links: the value comes from back-office data. */
const safeWebsite = (url: string | null) => {
  if (!url) return undefined;
  const withScheme = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
};

/** The supply point: CUPS, its address, the distributor (website and phone) and its reference. */
export function SupplyPointSection({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const website = safeWebsite(contract.dso.website);
  return (
    <DetailSection id="supply-point" title={t('contract_section_supply_point')} testId="contract-supply-point">
      <DetailList>
        <DetailField label={t('contract_cups')} testId="contract-cups">
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {contract.cups.name}
          </Box>
        </DetailField>
        <DetailField label={t('contract_supply_address')}>{contract.cups.full_address}</DetailField>
        <DetailField label={t('contract_distributor')} testId="contract-distributor">
          <Box component="span" sx={{ display: 'block' }}>
            {contract.dso.name}
          </Box>
          {website ? (
            <Box
              component="a"
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              // Positioned: the hidden "(opens in a new window)" is placed inside the link, not the page.
              sx={{ display: 'block', position: 'relative', color: 'primary.main' }}
            >
              {t('contract_distributor_website')}
              <Box component="span" sx={visuallyHidden}>{` (${t('link_opens_new_window')})`}</Box>
            </Box>
          ) : null}
          {contract.dso_phone ? (
            <Box component="a" href={`tel:${contract.dso_phone.replace(/\s+/g, '')}`} sx={{ display: 'block', color: 'primary.main' }}>
              {t('contract_distributor_phone', { phone: contract.dso_phone })}
            </Box>
          ) : null}
        </DetailField>
        <DetailField label={t('contract_dso_reference')}>{contract.dso_reference || t('contract_value_missing')}</DetailField>
      </DetailList>
    </DetailSection>
  );
}
