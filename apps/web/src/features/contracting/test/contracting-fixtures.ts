import {
  DEFAULT_CONTRACTING_CONFIG,
  type TCnae,
  type TComer,
  type TConfirmResult,
  type TContractingConfigResponse,
  type TContractingType,
  type TCupsConfig,
  type TGasCupsConfig,
  type TProduct,
} from '@portal/domain';
import { emptyWizardValues, type TWizardValues } from '../model/wizard-values.ts';

export const CUPS = 'ES0021000000000001RK';
export const CUPS_30TD = 'ES0031000000000002BZ';
export const CUPS_UNAVAILABLE = 'ES0230000000000003SA';
export const GAS_CUPS = 'ES0031000000000002BZ';
export const LEAD_ID = 77;

export const CONFIG: TContractingConfigResponse = { ...DEFAULT_CONTRACTING_CONFIG, phoneCrm: '900 111 222', prefill: null };

export const cupsConfig = (over: Partial<TCupsConfig> = {}): TCupsConfig => ({
  cups_data_availability: { available: true },
  access_tariff: { id: 1, name: '2.0TD' },
  address: { zipcode: '17001' },
  cups_availability: { available: true },
  power: 4.6,
  power_p1: 4.6,
  power_p2: 5.75,
  power_p3: null,
  power_p4: null,
  power_p5: null,
  power_p6: null,
  selfcons: false,
  autoconsumo_code: '00',
  distributor: { code: '0021', name: 'i-DE' },
  ine: '17079',
  ...over,
});

export const gasCupsConfig = (over: Partial<TGasCupsConfig> = {}): TGasCupsConfig => ({
  access_tariff: { id: 31, name: 'RL.1' },
  address: { zipcode: '17001' },
  cups_availability: { available: true },
  ...over,
});

export const COMERS: TComer[] = [
  { id: 11, name: 'Iberdrola Clientes' },
  { id: 12, name: 'Endesa Energía' },
];
export const CNAES: TCnae[] = [
  { id: 5610, name: '5610', descripcio: 'Restaurants' },
  { id: 4711, name: '4711', descripcio: 'Retail' },
];
export const TARIFFS = [
  { id: 1, name: '2.0TD' },
  { id: 2, name: '3.0TD' },
];
export const GAS_TARIFFS = [{ id: 31, name: 'RL.1' }];
export const PRODUCTS: TProduct[] = [
  {
    id: 501,
    name: 'Tarifa Estable',
    ov_description: '<p>One price <strong>all day</strong></p><script>alert(1)</script>',
    ov_link: 'https://energia.example/estable',
  },
  { id: 502, name: 'Tarifa Horària', ov_description: '<p>Three periods</p>', ov_link: '' },
];
export const GAS_PRODUCTS: TProduct[] = [{ id: 601, name: 'Gas Estable', ov_description: '<p>Gas</p>', ov_link: '' }];

export const LOCALITY = { ine: '17079', municipality: 'Girona', locality: 'Girona', state: '17', province_name: 'Girona' };

export const confirmOk = (type: TContractingType): TConfirmResult => ({
  status: 'OK',
  result: {
    error: null,
    render: null,
    contracts: [
      ...(type !== 'gas' ? [{ name: '0012345', type: 'electricity' as const }] : []),
      ...(type !== 'electricity' ? [{ name: '0067890', type: 'gas' as const }] : []),
    ],
    payments: [],
  },
});

const ADDRESS = {
  dp: '17001',
  ine: '17079',
  state: '17',
  poblacio: 'Girona',
  tv: 'CL',
  nv: 'Nou',
  pnp: '3',
  bq: '',
  es: '',
  pt: '2',
  pu: '1',
  aclarador: '',
  ref_catastral: '',
};

/** Every step filled in as a visitor would, valid for the step schemas with CONFIG. */
export function filledValues(type: TContractingType): TWizardValues {
  const empty = emptyWizardValues(type === 'gas');
  return {
    installation: {
      ...empty.installation,
      cups: type === 'gas' ? GAS_CUPS : CUPS,
      address: { ...ADDRESS },
      comerOrigin: '11',
      acceptMorosityVerification: true,
      leadsConsent: true,
    },
    person: {
      ...empty.person,
      vat: '12345678Z',
      name: 'Marta',
      surName1: 'Puig',
      surName2: 'Serra',
      mobile: '612 345 678',
      email: 'marta@example.com',
      nifFaceup: [{ id: 9, name: 'dni.pdf' }],
      commsLanguage: 'ca-ES',
    },
    contract: {
      ...empty.contract,
      power: '4,6',
      power2: '4,6',
      accessTariff: '1',
      selectedProduct: '501',
      selectedProductName: 'Tarifa Estable',
    },
    gasContract: {
      ...empty.gasContract,
      includeGas: type !== 'electricity',
      cups: GAS_CUPS,
      comerOrigin: '12',
      accessTariff: '31',
      selectedProduct: '601',
      selectedProductName: 'Gas Estable',
    },
    payment: { iban: 'ES91 2100 0418 4502 0005 1332', isOwner: true },
    confirmation: { acceptOVConditions: false, acceptGdpr: false, acceptPublicity: false },
  };
}
