import type { TInvoicePaperStatus } from '@portal/domain';

/** The words of the invoice PDF, in the six languages of the portal (as the contract report does). */
export interface InvoiceLabels {
  /** Titles by rectificative type: N normal, A/B cancelling, R rectifying; multipoint. */
  titles: { normal: string; cancelling: string; rectifying: string; multipoint: string };
  electricity: string;
  gas: string;
  invoiceNumber: string;
  invoiceDate: string;
  billingPeriod: string;
  /** The formatted period (formatPeriod) with its days: "03/01/2025 – 03/30/2025 (30 days)". */
  periodValue: (period: string, days: number) => string;
  rectifies: string;
  retailer: string;
  customer: string;
  name: string;
  taxId: string;
  supplyPoint: string;
  supplyPoints: string;
  contract: string;
  cups: string;
  address: string;
  energyConsumed: string;
  breakdown: string;
  concept: string;
  quantity: string;
  price: string;
  amount: string;
  lines: {
    power_term: string;
    energy_term: string;
    tariff_option_discount: string;
    self_consumption_compensation: string;
    meter_rental: string;
    fixed_term: string;
    variable_term: string;
    virtual_battery_discount: string;
    initial_payment: string;
  };
  taxes: { electricity_tax: string; hydrocarbon_tax: string; vat: string };
  /** Beside the electricity tax when the legal floor per MWh was charged instead of the rate. */
  electricityTaxMinimum: string;
  /** Units of quantities; `perDay` is the one after €/ in a daily price. */
  /** Title of the block with the total, the pending amount and the payment status. */
  totals: string;
  totalBeforeVat: string;
  total: string;
  amountPending: string;
  paymentStatus: string;
  statuses: Record<TInvoicePaperStatus, string>;
  summary: string;
  pointTotal: string;
  /** The retailer's registered address, the customer's billing address. */
  postalAddress: string;
  billingAddress: string;
  contactPhone: string;
  contactEmail: string;
  /** Block titles of the one-page invoice. */
  invoiceData: string;
  contractAndSupply: string;
  product: string;
  accessTariff: string;
  contractedPower: string;
  distributor: string;
  /** The distributor's line for outages and faults. */
  outages: (distributor: string, phone: string) => string;
  dueDate: string;
  paymentMethod: string;
  payment: {
    directDebit: (maskedIban: string) => string;
    directDebitNoAccount: string;
    card: string;
    transferOrCard: string;
  };
  readings: {
    title: string;
    period: string;
    previous: (date: string) => string;
    current: (date: string) => string;
    consumption: string;
    type: string;
    real: string;
    estimated: string;
    /** How the registers were derived from the interval readings, and since which day. */
    note: (since: string) => string;
  };
  history: { title: string; empty: string };
  /** Where the money goes: the invoice's own lines grouped, as shares of what is charged before any battery discount. */
  destination: {
    title: string;
    energy: string;
    power: string;
    /** Below the bar: the power and energy terms include the regulated network tolls and charges. */
    note: string;
  };
  comparator: (url: string) => string;
  claims: (contact: string) => string;
  units: { kwDay: string; days: string; perDay: string; kwh: string; kw: string };
}
