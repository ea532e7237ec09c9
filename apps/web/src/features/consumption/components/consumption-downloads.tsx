import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/files/save-file.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { downloadCch, type TCchDownloadFormat, type TCchDownloadType } from '../api/download-cch.ts';

/**
 * The readings of the range as a file (customer-area §7: hourly and quarter-hourly only), CSV or
 * Excel. A failed download is silent (§8): the button is usable again, nothing else changes.
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
  const download = async (format: TCchDownloadFormat) => {
    setBusy(format);
    try {
      const file = await downloadCch(contractName, type, range, format, language);
      saveFile(file.blob, file.fileName);
    } catch {
      // Silent (§8).
    } finally {
      setBusy(null);
    }
  };
  return (
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
  );
}
