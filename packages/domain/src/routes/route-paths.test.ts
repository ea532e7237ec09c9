import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { buildPath, contractTypeFromSlug, matchRoute, translatePath } from './route-paths.ts';
import { ROUTE_NAMES, ROUTES } from './route-table.ts';

describe('route table', () => {
  it('gives the spec’s Catalan and Spanish paths', () => {
    expect(ROUTES.login.paths['ca-ES']).toBe('/acces');
    expect(ROUTES.login.paths['es-ES']).toBe('/acceso');
    expect(ROUTES.changePassword.paths['ca-ES']).toBe('/canvi-de-clau');
    expect(ROUTES.changePassword.paths['es-ES']).toBe('/cambio-de-clave');
    expect(ROUTES.invoices.paths['ca-ES']).toBe('/factures');
    expect(ROUTES.invoices.paths['es-ES']).toBe('/facturas');
    expect(ROUTES.customerService.paths['es-ES']).toBe('/atencion-al-cliente');
    expect(ROUTES.profile.paths['ca-ES']).toBe('/perfil');
    expect(ROUTES.loading.paths['ca-ES']).toBe('/carregant');
    expect(ROUTES.version.paths['ca-ES']).toBe('/versio');
    expect(ROUTES.resetPassword.paths['ca-ES']).toBe('/recordar-clau');
    expect(ROUTES.electricityContracting.paths['ca-ES']).toBe('/nou-client-electricitat');
    expect(ROUTES.newsletter.paths['ca-ES']).toBe('/butlleti');
  });

  it('uses the neutral English templates', () => {
    expect(ROUTES.contractDetail.paths['en-US']).toBe('/contracts/:contractType/:contractName');
    expect(ROUTES.gasContractInvoices.paths['en-US']).toBe('/contracts-gas/:contractName/invoices-gas');
    expect(ROUTES.requestCreate.paths['en-US']).toBe('/requests/create');
    expect(ROUTES.dynamicPage.paths['en-US']).toBe('/d/:routePath/:pageId');
  });

  it('has every route in all six languages, and within a language no two routes share a path', () => {
    for (const language of LANGUAGES) {
      const seen = new Map<string, string>();
      for (const name of ROUTE_NAMES) {
        const path = ROUTES[name].paths[language];
        expect(path.startsWith('/')).toBe(true);
        expect(seen.get(path), `${language} ${path}`).toBeUndefined();
        seen.set(path, name);
      }
    }
  });

  it('round-trips every route through build and match in every language', () => {
    for (const language of LANGUAGES) {
      for (const name of ROUTE_NAMES) {
        const params = {
          contractType: 'electricity',
          contractName: '0001234',
          id: '7',
          action: 'download',
          routePath: 'info',
          pageId: '3',
        };
        const path = buildPath(name, language, params);
        const match = matchRoute(path);
        expect(match?.name, `${language} ${path}`).toBe(name);
        expect(match?.languages).toContain(language);
      }
    }
  });
});

describe('paths', () => {
  it('translates the contract type parameter', () => {
    expect(buildPath('contracts', 'ca-ES', { contractType: 'electricity' })).toBe('/contractes/electricitat');
    expect(buildPath('contracts', 'es-ES', { contractType: 'electricitat' })).toBe('/contratos/electricidad');
    expect(contractTypeFromSlug('strom')).toBe('electricity');
    expect(contractTypeFromSlug('nonsense')).toBeUndefined();
  });

  it('prefers a static gas segment over the contract type parameter', () => {
    expect(matchRoute('/contractes/gas/0009')?.name).toBe('gasContractDetail');
    expect(matchRoute('/contractes/electricitat/0009')?.name).toBe('contractDetail');
  });

  it('redirects a path of another language to the current one, keeping params', () => {
    expect(translatePath('/acces', 'es-ES')).toBe('/acceso');
    expect(translatePath('/acceso', 'es-ES')).toBeUndefined();
    expect(translatePath('/login', 'de-DE')).toBe('/anmelden');
    expect(translatePath('/contractes/electricitat/0001', 'en-US')).toBe('/contracts/electricity/0001');
    expect(translatePath('/no-such-page', 'en-US')).toBeUndefined();
  });

  it('ignores a trailing slash and rejects unknown contract types', () => {
    expect(matchRoute('/acces/')?.name).toBe('login');
    expect(matchRoute('/contracts/banana')).toBeUndefined();
  });
});
