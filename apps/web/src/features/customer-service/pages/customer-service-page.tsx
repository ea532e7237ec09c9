import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSettings } from '../../../shared/settings/index.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { ContractCaseFrame } from '../components/contract-case-frame.tsx';
import { isAutoReadsMode } from '../model/contact-mode.ts';

/**
 * /atencio-al-client (customer-area §2; the route's gate: the contact feature and the crm.case
 * flag): the signed-in contact form; `?autolectures=true` with feature contactAutoReads opens its
 * autoreads variant (category 20 and the meter reading).
 */
export default function CustomerServicePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  // Read from the location, not useSearchParams (which would grow the router chunk every page loads).
  const { search } = useLocation();
  const autoReads = isAutoReadsMode(search, settings);
  return (
    <ContractCaseFrame
      title={t(autoReads ? 'contact_autoreads_title' : 'contact_title')}
      intro={t(autoReads ? 'contact_autoreads_intro' : 'contact_intro')}
      failed={t('contact_contracts_failed')}
      none={t('contact_no_contracts')}
      testIds={{ loading: 'contact-loading', failed: 'contact-contracts-failed', none: 'contact-no-contracts' }}
    >
      {/* A new form when the mode changes: its schema and defaults differ. */}
      {(contracts) => <ContactForm key={String(autoReads)} contracts={contracts} autoReads={autoReads} />}
    </ContractCaseFrame>
  );
}
