import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { contractTypeFromSlug, type TContractKind } from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Redirect } from '../../../shared/routing/redirect.tsx';
import { useSettings } from '../../../shared/settings/index.ts';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListPagination, useListPaging } from '../../../shared/ui/list-pagination.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useContractList } from '../api/get-contracts.ts';
import { ContractItems } from '../components/contract-items.tsx';
import { ContractSearchBox } from '../components/contract-search-box.tsx';
import { ContractTypeTabs } from '../components/contract-type-tabs.tsx';
import { NewContractButton } from '../components/new-contract-button.tsx';
import { useReturnToOpened } from '../components/use-return-to-opened.ts';
import { ACTION_PARAM, parseContractAction } from '../model/contract-action.ts';
import { contractDetailPath, contractListPath } from '../model/contract-paths.ts';
import { contractListKinds, defaultContractKind, showsContractTabs } from '../model/contract-types.ts';
import { listActionTarget } from '../model/list-action.ts';
import { newContractOptions } from '../model/new-contract-options.ts';
import { contractPageSizes } from '../model/page-sizes.ts';

/**
 * /contracts/:contractType (customer-area §2): the electricity or gas contracts, with tabs when
 * both are shown. A type the deployment does not show goes to the default list.
 */
export default function ContractsPage() {
  const { contractType = '' } = useParams();
  const language = useLanguage();
  const settings = useSettings();
  const { search } = useLocation();
  const shown = contractListKinds(settings);
  const kinds: TContractKind[] = shown.length > 0 ? shown : ['electricity'];
  const kind = contractTypeFromSlug(contractType);
  if (kind === undefined || kind === 'multipoint' || !kinds.includes(kind)) {
    return <Redirect to={contractListPath(defaultContractKind(settings), language) + search} />;
  }
  // Keyed by type: a tab switch starts its list afresh (first page, no search).
  return <ContractList key={kind} kind={kind} kinds={kinds} />;
}

function ContractList({ kind, kinds }: { kind: TContractKind; kinds: TContractKind[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const navigate = useNavigate();
  // Read from the location rather than with useSearchParams, which would add to the router
  // chunk every page (the login page too) loads.
  const { search } = useLocation();
  const action = parseContractAction(new URLSearchParams(search).get(ACTION_PARAM));
  const sizes = contractPageSizes(settings.contracts.itemsPerPage);
  const [filter, setFilter] = useState('');
  // A new key empties the search box when "Clear the search" clears the filter.
  const [searchBox, setSearchBox] = useState(0);
  const paging = useListPaging(settings.contracts.itemsPerPage);
  const { page, rowsPerPage, setPage } = paging;
  const list = useContractList({ type: kind, offset: page * rowsPerPage, limit: rowsPerPage, filter });
  const tabs = showsContractTabs(settings);
  const options = newContractOptions(settings, language);
  const title = t(`contracts_title_${kind}`);
  useReturnToOpened(useMemo(() => list.data?.items.map((contract) => contract.name), [list.data]));

  // A tile's action with one contract only: straight to it (visitor-and-shell §2.2).
  const target = listActionTarget({
    action,
    total: list.data?.n_items,
    onlyContractName: list.data?.items.length === 1 ? list.data.items[0]?.name : undefined,
    filtered: filter !== '',
  });
  const openOnly = target.kind === 'open' ? target.contractName : undefined;
  useEffect(() => {
    if (openOnly) navigate(contractDetailPath(kind, openOnly, language, action), { replace: true });
  }, [openOnly, kind, language, action, navigate]);

  const tabSearch = action ? `?${new URLSearchParams({ [ACTION_PARAM]: action })}` : '';

  return (
    <Page title={title} siteName={settings.organization.name} testId="contracts-page" maxWidth="lg">
      {tabs ? <ContractTypeTabs kinds={kinds} current={kind} hrefOf={(k) => contractListPath(k, language) + tabSearch} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        {settings.contracts.dontShowSearchFilter ? (
          <span />
        ) : (
          <ContractSearchBox
            key={searchBox}
            initial={filter}
            onSearch={(value) => {
              setFilter(value);
              setPage(0);
            }}
          />
        )}
        <NewContractButton options={options} />
      </Box>
      {action ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="contracts-action-hint">
          {t('contracts_choose_for_action')}
        </Alert>
      ) : null}
      <Paper variant="outlined">
        {list.isError ? (
          <ListStatus
            severity="warning"
            testId="contracts-error"
            action={{ label: t('try_again'), onClick: () => void list.refetch(), testId: 'contracts-retry' }}
          >
            {t('contracts_list_error')}
          </ListStatus>
        ) : list.isPending ? (
          <ListLoading rows={3} />
        ) : list.data.items.length === 0 && filter ? (
          <ListStatus
            severity="info"
            testId="contracts-empty"
            reason="filtered"
            action={{
              label: t('contracts_search_clear'),
              onClick: () => {
                setFilter('');
                setPage(0);
                setSearchBox((key) => key + 1);
              },
              testId: 'contracts-search-clear',
            }}
          >
            {t('contracts_search_no_results')}
          </ListStatus>
        ) : list.data.items.length === 0 ? (
          <ListStatus severity="info" testId="contracts-empty" reason="none">
            {t('contracts_list_empty')}
          </ListStatus>
        ) : (
          <>
            <ContractItems
              contracts={list.data.items}
              caption={title}
              showProduct={settings.contracts.showProduct}
              // Gas supplies have pressure and flow rate, not contracted power periods.
              showPower={settings.contracts.showPower && kind === 'electricity'}
              hrefOf={(contract) => contractDetailPath(contract.type, contract.name, language, action)}
            />
            <ListPagination
              testId="contracts-pagination"
              rowsPerPageLabel={t('pagination_rows_per_page')}
              count={list.data.n_items}
              sizes={sizes}
              {...paging.controls}
            />
          </>
        )}
      </Paper>
    </Page>
  );
}
