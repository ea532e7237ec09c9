import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';

const API_SRC = fileURLToPath(new URL('./', import.meta.url));

/**
 * Folders whose language-keyed objects are not a module's words: demo content is data (seed/),
 * and the test helpers build requests in every language (test/).
 */
const NOT_TEXTS = [/^seed\//, /^test\//];

/** A language as an object's key (`'ca-ES': {`, `'de-DE': 'Datum'`): words written by language. */
const LANGUAGE_KEY = new RegExp(`^\\s*'(${LANGUAGES.join('|')})':`, 'm');

describe('the words of the API', () => {
  it('live in a texts/ folder (one file per language), not in objects keyed by language elsewhere', async () => {
    const files = (await readdir(API_SRC, { recursive: true }))
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !file.split('/').includes('texts') && !NOT_TEXTS.some((folder) => folder.test(file)));
    const misplaced: string[] = [];
    for (const file of files) {
      if (LANGUAGE_KEY.test(await readFile(path.join(API_SRC, file), 'utf8'))) misplaced.push(file);
    }
    // Move them to the module's texts/ (ARCHITECTURE.md, "a message").
    expect(misplaced).toEqual([]);
  });
});
