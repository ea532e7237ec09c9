import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  batteryButtons,
  inactiveBatteryNote,
  isBatteryLinkActive,
  isBatteryLinkLocked,
  madridDayOf,
  type TContract,
  type TVirtualBatteryLink,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERIC_FAILURE_KEY } from '../../../shared/change-dialog/submit-failure.ts';
import { DetailSection } from '../../../shared/contract/detail-section.tsx';
import { saveFile } from '../../../shared/files/save-file.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useCataloguePart } from '../../../shared/i18n/use-catalogue-part.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { downloadBatteries } from '../api/download-batteries.ts';
import { useBatteryTypes } from '../api/get-battery-types.ts';
import { useCustomerBatteries } from '../api/get-customer-batteries.ts';
import { batteriesOfOtherContracts, moveDestinations } from '../model/battery-view.ts';
import { BatteryLinkCard, type TBatteryDialog } from './battery-link-card.tsx';
import { BatteryMoveDialog } from './battery-move-dialog.tsx';
import { BatteryOriginDialog } from './battery-origin-dialog.tsx';
import { BatteryPercentageDialog } from './battery-percentage-dialog.tsx';

/**
 * The virtual battery block of an electricity contract (customer-area §2: after the supply
 * point, before consumption, when the contract has links): one card per link, the dialogs of
 * §2 (percentage, move, origin information) and the spreadsheet of the contract's batteries.
 * Who may do what is the domain's batteryButtons(), on the Europe/Madrid day.
 */
export function VirtualBatteriesSection({ contract }: { contract: Pick<TContract, 'name' | 'type' | 'bateria_virtual'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const readonly = useAuth((s) => s.readonly);
  const loaded = useCataloguePart('virtual-batteries');
  const [today] = useState(() => madridDayOf(new Date()));
  const [open, setOpen] = useState<{ dialog: TBatteryDialog; link: TVirtualBatteryLink } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const links = contract.bateria_virtual;
  const shown = contract.type === 'electricity' && links.length > 0;
  const batteries = useCustomerBatteries(shown);
  const types = useBatteryTypes(language, shown);
  if (!shown || !loaded) return null;

  const customerBatteries = batteries.data ?? [];
  const others = batteriesOfOtherContracts(customerBatteries, contract.name);
  // The link as it was when its dialog opened: a change replaces the contract's links under it.
  const openLink = open?.link;
  const close = () => setOpen(null);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const file = await downloadBatteries(links.map((link) => link.bateria.id));
      saveFile(file.blob, file.fileName);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <DetailSection
      id="virtual-batteries"
      title={t('battery_section_title')}
      testId="contract-virtual-batteries"
      actions={
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon aria-hidden="true" />}
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? t('sending') : t('battery_download')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('battery_section_intro')}
      </Typography>
      <Stack spacing={2}>
        {links.map((link) => (
          <BatteryLinkCard
            key={link.id}
            contractName={contract.name}
            link={link}
            active={isBatteryLinkActive(link, today)}
            locked={isBatteryLinkLocked(link, today)}
            inactiveNote={inactiveBatteryNote(link, today)}
            buttons={batteryButtons({ link, batteriesOfOtherContracts: others, readonly, today })}
            types={types.data}
            onOpen={(dialog) => setOpen({ dialog, link })}
          />
        ))}
      </Stack>
      {downloadFailed ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {messageText(t, GENERIC_FAILURE_KEY)}
        </Alert>
      ) : null}
      {open?.dialog === 'percentage' && openLink ? (
        <BatteryPercentageDialog contractName={contract.name} link={openLink} onClose={close} />
      ) : null}
      {open?.dialog === 'move' && openLink ? (
        <BatteryMoveDialog
          contractName={contract.name}
          link={openLink}
          batteries={customerBatteries}
          destinations={moveDestinations(customerBatteries, contract.name, openLink.bateria.id)}
          onClose={close}
        />
      ) : null}
      {open?.dialog === 'origin' && openLink ? <BatteryOriginDialog link={openLink} onClose={close} /> : null}
    </DetailSection>
  );
}
