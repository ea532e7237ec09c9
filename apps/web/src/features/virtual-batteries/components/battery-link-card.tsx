import EventBusyIcon from '@mui/icons-material/EventBusy';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  BATTERY_DISCOUNT_APPLIES,
  formatDecimal,
  formatMoney,
  formatShortDate,
  type TBatteryButton,
  type TBatteryButtons,
  type TBatteryType,
  type TInactiveBatteryNote,
  type TVirtualBatteryLink,
} from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailField, DetailList } from '../../../shared/contract/detail-section.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { formatBatteryPercentage } from '../model/battery-view.ts';
import { BatteryDiscountSwitch } from './battery-discount-switch.tsx';
import { BatteryInactiveNote } from './battery-inactive-note.tsx';

export type TBatteryDialog = 'percentage' | 'move' | 'origin';

/**
 * One link of the contract to a battery (customer-area §2, §3, §4): the battery's name, the
 * link's dates, weight and percentage, discount setting, total discount, the battery's balance and
 * what the next invoice may draw; inactive by date and locked said in words beside their icons;
 * the discount switch and the buttons the domain's batteryButtons() offers, each disabled one with
 * its reason.
 */
export function BatteryLinkCard({
  contractName,
  link,
  buttons,
  active,
  locked,
  inactiveNote,
  types,
  onOpen,
}: {
  contractName: string;
  link: TVirtualBatteryLink;
  buttons: TBatteryButtons;
  active: boolean;
  locked: boolean;
  /** For an inactive link: why nothing is available and what becomes of the balance. */
  inactiveNote: TInactiveBatteryNote | null;
  types: readonly TBatteryType[] | undefined;
  onOpen: (dialog: TBatteryDialog) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const noteId = useId();
  const date = (day: string) => formatShortDate(day, language);
  const dates = link.data_final
    ? t('battery_dates_range', { start: date(link.data_inici), end: date(link.data_final) })
    : t('battery_dates_from', { start: date(link.data_inici) });

  const action = (dialog: TBatteryDialog, button: TBatteryButton, label: string, icon?: React.ReactNode) =>
    button.visible ? (
      <DisabledReason
        key={dialog}
        reason={button.disabled && button.reason ? t([`${button.reason}_short`, button.reason]) : undefined}
        shown
        testId={`battery-${dialog}-${link.id}-reason`}
      >
        <Button
          variant="outlined"
          size="small"
          startIcon={icon}
          disabled={button.disabled}
          onClick={() => onOpen(dialog)}
          aria-haspopup="dialog"
        >
          {label}
        </Button>
      </DisabledReason>
    ) : null;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mr: 'auto' }}>
          {link.bateria.name}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={active ? 'success' : 'default'}
          icon={active ? undefined : <EventBusyIcon aria-hidden="true" />}
          label={active ? t('battery_active') : t('battery_inactive')}
        />
        {locked ? <Chip size="small" variant="outlined" icon={<LockIcon aria-hidden="true" />} label={t('battery_locked')} /> : null}
        {link.es_origen ? <Chip size="small" variant="outlined" label={t('battery_origin_chip')} /> : null}
      </Box>
      <DetailList>
        <DetailField label={t('battery_dates')}>{dates}</DetailField>
        <DetailField label={t('battery_weight')}>{formatDecimal(link.pes, language)}</DetailField>
        <DetailField label={t('battery_percentage')}>{formatBatteryPercentage(link.pes_percentatge, language)}</DetailField>
        <DetailField label={t('battery_discount_setting')}>
          {inactiveNote
            ? t('battery_discount_none_inactive')
            : link.gestio_descomptes === BATTERY_DISCOUNT_APPLIES
              ? t('battery_discount_applied')
              : t('battery_discount_not_applied')}
        </DetailField>
        <DetailField label={t('battery_total_discount')}>{formatMoney(link.total_descompte, language)}</DetailField>
        <DetailField label={t('battery_balance')}>{formatMoney(link.bateria.balance, language)}</DetailField>
        <DetailField label={t('battery_available_discount')}>{formatMoney(link.available_discount, language)}</DetailField>
      </DetailList>
      {inactiveNote ? <BatteryInactiveNote id={noteId} link={link} note={inactiveNote} /> : null}
      <BatteryDiscountSwitch
        contractName={contractName}
        link={link}
        button={buttons.discountSetting}
        types={types}
        inactiveNoteId={inactiveNote ? noteId : undefined}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {action('percentage', buttons.modifyPercentage, t('battery_button_percentage'))}
        {action('move', buttons.move, t('battery_button_move'))}
        {action('origin', buttons.originInfo, t('battery_button_origin'), <InfoOutlinedIcon aria-hidden="true" />)}
      </Box>
    </Paper>
  );
}
