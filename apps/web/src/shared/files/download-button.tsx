import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import type { TDownloadedFile } from './downloaded-file.ts';
import { saveFile } from './save-file.ts';

export interface TDownloadButtonProps {
  /** Fetches the file; the button saves it under the name the server gave. */
  download: () => Promise<TDownloadedFile>;
  /** The button's accessible name, which names the file. */
  ariaLabel: string;
  /** The button's test id; the error alert's is `<testId>-error`. */
  testId: string;
  /** What the alert says once a download failed. */
  failedText: string;
  sx?: SxProps<Theme>;
  /** The button's words, while downloading or not. */
  children: (downloading: boolean) => ReactNode;
}

/**
 * A file's download button: disabled while the file comes, saved when it has come; a failed
 * download turns the button into an error alert (customer-area §8).
 */
export function DownloadButton({ download, ariaLabel, testId, failedText, sx, children }: TDownloadButtonProps) {
  const [status, setStatus] = useState<'idle' | 'downloading' | 'failed'>('idle');
  if (status === 'failed') {
    return (
      <Alert severity="error" data-testid={`${testId}-error`} sx={{ py: 0 }}>
        {failedText}
      </Alert>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={status === 'downloading'}
      aria-label={ariaLabel}
      data-testid={testId}
      {...(sx ? { sx } : {})}
      onClick={async () => {
        setStatus('downloading');
        try {
          const file = await download();
          saveFile(file.blob, file.fileName);
          setStatus('idle');
        } catch {
          setStatus('failed');
        }
      }}
    >
      {children(status === 'downloading')}
    </Button>
  );
}
