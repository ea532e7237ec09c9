import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useClaimContracts } from '../api/get-claim-contracts.ts';
import { ContactForm } from '../components/contact-form.tsx';
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
  const contracts = useClaimContracts();
  return (
    <Page title={t(autoReads ? 'contact_autoreads_title' : 'contact_title')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
        <Typography component="p" variant="body2" sx={{ mb: 2 }}>
          {t(autoReads ? 'contact_autoreads_intro' : 'contact_intro')}
        </Typography>
        {contracts.isPending ? (
          <Skeleton variant="rounded" height={240} data-testid="contact-loading" />
        ) : contracts.isError ? (
          <Alert severity="error" data-testid="contact-contracts-failed">
            {t('contact_contracts_failed')}
          </Alert>
        ) : contracts.data.length === 0 ? (
          <Alert severity="info" data-testid="contact-no-contracts">
            {t('contact_no_contracts')}
          </Alert>
        ) : (
          // A new form when the mode changes: its schema and defaults differ.
          <ContactForm key={String(autoReads)} contracts={contracts.data} autoReads={autoReads} />
        )}
      </Paper>
    </Page>
  );
}
