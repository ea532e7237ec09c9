import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useValidateCoupon } from '../api/validate-coupon.ts';
import type { TCouponStatus, TPromotion } from '../model/wizard-values.ts';

const STATUS_KEYS: Record<Exclude<TCouponStatus, 'idle'>, string> = {
  validating: 'contracting_coupon_validating',
  applied: 'contracting_coupon_applied',
  invalid: 'promotional_invalid',
  repeated: 'contracting_coupon_already_applied',
  failed: 'contracting_coupon_failed',
};

/**
 * The promotional code (§2.3, §4.3, §5.9): idle, validating (GET leads/validate-coupon), then
 * applied, or 'promotional invalid'; the code already applied, applied again, says so without
 * asking. The applied code is what the price list and the lead carry; what is typed and not
 * applied is neither.
 */
export function PromotionalCodeField<T extends FieldValues & TPromotion, TOut extends FieldValues>({
  form,
  id,
  disabled,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  id: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const validate = useValidateCoupon();
  const typedName = 'promotionalCode' as Path<T>;
  const appliedName = 'appliedCode' as Path<T>;
  const applied = String(form.watch(appliedName) ?? '');
  const [status, setStatus] = useState<TCouponStatus>(() =>
    applied && applied === String(form.getValues(typedName) ?? '').trim() ? 'applied' : 'idle',
  );

  const apply = async () => {
    const code = String(form.getValues(typedName) ?? '').trim();
    if (!code) {
      setStatus('invalid');
      return;
    }
    if (code === applied) {
      setStatus('repeated');
      return;
    }
    setStatus('validating');
    try {
      const { valid } = await validate.mutateAsync(code);
      if (!valid) {
        setStatus('invalid');
        return;
      }
      form.setValue(appliedName, code as PathValue<T, Path<T>>, { shouldDirty: true });
      setStatus('applied');
    } catch {
      setStatus('failed');
    }
  };

  // A code that is there when the step opens (the address's ?promocode=, §2.3) is checked at once:
  // the visitor came with it to see its product, not to press Apply.
  const checkedOnArrival = useRef(false);
  useEffect(() => {
    if (checkedOnArrival.current) return;
    checkedOnArrival.current = true;
    const code = String(form.getValues(typedName) ?? '').trim();
    if (code && code !== applied && !disabled) void apply();
  }, []);

  return (
    <Box sx={{ my: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <FormField
            form={form}
            name={typedName}
            id={id}
            label={t('contracting_promotional_code')}
            autoComplete="off"
            maxLength={64}
            disabled={disabled}
            onChange={() => setStatus('idle')}
          />
        </Box>
        <Button
          variant="outlined"
          sx={{ mt: 1, minHeight: 40 }}
          onClick={() => void apply()}
          disabled={disabled || status === 'validating'}
          data-testid={`${id}-apply`}
        >
          {t('contracting_coupon_apply')}
        </Button>
      </Box>
      <Typography
        variant="body2"
        role="status"
        color={status === 'invalid' || status === 'failed' ? 'error' : 'text.secondary'}
        sx={{ minHeight: '1.5em' }}
        data-testid={`${id}-status`}
        data-status={status}
      >
        {status === 'idle'
          ? applied
            ? t('contracting_coupon_applied', { code: applied })
            : ''
          : t(STATUS_KEYS[status], { code: applied })}
      </Typography>
    </Box>
  );
}
