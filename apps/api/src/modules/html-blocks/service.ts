import { BANNER_IMAGE_TYPES, normaliseLanguage, type TBanner, type THtmlElement, type THtmlRoute } from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { SettingsService } from '../settings/index.ts';
import type { HtmlBlocksRepo, LanguageChoice } from './repo.ts';
import { sanitise } from './sanitise.ts';

type ElementRow = Awaited<ReturnType<HtmlBlocksRepo['elementsOfGroup']>>[number];

const isImageType = (value: string | null): value is (typeof BANNER_IMAGE_TYPES)[number] =>
  (BANNER_IMAGE_TYPES as readonly (string | null)[]).includes(value);

const clean = (row: ElementRow): THtmlElement => ({ ...row, html_block: sanitise(row.html_block) });

export class HtmlBlocksService {
  constructor(
    private readonly repo: HtmlBlocksRepo,
    private readonly settings: Pick<SettingsService, 'publicSettings'>,
  ) {}

  routes(acceptLanguage: string | undefined): Promise<THtmlRoute[]> {
    return this.choose(acceptLanguage).then((choice) => this.repo.listRoutes(choice));
  }

  async pageElements(pageId: number, acceptLanguage: string | undefined): Promise<THtmlElement[]> {
    return (await this.repo.elementsOfPage(pageId, await this.choose(acceptLanguage))).map(clean);
  }

  async groupElements(groupName: string, acceptLanguage: string | undefined): Promise<THtmlElement[]> {
    return (await this.repo.elementsOfGroup(groupName, await this.choose(acceptLanguage))).map(clean);
  }

  async banner(code: string, acceptLanguage: string | undefined): Promise<TBanner> {
    const row = await this.repo.findBanner(code, await this.choose(acceptLanguage));
    if (!row) throw new ApiError(404, 'banner_not_found');
    const language = normaliseLanguage(row.language);
    if (row.kind === 'html') return { code: row.code, kind: 'html', content: sanitise(row.content), link: row.link, language };
    // The table's check constraint admits only these types; a miss is a broken database.
    if (!isImageType(row.mimeType)) throw new Error(`banner ${row.code} has an unsupported image type`);
    return { code: row.code, kind: 'image', mime_type: row.mimeType, content: row.content, link: row.link, language };
  }

  /**
   * The web sends its interface language as Accept-Language (customer-area §7), as every call
   * does; content missing in it shows in the deployment's default language (settings
   * language.default), which is also the answer to a header naming none of ours.
   */
  private async choose(acceptLanguage: string | undefined): Promise<LanguageChoice> {
    const fallback = normaliseLanguage((await this.settings.publicSettings()).language.default);
    return { language: normaliseLanguage(acceptLanguage, fallback), fallback };
  }
}
