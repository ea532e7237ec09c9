import { formatLongDate, type TLanguage, type TTariffOptionKind } from '@portal/domain';
import { oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { TARIFF_OPTIONS_TEXTS } from './texts/index.ts';

/**
 * The mail that tells a customer a tariff option of their contract was chosen (docs/tariff-options.md):
 * which option and the day it applies from. Always sent: it answers the customer's own choice.
 */
export interface TariffOptionChangedData {
  contractName: string;
  option: TTariffOptionKind;
  /** The first day it applies, YYYY-MM-DD (Europe/Madrid). */
  validFrom: string;
  /** The contract's communications page. */
  url: string;
  name?: string | undefined;
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    tariff_option_changed: TariffOptionChangedData;
  }
}

export function tariffOptionChangedMail(data: TariffOptionChangedData, language: TLanguage): RenderedMail {
  const t = TARIFF_OPTIONS_TEXTS[language].changedMail;
  const contract = oneLine(data.contractName);
  return renderFramedMail({ language, subject: t.subject(contract), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.intro(t.options[data.option], contract) },
    { kind: 'labelled', label: t.from, text: formatLongDate(data.validFrom, language) },
    { kind: 'action', label: t.action, url: data.url },
  ]);
}
