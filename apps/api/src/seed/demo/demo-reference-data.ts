// Tariffs, price lists and distributors of the demo data, and the shapes of its contracts.

/** Access tariffs of the Spanish market: electricity (power periods) and gas (RL.n, no power). */
export const DEMO_TARIFFS = [
  { name: '2.0TD', kind: 'electricity', powerPeriods: 2 },
  { name: '3.0TD', kind: 'electricity', powerPeriods: 6 },
  { name: '6.1TD', kind: 'electricity', powerPeriods: 6 },
  { name: 'RL.1', kind: 'gas', powerPeriods: 0 },
  { name: 'RL.2', kind: 'gas', powerPeriods: 0 },
] as const;

export const DEMO_PRICE_LISTS = [
  { name: 'LLUM_ESTABLE_20TD', nomComercial: 'Llum Estable', kind: 'electricity' },
  { name: 'LLUM_INDEXADA_20TD', nomComercial: 'Llum Indexada', kind: 'electricity' },
  { name: 'EMPRESA_30TD', nomComercial: 'Empresa Preu Fix', kind: 'electricity' },
  { name: 'GAS_LLAR_RL1', nomComercial: 'Gas Llar', kind: 'gas' },
  { name: 'GAS_LLAR_RL2', nomComercial: 'Gas Llar Plus', kind: 'gas' },
] as const;

export const DEMO_DISTRIBUTORS = [
  { name: 'e-distribución Redes Digitales', website: 'https://www.edistribucion.com', phone: '900 85 08 40' },
  { name: 'i-DE Redes Eléctricas Inteligentes', website: 'https://www.i-de.es', phone: '900 17 11 71' },
  { name: 'Nedgia Catalunya', website: 'https://www.nedgia.es', phone: '900 750 750' },
] as const;

export type TariffName = (typeof DEMO_TARIFFS)[number]['name'];
export type PriceListName = (typeof DEMO_PRICE_LISTS)[number]['name'];
export type DistributorName = (typeof DEMO_DISTRIBUTORS)[number]['name'];

export interface DemoAddress {
  key: string;
  name: string;
  dp: string;
  ine: string;
  state: string;
  poblacio: string;
  tv: string;
  nv: string;
  pnp: string;
  bq?: string;
  es?: string;
  pt?: string;
  pu?: string;
  refCatastral?: string;
  mobile: string;
  email: string;
}

export interface DemoContract {
  name: string;
  type: 'electricity' | 'gas';
  state: 'esborrany' | 'activa' | 'baixa' | 'cancelada';
  signDate: string | null;
  startDate: string | null;
  endDate?: string;
  tariff: TariffName;
  priceList: PriceListName;
  distributor: DistributorName;
  /** A valid CUPS; two contracts may share one supply point (a closed one and its successor). */
  cups: string;
  /** The address key of the supply point, the fiscal address and the notification address. */
  supplyAddress: string;
  fiscalAddress: string;
  notificationAddress: string;
  iban: string | null;
  powersW?: number[];
  pressureBar?: number;
  flowRateM3h?: number;
  selfConsumption?: boolean;
  invoiceOnline?: 'email' | 'postal';
  amountDebt?: number;
  atrAvailable?: boolean;
  noCessionSips?: 'requested' | 'active' | 'unactive';
  dsoReference: string;
  attachments?: Array<{ name: string; filename: string; category: string; content: () => Buffer; mime: string }>;
  pendingRequest?: { kind: 'iban' | 'power'; payload: Record<string, unknown> };
}

export interface DemoCustomerContracts {
  taxId: string;
  addresses: DemoAddress[];
  ibans: string[];
  contracts: DemoContract[];
}

/**
 * Tariff options the demo products offer (docs/billing.md, "Tariff options"): Llum Estable
 * 3-hour happy-hour windows at 50 % off the energy and a happy day at 30 %; Llum Indexada
 * 6-month double-tariff spans at 20 %; Empresa Preu Fix and the gas products none.
 */
export const DEMO_PRICE_LIST_OPTIONS: ReadonlyArray<{
  priceList: PriceListName;
  kind: 'double_tariff' | 'happy_hours' | 'happy_day';
  fraction: number;
  windowHours?: number;
  spanMonths?: number;
}> = [
  { priceList: 'LLUM_ESTABLE_20TD', kind: 'happy_hours', fraction: 0.5, windowHours: 3 },
  { priceList: 'LLUM_ESTABLE_20TD', kind: 'happy_day', fraction: 0.3 },
  { priceList: 'LLUM_INDEXADA_20TD', kind: 'double_tariff', fraction: 0.2, spanMonths: 6 },
];

/**
 * Choices of the demo contracts (and of the test customers' copies of them): Marta's flat
 * (0001001) has had happy hours 13–16 since the first day of the fifteenth month before the seed
 * day's (1 September 2025 for a demo seeded in December 2026), so its invoices from then on carry
 * the discount line, and the two years of readings hold days before and after the choice.
 */
export const DEMO_TARIFF_OPTION_CHOICES: ReadonlyArray<{
  contract: string;
  kind: 'double_tariff' | 'happy_hours' | 'happy_day';
  choice: Record<string, number>;
  /** Valid from the first day of the month so many months before the seed day's (monthStartBefore). */
  validFromMonthsBeforeSeed: number;
}> = [{ contract: '0001001', kind: 'happy_hours', choice: { startHour: 13, endHour: 16 }, validFromMonthsBeforeSeed: 15 }];
