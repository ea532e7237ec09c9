import type { TLanguage } from '@portal/domain';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { banners, htmlElements, htmlElementTexts, htmlRoutes, htmlRouteTexts } from '../../db/schema/index.ts';

export interface PageTexts {
  route_path: string;
  btn_title: string;
  btn_description: string;
}
export interface BlockTexts {
  name: string;
  html_block: string;
}
export interface BlockPlacement {
  priority: number;
  page_id: number | null;
  group_name: string | null;
  block_width: string | null;
  block_height: string | null;
}
export interface BannerRow {
  code: string;
  language: TLanguage;
  kind: 'html' | 'image';
  mime_type: string | null;
  content: string;
  link: string | null;
}

type Texts<T> = Partial<Record<TLanguage, T>>;

const byLanguage = <R extends { language: string }, T>(rows: R[], pick: (row: R) => T): Texts<T> =>
  Object.fromEntries(rows.map((row) => [row.language, pick(row)]));

const bannerColumns = {
  code: banners.code,
  language: banners.language,
  kind: banners.kind,
  mime_type: banners.mimeType,
  content: banners.content,
  link: banners.link,
};

/**
 * The staff side of the module's tables (the public reads are repo.ts's): every language's texts
 * as stored, and the writes, each on the caller's transaction so its trail line commits with it.
 */
export class ContentRepo {
  constructor(private readonly db: Database) {}

  // ---- pages

  async pages(): Promise<{ id: number; texts: Texts<PageTexts>; blocks: number }[]> {
    const [ids, texts, counts] = await Promise.all([
      this.db.select({ id: htmlRoutes.id }).from(htmlRoutes).orderBy(asc(htmlRoutes.id)),
      this.db.select().from(htmlRouteTexts),
      this.db
        .select({ pageId: htmlElements.pageId, blocks: count() })
        .from(htmlElements)
        .where(isNotNull(htmlElements.pageId))
        .groupBy(htmlElements.pageId),
    ]);
    return ids.map(({ id }) => ({
      id,
      texts: byLanguage(
        texts.filter((t) => t.routeId === id),
        pageText,
      ),
      blocks: counts.find((c) => c.pageId === id)?.blocks ?? 0,
    }));
  }

  async page(db: Executor, id: number): Promise<{ id: number; texts: Texts<PageTexts>; blocks: number } | undefined> {
    const [row] = await db.select({ id: htmlRoutes.id }).from(htmlRoutes).where(eq(htmlRoutes.id, id));
    if (!row) return undefined;
    const texts = await db.select().from(htmlRouteTexts).where(eq(htmlRouteTexts.routeId, id));
    const [blocks] = await db.select({ blocks: count() }).from(htmlElements).where(eq(htmlElements.pageId, id));
    return { id, texts: byLanguage(texts, pageText), blocks: blocks?.blocks ?? 0 };
  }

  /** Locks the page's row: two edits of one page take turns, and a block is not placed on a page being deleted. */
  async lockPage(tx: Executor, id: number): Promise<boolean> {
    const rows = await tx.select({ id: htmlRoutes.id }).from(htmlRoutes).where(eq(htmlRoutes.id, id)).for('update');
    return rows.length > 0;
  }

  async insertPage(tx: Executor): Promise<number> {
    const [row] = await tx.insert(htmlRoutes).values({}).returning({ id: htmlRoutes.id });
    if (!row) throw new Error('html route insert returned nothing');
    return row.id;
  }

  /** The page's texts become these: a language left out loses its row. */
  async replacePageTexts(tx: Executor, id: number, texts: Texts<PageTexts>): Promise<void> {
    await tx.delete(htmlRouteTexts).where(eq(htmlRouteTexts.routeId, id));
    const rows = Object.entries(texts).map(([language, t]) => ({
      routeId: id,
      language,
      routePath: t.route_path,
      btnTitle: t.btn_title,
      btnDescription: t.btn_description,
    }));
    if (rows.length > 0) await tx.insert(htmlRouteTexts).values(rows);
  }

  /** Its texts and blocks go with it (the foreign keys cascade). */
  async deletePage(tx: Executor, id: number): Promise<boolean> {
    return (await tx.delete(htmlRoutes).where(eq(htmlRoutes.id, id)).returning({ id: htmlRoutes.id })).length > 0;
  }

  // ---- blocks

