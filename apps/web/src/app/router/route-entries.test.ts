import { LANGUAGES, ROUTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { MOUNTED_ROUTES } from '../../shared/routing/mounted-routes.ts';
import { PAGES } from './pages.ts';
import { routeEntries } from './route-entries.ts';

describe('route table', () => {
  const entries = routeEntries();

  it('has every path of every route in all six languages, each path once', () => {
    const paths = entries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [name, route] of Object.entries(ROUTES)) {
      for (const language of LANGUAGES) expect(paths).toContain(route.paths[language]);
      expect(entries.some((e) => e.name === name)).toBe(true);
    }
  });

  it('gives every mounted route a page, and only those', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...MOUNTED_ROUTES].sort());
  });
});
