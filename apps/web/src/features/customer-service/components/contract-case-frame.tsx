import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Page } from '../../../shared/ui/page.tsx';
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
 * The page of a case opened on a contract (the ATC claim, the signed-in contact; customer-area
 * §2): its intro, then the form once the customer's contracts have arrived, or why it cannot be
 * shown (still loading, not fetched, no contract to name).
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
          <Alert severity="info" data-testid={testIds.none}>
            {none}
          </Alert>
        ) : (
          children(contracts.data)
        )}
      </Paper>
    </Page>
  );
}
