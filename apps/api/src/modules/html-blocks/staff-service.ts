import {
  BANNER_EXISTS,
  BANNER_NOT_FOUND,
  BLOCK_PAGE_UNKNOWN,
  HTML_BLOCK_NOT_FOUND,
  HTML_PAGE_NOT_FOUND,
  type TLanguage,
  type TStaffBanner,
  type TStaffBannerBody,
  type TStaffBannerCreate,
  type TStaffBannerListItem,
  type TStaffBlock,
  type TStaffBlockBody,
  type TStaffPage,
  type TStaffPageBody,
} from '@portal/domain';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { type TrailBy, trail } from '../trail/index.ts';
import { type ContentFields, contentChanges, languageFields, opaque } from './content-changes.ts';
import { sanitise } from './sanitise.ts';
import type { BannerRow, ContentRepo } from './staff-repo.ts';

const pageNotFound = () => new ApiError(404, HTML_PAGE_NOT_FOUND);
const blockNotFound = () => new ApiError(404, HTML_BLOCK_NOT_FOUND);
const bannerNotFound = () => new ApiError(404, BANNER_NOT_FOUND);

const pageFields = (page: Pick<TStaffPage, 'texts'> | undefined): ContentFields => (page ? languageFields(page.texts, (_, v) => v) : {});

const blockFields = (block: Omit<TStaffBlock, 'id'> | undefined): ContentFields => {
  if (!block) return {};
  const { texts, ...placement } = block;
  return { ...placement, ...languageFields(texts, (field, value) => (field === 'html_block' ? opaque(value) : value)) };
};

const bannerFields = (banner: BannerRow | undefined): ContentFields =>
  banner ? { kind: banner.kind, mime_type: banner.mime_type, link: banner.link, content: opaque(banner.content) } : {};

/** HTML cleaned before it is stored: what the database holds is already what visitors may get. */
const cleanTexts = (texts: TStaffBlockBody['texts']): TStaffBlockBody['texts'] =>
  Object.fromEntries(Object.entries(texts).map(([language, t]) => [language, { ...t, html_block: sanitise(t.html_block) }]));

const bannerRow = (code: string, language: TLanguage, body: TStaffBannerBody): BannerRow =>
  body.kind === 'html'
    ? { code, language, kind: 'html', mime_type: null, content: sanitise(body.content), link: body.link }
    : { code, language, kind: 'image', mime_type: body.mime_type, content: body.content, link: body.link };

// The table's check constraint admits only the image types, and none for HTML.
const imageType = (mime: string | null) => mime as TStaffBanner['mime_type'];
const bannerView = (row: BannerRow): TStaffBanner => ({ ...row, mime_type: imageType(row.mime_type) });

/**
 * What supervisors edit of the retailer's content (docs/settings-and-gates.md, "Editing them"):
 * dynamic pages, their blocks and banners. Every HTML is sanitised on save, with the sanitiser
 * the public reads still run; every change writes a `content_change` trail line in its own
 * transaction, with field names and short values, never the HTML itself.
 */
export class ContentService {
  constructor(
    private readonly db: Database,
    private readonly repo: ContentRepo,
  ) {}

  preview(html: string): { html: string } {
    return { html: sanitise(html) };
  }

  // ---- pages

  async pages(): Promise<{ items: TStaffPage[] }> {
    return { items: await this.repo.pages() };
  }

  async page(id: number): Promise<TStaffPage> {
    return (await this.repo.page(this.db, id)) ?? throwing(pageNotFound());
  }

  async createPage(by: TrailBy, body: TStaffPageBody): Promise<TStaffPage> {
    const id = await this.db.transaction(async (tx) => {
      const created = await this.repo.insertPage(tx);
      await this.repo.replacePageTexts(tx, created, body.texts);
      await this.record(tx, by, `page ${created}`, contentChanges({}, pageFields(body)));
      return created;
    });
    return this.page(id);
  }

  async updatePage(by: TrailBy, id: number, body: TStaffPageBody): Promise<TStaffPage> {
    await this.db.transaction(async (tx) => {
      if (!(await this.repo.lockPage(tx, id))) throw pageNotFound();
      const before = await this.repo.page(tx, id);
      await this.repo.replacePageTexts(tx, id, body.texts);
      await this.record(tx, by, `page ${id}`, contentChanges(pageFields(before), pageFields(body)));
    });
    return this.page(id);
  }

