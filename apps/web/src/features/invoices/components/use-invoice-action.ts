import { conditionsToTerms, type TInvoice, type TInvoiceFilterCondition, type TInvoiceKind } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSettings } from '../../../shared/settings/index.ts';
import { notify } from '../../../shared/ui/notice-store.ts';
import { invoiceListQuery } from '../api/get-invoices.ts';
import { newestInvoice, newestPayableInvoice, OPEN_INVOICES_CONDITION } from '../model/invoice-action-target.ts';
import type { TInvoiceAction } from '../model/invoice-location.ts';
import type { TInvoiceDownloads } from './table/use-invoice-downloads.ts';

// The newest payable invoice is among the newest open ones; a customer rarely has more pending.
const PAYABLE_SCAN = 100;

export interface TInvoiceActionOptions {
  kind: TInvoiceKind;
  action: TInvoiceAction | undefined;
  /** The list's own conditions (a contract opened from its page): the action stays within them. */
  conditions: readonly TInvoiceFilterCondition[];
  /** The first page of the list on screen, once loaded. */
  firstPage: readonly TInvoice[] | undefined;
  firstPageFailed: boolean;
  downloads: TInvoiceDownloads;
  onPay: (invoice: TInvoice) => void;
  /** The action was carried out (or could not be): the address becomes the plain list. */
  onDone: () => void;
}

/**
 * The home tiles' actions (visitor-and-shell §2.2), once per arrival: `download` saves the PDF of
 * the newest invoice of the list (its row shows the download); `payOnline` opens the payment of
 * the newest invoice that can be paid by card. Without one, a notice says so.
 */
export function useInvoiceAction({
  kind,
  action,
  conditions,
  firstPage,
  firstPageFailed,
  downloads,
  onPay,
  onDone,
}: TInvoiceActionOptions) {
  const settings = useSettings();
  const handled = useRef(false);
  const open = useQuery({
    ...invoiceListQuery({ kind, offset: 0, limit: PAYABLE_SCAN, filter: conditionsToTerms([...conditions, OPEN_INVOICES_CONDITION]) }),
    enabled: action === 'payOnline',
  });

  useEffect(() => {
    if (!action || handled.current) return;
    if (action === 'download') {
      if (!firstPage && !firstPageFailed) return;
      handled.current = true;
      const newest = firstPage ? newestInvoice(firstPage) : undefined;
      if (newest) void downloads.start(newest, 'pdf');
      else if (firstPage) notify('invoices_action_nothing_to_download', 'info');
      // A list that failed says so itself.
    } else {
      if (open.isPending) return;
      handled.current = true;
      const payable = open.data ? newestPayableInvoice(open.data.items, settings) : undefined;
      if (payable) onPay(payable);
      else if (open.data) notify('invoices_action_nothing_to_pay', 'info');
      else notify('invoices_error_fetching', 'warning');
    }
    onDone();
  }, [action, firstPage, firstPageFailed, open.isPending, open.data, settings, downloads, onPay, onDone]);
}
