import { buildPath, INVOICE_ACTION_SLUGS, matchRoute, type TInvoiceKind, type TLanguage } from '@portal/domain';
import { parseInvoiceKind } from './invoice-kinds.ts';

/** Query parameters of the invoice screen (customer-area §2). */
export const CONTRACT_TYPE_PARAM = 'contractType';
export const CONTRACT_NAME_PARAM = 'contractName';
/** `?action=payOnline` on the list: the same actions as /invoices/:action, consumed the same way. */
export const ACTION_PARAM = 'action';

/** What the home tiles ask of the invoices (visitor-and-shell §2.2). */
export const INVOICE_ACTIONS = ['download', 'payOnline'] as const;
export type TInvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** The action of /invoices/:action: its neutral name or its slug in any language. */
export function parseInvoiceAction(value: string | null | undefined): TInvoiceAction | undefined {
  if (!value) return undefined;
  return INVOICE_ACTIONS.find((action) => action === value || (Object.values(INVOICE_ACTION_SLUGS[action]) as string[]).includes(value));
}

export interface TInvoiceRequest {
  /** The list the address names, if any. */
  kind?: TInvoiceKind;
  /** The contract the list is restricted to (contractName query or the contract invoice routes). */
  contractName?: string;
  /** Set on /invoices/:action: consumed once, then the address becomes the plain list. */
  action?: TInvoiceAction;
  /** True on /invoices/:action, whether or not the slug is known. */
  onActionRoute: boolean;
  /** True when the query holds an `action`, known or not: it is removed once handled. */
  actionInQuery?: boolean;
}

/**
 * What the address asks for. Five routes share the page: invoices, invoicesAction,
 * invoicesMultipoint, contractInvoices and gasContractInvoices; the route decides the list and
 * contract first, the contractType and contractName query parameters otherwise.
 */
export function readInvoiceRequest(pathname: string, search: string): TInvoiceRequest {
  const query = new URLSearchParams(search);
  const match = matchRoute(pathname);
  const queryName = query.get(CONTRACT_NAME_PARAM)?.trim() || undefined;
  const request: TInvoiceRequest = {
    kind: parseInvoiceKind(query.get(CONTRACT_TYPE_PARAM)),
    contractName: queryName,
    onActionRoute: false,
  };
  if (query.has(ACTION_PARAM)) {
    request.action = parseInvoiceAction(query.get(ACTION_PARAM));
    request.actionInQuery = true;
  }
  switch (match?.name) {
    case 'invoicesMultipoint':
      return { ...request, kind: 'multipoint' };
    case 'contractInvoices':
      return { ...request, kind: parseInvoiceKind(match.params.contractType), contractName: match.params.contractName };
    case 'gasContractInvoices':
      return { ...request, kind: 'gas', contractName: match.params.contractName };
    case 'invoicesAction':
      return { ...request, action: parseInvoiceAction(match.params.action), onActionRoute: true };
    default:
      return request;
  }
}

/** The plain invoices route, naming the list and the contract in the query when given. */
export function invoiceListPath(language: TLanguage, target: { kind?: TInvoiceKind; contractName?: string } = {}): string {
  const query = new URLSearchParams();
  if (target.kind) query.set(CONTRACT_TYPE_PARAM, target.kind);
  if (target.contractName) query.set(CONTRACT_NAME_PARAM, target.contractName);
  const search = query.toString();
  return buildPath('invoices', language) + (search ? `?${search}` : '');
}
