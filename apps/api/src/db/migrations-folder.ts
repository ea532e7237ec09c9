import { fileURLToPath } from 'node:url';

/** drizzle-kit's migrations (SQL and journal), beside this file in the sources and found from the bundle too. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
