import type { TContractingConfigResponse, TContractingType, TLeadDraft, TSettings, TStepName } from '@portal/domain';
import { DEFAULT_SETTINGS } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { stubScreenWidth } from '../../../shared/ui/responsive-list/match-media-stub.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { parseSection, type TStepContext } from '../model/step-schemas.ts';
import { initialWizardState, type TWizardState, wizardStore } from '../model/wizard-store.ts';
import type { TSectionName, TWizardValues } from '../model/wizard-values.ts';
import DualContractingPage from '../pages/dual-contracting-page.tsx';
import ElectricityContractingPage from '../pages/electricity-contracting-page.tsx';
import GasContractingPage from '../pages/gas-contracting-page.tsx';
import {
  CNAES,
  COMERS,
  CONFIG,
  confirmOk,
  type cupsConfig,
  GAS_PRODUCTS,
  GAS_TARIFFS,
  type gasCupsConfig,
  LEAD_ID,
  LOCALITY,
  PRODUCTS,
  TARIFFS,
} from './contracting-fixtures.ts';

/** English with the wizard's words and shared/'s. */
export async function useEnglishContracting() {
  await useEnglish();
  await loadCataloguePart('contracting');
}

export const signedOut = () => authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false });
export const signedIn = () => authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true });

/** Each wizard starts empty, as in a new browser session. */
export function resetWizards() {
  for (const type of ['electricity', 'gas', 'dual'] as const) wizardStore(type).setState(initialWizardState(type));
}

/** What the lead holds after these sections were posted (their checked data, as the wizard keeps it). */
export function sentSections(kind: TContractingType, values: TWizardValues, sections: readonly TSectionName[], authenticated = false) {
  const context: TStepContext = {
    type: kind,
    config: CONFIG,
    authenticated,
    originOffered: true,
    gasOriginOffered: true,
    cnaes: CNAES,
    detectedSelfconsCode: undefined,
    fileLimitBytes: DEFAULT_SETTINGS.fileUploadSizeLimit,
  };
  const sent: Partial<Record<TSectionName, string>> = {};
  for (const section of sections) sent[section] = JSON.stringify(parseSection(section, context, values));
  return sent;
}

/** The wizard as if the visitor had already gone this far in this session. */
export function seedWizard(type: TContractingType, state: Partial<TWizardState> & { values: TWizardValues }) {
  wizardStore(type).setState({ ...initialWizardState(type), arrived: true, ...state });
}

export interface TContractingApi {
  config?: Partial<TContractingConfigResponse>;
  draft?: TLeadDraft | null;
  cups?: Record<string, ReturnType<typeof cupsConfig>>;
  gasCups?: Record<string, ReturnType<typeof gasCupsConfig>>;
  products?: typeof PRODUCTS;
  coupons?: Record<string, boolean>;
  scoring?: boolean;
  dniValid?: boolean;
  /** The answer to POST leads/resume; by default a refused link. */
  resume?: (call: TFetchCall) => Response;
  /** The answer to POST leads or gas/leads; by default the lead, and on step 5 an OK confirmation. */
  lead?: (call: TFetchCall) => Response;
}

export const pathOf = (call: TFetchCall) => new URL(call.url, 'http://portal.test').pathname;

