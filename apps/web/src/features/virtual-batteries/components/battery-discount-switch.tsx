import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  BATTERY_DISCOUNT_APPLIES,
  BATTERY_DISCOUNT_SETTINGS,
  type TBatteryButton,
  type TBatteryType,
  type TVirtualBatteryLink,
} from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeFailureKey } from '../../../shared/change-dialog/submit-failure.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { useSetBatteryDiscountSetting } from '../api/set-battery-discount-setting.ts';

/** §4 "the first type means not applying, the second applying": the type of each position, as the types call answers them. */
const settingOf = (types: readonly TBatteryType[] | undefined, applying: boolean) =>
  types?.[applying ? 1 : 0]?.name ?? BATTERY_DISCOUNT_SETTINGS[applying ? 1 : 0];

/**
 * The link's discount setting (customer-area §2, §4, §7): a switch named by its label, checked
 * while the contract's invoices draw the battery's discounts; under it the type's explanation
 * from the types call. A change is a PUT bateria/{id} with valor_descomptes; a failure says
 * message_cant_do_operation and the switch goes back to the saved setting.
 */
export function BatteryDiscountSwitch({
  contractName,
  link,
  button,
  types,
  inactiveNoteId,
}: {
  contractName: string;
  link: TVirtualBatteryLink;
  button: TBatteryButton;
  types: readonly TBatteryType[] | undefined;
  /** The link is inactive: the id of the note on the card that says why nothing is drawn. */
  inactiveNoteId?: string | undefined;
}) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const change = useSetBatteryDiscountSetting();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const saved = link.gestio_descomptes === BATTERY_DISCOUNT_APPLIES;
  // An inactive link draws nothing whatever its saved setting: its switch shows off (not the
  // "apply" it cannot do), disabled, described by the card's note that says why.
  const inactive = inactiveNoteId !== undefined;
  const checked = inactive ? false : change.isPending ? change.variables.setting === settingOf(types, true) : saved;
  const description = inactive ? undefined : types?.[checked ? 1 : 0]?.description;
  const describedBy = inactiveNoteId ?? (description ? descriptionId : undefined);
  const reason = button.reason ? t([`${button.reason}_short`, button.reason]) : undefined;

  const toggle = async (applying: boolean) => {
    setErrorKey(null);
    try {
      await change.mutateAsync({ contractName, bateriaId: link.bateria.id, setting: settingOf(types, applying) });
    } catch (error) {
      setErrorKey(changeFailureKey(error));
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <DisabledReason reason={reason} shown testId={`battery-discount-${link.id}-reason`}>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={checked}
              disabled={button.disabled || change.isPending}
              onChange={(event) => void toggle(event.target.checked)}
              slotProps={{ input: { role: 'switch', 'aria-describedby': describedBy } }}
            />
          }
          label={t('battery_discount_switch')}
        />
      </DisabledReason>
      {description ? (
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {description}
        </Typography>
      ) : null}
      {errorKey ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {messageText(t, errorKey)}
        </Alert>
      ) : null}
    </Box>
  );
}
