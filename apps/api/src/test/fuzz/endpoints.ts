import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAnyEndpoint } from '@portal/domain';

const DOMAIN_SRC = fileURLToPath(new URL('../../../../../packages/domain/src/', import.meta.url));

const isEndpoint = (value: unknown): value is TAnyEndpoint =>
  typeof value === 'object' && value !== null && 'name' in value && 'method' in value && 'path' in value && 'versions' in value;

/**
 * Every endpoint contract of the domain, found by file name (`*.endpoint.ts`) as
 * endpoint-routes.test.ts finds them: a new call is fuzzed without being listed anywhere.
 * Sorted by name so the same seed gives the same requests whatever order the disk lists files in.
 */
export async function loadEndpoints(): Promise<TAnyEndpoint[]> {
  const files = (await readdir(DOMAIN_SRC, { recursive: true })).filter((file) => file.endsWith('.endpoint.ts')).sort();
  const found = new Map<string, TAnyEndpoint>();
  for (const file of files) {
    const module: Record<string, unknown> = await import(path.join(DOMAIN_SRC, file));
    for (const endpoint of Object.values(module).filter(isEndpoint)) found.set(endpoint.name, endpoint);
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
