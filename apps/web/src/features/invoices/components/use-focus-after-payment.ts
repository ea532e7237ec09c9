import { type RefObject, useEffect, useState } from 'react';

/**
 * After a payment's dialog closes, the focus returns to its Pay button (the dialog's doing); then
 * the list refreshes and the paid invoice has no Pay button any more, which would drop the focus
 * to the top of the page. It goes to that invoice's download button instead, or to the list's
 * title when the invoice has left the list (a "pending" filter). Call the answer with the paid
 * invoice's id.
 */
export function useFocusAfterPayment(list: RefObject<HTMLElement | null>, rows: unknown): (invoiceId: number) => void {
  const [paidId, setPaidId] = useState<number | null>(null);
  useEffect(() => {
    if (paidId === null) return;
    const active = document.activeElement;
    // Still on a control (the Pay button until the refreshed list arrives): nothing was lost yet.
    if (active && active !== document.body && active.isConnected) return;
    setPaidId(null);
    const target =
      list.current?.querySelector<HTMLElement>(`[data-invoice-download="${paidId}"]`) ?? list.current?.querySelector<HTMLElement>('h2');
    target?.focus();
  }, [paidId, rows, list]);
  return setPaidId;
}
