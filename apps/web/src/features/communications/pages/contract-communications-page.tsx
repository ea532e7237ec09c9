import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buildPath, contractTypeFromSlug } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { useContractCommunications } from '../api/communication-calls.ts';
import { CommunicationsList } from '../components/communications-list.tsx';
import { ElectronicNotification } from '../components/electronic-notification.tsx';
import { MessageDialog } from '../components/message-dialog.tsx';
import { NotificationPreferences } from '../components/notification-preferences.tsx';

/**
 * /contractes/{type}/{name}/comunicacions (customer-area §2; docs/communications.md): every mail
 * the portal sent about the contract, newest first, each opened in a dialog; the contract's
 * electronic-notification state; and which notifications the customer receives by mail, the
 * place a customer looking at their mails would look for it.
 */
export default function ContractCommunicationsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const { contractType = '', contractName = '' } = useParams();
  const kind = contractTypeFromSlug(contractType) === 'gas' ? 'gas' : 'electricity';
  const list = useContractCommunications(contractName, kind);
  const [open, setOpen] = useState<number>();
  const detailPath =
    kind === 'gas'
      ? buildPath('gasContractDetail', language, { contractName })
      : buildPath('contractDetail', language, { contractType: kind, contractName });

  return (
    <Page title={t('communications_title', { name: contractName })} siteName={settings.organization.name} testId="communications-page">
      <Stack spacing={3}>
        <TextLink to={detailPath} testId="communications-back" style={{ display: 'inline-flex', alignItems: 'center', gap: '4px' }}>
          <ArrowBackIcon fontSize="small" aria-hidden="true" />
          {t('communications_back', { name: contractName })}
        </TextLink>
        {list.isPending ? <Spinner label={t('communications_loading')} /> : null}
        {list.isError ? (
          <ListStatus
            severity="warning"
            testId="communications-failed"
            action={{ label: t('communications_retry'), onClick: () => void list.refetch(), testId: 'communications-retry' }}
          >
            {t('communications_failed')}
          </ListStatus>
        ) : null}
        {list.data ? (
          <>
            <section aria-labelledby="enotification-title">
              <Typography component="h2" variant="h6" id="enotification-title" gutterBottom>
                {t('communications_enotification_title')}
              </Typography>
              <ElectronicNotification state={list.data.contract.electronic_notification} />
            </section>
            <section aria-labelledby="communications-list-title">
              <Typography component="h2" variant="h6" id="communications-list-title" gutterBottom>
                {t('communications_list_title', { count: list.data.n_items })}
              </Typography>
              {list.data.items.length > 0 ? (
                <CommunicationsList items={list.data.items} onOpen={setOpen} />
              ) : (
                <ListStatus severity="info" testId="communications-empty">
                  {t('communications_empty')}
                </ListStatus>
              )}
            </section>
          </>
        ) : null}
        <Divider />
        <NotificationPreferences />
      </Stack>
      <MessageDialog contractName={contractName} id={open} onClose={() => setOpen(undefined)} />
    </Page>
  );
}
