import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { buildPath, contractButtons, showsNotModifiableWarning, type TContract } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConsumptionSection } from '../../features/consumption/index.ts';
import { ContractDialogs } from '../../features/contract-changes/index.ts';
import {
  ACTION_PARAM,
  AttachmentsSection,
  actionEffect,
  ContactDataSection,
  ContractDataSection,
  ContractSelector,
  ContractSummary,
  contractDetailPath,
  contractListPath,
  parseContractAction,
  SignatureNotice,
  SupplyPointSection,
  searchWithoutAction,
  useReportDownload,
} from '../../features/contracts/index.ts';
import { PendingSignatures } from '../../features/signatures/index.ts';
import { TariffOptionsSection } from '../../features/tariff-options/index.ts';
import { VirtualBatteriesSection } from '../../features/virtual-batteries/index.ts';
import type { TContractDialog } from '../../shared/contract/contract-page.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useAuth } from '../../shared/session/auth-store.ts';
import { useSettings } from '../../shared/settings/index.ts';
import { TextLink } from '../../shared/ui/text-link.tsx';
import { actionMayOpen } from './action-dialog.ts';
import { useHashScroll } from './use-hash-scroll.ts';

/**
 * One contract (customer-area §2): selector and way back, warnings, its sections and buttons, and
 * the change dialogs. The sections put first what customers come for: the key data (status
 * included) and the consumption, then the full contract data and the rest. An `action` in the
 * address is done once and removed.
 */
export function ContractView({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const readonly = useAuth((s) => s.readonly);
  const navigate = useNavigate();
  const location = useLocation();
  const [dialog, setDialog] = useState<TContractDialog | null>(null);
  const [signatureRequested, setSignatureRequested] = useState(false);
  const report = useReportDownload(contract);
  const buttons = contractButtons({
    kind: contract.type,
    state: contract.state,
    atrAvailable: contract.atr_available,
    noCessionSips: contract.no_cession_sips.state,
    waitingForSignature: contract.waitingForSignature,
    readonly,
    settings,
  });

  // The action is consumed once per arrival: the replace below removes it from the address.
  const action = parseContractAction(new URLSearchParams(location.search).get(ACTION_PARAM));
  const handled = useRef<string | null>(null);
  // Runs for each new arrival (location.key), with the rules of that moment.
  useEffect(() => {
    if (!new URLSearchParams(location.search).has(ACTION_PARAM) || handled.current === location.key) return;
    handled.current = location.key;
    const effect = action ? actionEffect(action) : undefined;
    const hash = effect?.kind === 'hash' ? `#${effect.hash}` : location.hash;
    navigate({ pathname: location.pathname, search: searchWithoutAction(location.search), hash }, { replace: true });
    if (effect?.kind === 'dialog' && actionMayOpen(effect.dialog, buttons)) setDialog(effect.dialog);
    if (effect?.kind === 'download' && buttons.downloadReport.visible) void report.start();
  }, [location.key]);

  useHashScroll(location.hash);

  const waiting = contract.waitingForSignature;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <TextLink
          to={contractListPath(contract.type, language)}
          testId="contract-back"
          style={{ display: 'inline-flex', alignItems: 'center', gap: '4px' }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden="true" />
          {t(`contracts_back_${contract.type}`)}
        </TextLink>
        {/* Every mail the portal sent about the contract, and the mail notifications (features/communications). */}
        <TextLink
          to={buildPath('contractCommunications', language, { contractType: contract.type, contractName: contract.name })}
          testId="contract-communications-link"
        >
          {t('contract_communications_link')}
        </TextLink>
        <ContractSelector contract={contract} onSelect={(name) => navigate(contractDetailPath(contract.type, name, language))} />
      </Box>
      {showsNotModifiableWarning(contract.state) ? (
        <Alert severity="warning" data-testid="contract-warning-closed">
          {t('contract_cannot_be_modified')}
        </Alert>
      ) : null}
      {waiting.length > 0 || signatureRequested ? <SignatureNotice processes={waiting} /> : null}
      {/* Each signature of the contract: the pending ones with their cancel button, and the recent outcomes (features/signatures). */}
      <PendingSignatures contract={contract} />
      {/* What customers come for first: the key data and the consumption; the full data and the rest after. */}
      <ContractSummary contract={contract} />
      <ConsumptionSection contract={contract} />
      <ContractDataSection contract={contract} buttons={buttons} onOpen={setDialog} report={report} />
      <ContactDataSection contract={contract} buttons={buttons} onOpen={setDialog} />
      <SupplyPointSection contract={contract} />
      {contract.type === 'electricity' && contract.bateria_virtual.length > 0 ? <VirtualBatteriesSection contract={contract} /> : null}
      {contract.type === 'electricity' ? <TariffOptionsSection contract={contract} /> : null}
      <AttachmentsSection attachments={contract.attachments} />
      <ContractDialogs
        contract={contract}
        open={dialog}
        onClose={() => setDialog(null)}
        onSignatureRequested={() => setSignatureRequested(true)}
      />
    </Stack>
  );
}
