import type { TLanguage } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { atcSubtypeDescriptions, atcSubtypes, atcTypeLabels, atcTypes } from '../../db/schema/index.ts';

/** SQL of the ATC claim's reference data: its types and subtypes (read only; the cases module writes the claims). */
export class AtcTypesRepo {
  constructor(private readonly db: Database) {}

  /** The ATC types with their labels in `language`, in the retailer's order. */
  types(language: TLanguage): Promise<Array<{ id: number; label: string }>> {
    return this.db
      .select({ id: atcTypes.id, label: sql<string>`coalesce(${atcTypeLabels.label}, ${atcTypes.code})` })
      .from(atcTypes)
      .leftJoin(atcTypeLabels, and(eq(atcTypeLabels.typeId, atcTypes.id), eq(atcTypeLabels.language, language)))
      .orderBy(asc(atcTypes.position), asc(atcTypes.id));
  }

  async typeExists(typeId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: atcTypes.id }).from(atcTypes).where(eq(atcTypes.id, typeId));
    return row !== undefined;
  }

  /** The subtypes of one type: name and description in `language`. */
  subtypes(typeId: number, language: TLanguage): Promise<Array<{ name: string; desc: string }>> {
    return this.db
      .select({ name: atcSubtypes.name, desc: sql<string>`coalesce(${atcSubtypeDescriptions.description}, ${atcSubtypes.name})` })
      .from(atcSubtypes)
      .leftJoin(
        atcSubtypeDescriptions,
        and(eq(atcSubtypeDescriptions.subtypeId, atcSubtypes.id), eq(atcSubtypeDescriptions.language, language)),
      )
      .where(eq(atcSubtypes.typeId, typeId))
      .orderBy(asc(atcSubtypes.position), asc(atcSubtypes.id));
  }

  /** The id of the subtype `name` of type `typeId`, or undefined (unknown, or a subtype of another type). */
  async subtypeOf(typeId: number, name: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: atcSubtypes.id })
      .from(atcSubtypes)
      .where(and(eq(atcSubtypes.typeId, typeId), eq(atcSubtypes.name, name)));
    return row?.id;
  }
}
