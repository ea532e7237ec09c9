import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '../../../shared/ui/page.tsx';
import { useClaimContracts } from '../api/get-claim-contracts.ts';
import { AtcClaimForm } from '../components/atc-claim-form.tsx';
import { claimContractOf } from '../model/claim-contract-param.ts';

/**
 * /reclamacions (customer-area §2): the ATC claim form on one of the customer's contracts; the
 * contract card's claim button opens it with `?contract=` naming its contract.
 */
export default function ClaimsPage() {
  const { t } = useTranslation();
  // Read from the location, not useSearchParams (which would grow the router chunk every page loads).
  const { search } = useLocation();
  const contracts = useClaimContracts();
  return (
    <Page title={t('atc_claim_title')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
        <Typography component="p" variant="body2" sx={{ mb: 2 }}>
          {t('atc_claim_intro')}
        </Typography>
        {contracts.isPending ? (
          <Skeleton variant="rounded" height={240} data-testid="atc-claim-loading" />
        ) : contracts.isError ? (
          <Alert severity="error" data-testid="atc-contracts-failed">
            {t('atc_claim_contracts_failed')}
          </Alert>
        ) : contracts.data.length === 0 ? (
          <Alert severity="info" data-testid="atc-no-contracts">
            {t('atc_claim_no_contracts')}
          </Alert>
        ) : (
          <AtcClaimForm contracts={contracts.data} preselected={claimContractOf(search)} />
        )}
      </Paper>
    </Page>
  );
}
