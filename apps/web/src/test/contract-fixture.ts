import type { TBatteryPercentage, TContract, TContractListResponse, TCustomerBattery, TVirtualBatteryLink } from '@portal/domain';
import { jsonResponse, type TFetchCall } from './fetch-stub.ts';

/** An active 2.0TD electricity contract of the demo customer; tests override what they need. */
export function contractFixture(overrides: Partial<TContract> = {}): TContract {
  return {
    id: 1,
    name: 'C1001',
    type: 'electricity',
    state: 'activa',
    sign_date: '2024-01-10',
    owner_partner: { name: 'Maria Puig' },
    fiscal_partner: { name: 'Maria Puig', vat: '12345678Z' },
    fiscal_address: { full_address: 'Carrer Major 1, 08001 Barcelona' },
    cups: {
      name: 'ES0031405398765432DM0F',
      street: 'Carrer Major 1',
      city: 'Barcelona',
      full_address: 'Carrer Major 1, 08001 Barcelona',
      ref_catastral: null,
    },
    pricelist: { name: 'PL-20TD', nom_comercial: 'Tarifa Llar' },
    tariff: { name: '2.0TD' },
    amount_debt: 0,
    contracted_power_period: [
      { period: 'P2', power: 4.6 },
      { period: 'P1', power: 4.6 },
    ],
    bank_account: { id: 11, printable_iban: 'ES91 2100 0418 4502 0005 1332' },
    ref_catastral: '9872023VH5797S0001WX',
    invoice_online: 'email',
    notification_address: {
      id: 21,
      name: 'Maria Puig',
      full_address: 'Carrer Major 1, 08001 Barcelona',
      email: 'maria@example.com',
      mobile: '+34600123456',
    },
    dso: { name: 'e-distribución', website: 'www.edistribucion.com' },
    dso_reference: 'DSO-778',
    dso_phone: '900 770 770',
    is_peninsula: true,
    atr_available: true,
    waitingForSignature: [],
    no_cession_sips: { state: 'unactive', waiting_for_signature: false },
    bateria_virtual: [],
    attachments: [
      {
        id: 501,
        name: 'Contract conditions',
        created_date: '2024-01-10',
        size_text: '120 KB',
        filename: 'conditions.pdf',
        category_name: 'Contract',
      },
    ],
    pressio: null,
    caudal: null,
    ...overrides,
  };
}

export const gasContractFixture = (overrides: Partial<TContract> = {}) =>
  contractFixture({
    id: 2,
    name: 'G2001',
    type: 'gas',
    tariff: { name: 'RL.1' },
    contracted_power_period: [],
    cups: {
      name: 'ES0217010103496537HH',
      street: 'Carrer Major 1',
      city: 'Barcelona',
      full_address: 'Carrer Major 1, 08001 Barcelona',
      ref_catastral: null,
    },
    pressio: 0.05,
    caudal: 2.5,
    ...overrides,
  });

export const listResponse = (items: TContract[], total = items.length, offset = 0, limit = 10): TContractListResponse => ({
  n_items: total,
  offset,
  limit,
  items,
});

/** The query of a fetch call, as an object. */
export const queryOf = (call: TFetchCall) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
export const pathOf = (call: TFetchCall) => new URL(call.url, 'http://localhost').pathname;

export const ok = (body: unknown) => jsonResponse(200, body);

/** A link of the contract to a battery: active since 2024, applying its discounts, half of a shared battery. */
export function batteryLinkFixture(overrides: Partial<TVirtualBatteryLink> = {}): TVirtualBatteryLink {
  return {
    id: 11,
    bateria: { id: 1, name: 'Sol Comunitari', balance: 120.5, shared: true },
    data_inici: '2024-01-01',
    data_final: null,
    pes: 2.5,
    pes_percentatge: 50,
    gestio_descomptes: 'aplicar',
    total_descompte: 48.2,
    available_discount: 60.25,
    es_origen: false,
    ...overrides,
  };
}

/** One link of a battery as GET contract/bateria_virtual_percentages and the customer's batteries list it. */
export const batteryPercentageFixture = (
  link_id: number,
  contract: string,
  percentage: number,
  bateria_id = 1,
  more: Partial<TBatteryPercentage> = {},
): TBatteryPercentage => ({ bateria_id, link_id, contract, percentage, es_origen: false, active: true, ...more });

/**
 * The demo customer's batteries: 1 shared by C1001 (50 %), C1002 and C1003; 2 of C2001 alone (where
 * C1001 may move); 3 C1001's own, of which it is the origin; 5 an old one C1001 left at 0 %.
 */
export const customerBatteriesFixture = (): TCustomerBattery[] => [
  {
    id: 1,
    name: 'Sol Comunitari',
    balance: 120.5,
    links: [
      batteryPercentageFixture(11, 'C1001', 50),
      batteryPercentageFixture(12, 'C1002', 30),
      batteryPercentageFixture(13, 'C1003', 20),
    ],
  },
  { id: 2, name: 'Veïnat', balance: 80, links: [batteryPercentageFixture(21, 'C2001', 100, 2)] },
  { id: 3, name: 'Terrat', balance: 15, links: [batteryPercentageFixture(31, 'C1001', 100, 3, { es_origen: true })] },
  {
    id: 5,
    name: 'Antiga',
    balance: 0,
    links: [batteryPercentageFixture(51, 'C1001', 0, 5, { active: false }), batteryPercentageFixture(52, 'C1002', 100, 5)],
  },
];

/** The contract's links matching customerBatteriesFixture: shared, origin, and inactive by date (so locked). */
export const batteryLinksFixture = (): TVirtualBatteryLink[] => [
  batteryLinkFixture(),
  batteryLinkFixture({
    id: 31,
    bateria: { id: 3, name: 'Terrat', balance: 15, shared: false },
    pes_percentatge: 100,
    gestio_descomptes: 'no_aplicar',
    es_origen: true,
  }),
  batteryLinkFixture({
    id: 51,
    bateria: { id: 5, name: 'Antiga', balance: 0, shared: true },
    data_inici: '2021-01-01',
    data_final: '2021-12-31',
    pes_percentatge: 0,
  }),
];
