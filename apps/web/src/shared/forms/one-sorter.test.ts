import { describe, expect, it } from 'vitest';

// Every form reads the server's refusals with one sorter (server-errors.ts): a form that picks
// `ApiError.errors` apart itself is an eighth way of placing field errors. The sources, as text.
const SOURCES = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const SORTER = './server-errors.ts';

/** The files that read an API error's field errors (`error.errors`, `err.errors?.[…]`) outside the sorter. */
export function fieldErrorReaders(sources: Readonly<Record<string, string>>): string[] {
  return Object.entries(sources)
    .filter(([file, text]) => file !== SORTER && /\b(?:error|err|e|failure|apiError)\??\.errors\b/.test(text))
    .map(([file]) => file);
}

describe('one server-error sorter', () => {
  it('reads the sources', () => {
    expect(Object.keys(SOURCES)).toContain(SORTER);
  });

  it('no form but the sorter reads an API error’s field errors', () => {
    expect(fieldErrorReaders(SOURCES)).toEqual([]);
  });

  it('a form that reads them itself is caught', () => {
    const form = "catch (error) { if (isApiError(error)) setError('iban', { message: error.errors?.iban?.[0] }); }";
    expect(fieldErrorReaders({ './a-form.tsx': form, [SORTER]: 'error.errors' })).toEqual(['./a-form.tsx']);
  });
});
