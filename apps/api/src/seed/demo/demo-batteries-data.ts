import { DEMO_COMPANY_TAX_ID, DEMO_DOMESTIC_TAX_ID } from './demo-invoices-data.ts';

export interface TDemoBatteryLink {
  /** The demo contract's name (a test customer's copy follows its template: test-customers.ts). */
  contract: string;
  startDate: string;
  /**
   * A fixed day, none (open), or the last day of the month so many months before the seed day's:
   * a link that must end inside the invoiced window, whatever day the demo is seeded on.
   */
  endDate: string | null | { monthsBeforeSeed: number };
  percentage: number;
  setting: 'aplicar' | 'no_aplicar';
  isOrigin: boolean;
}

export interface TDemoBattery {
  taxId: string;
  name: string;
  links: readonly TDemoBatteryLink[];
}

/**
 * The demo batteries, laid out so every rule of customer-area §4 and §6 shows:
 * - the household's "Bateria Girona" is fed by the house in Girona (0001002, self-consumption,
 *   the origin link: it cannot be moved, its dialog gives the organisation's email) and shared
 *   with the flat (0001001, which can change its percentage and move); the closed flat of
 *   Sabadell (0000871) keeps a locked link (0 % and inactive by date);
 * - "Bateria Sabadell" held the closed flat alone (100 %, inactive by date since it closed): it is
 *   the other battery the flat's link can move to;
 * - the company's "Bateria Empresa" is fed by the showroom's panels (0002002) and shared with the
 *   workshop (0002001); the second workshop's link (0002003) ended with the sixth month before the
 *   seed day's (30 June 2026 for a demo seeded in December 2026), inactive by date with its 20 %
 *   kept. The second workshop is billed from twelve months back (demo-company-points.ts), so it
 *   draws for six months and then stops, on any seed day.
 * Percentages of each battery add up to 100.
 */
export const DEMO_BATTERIES: readonly TDemoBattery[] = [
  {
    taxId: DEMO_DOMESTIC_TAX_ID,
    name: 'Bateria Girona',
    links: [
      { contract: '0001002', startDate: '2024-01-01', endDate: null, percentage: 60, setting: 'aplicar', isOrigin: true },
      { contract: '0001001', startDate: '2024-01-01', endDate: null, percentage: 40, setting: 'aplicar', isOrigin: false },
      { contract: '0000871', startDate: '2019-06-01', endDate: '2020-12-31', percentage: 0, setting: 'no_aplicar', isOrigin: false },
    ],
  },
  {
    taxId: DEMO_DOMESTIC_TAX_ID,
    name: 'Bateria Sabadell',
    links: [
      { contract: '0000871', startDate: '2017-01-01', endDate: '2020-12-31', percentage: 100, setting: 'no_aplicar', isOrigin: false },
    ],
  },
  {
    taxId: DEMO_COMPANY_TAX_ID,
    name: 'Bateria Empresa',
    links: [
      { contract: '0002002', startDate: '2025-01-01', endDate: null, percentage: 50, setting: 'aplicar', isOrigin: true },
      { contract: '0002001', startDate: '2025-01-01', endDate: null, percentage: 30, setting: 'aplicar', isOrigin: false },
      {
        contract: '0002003',
        startDate: '2025-01-01',
        endDate: { monthsBeforeSeed: 6 },
        percentage: 20,
        setting: 'aplicar',
        isOrigin: false,
      },
    ],
  },
];
