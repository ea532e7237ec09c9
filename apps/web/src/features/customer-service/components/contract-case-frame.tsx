import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { buildPath } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { useClaimContracts } from '../api/get-claim-contracts.ts';

type TClaimContracts = NonNullable<ReturnType<typeof useClaimContracts>['data']>;

export interface TContractCaseFrameProps {
  title: string;
  intro: string;
  /** What the page says when the contracts cannot be fetched, and when there are none. */
  failed: string;
  none: string;
  /** The browser tests' names for the loading, failed and no-contracts states. */
  testIds: { loading: string; failed: string; none: string };
  /** The form, once the customer's contracts are known and there is at least one. */
  children: (contracts: TClaimContracts) => ReactNode;
}

/**
 * Why the form is not there, and the way on: a request (the mailbox) needs no contract, so a
 * customer without one is never left at a dead end.
 */
function NoContract({ none, testId }: { none: string; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Alert severity="info" data-testid={testId}>
      <Typography component="p" variant="body2">
        {none} {t('case_no_contract_write')}
      </Typography>
      <TextLink
        to={buildPath('requestCreate', language)}
        variant="body2"
        testId={`${testId}-request`}
        style={{ display: 'inline-block', marginTop: 8 }}
      >
        {t('case_no_contract_request')}
      </TextLink>
    </Alert>
  );
}

/**
 * The page of a case opened on a contract (the ATC claim, the signed-in contact; customer-area
 * §2): its intro, then the form once the customer's contracts have arrived, or why it cannot be
 * shown (still loading, not fetched, no contract to name: then a request, which needs none).
 */
export function ContractCaseFrame({ title, intro, failed, none, testIds, children }: TContractCaseFrameProps) {
  const contracts = useClaimContracts();
  return (
    <Page title={title}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
        <Typography component="p" variant="body2" sx={{ mb: 2 }}>
          {intro}
        </Typography>
        {contracts.isPending ? (
          <Skeleton variant="rounded" height={240} data-testid={testIds.loading} />
        ) : contracts.isError ? (
          <Alert severity="error" data-testid={testIds.failed}>
            {failed}
          </Alert>
        ) : contracts.data.length === 0 ? (
          <NoContract none={none} testId={testIds.none} />
        ) : (
          children(contracts.data)
        )}
      </Paper>
    </Page>
  );
}
