import type { TContract } from '@portal/domain';
import { CadastralReferenceDialog } from '../dialogs/cadastral-reference-dialog.tsx';
import { IbanChangeDialog } from '../dialogs/iban-change-dialog.tsx';
import { InvoiceDeliveryDialog } from '../dialogs/invoice-delivery-dialog.tsx';
import { NotificationAddressDialog } from '../dialogs/notification-address-dialog.tsx';
import { PowerChangeDialog } from '../dialogs/power-change-dialog.tsx';
import { SipsDialog } from '../dialogs/sips-dialog.tsx';

export type TContractDialog = 'power' | 'iban' | 'notificationAddress' | 'sips' | 'cadastralReference' | 'invoiceDelivery';

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
