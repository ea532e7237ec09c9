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
