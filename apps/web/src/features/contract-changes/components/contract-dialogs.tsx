import type { TContract } from '@portal/domain';
import type { TContractDialog } from '../../../shared/contract/contract-page.ts';
import { CadastralReferenceDialog } from './cadastral-reference-dialog.tsx';
import { IbanChangeDialog } from './iban-change-dialog.tsx';
import { InvoiceDeliveryDialog } from './invoice-delivery-dialog.tsx';
import { NotificationAddressDialog } from './notification-address-dialog.tsx';
import { PowerChangeDialog } from './power-change-dialog.tsx';
import { SipsDialog } from './sips-dialog.tsx';

export interface TContractDialogsProps {
  contract: TContract;
  open: TContractDialog | null;
  onClose: () => void;
  /** A change answered waiting_for_signature: the page shows the signature-process notice. */
  onSignatureRequested: () => void;
}

/** The open change dialog, mounted only while open so each opening starts from a fresh state. */
export function ContractDialogs({ contract, open, onClose, onSignatureRequested }: TContractDialogsProps) {
  const onSucceeded = (waiting: boolean) => {
    if (waiting) onSignatureRequested();
  };
  switch (open) {
    case 'power':
      return <PowerChangeDialog contract={contract} onClose={onClose} onSucceeded={onSucceeded} />;
    case 'iban':
      return <IbanChangeDialog contract={contract} onClose={onClose} onSucceeded={onSucceeded} />;
    case 'sips':
      return <SipsDialog contract={contract} onClose={onClose} onSucceeded={onSucceeded} />;
    case 'notificationAddress':
      return <NotificationAddressDialog contract={contract} onClose={onClose} />;
    case 'cadastralReference':
      return <CadastralReferenceDialog contract={contract} onClose={onClose} />;
    case 'invoiceDelivery':
      return <InvoiceDeliveryDialog contract={contract} onClose={onClose} />;
    case null:
      return null;
  }
}
