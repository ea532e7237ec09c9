import type { TContractKind, TInvoiceOnlineRequest } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/contracts/:contractName/?type {invoice_online}: email or postal invoices. */
export const updateInvoiceDelivery = (kind: TContractKind, name: string, body: TInvoiceOnlineRequest) =>
  apiCall<unknown>({ method: 'POST', path: '/contracts/:contractName/', params: { contractName: name }, query: { type: kind }, body });
