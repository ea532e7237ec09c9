import type { VirtualBatteryTexts } from './virtual-battery-texts.ts';

/** English words of the virtual batteries (what each discount setting means, the spreadsheet). */
export const VIRTUAL_BATTERY_EN_US: VirtualBatteryTexts = {
  typeDescriptions: {
    no_aplicar: 'Do not apply discounts: this contract’s invoices take nothing from the battery, and its balance keeps building up.',
    aplicar: 'Apply discounts: each invoice of this contract takes a discount from the battery, up to its percentage of the balance.',
  },
  sheet: {
    summary: 'Summary',
    battery: 'Battery',
    balance: 'Balance',
    deposits: 'Total deposits',
    discounts: 'Total discounts',
    links: 'Contracts and percentages',
    date: 'Date',
    invoice: 'Invoice',
    contract: 'Contract',
    deposit: 'Deposit',
    discount: 'Discount',
    runningBalance: 'Balance',
    file: 'virtual-batteries',
  },
  mail: {
    subject: (contract) => `You changed the virtual battery of contract ${contract}`,
    intro: (battery, contract) => `You made this change to virtual battery ${battery} of contract ${contract}:`,
    changes: {
      discount_setting: "You changed whether the contract's invoices use the battery's discount.",
      percentage: "You changed the contract's percentage of the battery; the other contracts share the rest.",
      move: 'You moved the contract to another battery from today.',
    },
    action: "See the contract's communications",
  },
};
