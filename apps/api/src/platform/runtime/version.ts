import { readFileSync } from 'node:fs';

/** The API's version, from its package.json, for health answers and the OpenAPI document. */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;
