import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../shared/i18n/i18n.ts';

/**
 * A change is waiting for the customer's signature (customer-area §3, §4): the processes
 * named by the contract (iban, power…), each translated where the catalogue knows it.
 */
export function SignatureNotice({ processes }: { processes: string[] }) {
  const { t } = useTranslation();
  const names = processes.map((process) => (i18n.exists(`signature_process_${process}`) ? t(`signature_process_${process}`) : process));
  return (
    <Alert severity="info" data-testid="contract-signature-notice">
      <AlertTitle>{t('contract_signature_title')}</AlertTitle>
      {t('contract_signature_notice')}
      {names.length > 0 ? ` ${t('contract_signature_processes', { processes: names.join(', ') })}` : null}
    </Alert>
  );
}
