import type { TBatteryDiscountSetting } from '@portal/domain';

/** The words of the virtual batteries, in the six languages of the portal. */
export interface VirtualBatteryTexts {
  /**
   * What each discount setting of a link means (GET contract/bateria/types, customer-area §3
   * "Battery type"): the battery block shows it beside the switch.
   */
  typeDescriptions: Record<TBatteryDiscountSetting, string>;
  /** The batteries' spreadsheet (battery-spreadsheet.ts), in the language of the request. */
  sheet: {
    summary: string;
    battery: string;
    balance: string;
    deposits: string;
    discounts: string;
    links: string;
    date: string;
    invoice: string;
    contract: string;
    deposit: string;
    discount: string;
    runningBalance: string;
    /** The file name's first word. */
    file: string;
  };
  /** The mail of a change of a contract's battery link (battery-changed-mail.ts). */
  mail: {
    subject: (contract: string) => string;
    intro: (battery: string, contract: string) => string;
    changes: Record<'discount_setting' | 'percentage' | 'move', string>;
    action: string;
  };
}
