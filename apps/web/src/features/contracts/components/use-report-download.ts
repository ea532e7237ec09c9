import type { TContract } from '@portal/domain';
import { useState } from 'react';
import { saveFile } from '../../../shared/files/save-file.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { downloadContractReport } from '../api/download-contract-report.ts';

/** The contract report download, shared by its button and the `download` action. */
export function useReportDownload(contract: Pick<TContract, 'name' | 'type'>) {
  const language = useLanguage();
  const [status, setStatus] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const start = async () => {
    setStatus('downloading');
    try {
      const file = await downloadContractReport(contract.type, contract.name, language);
      saveFile(file.blob, file.fileName);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };
  return { status, start };
}