  async blocks(): Promise<(BlockPlacement & { id: number; texts: Texts<BlockTexts> })[]> {
    const [rows, texts] = await Promise.all([
      this.db
        .select()
        .from(htmlElements)
        .orderBy(asc(htmlElements.pageId), asc(htmlElements.groupName), asc(htmlElements.priority), asc(htmlElements.id)),
      this.db.select().from(htmlElementTexts),
    ]);
    return rows.map((row) => ({
      ...placementOf(row),
      texts: byLanguage(
        texts.filter((t) => t.elementId === row.id),
        blockText,
      ),
    }));
  }

  async block(db: Executor, id: number, lock = false): Promise<(BlockPlacement & { id: number; texts: Texts<BlockTexts> }) | undefined> {
    const query = db.select().from(htmlElements).where(eq(htmlElements.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return undefined;
    const texts = await db.select().from(htmlElementTexts).where(eq(htmlElementTexts.elementId, id));
    return { ...placementOf(row), texts: byLanguage(texts, blockText) };
  }

  async insertBlock(tx: Executor, placement: BlockPlacement): Promise<number> {
    const [row] = await tx.insert(htmlElements).values(placementColumns(placement)).returning({ id: htmlElements.id });
    if (!row) throw new Error('html element insert returned nothing');
    return row.id;
  }

  async updateBlock(tx: Executor, id: number, placement: BlockPlacement): Promise<void> {
    await tx.update(htmlElements).set(placementColumns(placement)).where(eq(htmlElements.id, id));
  }

  async replaceBlockTexts(tx: Executor, id: number, texts: Texts<BlockTexts>): Promise<void> {
    await tx.delete(htmlElementTexts).where(eq(htmlElementTexts.elementId, id));
    const rows = Object.entries(texts).map(([language, t]) => ({ elementId: id, language, name: t.name, htmlBlock: t.html_block }));
    if (rows.length > 0) await tx.insert(htmlElementTexts).values(rows);
  }

  async deleteBlock(tx: Executor, id: number): Promise<boolean> {
    return (await tx.delete(htmlElements).where(eq(htmlElements.id, id)).returning({ id: htmlElements.id })).length > 0;
  }

  // ---- banners

  async banners(): Promise<Omit<BannerRow, 'content'>[]> {
    const { content: _content, ...columns } = bannerColumns;
    return (await this.db.select(columns).from(banners).orderBy(asc(banners.code), asc(banners.language))) as Omit<BannerRow, 'content'>[];
  }

  async banner(db: Executor, code: string, language: TLanguage, lock = false): Promise<BannerRow | undefined> {
    const query = db
      .select(bannerColumns)
      .from(banners)
      .where(and(eq(banners.code, code), eq(banners.language, language)));
    const [row] = lock ? await query.for('update') : await query;
    return row as BannerRow | undefined;
  }

  /** False when that code has a banner in that language already. */
  async insertBanner(tx: Executor, banner: BannerRow): Promise<boolean> {
    const rows = await tx
      .insert(banners)
      .values(bannerValues(banner))
      .onConflictDoNothing({ target: [banners.code, banners.language] })
      .returning({ code: banners.code });
    return rows.length > 0;
  }

  async updateBanner(tx: Executor, banner: BannerRow): Promise<void> {
    const { code, language, ...values } = bannerValues(banner);
    await tx
      .update(banners)
      .set(values)
      .where(and(eq(banners.code, code), eq(banners.language, language)));
  }

  async deleteBanner(tx: Executor, code: string, language: TLanguage): Promise<boolean> {
    const rows = await tx
      .delete(banners)
      .where(and(eq(banners.code, code), eq(banners.language, language)))
      .returning({ code: banners.code });
    return rows.length > 0;
  }
}

const pageText = (row: typeof htmlRouteTexts.$inferSelect): PageTexts => ({
  route_path: row.routePath,
  btn_title: row.btnTitle,
  btn_description: row.btnDescription,
});

const blockText = (row: typeof htmlElementTexts.$inferSelect): BlockTexts => ({ name: row.name, html_block: row.htmlBlock });

const placementOf = (row: typeof htmlElements.$inferSelect): BlockPlacement & { id: number } => ({
  id: row.id,
  priority: row.priority,
  page_id: row.pageId,
  group_name: row.groupName,
  block_width: row.blockWidth,
  block_height: row.blockHeight,
});

const placementColumns = (p: BlockPlacement) => ({
  priority: p.priority,
  pageId: p.page_id,
  groupName: p.group_name,
  blockWidth: p.block_width,
  blockHeight: p.block_height,
});

const bannerValues = (b: BannerRow) => ({
  code: b.code,
  language: b.language,
  kind: b.kind,
  mimeType: b.mime_type,
  content: b.content,
  link: b.link,
});
