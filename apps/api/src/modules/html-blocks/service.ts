import { BANNER_IMAGE_TYPES, type TBanner, type THtmlElement, type THtmlRoute } from '@portal/domain';
import { ApiError } from '../../platform/errors.ts';
import type { HtmlBlocksRepo } from './repo.ts';
import { sanitise } from './sanitise.ts';

type ElementRow = Awaited<ReturnType<HtmlBlocksRepo['elementsOfGroup']>>[number];

const isImageType = (value: string | null): value is (typeof BANNER_IMAGE_TYPES)[number] =>
  (BANNER_IMAGE_TYPES as readonly (string | null)[]).includes(value);

const clean = (row: ElementRow): THtmlElement => ({ ...row, html_block: sanitise(row.html_block) });

export class HtmlBlocksService {
  constructor(private readonly repo: HtmlBlocksRepo) {}

  routes(): Promise<THtmlRoute[]> {
    return this.repo.listRoutes();
  }

  async pageElements(pageId: number): Promise<THtmlElement[]> {
    return (await this.repo.elementsOfPage(pageId)).map(clean);
  }

  async groupElements(groupName: string): Promise<THtmlElement[]> {
    return (await this.repo.elementsOfGroup(groupName)).map(clean);
  }

  async banner(code: string): Promise<TBanner> {
    const row = await this.repo.findBanner(code);
    if (!row) throw new ApiError(404, 'banner_not_found');
    if (row.kind === 'html') return { code: row.code, kind: 'html', content: sanitise(row.content), link: row.link };
    // The table's check constraint admits only these types; a miss is a broken database.
    if (!isImageType(row.mimeType)) throw new Error(`banner ${row.code} has an unsupported image type`);
    return { code: row.code, kind: 'image', mime_type: row.mimeType, content: row.content, link: row.link };
  }
}
