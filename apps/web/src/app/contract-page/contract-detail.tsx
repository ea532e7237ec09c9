import type { TContractKind } from '@portal/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { contractDetailPath, contractListPath, defaultContractKind, useContract } from '../../features/contracts/index.ts';
import { errorStatus } from '../../shared/api/api-error.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { Redirect } from '../../shared/routing/redirect.tsx';
import { useSettings } from '../../shared/settings/index.ts';
import { ListStatus } from '../../shared/ui/list-status.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useFocusOnArrival } from '../../shared/ui/use-focus-on-arrival.ts';
import { ContractView } from './contract-view.tsx';

/**
 * The contract named in the route. One that is not the customer's (404) sends to the default
 * list; one of the other type moves to its own route, keeping query and hash.
 */
export function ContractDetail({ routeKind, name }: { routeKind: TContractKind; name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const { search, hash } = useLocation();
  const contract = useContract(name);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading, hash.length > 1);

  if (contract.isError && errorStatus(contract.error) === 404) {
    return <Redirect to={contractListPath(defaultContractKind(settings), language)} />;
  }
  if (contract.isSuccess && contract.data.type !== routeKind) {
    return <Redirect to={`${contractDetailPath(contract.data.type, name, language)}${search}${hash}`} />;
  }
  return (
    <Page
      title={t('contract_detail_title', { name })}
      siteName={settings.organization.name}
      testId="contract-detail-page"
      maxWidth="lg"
      headingRef={heading}
    >
      {contract.isPending ? (
        <Spinner label={t('app_loading')} fullHeight />
      ) : contract.isError ? (
        <ListStatus
          severity="warning"
          testId="contract-error"
          action={{ label: t('try_again'), onClick: () => void contract.refetch(), testId: 'contract-retry' }}
        >
          {t('contract_fetch_error')}
        </ListStatus>
      ) : (
        <ContractView key={contract.data.name} contract={contract.data} />
      )}
    </Page>
  );
}
