import type { DemoAddress, DemoCustomerContracts } from './demo-reference-data.ts';
import { simplePdf } from './pdf-bytes.ts';
import { encodePng } from './png.ts';

/**
 * The demo personas' contracts, addresses and accounts (README, "Demo login"), as data; demo-contracts.ts
 * writes them. Every state the contract pages show has one contract here.
 */
const MARTA_ADDRESSES: DemoAddress[] = [
  {
    key: 'raval',
    name: 'Marta Puig Serra',
    dp: '08001',
    ine: '08019',
    state: 'Barcelona',
    poblacio: 'Barcelona',
    tv: 'CL',
    nv: 'Riera Alta',
    pnp: '12',
    pt: '3',
    pu: '1',
    refCatastral: '9872023VH5797S0001WX',
    mobile: '+34 612 345 678',
    email: 'marta.puig@correu.example',
  },
  {
    key: 'girona',
    name: 'Marta Puig Serra',
    dp: '17001',
    ine: '17079',
    state: 'Girona',
    poblacio: 'Girona',
    tv: 'CL',
    nv: 'Nou',
    pnp: '14',
    pt: '2',
    refCatastral: '0847106DF3804N0015BP',
    mobile: '+34 612 345 678',
    email: 'marta.puig@correu.example',
  },
  {
    key: 'madrid',
    name: 'Marta Puig Serra',
    dp: '28013',
    ine: '28079',
    state: 'Madrid',
    poblacio: 'Madrid',
    tv: 'CL',
    nv: 'Arenal',
    pnp: '20',
    pt: '4',
    pu: 'B',
    refCatastral: '1234567DF3813S0007GM',
    mobile: '+34 612 345 678',
    email: 'marta.puig@correu.example',
  },
  {
    key: 'old-flat',
    name: 'Marta Puig Serra',
    dp: '08001',
    ine: '08019',
    state: 'Barcelona',
    poblacio: 'Barcelona',
    tv: 'CL',
    nv: 'Hospital',
    pnp: '80',
    pt: '1',
    pu: '2',
    refCatastral: '4625115DF2842F0002YD',
    mobile: '+34 612 345 678',
    email: 'marta.puig@correu.example',
  },
];

/** The signed contract of one of Marta's contracts (test-customers.ts writes one for each copy too). */
export const signedContractPdf =
  (name: string, taxId = '12345678Z') =>
  () =>
    simplePdf(`Contracte de subministrament ${name}`, [
      'Energia Demo - Condicions particulars',
      `Contracte: ${name}`,
      `Titular: Marta Puig Serra (${taxId})`,
      'Signat electrònicament pel titular.',
    ]);

// A small roof plan of the self-consumption installation: panels in teal on a grey roof.
const solarPlanPng = () =>
  encodePng(64, 48, (x, y) => {
    const panel = x >= 8 && x < 56 && y >= 8 && y < 40 && x % 8 !== 0 && y % 8 !== 0;
    return panel ? [0, 128, 128, 255] : [200, 200, 200, 255];
  });

/**
 * The contracts of the demo personas, with every state the contract screens show.
 *
 * Attachments are documents, not interface text: each exists once, written in the customer's
 * language, and its name is the document's title in that language. Marta's locale is ca-ES and
 * her PDFs are Catalan, so their names are Catalan whatever language the portal shows; a name
 * translated per language would call a Catalan document something it is not.
 */
