import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { INVOICE_DELIVERY_METHODS, type TContract, type TInvoiceOnlineRequest, ZInvoiceOnlineRequestSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeDialog } from '../../../shared/change-dialog/change-dialog.tsx';
import { useChangeForm } from '../../../shared/change-dialog/use-change-form.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { notify } from '../../../shared/ui/notice-store.ts';
import { useUpdateInvoiceDelivery } from '../api/update-invoice-delivery.ts';

const FORM_ID = 'invoice-delivery-form';
const resolver = zodResolver(ZInvoiceOnlineRequestSchema);

export interface TInvoiceDeliveryDialogProps {
  contract: Pick<TContract, 'name' | 'type' | 'invoice_online'>;
  onClose: () => void;
}

/** How invoices reach the customer: by email or by post (customer-area §5). Success closes the dialog. */
export function InvoiceDeliveryDialog({ contract, onClose }: TInvoiceDeliveryDialogProps) {
  const { t } = useTranslation();
  const { state, submit } = useChangeForm({ needsData: false });
  const deliveryUpdate = useUpdateInvoiceDelivery();
  // Plain useForm calls only (watch, setValue): Controller and useWatch would join the copy of
  // react-hook-form the login page loads.
  const {
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<TInvoiceOnlineRequest>({ resolver, defaultValues: { invoice_online: contract.invoice_online } });
  const chosen = watch('invoice_online');

  const onSubmit = async (request: TInvoiceOnlineRequest) => {
    const done = await submit(() => deliveryUpdate.mutateAsync({ kind: contract.type, name: contract.name, request }), {
      setError,
      fields: ['invoice_online'],
    });
    if (done) {
      notify('invoice_delivery_dialog_success', 'success');
      onClose();
    }
  };

  const error = errors.invoice_online?.message;
  return (
    <ChangeDialog
      title={t('invoice_delivery_dialog_title')}
      testId="dialog-invoice-delivery"
      state={state}
      formId={FORM_ID}
      successKey="invoice_delivery_dialog_success"
      // Sending the method already in place would change nothing.
      submitDisabled={chosen === contract.invoice_online}
      submitDisabledReason={t('invoice_delivery_dialog_same')}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
    >
      <RadioGroup
        name="invoice_online"
        aria-label={t('invoice_delivery_dialog_title')}
        value={chosen}
        onChange={(event) =>
          setValue('invoice_online', event.target.value as TInvoiceOnlineRequest['invoice_online'], { shouldDirty: true })
        }
      >
        {INVOICE_DELIVERY_METHODS.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio slotProps={{ input: { 'data-testid': `field-invoice_online-${method}` } as object }} />}
            label={t(`invoice_delivery_${method}`)}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText error>{messageText(t, error)}</FormHelperText> : null}
    </ChangeDialog>
  );
}
