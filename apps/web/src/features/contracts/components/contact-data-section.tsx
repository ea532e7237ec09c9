import Box from '@mui/material/Box';
import type { TContract, TContractButtons } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { TContractDialog } from '../../../shared/contract/contract-page.ts';
import { DetailField, DetailList, DetailSection } from '../../../shared/contract/detail-section.tsx';
import { ChangeButton } from './change-button.tsx';
import { ContactFieldEditor } from './contact-field-editor.tsx';

/** Where and how the retailer reaches the customer: notification address, email, phone, invoice delivery. */
export function ContactDataSection({
  contract,
  buttons,
  onOpen,
}: {
  contract: TContract;
  buttons: TContractButtons;
  onOpen: (dialog: TContractDialog) => void;
}) {
  const { t } = useTranslation();
  const address = contract.notification_address;
  // Email and phone belong to the notification address: there is nothing to edit without one.
  const contactRule = address ? buttons.notificationAddress : { visible: false, disabled: true };
  return (
    <DetailSection id="contact-data" title={t('contract_section_contact')} testId="contract-contact">
      <DetailList>
        <DetailField label={t('contract_notification_address')} testId="contract-notification-address">
          <Box component="span" sx={{ display: 'block' }}>
            {address ? `${address.name} · ${address.full_address}` : t('contract_value_missing')}
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            <ChangeButton
              rule={buttons.notificationAddress}
              label={t('contract_button_notification_address')}
              testId="button-notification-address"
              variant="text"
              onClick={() => onOpen('notificationAddress')}
            />
          </Box>
        </DetailField>
        <DetailField label={t('contract_invoice_delivery')} testId="contract-invoice-delivery">
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <span>{t(`invoice_delivery_${contract.invoice_online}`)}</span>
            <ChangeButton
              rule={buttons.invoiceDelivery}
              label={t('edit')}
              testId="button-invoice-delivery"
              variant="text"
              onClick={() => onOpen('invoiceDelivery')}
            />
          </Box>
        </DetailField>
        <DetailField label={t('contract_email')}>
          <ContactFieldEditor
            contractName={contract.name}
            field="email"
            label={t('contract_email')}
            value={address?.email ?? null}
            rule={contactRule}
          />
        </DetailField>
        <DetailField label={t('contract_phone')}>
          <ContactFieldEditor
            contractName={contract.name}
            field="phone"
            label={t('contract_phone')}
            value={address?.mobile ?? null}
            rule={contactRule}
          />
        </DetailField>
      </DetailList>
    </DetailSection>
  );
}
