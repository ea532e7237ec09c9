import type { TInvoice, TInvoiceDocumentFormat } from '@portal/domain';
import { useCallback, useState } from 'react';
import { saveFile } from '../../../../shared/files/save-file.ts';
import { useDownloadInvoiceDocument } from '../../api/download-invoice-document.ts';

/** Download status of one invoice (customer-area §3: "download status per invoice"). */
export type TInvoiceDownloadStatus = { state: 'downloading' | 'failed'; format: TInvoiceDocumentFormat };

export interface TInvoiceDownloads {
  statusOf: (invoiceId: number) => TInvoiceDownloadStatus | undefined;
  start: (invoice: Pick<TInvoice, 'id' | 'number' | 'type'>, format: TInvoiceDocumentFormat) => Promise<void>;
}

/**
 * The documents being downloaded in one list, per invoice: downloading while the file comes,
 * failed when it did not (the row shows an error until the next attempt), nothing once saved.
 */
export function useInvoiceDownloads(): TInvoiceDownloads {
  const [statuses, setStatuses] = useState<Record<number, TInvoiceDownloadStatus>>({});
  // One mutation, its status unused: several rows may download at once, each with its own status here.
  const { mutateAsync: download } = useDownloadInvoiceDocument();
  const start = useCallback(
    async (invoice: Pick<TInvoice, 'id' | 'number' | 'type'>, format: TInvoiceDocumentFormat) => {
      setStatuses((current) => ({ ...current, [invoice.id]: { state: 'downloading', format } }));
      try {
        const file = await download({ invoice, format });
        saveFile(file.blob, file.fileName);
        setStatuses(({ [invoice.id]: _done, ...rest }) => rest);
      } catch {
        setStatuses((current) => ({ ...current, [invoice.id]: { state: 'failed', format } }));
      }
    },
    [download],
  );
  const statusOf = useCallback((invoiceId: number) => statuses[invoiceId], [statuses]);
  return { statusOf, start };
}
