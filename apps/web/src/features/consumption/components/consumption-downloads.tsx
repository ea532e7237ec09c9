import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/files/save-file.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { downloadCch, type TCchDownloadFormat, type TCchDownloadType } from '../api/download-cch.ts';

/**
 * The readings of the range as a file (customer-area §7: hourly and quarter-hourly only), CSV or
 * Excel. §8 keeps a failed download silent, but a silent failure leaves the customer believing
 * the file came: it says so in one line under the buttons, with a button that tries again
 * (no dialog, no page-level error; docs/consumption.md).
 */
export function ConsumptionDownloads({
  contractName,
  type,
  range,
  disabled,
}: {
  contractName: string;
  type: TCchDownloadType;
  range: { start: string; end: string };
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelId = useId();
  const [busy, setBusy] = useState<TCchDownloadFormat | null>(null);
  const [failed, setFailed] = useState<TCchDownloadFormat | null>(null);
  const download = async (format: TCchDownloadFormat) => {
    setBusy(format);
    setFailed(null);
    try {
      const file = await downloadCch(contractName, type, range, format, language);
      saveFile(file.blob, file.fileName);
    } catch {
      setFailed(format);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box id={labelId} component="span" sx={{ typography: 'body2', fontWeight: 600, mr: 1 }}>
          {t('consumption_downloads')}
        </Box>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon aria-hidden="true" />}
            disabled={disabled || busy !== null}
            onClick={() => void download(format)}
            data-testid={`consumption-download-${format}`}
          >
            {t(`consumption_download_${format}`)}
          </Button>
        ))}
      </Box>
      {failed ? (
        <Alert
          severity="error"
          data-testid="consumption-download-error"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={disabled || busy !== null}
              onClick={() => void download(failed)}
              data-testid="consumption-download-retry"
            >
              {t('consumption_download_retry')}
            </Button>
          }
        >
          {t('consumption_download_failed', { format: failed === 'csv' ? 'CSV' : 'Excel' })}
        </Alert>
      ) : null}
    </Box>
  );
}
