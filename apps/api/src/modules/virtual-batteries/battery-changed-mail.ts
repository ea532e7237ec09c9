import type { TLanguage } from '@portal/domain';
import { oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { VIRTUAL_BATTERY_TEXTS } from './texts/index.ts';

/**
 * The mail that tells a customer a change of a contract's battery link was made (docs/virtual-batteries.md):
 * the discount setting, the percentage or a move. Always sent: it answers the customer's own change.
 */
export interface BatteryChangedData {
  contractName: string;
  batteryName: string;
  change: 'discount_setting' | 'percentage' | 'move';
  /** The contract's communications page. */
  url: string;
  name?: string | undefined;
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    battery_changed: BatteryChangedData;
  }
}

export function batteryChangedMail(data: BatteryChangedData, language: TLanguage): RenderedMail {
  const t = VIRTUAL_BATTERY_TEXTS[language].mail;
  const contract = oneLine(data.contractName);
  return renderFramedMail({ language, subject: t.subject(contract), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.intro(data.batteryName, contract) },
    { kind: 'strong', text: t.changes[data.change] },
    { kind: 'action', label: t.action, url: data.url },
  ]);
}
