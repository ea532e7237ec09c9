import type { TPointModel } from './consumption-model.ts';
import type { DistributorName, PriceListName, TariffName } from './demo-reference-data.ts';

/**
 * What the demo invoices look like, as data; demo-invoices.ts computes them with the billing
 * engine and writes them. Windows count back from the last period whose invoice is issued by
 * the seed day: electricity monthly, gas every two months (January–February, March–April…).
 */
export const DEMO_INVOICE_RULES = {
  /** An invoice is issued this many days after its period ends. */
  issueDelayDays: 5,
  /** The meters' readings run to this many days before the seed day (the distributor's lag). */
  meteredUntilDaysAgo: 3,
  electricityMonths: 24,
  gasPeriods: 12,
  /** Months of the closed contract's history, up to its end. */
  closedHistoryMonths: 12,
  /** The company's last months are billed as one multipoint invoice over its electricity points. */
  multipointMonths: 12,
  /** Rectified invoices were first billed on an estimated reading: the metered energy times this. */
  estimateFactor: 1.12,
  /** A rectification (A or B, and its R) is issued this many days after the invoice it rectifies. */
  rectificationDelayDays: 38,
  /** Share of a partially paid invoice still pending. */
  partialPendingShare: 0.45,
} as const;

export const DEMO_DOMESTIC_TAX_ID = '12345678Z';
export const DEMO_COMPANY_TAX_ID = 'B58378431';

/**
 * Payment state of a demo invoice. paid_online: paid by card on the portal (paid, with its
 * payment row); paid_bank: collected by direct debit or transfer (paid_without_transaction).
 */
export type TDemoStatus =
  | 'pending_transfer'
  | 'pending_remesa'
  | 'manual_verification'
  | 'unpaid'
  | 'partial'
  | 'paid_online'
  | 'paid_bank';

const paidMix = (rank: number): TDemoStatus => (rank % 3 === 2 ? 'paid_bank' : 'paid_online');

/**
 * Status of a contract's normal invoices by rank, newest first (rank 0 is the latest). Marta's
 * flat has two invoices waiting for payment, one unpaid and one partially paid (four payable,
 * so the browser tests can pay one by card, one with 3-D Secure and see a decline on a third);
 * her house has one with the bank and one to pay; the gas one is to pay.
 */
export const DEMO_STATUS_SCRIPTS: Record<string, (rank: number) => TDemoStatus> = {
  '0001001': (rank) => (['pending_transfer', 'pending_transfer', 'unpaid', 'partial'] as const)[rank] ?? paidMix(rank),
  '0001002': (rank) => (['pending_remesa', 'pending_transfer', 'manual_verification'] as const)[rank] ?? paidMix(rank),
  '0001003': (rank) => (rank === 0 ? 'pending_transfer' : paidMix(rank)),
  '0000871': () => 'paid_bank',
  '0002001': (rank) => (rank % 2 === 1 ? 'paid_bank' : 'paid_online'),
  multipoint: (rank) =>
    (['pending_transfer', 'pending_transfer', 'pending_remesa'] as const)[rank] ?? (rank % 2 ? 'paid_bank' : 'paid_online'),
};

/**
 * Rectifications of Marta's house (0001002): a B whose refund is pending, of the newest invoice at
 * rank 4 or older (0 = newest) whose period is a summer month, so the battery rows it cancels exist
 * on whatever day the demo is seeded (the house exports in summer, docs/billing.md); and an A, already
 * paid back (refunded), four invoices before it. Each has its R replacement billed on the metered
 * reading. `demoRectificationAt` places them.
 */
export const DEMO_RECTIFICATIONS = {
  contract: '0001002',
  /** The B's period is the newest in these months (1–12) at this rank or older. */
  bFromRank: 4,
  bMonths: [6, 7, 8, 9],
  /** The A rectifies the invoice this many ranks older than the B's. */
  aRanksBefore: 4,
  A: { type: 'A', cancelStatus: 'paid_bank', replacementStatus: 'paid_online' },
  B: { type: 'B', cancelStatus: 'pending_transfer', replacementStatus: 'pending_remesa' },
} as const;

