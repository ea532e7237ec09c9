import { describe, expect, it } from 'vitest';

// Every file of the web app, found by the bundler's glob (not loaded): a name says which file
// is meant, in a search, an import, a stack trace or a review, without its folder.
const FILES = Object.keys(import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.d.ts']));

/** The names two or more files share, with their paths; each feature's and folder's entry is index.ts. */
export function sharedNames(paths: readonly string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (name === 'index.ts') continue;
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  return new Map([...byName].filter(([, holders]) => holders.length > 1));
}

describe('file names in the web app', () => {
  it('finds the files', () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(FILES).toContain('./main.tsx');
  });

  it('are unique, but for index.ts', () => {
    expect(Object.fromEntries(sharedNames(FILES))).toEqual({});
  });

  it('a second file of the same name is caught', () => {
    expect([...sharedNames(['./a/chart.ts', './b/chart.ts', './a/index.ts', './b/index.ts']).keys()]).toEqual(['chart.ts']);
  });
});
