import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';

/**
 * The read-only (impersonation) token a portal (the main one unless named) prints at start for
 * 12345678Z, the only kind of token a link may carry (docs/sign-in.md). The portal answers
 * /readyz just before it prints, so the banner may still be on its way.
 */
export async function demoReadOnlyToken(portal: 'main' | 'gatesOff' = 'main'): Promise<string> {
  const startupOutput = fileURLToPath(new URL(`../../${E2E_SERVERS[portal].stdoutFile}`, import.meta.url));
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const printed = await readFile(startupOutput, 'utf8').catch(() => '');
        token = /Read-only \(impersonation\) token for 12345678Z:\s+(\S+)/.exec(printed)?.[1];
        return token;
      },
      { message: `the read-only token in ${startupOutput}` },
    )
    .toBeDefined();
  return token as string;
}
