import { mkdirSync, rmSync } from 'node:fs';
import { TEST_CUSTOMER_CLAIMS } from './servers.ts';

/** Before each run: the portals were seeded afresh, so every test customer is free again. */
export default function globalSetup(): void {
  rmSync(TEST_CUSTOMER_CLAIMS, { recursive: true, force: true });
  mkdirSync(TEST_CUSTOMER_CLAIMS, { recursive: true });
}
