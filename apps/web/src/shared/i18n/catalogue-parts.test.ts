import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, isCataloguePartLoaded, loadCataloguePart } from './i18n.ts';

describe('catalogue parts', () => {
  it('loads a feature part on demand and keeps it across language switches', async () => {
    await changeLanguage('ca-ES', { persist: false });
    expect(isCataloguePartLoaded('contracts', 'ca-ES')).toBe(false);
    expect(i18n.exists('contracts_list_error')).toBe(false);

    await loadCataloguePart('contracts');
    expect(isCataloguePartLoaded('contracts', 'ca-ES')).toBe(true);
    const catalan = i18n.t('contracts_list_error');

    await changeLanguage('es-ES', { persist: false });
    expect(isCataloguePartLoaded('contracts', 'es-ES')).toBe(true);
    expect(i18n.t('contracts_list_error')).not.toBe(catalan);
    expect(i18n.t('contracts_list_error')).not.toBe('contracts_list_error');
  });
});
