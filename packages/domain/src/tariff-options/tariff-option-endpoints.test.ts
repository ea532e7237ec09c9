import { describe, expect, it } from 'vitest';
import { TARIFF_OPTION_ENDPOINTS } from './tariff-option-endpoints.ts';
import { TARIFF_OPTION_KINDS } from './tariff-option-schemas.ts';

describe('the tariff options’ table of calls', () => {
  it.each(TARIFF_OPTION_KINDS)('gives %s its three calls on its own path', (kind) => {
    const { available, get, set } = TARIFF_OPTION_ENDPOINTS[kind];
    const segment = kind.replace('_', '-');
    expect(get).toMatchObject({ method: 'GET', path: `/contract/:contractName/${segment}/` });
    expect(set).toMatchObject({ method: 'PUT', path: `/contract/:contractName/${segment}/` });
    expect(available.method).toBe('GET');
    expect(available.path).toMatch(new RegExp(`^/contract/:contractName/available-${segment}s?/$`));
  });

  it('holds each of the nine calls once', () => {
    const names = TARIFF_OPTION_KINDS.flatMap((kind) => Object.values(TARIFF_OPTION_ENDPOINTS[kind]).map((endpoint) => endpoint.name));
    expect(new Set(names).size).toBe(9);
  });
});
