import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { INVOICE_DOCUMENT_FORMATS, type TInvoice } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInvoiceDownloads } from './use-invoice-downloads.ts';

/**
 * The documents of one invoice (PDF, signed PDF, consumption CSV) behind one button. While a
 * document downloads the button shows a spinner; a failure shows an error under it, and the
 * menu stays usable to try again. Choosing a document returns the focus to the button (the
 * menu's own doing), where it stays through the download.
 */
export function InvoiceDownloadMenu({
  invoice,
  downloads,
}: {
  invoice: Pick<TInvoice, 'id' | 'number' | 'type'>;
  downloads: TInvoiceDownloads;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const status = downloads.statusOf(invoice.id);
  const busy = status?.state === 'downloading';
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} aria-hidden="true" /> : <DownloadIcon />}
        // Not disabled while the file comes: a disabled button drops the keyboard's focus to the
        // top of the page. It stays focused, says it is busy and ignores clicks.
        aria-disabled={busy || undefined}
        aria-label={
          busy ? t('invoices_downloading_invoice', { number: invoice.number }) : t('invoices_download_invoice', { number: invoice.number })
        }
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          if (!busy) setAnchor(event.currentTarget);
        }}
        data-testid={`invoice-download-${invoice.id}`}
        data-invoice-download={invoice.id}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {busy ? t('invoices_downloading') : t('invoices_download')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {INVOICE_DOCUMENT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            data-testid={`invoice-download-${invoice.id}-${format}`}
            onClick={() => {
              setAnchor(null);
              void downloads.start(invoice, format);
            }}
          >
            {t(`invoices_document_${format}`)}
          </MenuItem>
        ))}
      </Menu>
      {status?.state === 'failed' ? (
        <Alert severity="error" sx={{ py: 0 }} data-testid={`invoice-download-${invoice.id}-error`}>
          {t('invoices_download_error')}
        </Alert>
      ) : null}
    </Box>
  );
}
