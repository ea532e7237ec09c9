import { LANGUAGES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/** Texts are written in one of the portal's languages: a row in another could never be shown. */
export const languageCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))})`);
