import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/settings-defaults.ts';
import { contractButtons, type TContractButtonSettings, type TContractButtonsInput } from './contract-buttons.ts';

const ALL_ON: TContractButtonSettings = {
  features: {
    notificacionAddressChange: true,
    modifyInvoiceOnline: true,
    powerChange: true,
    noCesionSips: true,
    reclamATCContract: true,
    disableDownloadContractReport: false,
  },
  contract: { ibanChange: { enabled: true } },
  refCatastral: { modify: true },
};

const ALL_OFF: TContractButtonSettings = {
  features: {
    notificacionAddressChange: false,
    modifyInvoiceOnline: false,
    powerChange: false,
    noCesionSips: false,
    reclamATCContract: false,
    disableDownloadContractReport: true,
  },
  contract: { ibanChange: { enabled: false } },
  refCatastral: { modify: false },
};

const base: TContractButtonsInput = {
  kind: 'electricity',
  state: 'activa',
  atrAvailable: true,
  noCessionSips: 'unactive',
  waitingForSignature: [],
  readonly: false,
  settings: ALL_ON,
};

const shown = { visible: true, disabled: false };
const hidden = { visible: false, disabled: true };
const readOnly = { visible: true, disabled: true, reason: 'read_only_token' };

describe('contractButtons, electricity', () => {
  it('shows every button on an active contract with every flag on', () => {
    expect(contractButtons(base)).toEqual({
      notificationAddress: shown,
      invoiceDelivery: shown,
      iban: shown,
      power: shown,
      sips: shown,
      cadastralReference: shown,
      downloadReport: shown,
      claim: shown,
    });
  });

  it('accepts the built-in settings as they are', () => {
    expect(contractButtons({ ...base, settings: DEFAULT_SETTINGS }).power).toEqual(shown);
  });

  it('hides each button when its flag is off', () => {
    const buttons = contractButtons({ ...base, settings: ALL_OFF });
    for (const name of ['notificationAddress', 'invoiceDelivery', 'iban', 'power', 'sips', 'cadastralReference', 'claim'] as const) {
      expect(buttons[name]).toEqual(hidden);
    }
    expect(buttons.downloadReport).toEqual({ visible: false, disabled: false });
  });

  it('ties each flag to its own button', () => {
    const only = (patch: Partial<TContractButtonSettings['features']>, extra: Partial<TContractButtonSettings> = {}) =>
      contractButtons({ ...base, settings: { ...ALL_OFF, ...extra, features: { ...ALL_OFF.features, ...patch } } });
    expect(only({ notificacionAddressChange: true }).notificationAddress).toEqual(shown);
    expect(only({ modifyInvoiceOnline: true }).invoiceDelivery).toEqual(shown);
    expect(only({ powerChange: true }).power).toEqual(shown);
    expect(only({ noCesionSips: true }).sips).toEqual(shown);
    expect(only({ reclamATCContract: true }).claim).toEqual(shown);
    expect(only({ disableDownloadContractReport: false }).downloadReport).toEqual(shown);
    expect(only({}, { contract: { ibanChange: { enabled: true } } }).iban).toEqual(shown);
    expect(only({}, { refCatastral: { modify: true } }).cadastralReference).toEqual(shown);
    expect(only({ powerChange: true }).iban).toEqual(hidden);
  });

  it('hides the change buttons on draft, closed, cancelled and unknown states, keeping download and claim', () => {
    for (const state of ['esborrany', 'baixa', 'cancelada', 'other']) {
      const buttons = contractButtons({ ...base, state });
      for (const name of ['notificationAddress', 'invoiceDelivery', 'iban', 'power', 'sips', 'cadastralReference'] as const) {
        expect(buttons[name]).toEqual(hidden);
      }
      expect(buttons.downloadReport).toEqual(shown);
      expect(buttons.claim).toEqual(shown);
    }
  });

  it('hides power and SIPS without atr_available, leaving the others', () => {
    const buttons = contractButtons({ ...base, atrAvailable: false });
    expect(buttons.power).toEqual(hidden);
    expect(buttons.sips).toEqual(hidden);
    expect(buttons.iban).toEqual(shown);
    expect(buttons.notificationAddress).toEqual(shown);
  });

  it('disables SIPS once the opt-out is active, saying so, not while requested or inactive', () => {
    expect(contractButtons({ ...base, noCessionSips: 'active' }).sips).toEqual({
      visible: true,
      disabled: true,
      reason: 'sips_already_active',
    });
    expect(contractButtons({ ...base, noCessionSips: 'requested' }).sips).toEqual(shown);
    expect(contractButtons({ ...base, noCessionSips: null }).sips).toEqual(shown);
  });

  it('shows but disables every change button for a read-only token, with the reason', () => {
    const buttons = contractButtons({ ...base, readonly: true });
    for (const name of ['notificationAddress', 'invoiceDelivery', 'iban', 'power', 'sips', 'cadastralReference', 'claim'] as const) {
      expect(buttons[name]).toEqual(readOnly);
    }
    expect(buttons.downloadReport).toEqual(shown);
  });

  it('keeps a button hidden rather than read-only when its rule hides it', () => {
    expect(contractButtons({ ...base, readonly: true, state: 'baixa' }).iban).toEqual(hidden);
  });
});