/** The wizard's calls, answered as the API would. */
export function stubContractingApi(type: TContractingType, api: TContractingApi = {}) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://portal.test');
    const path = url.pathname;
    if (path === '/api/v1/contractacio/config') return jsonResponse(200, { ...CONFIG, ...api.config });
    if (path === '/api/v1/leads/resume' && call.method === 'POST')
      return api.resume ? api.resume(call) : jsonResponse(404, { code: 'resume_link_invalid', message: 'resume_link_invalid' });
    if (path === '/api/v1/leads/draft')
      return api.draft ? jsonResponse(200, api.draft) : jsonResponse(404, { code: 'lead_not_found', message: 'lead_not_found' });
    const cups = /^\/api\/v1\/contractacio\/config\/cups\/(\w+)$/.exec(path)?.[1];
    if (cups) {
      const found = api.cups?.[cups];
      return found ? jsonResponse(200, found) : jsonResponse(404, { code: 'cups_not_found', message: 'cups_not_found' });
    }
    const gasCups = /^\/api\/v2\/gas\/contractacio\/config\/cups\/(\w+)$/.exec(path)?.[1];
    if (gasCups) {
      const found = api.gasCups?.[gasCups];
      return found ? jsonResponse(200, found) : jsonResponse(404, { code: 'cups_not_found', message: 'cups_not_found' });
    }
    if (path === '/api/v1/leads/comers' || path === '/api/v2/gas/leads/comers') return jsonResponse(200, COMERS);
    if (path === '/api/v1/misc/cnaes/') return jsonResponse(200, CNAES);
    if (path === '/api/v1/tariff') return jsonResponse(200, TARIFFS);
    if (path === '/api/v2/gas/tariff') return jsonResponse(200, GAS_TARIFFS);
    if (path === '/api/v1/pricelist') return jsonResponse(200, api.products ?? PRODUCTS);
    if (path === '/api/v2/gas/pricelist') return jsonResponse(200, GAS_PRODUCTS);
    const coupon = /^\/api\/v1\/leads\/validate-coupon\/([^/]+)\/$/.exec(path)?.[1];
    if (coupon) return jsonResponse(200, { valid: api.coupons?.[decodeURIComponent(coupon)] ?? false });
    if (path === `/api/v1/leads/solvencia/${LEAD_ID}`) return jsonResponse(200, { scoring: api.scoring ?? true });
    if (path === `/api/v1/leads/dni-validation/${LEAD_ID}`) return jsonResponse(200, { dni_valid: api.dniValid ?? true });
    if ((path === '/api/v1/leads' || path === '/api/v2/gas/leads') && call.method === 'POST') {
      if (api.lead) return api.lead(call);
      const step = (call.body as { step: number }).step;
      return jsonResponse(200, { lead_id: LEAD_ID, step, ...(step === 5 ? { confirm: confirmOk(type) } : {}) });
    }
    if (path === '/api/v1/geo/tipovias/') return jsonResponse(200, { items: [{ code: 'CL', name: 'Carrer' }] });
    if (path.startsWith('/api/v1/geo/zipcode/')) return jsonResponse(200, { items: path.includes('17001') ? [LOCALITY] : [] });
    if (path.startsWith('/api/v1/geo/provincies/')) return jsonResponse(200, { province: { code: '17', name: 'Girona' } });
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
}

/** The body of the lead post at `index` (an empty one when there is none, for the expectation to fail on). */
export const postBody = <T,>(calls: TFetchCall[], index: number): T => (leadPosts(calls)[index]?.body ?? {}) as T;

/** The lead posts made so far (POST leads or gas/leads), with their bodies. */
export const leadPosts = (calls: TFetchCall[]) =>
  apiCalls(calls).filter((call) => call.method === 'POST' && ['/api/v1/leads', '/api/v2/gas/leads'].includes(pathOf(call)));

const PAGES = { electricity: ElectricityContractingPage, gas: GasContractingPage, dual: DualContractingPage };
const ROUTES = { electricity: '/nou-client-electricitat', gas: '/nou-client-gas', dual: '/nou-client-dual' };

/** The wizard's page on a screen of `width` pixels (1366 by default: the stepper; 390: a phone). */
export function renderWizard(type: TContractingType, { width = 1366, search = '', settings = DEFAULT_SETTINGS as TSettings } = {}) {
  stubScreenWidth(width);
  const Page = PAGES[type];
  return renderWithApp(<Page />, { route: `${ROUTES[type]}${search}`, settings });
}

/** The step on screen, once the wizard has arrived. */
export async function onStep(step: TStepName) {
  await screen.findByTestId(`wizard-step-body-${step}`, {}, { timeout: 5000 });
}

export const field = (name: string) => screen.getByTestId(`field-${name}`) as HTMLInputElement;
export const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
export const next = () => fireEvent.click(screen.getByTestId('wizard-next'));
export const previous = () => fireEvent.click(screen.getByTestId('wizard-previous'));
export const storeOf = (type: TContractingType) => wizardStore(type).getState();

/** Waits until the wizard shows `step`, after a next or previous. */
export async function reaches(step: TStepName) {
  await waitFor(() => expect(screen.getByTestId(`wizard-step-body-${step}`)).toBeTruthy());
}

/** Unmounted first: a wizard still on screen would take up its store again (its draft, its arrival). */
export const cleanupWizardTest = () => {
  cleanup();
  vi.unstubAllGlobals();
  resetWizards();
};
