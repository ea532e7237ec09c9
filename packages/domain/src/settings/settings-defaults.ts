import { PASSWORD_MIN_LENGTH_DEFAULT } from '../auth/password-length.ts';

/**
 * Built-in settings (customer-area §3, visitor-and-shell §3.10). Server settings are merged
 * over these; when settings cannot be fetched the web runs on these alone.
 */
export const DEFAULT_SETTINGS = {
  features: {
    displayTypes: ['electricity', 'gas'],
    contactAutoReads: false,
    oidc: false,
    allowDefaultLogin: false,
    signup: true,
    analytics: false,
    contact: true,
    unsignedContact: true,
    powerChange: true,
    notificacionAddressChange: true,
    noCesionSips: true,
    modifyInvoiceOnline: true,
    attachmentOnIbanChange: false,
    reclamATCContract: false,
    reclamATCMenu: false,
    disableDownloadContractReport: false,
    showCoupons: false,
    enableServerElements: true,
    sidebarContract: false,
  },
  contract: { ibanChange: { enabled: true } },
  refCatastral: { modify: true },
  invoices: { enablePayment: true, itemsPerPage: 100 },
  contracts: { itemsPerPage: 10, showProduct: true, showPower: true, dontShowSearchFilter: false },
  contractation: {
    electricity: { enabled: true },
    gas: { enabled: true },
    dual: { enabled: true },
    authenticate: false,
    defaultType: 'dual',
  },
  language: { default: 'ca-ES', partner: ['ca-ES', 'es-ES'], enabled: ['ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'] },
  organization: {
    name: 'Energia Demo',
    phone_crm: '900 000 000',
    email: 'atencio@energia.example',
    schedule: { from: '9h', to: '17h' },
  },
  links: { conditions: '', gdpr: '', cookies: '', calculatorConditions: '' },
  fileUploadSizeLimit: 15000000,
  // Bytes a customer's uploaded attachments may take in all; a setting, like the per-file limit.
  attachmentQuotaBytes: 100000000,
  signUp: { phoneField: false, invoiceNumberField: false },
  // New passwords' minimum length (docs/sign-in.md, "New passwords"): public, so the forms and the API read the same.
  password: { minLength: PASSWORD_MIN_LENGTH_DEFAULT },
  // Customers land on the signed-in overview at / (the dashboard home type, docs/overview.md).
  homepage: 'home',
  home: { type: 'dashboard', hero: true },
  helpDialog: { enabled: true },
  oidc: { providerUrl: '', clientId: '', authorizeEndpoint: '', logoutEndpoint: '' },
  payment: { provider: 'sandbox' },
  maintenance: { activated: false, start: null as string | null, end: null as string | null },
  // The comparator's other keys (offers, calculationMode, productsUrl) are read by
  // comparator/comparator-settings.ts: these defaults ship with the login page, which needs none of them.
  comparator: { enabled: false },
  powerCalculator: { enabled: false },
  // The wholesale price alerts at /omipComponent (docs/price-alerts.md): off unless a retailer imports OMIP prices.
  priceAlerts: { enabled: false },
  newsletter: { enabled: false, jwtParamsRequired: false, mailEditionDisabled: false },
  sentry: { sampleRate: 1, replaysSessionSampleRate: 0 },
};

export type TSettings = typeof DEFAULT_SETTINGS;