export type TDemoRectification = (typeof DEMO_RECTIFICATIONS)['A' | 'B'];

/**
 * The rectification of `demoName`'s invoice of rank `rank`, if any, among `periodStarts` (oldest
 * first, YYYY-MM-DD).
 */
export function demoRectificationAt(demoName: string, periodStarts: readonly string[], rank: number): TDemoRectification | undefined {
  if (demoName !== DEMO_RECTIFICATIONS.contract) return undefined;
  const isSummer = (start: string) => (DEMO_RECTIFICATIONS.bMonths as readonly number[]).includes(Number(start.slice(5, 7)));
  // Ranks count back from the newest period (the last of periodStarts).
  let bRank = DEMO_RECTIFICATIONS.bFromRank;
  while (bRank < periodStarts.length && !isSummer(periodStarts[periodStarts.length - 1 - bRank]!)) bRank++;
  if (bRank >= periodStarts.length) return undefined;
  if (rank === bRank) return DEMO_RECTIFICATIONS.B;
  if (rank === bRank + DEMO_RECTIFICATIONS.aRanksBefore) return DEMO_RECTIFICATIONS.A;
  return undefined;
}

/** The payment history texts of the retailer's back office (Catalan, the retailer's language). */
export const HISTORY_TEXTS = {
  issued: 'Factura emesa',
  remittance: 'Inclosa a la remesa bancària, pendent de cobrament',
  collected: 'Cobrada per domiciliació bancària',
  awaitingTransfer: 'Pendent de pagament per transferència o targeta',
  paidOnline: 'Pagada amb targeta al portal',
  returned: 'Rebut retornat pel banc',
  unpaid: 'Impagada: pendent de pagament',
  partial: 'Pagament parcial rebut',
  verification: 'Pagament rebut en verificació manual',
  refundIssued: 'Abonament emès',
  refundPending: 'Abonament pendent de retornar al client',
  refunded: 'Abonament retornat al compte del client',
} as const;

export interface TExtraCompanyContract {
  name: string;
  tariff: TariffName;
  priceList: PriceListName;
  distributor: DistributorName;
  cups: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  ine: string;
  refCatastral: string;
  powersW: number[];
  dsoReference: string;
  model: Omit<TPointModel, 'key'>;
}

/**
 * Two more supply points of the company, so its multipoint invoices group three: a showroom in
 * Sabadell (2.0TD) and a second workshop in Terrassa (3.0TD). They start with the multipoint
 * billing. Municipalities and INE codes from the INE register; CUPS and cadastral references
 * carry valid control letters.
 */
export const COMPANY_EXTRA_CONTRACTS: readonly TExtraCompanyContract[] = [
  {
    name: '0002002',
    tariff: '2.0TD',
    priceList: 'LLUM_ESTABLE_20TD',
    distributor: 'e-distribución Redes Digitales',
    cups: 'ES0031408100000017WA0F',
    street: 'CL Sant Pere 31',
    city: 'Sabadell',
    province: 'Barcelona',
    postalCode: '08201',
    ine: '08187',
    refCatastral: '3159604DF2935G0001DR',
    powersW: [9200, 9200],
    dsoReference: '000555123002',
    // A rooftop installation: its surplus feeds the company's battery (demo-batteries-data.ts).
    model: { profile: 'shop', dailyKwh: 14, solarKwp: 10 },
  },
  {
    name: '0002003',
    tariff: '3.0TD',
    priceList: 'EMPRESA_30TD',
    distributor: 'e-distribución Redes Digitales',
    cups: 'ES0031408100000028WZ0F',
    street: 'CL de la Pau 7',
    city: 'Terrassa',
    province: 'Barcelona',
    postalCode: '08221',
    ine: '08279',
    refCatastral: '0476802DF2907N0003BX',
    powersW: [15000, 15000, 20000, 20000, 20000, 25000],
    dsoReference: '000555123003',
    model: { profile: 'workshop', dailyKwh: 70 },
  },
];
