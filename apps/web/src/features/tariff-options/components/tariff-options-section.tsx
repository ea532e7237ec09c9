import Button from '@mui/material/Button';
import { formatShortDate, TARIFF_OPTION_KINDS, type TContract, type TTariffOptionKind } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailField, DetailList, DetailSection } from '../../../shared/contract/detail-section.tsx';
import { useCataloguePart } from '../../../shared/i18n/use-catalogue-part.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { useAvailableTariffOptions, useTariffOption } from '../api/tariff-option-calls.ts';
import { TARIFF_OPTION_PATHS, tariffOptionChoiceText } from '../model/tariff-option-text.ts';
import { TariffOptionDialog } from './tariff-option-dialog.tsx';

/**
 * Tariff options of an electricity contract (customer-area §1, §2): one line and one button per
 * option its product offers (none offered: no section). A read-only token sees the buttons
 * disabled with the impersonation tooltip, a contract that is not open with its reason.
 */
export function TariffOptionsSection({ contract }: { contract: Pick<TContract, 'name' | 'type' | 'state'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const readonly = useAuth((s) => s.readonly);
  const loaded = useCataloguePart('tariff-options');
  const [open, setOpen] = useState<TTariffOptionKind | null>(null);
  const electricity = contract.type === 'electricity';
  const available = {
    double_tariff: useAvailableTariffOptions('double_tariff', contract.name, language, electricity),
    happy_hours: useAvailableTariffOptions('happy_hours', contract.name, language, electricity),
    happy_day: useAvailableTariffOptions('happy_day', contract.name, language, electricity),
  };
  const offered = (kind: TTariffOptionKind) => (available[kind].data?.length ?? 0) > 0;
  const current = {
    double_tariff: useTariffOption('double_tariff', contract.name, offered('double_tariff')),
    happy_hours: useTariffOption('happy_hours', contract.name, offered('happy_hours')),
    happy_day: useTariffOption('happy_day', contract.name, offered('happy_day')),
  };
  const kinds = TARIFF_OPTION_KINDS.filter(offered);
  if (!electricity || !loaded || kinds.length === 0) return null;

  // Said under each button, not in a tooltip a touch screen never opens (shared.json's short forms first).
  const reasonKey = readonly ? 'read_only_token' : contract.state !== 'activa' ? 'contract_cannot_be_modified' : undefined;
  const reason = reasonKey ? t([`${reasonKey}_short`, reasonKey]) : undefined;
  return (
    <DetailSection
      id="tariff-options"
      title={t('tariff_options_section_title')}
      testId="tariff-options"
      actions={kinds.map((kind) => {
        const testId = `button-${TARIFF_OPTION_PATHS[kind]}`;
        return (
          <DisabledReason key={kind} reason={reason} shown testId={`${testId}-reason`}>
            <Button
              variant="outlined"
              size="small"
              disabled={reason !== undefined}
              onClick={() => setOpen(kind)}
              aria-haspopup="dialog"
              data-testid={testId}
            >
              {t(`tariff_options_button_${kind}`)}
            </Button>
          </DisabledReason>
        );
      })}
    >
      <DetailList>
        {kinds.map((kind) => {
          const state = current[kind].data;
          return (
            <DetailField key={kind} label={t(`tariff_options_label_${kind}`)} testId={`tariff-option-${TARIFF_OPTION_PATHS[kind]}`}>
              {state?.choice
                ? t('tariff_options_choice_from', {
                    choice: tariffOptionChoiceText(kind, state.choice, language),
                    date: state.validFrom ? formatShortDate(state.validFrom, language) : '',
                  })
                : current[kind].isSuccess
                  ? t('tariff_options_none')
                  : '…'}
            </DetailField>
          );
        })}
      </DetailList>
      {open ? <TariffOptionDialog kind={open} name={contract.name} onClose={() => setOpen(null)} /> : null}
    </DetailSection>
  );
}
