import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { buildPath, contractTypeFromSlug, matchRoute, translatePath } from './route-paths.ts';
import { ROUTE_NAMES, ROUTES } from './route-table.ts';

describe('route table', () => {
  it.each([
    ['login', 'ca-ES', '/acces'],
    ['login', 'es-ES', '/acceso'],
    ['changePassword', 'ca-ES', '/canvi-de-clau'],
    ['changePassword', 'es-ES', '/cambio-de-clave'],
    ['invoices', 'ca-ES', '/factures'],
    ['invoices', 'es-ES', '/facturas'],
    ['customerService', 'es-ES', '/atencion-al-cliente'],
    ['profile', 'ca-ES', '/perfil'],
    ['loading', 'ca-ES', '/carregant'],
    ['version', 'ca-ES', '/versio'],
    ['resetPassword', 'ca-ES', '/recordar-clau'],
    ['electricityContracting', 'ca-ES', '/nou-client-electricitat'],
    ['newsletter', 'ca-ES', '/butlleti'],
    // The neutral English templates.
    ['contractDetail', 'en-US', '/contracts/:contractType/:contractName'],
    ['gasContractInvoices', 'en-US', '/contracts-gas/:contractName/invoices-gas'],
    ['requestCreate', 'en-US', '/requests/create'],
    ['dynamicPage', 'en-US', '/d/:routePath/:pageId'],
  ] as const)('gives %s the spec’s %s path %s', (name, language, path) => {
    expect(ROUTES[name].paths[language]).toBe(path);
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
