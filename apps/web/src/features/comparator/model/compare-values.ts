import type { TElectricityCompareInput, TGasCompareInput } from '@portal/domain';

/** The six consumption periods of the electricity form (visitor-and-shell §2.6). */
export const PERIODS = [1, 2, 3, 4, 5, 6] as const;
export type TPeriodField = `p${(typeof PERIODS)[number]}`;

/** The forms' values as typed (texts until the schema reads them). */
export type TElectricityFormValues = TElectricityCompareInput;
export type TGasFormValues = TGasCompareInput;

export const EMPTY_ELECTRICITY_FORM = {
  mode: 'auto',
  cups: '',
  comerOrigin: '',
  accessTariff: '',
  power: '',
  power2: '',
  power3: '',
  power4: '',
  power5: '',
  power6: '',
  p1: '',
  p2: '',
  p3: '',
  p4: '',
  p5: '',
  p6: '',
  startDate: '',
  endDate: '',
  invoiceAmount: '',
  consent: false,
} as const satisfies Record<keyof TElectricityFormValues, unknown>;

export const EMPTY_GAS_FORM = {
  mode: 'auto',
  cups: '',
  comerOrigin: '',
  access_tariff: '',
  consumption: '',
  startDate: '',
  endDate: '',
  invoiceAmount: '',
} as const satisfies Record<keyof TGasFormValues, unknown>;

/** The form's field names, for the server's field errors (§7: 400 errors per field, shown under the fields). */
export const ELECTRICITY_FIELDS = Object.keys(EMPTY_ELECTRICITY_FORM);
export const GAS_FIELDS = Object.keys(EMPTY_GAS_FORM);
