import { contractTypeFromSlug } from '@portal/domain';
import { useLocation, useParams } from 'react-router';
import { contractDetailPath } from '../../features/contracts/index.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { Redirect } from '../../shared/routing/redirect.tsx';
import { ContractDetail } from './contract-detail.tsx';

/**
 * The page of both detail routes (one chunk): /contracts/:contractType/:contractName for
 * electricity and /contracts-gas/:contractName for gas, which has no :contractType. A gas
 * contract under the first form moves to its own route.
 */
export default function ContractDetailPage() {
  const { contractType, contractName = '' } = useParams();
  const language = useLanguage();
  const { search, hash } = useLocation();
  const kind = contractType === undefined ? 'gas' : contractTypeFromSlug(contractType);
  if (contractType !== undefined && kind === 'gas') {
    return <Redirect to={`${contractDetailPath('gas', contractName, language)}${search}${hash}`} />;
  }
  return <ContractDetail key={contractName} routeKind={kind === 'gas' ? 'gas' : 'electricity'} name={contractName} />;
}