export const DEMO_CONTRACTS: readonly DemoCustomerContracts[] = [
  {
    taxId: '12345678Z',
    addresses: MARTA_ADDRESSES,
    ibans: ['ES9121000418450200051332', 'ES1800810200210123456789', 'ES7000491500010512345678'],
    contracts: [
      {
        name: '0001001',
        type: 'electricity',
        state: 'activa',
        signDate: '2021-03-02',
        startDate: '2021-03-15',
        tariff: '2.0TD',
        priceList: 'LLUM_ESTABLE_20TD',
        distributor: 'e-distribución Redes Digitales',
        cups: 'ES0031408000000001AP0F',
        supplyAddress: 'raval',
        fiscalAddress: 'raval',
        notificationAddress: 'raval',
        iban: 'ES9121000418450200051332',
        powersW: [4600, 4600],
        dsoReference: '000123456789',
        attachments: [
          {
            name: 'Contracte signat',
            filename: 'contracte-0001001.pdf',
            category: 'Contracte',
            mime: 'application/pdf',
            content: signedContractPdf('0001001'),
          },
          {
            name: 'Condicions generals',
            filename: 'condicions-generals.pdf',
            category: 'Condicions',
            mime: 'application/pdf',
            content: () =>
              simplePdf('Condicions generals del contracte', [
                '1. Objecte: subministrament d’energia elèctrica al punt indicat.',
                '2. Durada: un any, prorrogable tàcitament.',
                '3. Preus: segons la tarifa contractada, sense impostos.',
              ]),
          },
        ],
      },
      {
        name: '0001002',
        type: 'electricity',
        state: 'activa',
        signDate: '2023-06-10',
        startDate: '2023-07-01',
        tariff: '2.0TD',
        priceList: 'LLUM_INDEXADA_20TD',
        distributor: 'e-distribución Redes Digitales',
        cups: 'ES0031405000000002ZH0F',
        supplyAddress: 'girona',
        fiscalAddress: 'raval',
        notificationAddress: 'girona',
        iban: 'ES1800810200210123456789',
        powersW: [5750, 5750],
        selfConsumption: true,
        invoiceOnline: 'postal',
        noCessionSips: 'active',
        dsoReference: '000123456790',
        attachments: [
          {
            name: 'Esquema de la instal·lació fotovoltaica',
            filename: 'esquema-fotovoltaica.png',
            category: 'Autoconsum',
            mime: 'image/png',
            content: solarPlanPng,
          },
        ],
        // The demo contract waiting for signature: a change of account the customer has not signed yet.
        pendingRequest: { kind: 'iban', payload: { already_registered: true, bank_id_iban: 'ES7000491500010512345678' } },
      },
      {
        name: '0001003',
        type: 'gas',
        state: 'activa',
        signDate: '2022-01-20',
        startDate: '2022-02-01',
        tariff: 'RL.1',
        priceList: 'GAS_LLAR_RL1',
        distributor: 'Nedgia Catalunya',
        cups: 'ES0230123400001234FE0F',
        supplyAddress: 'raval',
        fiscalAddress: 'raval',
        notificationAddress: 'raval',
        iban: 'ES9121000418450200051332',
        pressureBar: 0.05,
        flowRateM3h: 6,
        dsoReference: 'NG-2022-004512',
        attachments: [
          {
            name: "Certificat d'instal·lació de gas",
            filename: 'certificat-gas.pdf',
            category: 'Certificats',
            mime: 'application/pdf',
            content: () =>
              simplePdf("Certificat d'instal·lació receptora de gas", [
                'Instal·lació revisada i apta per al subministrament.',
                'Pressió de servei: 0,05 bar. Cabal màxim: 6 m3/h.',
              ]),
          },
        ],
      },
      {
        // A new supply in Madrid, signed and in process with the distributor.
        name: '0001004',
        type: 'electricity',
        state: 'esborrany',
        signDate: '2026-11-12',
        startDate: null,
        tariff: '2.0TD',
        priceList: 'LLUM_ESTABLE_20TD',
        distributor: 'i-DE Redes Eléctricas Inteligentes',
        cups: 'ES0021000000123456XN0F',
        supplyAddress: 'madrid',
        fiscalAddress: 'raval',
        notificationAddress: 'madrid',
        iban: 'ES9121000418450200051332',
        powersW: [3450, 3450],
        atrAvailable: false,
        dsoReference: '',
      },
      {
        // Offered but not signed yet: shown as "signature pending".
        name: '0001005',
        type: 'gas',
        state: 'esborrany',
        signDate: null,
        startDate: null,
        tariff: 'RL.2',
        priceList: 'GAS_LLAR_RL2',
        distributor: 'Nedgia Catalunya',
        cups: 'ES0217000000000008NT0F',
        supplyAddress: 'girona',
        fiscalAddress: 'raval',
        notificationAddress: 'girona',
        iban: null,
        pressureBar: 0.05,
        flowRateM3h: 10,
        atrAvailable: false,
        dsoReference: '',
      },
      {
        // The old flat, left in 2020.
        name: '0000871',
        type: 'electricity',
        state: 'baixa',
        signDate: '2016-09-01',
        startDate: '2016-09-15',
        endDate: '2020-12-31',
        tariff: '2.0TD',
        priceList: 'LLUM_ESTABLE_20TD',
        distributor: 'e-distribución Redes Digitales',
        cups: 'ES0031405000000003ZL0F',
        supplyAddress: 'old-flat',
        fiscalAddress: 'old-flat',
        notificationAddress: 'old-flat',
        iban: 'ES9121000418450200051332',
        powersW: [3300, 3300],
        amountDebt: 0,
        dsoReference: '000098765432',
      },
      {
        name: '0000872',
        type: 'gas',
        state: 'cancelada',
        signDate: '2016-09-01',
        startDate: null,
        endDate: '2016-10-20',
        tariff: 'RL.1',
        priceList: 'GAS_LLAR_RL1',
        distributor: 'Nedgia Catalunya',
        cups: 'ES0230123400005678VG0F',
        supplyAddress: 'old-flat',
        fiscalAddress: 'old-flat',
        notificationAddress: 'old-flat',
        iban: 'ES9121000418450200051332',
        pressureBar: 0.05,
        flowRateM3h: 6,
        atrAvailable: false,
        dsoReference: '',
      },
    ],
  },
  {
    taxId: 'B58378431',
    addresses: [
      {
        key: 'workshop',
        name: 'Fusteria Vallès SL',
        dp: '08001',
        ine: '08019',
        state: 'Barcelona',
        poblacio: 'Barcelona',
        tv: 'CL',
        nv: 'Sant Pau',
        pnp: '55',
        refCatastral: '2157103VK4725F0012GD',
        mobile: '+34 934 123 456',
        email: 'administracio@fusteriavalles.example',
      },
    ],
    ibans: ['ES8001822370440201234567'],
    contracts: [
      {
        name: '0002001',
        type: 'electricity',
        state: 'activa',
        signDate: '2020-02-14',
        startDate: '2020-03-01',
        tariff: '3.0TD',
        priceList: 'EMPRESA_30TD',
        distributor: 'e-distribución Redes Digitales',
        cups: 'ES0031408100000005RZ0F',
        supplyAddress: 'workshop',
        fiscalAddress: 'workshop',
        notificationAddress: 'workshop',
        iban: 'ES8001822370440201234567',
        powersW: [20000, 25000, 25000, 30000, 30000, 35000],
        amountDebt: 412.37,
        dsoReference: '000555123001',
      },
    ],
  },
];

/** Reference data, then each persona's addresses, accounts, supply points and contracts. */
