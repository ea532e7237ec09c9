import { type TContractKind, type TInvoiceOnlineRequest, updateInvoiceDeliveryEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/contracts/:contractName/?type {invoice_online}: email or postal invoices (customer-area §7). */
export const updateInvoiceDelivery = (kind: TContractKind, name: string, body: TInvoiceOnlineRequest) =>
  apiCall(updateInvoiceDeliveryEndpoint, { params: { contractName: name }, query: { type: kind }, body });

export const useUpdateInvoiceDelivery = () =>
  useMutation({
    mutationFn: ({ kind, name, request }: { kind: TContractKind; name: string; request: TInvoiceOnlineRequest }) =>
      updateInvoiceDelivery(kind, name, request),
  });