  /** The page's blocks go with it; its line says how many. */
  async deletePage(by: TrailBy, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await this.repo.lockPage(tx, id))) throw pageNotFound();
      const before = await this.repo.page(tx, id);
      await this.repo.deletePage(tx, id);
      await this.record(tx, by, `page ${id}`, contentChanges({ ...pageFields(before), blocks: before?.blocks ?? 0 }, {}));
    });
  }

  // ---- blocks

  async blocks(): Promise<{ items: TStaffBlock[] }> {
    return { items: await this.repo.blocks() };
  }

  async block(id: number): Promise<TStaffBlock> {
    return (await this.repo.block(this.db, id)) ?? throwing(blockNotFound());
  }

  async createBlock(by: TrailBy, body: TStaffBlockBody): Promise<TStaffBlock> {
    const block = { ...body, texts: cleanTexts(body.texts) };
    const id = await this.db.transaction(async (tx) => {
      await this.pageMustExist(tx, block.page_id);
      const created = await this.repo.insertBlock(tx, block);
      await this.repo.replaceBlockTexts(tx, created, block.texts);
      await this.record(tx, by, `block ${created}`, contentChanges({}, blockFields(block)));
      return created;
    });
    return this.block(id);
  }

  async updateBlock(by: TrailBy, id: number, body: TStaffBlockBody): Promise<TStaffBlock> {
    const block = { ...body, texts: cleanTexts(body.texts) };
    await this.db.transaction(async (tx) => {
      const before = await this.repo.block(tx, id, true);
      if (!before) throw blockNotFound();
      await this.pageMustExist(tx, block.page_id);
      await this.repo.updateBlock(tx, id, block);
      await this.repo.replaceBlockTexts(tx, id, block.texts);
      const { id: _id, ...was } = before;
      await this.record(tx, by, `block ${id}`, contentChanges(blockFields(was), blockFields(block)));
    });
    return this.block(id);
  }

  async deleteBlock(by: TrailBy, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.repo.block(tx, id, true);
      if (!before || !(await this.repo.deleteBlock(tx, id))) throw blockNotFound();
      const { id: _id, ...was } = before;
      await this.record(tx, by, `block ${id}`, contentChanges(blockFields(was), {}));
    });
  }

  // ---- banners

  async banners(): Promise<{ items: TStaffBannerListItem[] }> {
    return { items: (await this.repo.banners()).map((row) => ({ ...row, mime_type: imageType(row.mime_type) })) };
  }

  async banner(code: string, language: TLanguage): Promise<TStaffBanner> {
    const row = await this.repo.banner(this.db, code, language);
    if (!row) throw bannerNotFound();
    return bannerView(row);
  }

  async createBanner(by: TrailBy, body: TStaffBannerCreate): Promise<TStaffBanner> {
    const { code, language, ...content } = body;
    const row = bannerRow(code, language, content);
    await this.db.transaction(async (tx) => {
      if (!(await this.repo.insertBanner(tx, row))) throw new ApiError(409, BANNER_EXISTS);
      await this.record(tx, by, `banner ${code} ${language}`, contentChanges({}, bannerFields(row)));
    });
    return this.banner(code, language);
  }

  async updateBanner(by: TrailBy, code: string, language: TLanguage, body: TStaffBannerBody): Promise<TStaffBanner> {
    const row = bannerRow(code, language, body);
    await this.db.transaction(async (tx) => {
      const before = await this.repo.banner(tx, code, language, true);
      if (!before) throw bannerNotFound();
      await this.repo.updateBanner(tx, row);
      await this.record(tx, by, `banner ${code} ${language}`, contentChanges(bannerFields(before), bannerFields(row)));
    });
    return this.banner(code, language);
  }

  async deleteBanner(by: TrailBy, code: string, language: TLanguage): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.repo.banner(tx, code, language, true);
      if (!before || !(await this.repo.deleteBanner(tx, code, language))) throw bannerNotFound();
      await this.record(tx, by, `banner ${code} ${language}`, contentChanges(bannerFields(before), {}));
    });
  }

  /** A block on a page that does not exist is the form's mistake (400 at its page field), not a database error. */
  private async pageMustExist(tx: Parameters<ContentRepo['lockPage']>[0], pageId: number | null): Promise<void> {
    if (pageId === null || (await this.repo.lockPage(tx, pageId))) return;
    throw new ApiError(400, BLOCK_PAGE_UNKNOWN, BLOCK_PAGE_UNKNOWN, { errors: { page_id: [BLOCK_PAGE_UNKNOWN] } });
  }

  private record(tx: Parameters<typeof trail.record>[0], by: TrailBy, subject: string, changes: ReturnType<typeof contentChanges>) {
    // Nobody's trail: the content is the portal's, not a customer's.
    return trail.record(tx, by, { action: 'content_change', customerId: null, subject, changes });
  }
}

function throwing(error: Error): never {
  throw error;
}
