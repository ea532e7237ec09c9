import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AtcClaimForm } from '../components/atc-claim-form.tsx';
import { ContractCaseFrame } from '../components/contract-case-frame.tsx';
import { claimContractOf } from '../model/claim-contract-param.ts';

/**
 * /reclamacions (customer-area §2): the ATC claim form on one of the customer's contracts; the
 * contract card's claim button opens it with `?contract=` naming its contract.
 */
export default function ClaimsPage() {
  const { t } = useTranslation();
  // Read from the location, not useSearchParams (which would grow the router chunk every page loads).
  const { search } = useLocation();
  return (
    <ContractCaseFrame
      title={t('atc_claim_title')}
      intro={t('atc_claim_intro')}
      failed={t('atc_claim_contracts_failed')}
      none={t('atc_claim_no_contracts')}
      testIds={{ loading: 'atc-claim-loading', failed: 'atc-contracts-failed', none: 'atc-no-contracts' }}
    >
      {(contracts) => <AtcClaimForm contracts={contracts} preselected={claimContractOf(search)} />}
    </ContractCaseFrame>
  );
}
