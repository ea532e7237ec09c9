import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { banners, htmlElements, htmlRoutes } from '../../db/schema/index.ts';

const elementColumns = {
  id: htmlElements.id,
  name: htmlElements.name,
  priority: htmlElements.priority,
  group_name: htmlElements.groupName,
  html_block: htmlElements.htmlBlock,
  block_height: htmlElements.blockHeight,
  block_width: htmlElements.blockWidth,
  page_id: htmlElements.pageId,
};

export class HtmlBlocksRepo {
  constructor(private readonly db: Database) {}

  listRoutes() {
    return this.db
      .select({
        id: htmlRoutes.id,
        route_path: htmlRoutes.routePath,
        btn_title: htmlRoutes.btnTitle,
        btn_description: htmlRoutes.btnDescription,
      })
      .from(htmlRoutes)
      .orderBy(asc(htmlRoutes.id));
  }

  /** Lower priority numbers come first; ties keep creation order. */
  elementsOfPage(pageId: number) {
    return this.db
      .select(elementColumns)
      .from(htmlElements)
      .where(eq(htmlElements.pageId, pageId))
      .orderBy(asc(htmlElements.priority), asc(htmlElements.id));
  }

  elementsOfGroup(groupName: string) {
    return this.db
      .select(elementColumns)
      .from(htmlElements)
      .where(eq(htmlElements.groupName, groupName))
      .orderBy(asc(htmlElements.priority), asc(htmlElements.id));
  }

  async findBanner(code: string) {
    const [row] = await this.db.select().from(banners).where(eq(banners.code, code)).limit(1);
    return row;
  }
}
