import type { TLanguage } from '@portal/domain';
import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { banners, htmlElements, htmlElementTexts, htmlRoutes, htmlRouteTexts } from '../../db/schema/index.ts';

/** The language asked for and the deployment's default, its fallback (they may be the same). */
export interface LanguageChoice {
  language: TLanguage;
  fallback: TLanguage;
}

// Each text is read in the language asked for and in the default language: the language asked
// for wins when it has a row (its columns are NOT NULL, so every coalesce takes that row).
const asked = alias(htmlElementTexts, 'asked');
const fallback = alias(htmlElementTexts, 'fallback');
const askedRoute = alias(htmlRouteTexts, 'asked_route');
const fallbackRoute = alias(htmlRouteTexts, 'fallback_route');

const pick = <T>(first: unknown, second: unknown) => sql<T>`coalesce(${first}, ${second})`;

const elementColumns = {
  id: htmlElements.id,
  name: pick<string>(asked.name, fallback.name),
  priority: htmlElements.priority,
  group_name: htmlElements.groupName,
  html_block: pick<string>(asked.htmlBlock, fallback.htmlBlock),
  block_height: htmlElements.blockHeight,
  block_width: htmlElements.blockWidth,
  page_id: htmlElements.pageId,
  language: pick<TLanguage>(asked.language, fallback.language),
};

export class HtmlBlocksRepo {
  constructor(private readonly db: Database) {}

  /** Routes with a menu entry in the language asked for or the default one; the others stay out of the menu. */
  listRoutes({ language, fallback: fallbackLanguage }: LanguageChoice) {
    return this.db
      .select({
        id: htmlRoutes.id,
        route_path: pick<string>(askedRoute.routePath, fallbackRoute.routePath),
        btn_title: pick<string>(askedRoute.btnTitle, fallbackRoute.btnTitle),
        btn_description: pick<string>(askedRoute.btnDescription, fallbackRoute.btnDescription),
      })
      .from(htmlRoutes)
      .leftJoin(askedRoute, and(eq(askedRoute.routeId, htmlRoutes.id), eq(askedRoute.language, language)))
      .leftJoin(fallbackRoute, and(eq(fallbackRoute.routeId, htmlRoutes.id), eq(fallbackRoute.language, fallbackLanguage)))
      .where(or(isNotNull(askedRoute.routeId), isNotNull(fallbackRoute.routeId)))
      .orderBy(asc(htmlRoutes.id));
  }

  /** Lower priority numbers come first; ties keep creation order. */
  elementsOfPage(pageId: number, choice: LanguageChoice) {
    return this.elementsWhere(eq(htmlElements.pageId, pageId), choice);
  }

  elementsOfGroup(groupName: string, choice: LanguageChoice) {
    return this.elementsWhere(eq(htmlElements.groupName, groupName), choice);
  }

  /** The banner of a code in the language asked for, else in the default language. */
  async findBanner(code: string, { language, fallback: fallbackLanguage }: LanguageChoice) {
    const [row] = await this.db
      .select()
      .from(banners)
      .where(and(eq(banners.code, code), or(eq(banners.language, language), eq(banners.language, fallbackLanguage))))
      .orderBy(sql`${banners.language} = ${language} desc`)
      .limit(1);
    return row;
  }

  /** A block written in neither language is left out: it was meant for the readers of another. */
  private elementsWhere(where: SQL, { language, fallback: fallbackLanguage }: LanguageChoice) {
    return this.db
      .select(elementColumns)
      .from(htmlElements)
      .leftJoin(asked, and(eq(asked.elementId, htmlElements.id), eq(asked.language, language)))
      .leftJoin(fallback, and(eq(fallback.elementId, htmlElements.id), eq(fallback.language, fallbackLanguage)))
      .where(and(where, or(isNotNull(asked.elementId), isNotNull(fallback.elementId))))
      .orderBy(asc(htmlElements.priority), asc(htmlElements.id));
  }
}
