import type { TLanguage } from '../i18n/languages.ts';
import type { TInvoiceKind } from '../invoices/invoice-kinds.ts';
import { buildPath } from '../routes/route-paths.ts';
import { CONTRACT_TYPE_SLUGS, INVOICE_ACTION_SLUGS } from '../routes/route-table.ts';
import type { TOverviewAction } from './overview-schemas.ts';

/**
 * The one action of each overview item (docs/overview.md), as a route of the route table, so the
 * API names where to go and the web, which knows the language, writes the link. The invoice
 * actions use the invoice screen's own address (customer-area §2): its list `contractType`, a chip
 * on the invoice's number (`filter=name:exact:…`, the chip the filter panel makes) and, to pay,
 * `action=payOnline`, which opens the payment of the newest payable invoice of the list: with the
 * chip, this one.
 */

type TInvoiceRef = { number: string; kind: TInvoiceKind };
type TContractRef = { name: string; type: 'electricity' | 'gas' };

// The chip's value is escaped as the invoice list writes it (invoice-list-search.ts).
const chipValue = (value: string) => value.replace(/%/g, '%25').replace(/,/g, '%2C');
const invoiceQuery = (invoice: TInvoiceRef) => ({ contractType: invoice.kind, filter: `name:exact:${chipValue(invoice.number)}` });

/** Pay this invoice by card: changes something, so a read-only token sees it disabled. */
export const payInvoiceAction = (invoice: TInvoiceRef): TOverviewAction => ({
  kind: 'pay',
  route: 'invoices',
  params: {},
  query: { ...invoiceQuery(invoice), action: 'payOnline' },
  changes: true,
});

/** The invoice in its list, with its state and history. */
export const seeInvoiceAction = (invoice: TInvoiceRef): TOverviewAction => ({
  kind: 'see_invoice',
  route: 'invoices',
  params: {},
  query: invoiceQuery(invoice),
  changes: false,
});

/** The contract's page, at one of its sections. */
export function contractAction(contract: TContractRef, kind: 'see_contract' | 'see_battery' | 'see_consumption'): TOverviewAction {
  const hash = { see_contract: undefined, see_battery: 'virtual-batteries', see_consumption: 'consumption' }[kind];
  return {
    kind,
    ...(contract.type === 'gas'
      ? { route: 'gasContractDetail' as const, params: { contractName: contract.name } }
      : { route: 'contractDetail' as const, params: { contractType: contract.type, contractName: contract.name } }),
    query: {},
    ...(hash ? { hash } : {}),
    changes: false,
  };
}

/** The conversation of a case of the requests mailbox. */
export const readAnswerAction = (caseNumber: string): TOverviewAction => ({
  kind: 'read_answer',
  route: 'requestDetail',
  params: { id: caseNumber },
  query: {},
  changes: false,
});

/** The action as a link in `language`: the route's path, its query (slugs in that language) and hash. */
export function overviewActionHref(action: TOverviewAction, language: TLanguage): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(action.query)) {
    if (key === 'contractType' && value in CONTRACT_TYPE_SLUGS)
      query.set(key, CONTRACT_TYPE_SLUGS[value as keyof typeof CONTRACT_TYPE_SLUGS][language]);
    else if (key === 'action' && value in INVOICE_ACTION_SLUGS)
      query.set(key, INVOICE_ACTION_SLUGS[value as keyof typeof INVOICE_ACTION_SLUGS][language]);
    else query.set(key, value);
  }
  const search = query.toString();
  return `${buildPath(action.route, language, action.params)}${search ? `?${search}` : ''}${action.hash ? `#${action.hash}` : ''}`;
}