describe('contractButtons, gas', () => {
  const gas: TContractButtonsInput = { ...base, kind: 'gas' };

  it('never offers a power change', () => {
    expect(contractButtons(gas).power).toEqual(hidden);
    expect(contractButtons({ ...gas, state: 'baixa' }).power).toEqual(hidden);
    expect(contractButtons({ ...gas, state: 'cancelada' }).power).toEqual(hidden);
  });

  it('offers SIPS on an active contract with atr_available, like electricity', () => {
    expect(contractButtons(gas).sips).toEqual(shown);
    expect(contractButtons({ ...gas, atrAvailable: false }).sips).toEqual(hidden);
    expect(contractButtons({ ...gas, state: 'cancelada' }).sips).toEqual(hidden);
    expect(contractButtons({ ...gas, state: 'baixa' }).sips).toEqual(hidden);
    expect(contractButtons({ ...gas, noCessionSips: 'active' }).sips).toEqual({
      visible: true,
      disabled: true,
      reason: 'sips_already_active',
    });
    expect(contractButtons({ ...gas, settings: { ...ALL_ON, features: { ...ALL_ON.features, noCesionSips: false } } }).sips).toEqual(
      hidden,
    );
  });

  it('applies the same address, invoice, IBAN and cadastral rules as electricity', () => {
    const buttons = contractButtons(gas);
    expect(buttons.notificationAddress).toEqual(shown);
    expect(buttons.invoiceDelivery).toEqual(shown);
    expect(buttons.iban).toEqual(shown);
    expect(buttons.cadastralReference).toEqual(shown);
    const cancelled = contractButtons({ ...gas, state: 'cancelada' });
    expect(cancelled.iban).toEqual(hidden);
    expect(cancelled.notificationAddress).toEqual(hidden);
    expect(cancelled.downloadReport).toEqual(shown);
  });

  it('disables gas change buttons for a read-only token', () => {
    const buttons = contractButtons({ ...gas, readonly: true });
    expect(buttons.sips).toEqual(readOnly);
    expect(buttons.iban).toEqual(readOnly);
    expect(buttons.power).toEqual(hidden);
  });
});

describe('contractButtons, a change waiting for signature', () => {
  const pending = { visible: true, disabled: true, reason: 'change_waiting_for_signature' };
  type TName = keyof ReturnType<typeof contractButtons>;
  const ALL: TName[] = ['notificationAddress', 'invoiceDelivery', 'iban', 'power', 'sips', 'cadastralReference', 'downloadReport', 'claim'];

  it.each<[string, string[], Partial<Record<TName, object>>]>([
    ['nothing waiting', [], {}],
    ['a bank change', ['iban'], { iban: pending }],
    ['a power change', ['power'], { power: pending }],
    ['a SIPS opt-out', ['no_cession_sips'], { sips: pending }],
    ['a bank and a power change', ['iban', 'power'], { iban: pending, power: pending }],
    // Kinds applied at once never wait; an unknown kind disables nothing.
    ['kinds that do not wait', ['invoice_online', 'contact_field', 'other'], {}],
  ])('%s: only that kind’s button is disabled, with the reason', (_, waiting, expected) => {
    const buttons = contractButtons({ ...base, waitingForSignature: waiting });
    for (const name of ALL) expect(buttons[name], name).toEqual(expected[name] ?? shown);
  });

  it.each<[string, Partial<TContractButtonsInput>, object]>([
    ['a read-only token says read-only first', { readonly: true }, readOnly],
    ['a closed contract hides it rather than disabling it', { state: 'baixa' }, hidden],
    ['the feature off hides it', { settings: { ...ALL_ON, features: { ...ALL_ON.features, powerChange: false } } }, hidden],
    ['gas has no power change to wait for', { kind: 'gas' }, hidden],
  ])('power waiting: %s', (_, patch, expected) => {
    expect(contractButtons({ ...base, ...patch, waitingForSignature: ['power'] }).power).toEqual(expected);
  });

  it('an active SIPS opt-out says it is active, even with a request waiting', () => {
    expect(contractButtons({ ...base, noCessionSips: 'active', waitingForSignature: ['no_cession_sips'] }).sips.reason).toBe(
      'sips_already_active',
    );
  });

  it('every disabled visible button says why', () => {
    const inputs: TContractButtonsInput[] = [
      { ...base, waitingForSignature: ['iban', 'power', 'no_cession_sips'] },
      { ...base, readonly: true },
      { ...base, noCessionSips: 'active' },
      { ...base, kind: 'gas', readonly: true, waitingForSignature: ['iban'] },
    ];
    for (const input of inputs) {
      for (const button of Object.values(contractButtons(input))) {
        if (button.visible && button.disabled) expect(button.reason).toBeTruthy();
      }
    }
  });
});
