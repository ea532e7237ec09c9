import {
  conditionsToTerms,
  DEFAULT_INVOICE_PAGE_SIZE,
  invoicePageSizes,
  singleContractCondition,
  type TInvoiceFilterCondition,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import { useSearch } from '../../../shared/routing/use-search.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { FILTER_PARAM, readListView, writeListView } from '../model/invoice-list-search.ts';

/** The chip of the contract named by the address. */
export const CONTRACT_CONDITION_ID = 'contract-name';

/**
 * The applied chips, page and page size of an invoice list, read from the address and written
 * back to it (a new history entry: Back undoes a filter or a page turn, reload keeps them). The
 * chips being edited are the panel's own until Apply; they follow the address when it changes
 * (Back).
 */
export function useInvoiceListView(contractName: string | undefined) {
  const settings = useSettings();
  const [search, setSearch] = useSearch();
  const sizes = invoicePageSizes(settings.invoices.itemsPerPage);
  const defaultSize = sizes.includes(settings.invoices.itemsPerPage) ? settings.invoices.itemsPerPage : DEFAULT_INVOICE_PAGE_SIZE;
  const defaults = useMemo(
    () => ({ conditions: contractName ? [singleContractCondition(contractName, CONTRACT_CONDITION_ID)] : [], size: defaultSize }),
    [contractName, defaultSize],
  );
  const encoded = search.getAll(FILTER_PARAM).join('\n');
  const view = readListView(search);
  // The contract of the route keeps its chip's id when the address repeats it. `encoded` stands
  // for view.conditions, a new array on every render.
  const applied = useMemo(
    () =>
      (view.conditions ?? defaults.conditions).map((condition) =>
        contractName && condition.category === 'contract' && condition.operator === 'exact' && condition.values.join() === contractName
          ? { ...condition, id: CONTRACT_CONDITION_ID }
          : condition,
      ),
    [encoded, defaults, contractName],
  );
  const rowsPerPage = view.size !== undefined && sizes.includes(view.size) ? view.size : defaultSize;

  const [draft, setDraft] = useState({ from: encoded, conditions: applied });
  if (draft.from !== encoded) setDraft({ from: encoded, conditions: applied });

  const write = (next: { conditions?: readonly TInvoiceFilterCondition[]; page?: number; size?: number }) =>
    setSearch((current) => writeListView(current, next, defaults));

  return {
    /** The chips of the panel, applied or not yet. */
    conditions: draft.conditions,
    setConditions: (conditions: TInvoiceFilterCondition[]) => setDraft({ from: encoded, conditions }),
    applied,
    /** The terms of the applied chips: what the list is filtered by. */
    filter: conditionsToTerms(applied),
    page: view.page,
    rowsPerPage,
    sizes,
    apply: () => write({ conditions: draft.conditions, page: 0 }),
    /** No chips at all (the route's contract chip too), from the first page. */
    clear: () => {
      setDraft({ from: encoded, conditions: [] });
      write({ conditions: [], page: 0 });
    },
    setPage: (page: number) => write({ page }),
    setRowsPerPage: (size: number) => write({ size, page: 0 }),
  };
}
