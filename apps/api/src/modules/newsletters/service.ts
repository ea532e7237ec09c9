import {
  buildPath,
  isGateOpen,
  lockedLeftOut,
  NEWSLETTER_PARAMS_INVALID,
  NEWSLETTERS_REMOVED,
  type TLanguage,
  type TNewsletterItem,
  type TSettings,
  type TSubscriber,
  type TSubscriberRef,
  VALIDATION_ERROR,
} from '@portal/domain';
import type { Database, Executor } from '../../db/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { NewsletterParams } from './newsletter-params.ts';
import type { NewsletterRow, NewslettersRepo } from './repo.ts';

const notFound = () => new ApiError(404, 'not_found', 'not_found');
/** The subscriber-data error of visitor-and-shell §8. */
const paramsInvalid = () => new ApiError(403, NEWSLETTER_PARAMS_INVALID, NEWSLETTER_PARAMS_INVALID);
const subscriberGone = () => new ApiError(404, 'newsletter_subscriber_not_found', 'newsletter_subscriber_not_found');

export interface NewslettersServiceDeps {
  db: Database;
  repo: NewslettersRepo;
  settings: SettingsService;
  mail: MailService;
  params: NewsletterParams;
  /** PUBLIC_URL without a trailing slash: the links' origin. */
  publicUrl: string;
}

/** Who a call is about, once the params and the settings have been checked. */
interface Identified {
  subscriberId: number | undefined;
  /** The address the call named, when it named one. */
  email?: string;
}

/**
 * The newsletter page's rules (visitor-and-shell §2.8, §4.5, §7; docs/newsletters.md): who may
 * read and change which subscriber, 'removed' when nothing is kept, exported subscriptions
 * locked, the confirmation mail, the signed links and RFC 8058's one-click unsubscribe.
 */
export class NewslettersService {
  constructor(private readonly deps: NewslettersServiceDeps) {}

  /** 404 while the page is off (`newsletter.enabled`): the calls do not exist then. */
  async assertOpen(): Promise<void> {
    if (!isGateOpen('newsletter', await this.deps.settings.publicSettings())) throw notFound();
  }

  /**
   * The signed params decide first: forged ones are always refused, missing ones when
   * `jwtParamsRequired`. An id is accepted only with params naming it (an id is easy to guess);
   * an address with params only when it is that subscriber's.
   */
  private async identify(ref: TSubscriberRef, token: string | undefined): Promise<Identified> {
    const settings = await this.deps.settings.publicSettings();
    const signed = token ? await this.deps.params.verify(token) : undefined;
    if (token && signed === undefined) throw paramsInvalid();
    if (settings.newsletter.jwtParamsRequired && signed === undefined) throw paramsInvalid();
    if (ref.kind === 'id') {
      if (signed !== ref.id) throw paramsInvalid();
      return { subscriberId: ref.id };
    }
    const subscriberId = await this.deps.repo.subscriberOfEmail(ref.email);
    if (signed !== undefined && signed !== subscriberId) throw paramsInvalid();
    return { subscriberId, email: ref.email };
  }

  /** GET subscribers/{id}. */
  async subscriber(subscriberId: number, token: string | undefined): Promise<TSubscriber> {
    await this.identify({ kind: 'id', id: subscriberId }, token);
    const emails = await this.deps.repo.emails(subscriberId);
    if (emails.length === 0) throw subscriberGone();
    return { id: subscriberId, emails };
  }

  /** GET newsletters/{id or e-mail}: every newsletter, subscribed or not; an unknown address has none. */
  async list(ref: TSubscriberRef, token: string | undefined, language: TLanguage): Promise<TNewsletterItem[]> {
    const { subscriberId } = await this.identify(ref, token);
    if (ref.kind === 'id' && (await this.deps.repo.emails(ref.id)).length === 0) throw subscriberGone();
    return this.items(this.deps.db, subscriberId, language, await this.deps.settings.publicSettings());
  }

  /**
   * POST subscriber/set_active_newsletters: `selected` is everything the subscriber keeps. An
   * unknown address becomes a subscriber; none kept removes the subscriber ('removed', §4.5); an
   * exported subscription left out refuses the whole change (409). New subscriptions send the
   * confirmation mail with the signed link, in the same transaction.
   */
  async setActive(
    ref: TSubscriberRef,
    selected: number[],
    token: string | undefined,
    language: TLanguage,
  ): Promise<TNewsletterItem[] | 'removed'> {
    const identified = await this.identify(ref, token);
    const known = new Set((await this.deps.repo.newsletters()).map((n) => n.id));
    if (selected.some((id) => !known.has(id))) {
      throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { selected_newsletters: ['newsletter_unknown'] } });
    }
    // Read before the transaction: on PGlite nothing but the transaction may query inside it.
    const settings = await this.deps.settings.publicSettings();
    let mailed = false;
    const answer = await this.deps.db.transaction(async (tx) => {
      let subscriberId = identified.subscriberId;
      let subscriberLanguage = language;
      let before: number[] = [];
      if (subscriberId !== undefined) {
        const subscriber = await this.deps.repo.lockSubscriber(tx, subscriberId);
        if (!subscriber) {
          if (ref.kind === 'id') throw subscriberGone();
          subscriberId = undefined;
        } else {
          subscriberLanguage = subscriber.language as TLanguage;
          const subscriptions = await this.deps.repo.subscriptions(subscriberId, tx);
          if (lockedLeftOut(subscriptions, selected).length > 0) {
            throw new ApiError(409, 'newsletter_exported_locked', 'newsletter_exported_locked');
          }
          before = subscriptions.map((s) => s.newsletterId);
        }
      }
      if (selected.length === 0) {
        if (subscriberId !== undefined) await this.deps.repo.deleteSubscriber(tx, subscriberId);
        return NEWSLETTERS_REMOVED;
      }
      if (subscriberId === undefined) {
        // Only an address gets here: an id was either found or refused above.
        subscriberId = await this.deps.repo.createSubscriber(tx, identified.email ?? '', language);
      }
      await this.deps.repo.setSubscriptions(tx, subscriberId, selected);
      const items = await this.items(tx, subscriberId, subscriberLanguage, settings);
      if (selected.some((id) => !before.includes(id))) {
        await this.mailConfirmation(tx, subscriberId, subscriberLanguage, items, settings);
        mailed = true;
      }
      return items.map((item) => ({ ...item }));
    });
    if (mailed) void this.deps.mail.poke();
    return answer;
  }

  /** POST subscriber/set_mails: only while edition is allowed and with the params naming the subscriber (§2.8). */
  async setMails(subscriberId: number, emails: string[], token: string | undefined): Promise<true> {
    const settings = await this.deps.settings.publicSettings();
    if (settings.newsletter.mailEditionDisabled) {
      throw new ApiError(403, 'newsletter_mail_edition_disabled', 'newsletter_mail_edition_disabled');
    }
    await this.identify({ kind: 'id', id: subscriberId }, token);
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repo.lockSubscriber(tx, subscriberId))) throw subscriberGone();
      if (await this.deps.repo.emailsTakenByOthers(tx, subscriberId, emails)) {
        throw new ApiError(409, 'newsletter_email_taken', 'newsletter_email_taken', { errors: { emails: ['newsletter_email_taken'] } });
      }
      await this.deps.repo.replaceEmails(tx, subscriberId, emails);
    });
    return true;
  }

  /**
   * RFC 8058's one-click unsubscribe: every subscription that is not exported goes, and the
   * subscriber with them when nothing is left. Answers 'removed' again for a subscriber already gone.
   */
  async oneClickUnsubscribe(token: string): Promise<{ status: 'removed' }> {
    const subscriberId = await this.deps.params.verify(token);
    if (subscriberId === undefined) throw paramsInvalid();
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repo.lockSubscriber(tx, subscriberId))) return;
      await this.deps.repo.setSubscriptions(tx, subscriberId, []);
      if ((await this.deps.repo.subscriptions(subscriberId, tx)).length === 0) await this.deps.repo.deleteSubscriber(tx, subscriberId);
    });
    return { status: NEWSLETTERS_REMOVED };
  }

  /** The one-click URL of a mail to `address`, when it is a subscriber's (the outbox asks, in the mail's transaction). */
  async listUnsubscribeUrl(tx: Executor, address: string): Promise<string | undefined> {
    const subscriberId = await this.deps.repo.subscriberOfEmail(address.toLowerCase(), tx);
    if (subscriberId === undefined) return undefined;
    return `${this.deps.publicUrl}/api/v1/newsletter/unsubscribe?params=${await this.deps.params.sign(subscriberId)}`;
  }

  /** The profile's newsletter_url (§3.10): the signed page link of the user's subscriber, null without one. */
  async newsletterUrlOf(userId: number, language: TLanguage): Promise<string | null> {
    const subscriberId = await this.deps.repo.subscriberOfUser(userId);
    return subscriberId === undefined ? null : this.pageLink(subscriberId, language);
  }

  private async pageLink(subscriberId: number, language: TLanguage): Promise<string> {
    return `${this.deps.publicUrl}${buildPath('newsletter', language)}?params=${await this.deps.params.sign(subscriberId)}`;
  }

  private async mailConfirmation(
    tx: Executor,
    subscriberId: number,
    language: TLanguage,
    items: TNewsletterItem[],
    settings: TSettings,
  ): Promise<void> {
    const [to] = await this.deps.repo.emails(subscriberId, tx);
    if (!to) return;
    const organisation = settings.organization.name?.trim() || 'Portal';
    await this.deps.mail.enqueue(tx, {
      to,
      language,
      template: 'newsletter_subscription',
      data: {
        newsletters: items.filter((item) => item.subscribed).map((item) => item.name),
        url: await this.pageLink(subscriberId, language),
        organisation,
      },
    });
  }

  private async items(
    executor: Executor,
    subscriberId: number | undefined,
    language: TLanguage,
    settings: TSettings,
  ): Promise<TNewsletterItem[]> {
    const fallback = settings.language.default;
    const subscriptions = subscriberId === undefined ? [] : await this.deps.repo.subscriptions(subscriberId, executor);
    const rows = await this.deps.repo.newsletters(executor);
    return rows.flatMap((row) => {
      const text = textOf(row, language, fallback);
      if (!text) return [];
      const subscription = subscriptions.find((s) => s.newsletterId === row.id);
      return [
        {
          newsletter_id: row.id,
          name: text.name,
          subscribed: subscription !== undefined,
          subscriptor_id: subscriberId ?? null,
          exported: subscription?.exported ?? false,
          newsletter_description: text.description,
        },
      ];
    });
  }
}

/** A newsletter's words in the language asked for, else the deployment's default, else any it has. */
function textOf(row: NewsletterRow, language: string, fallback: string) {
  return row.texts.find((t) => t.language === language) ?? row.texts.find((t) => t.language === fallback) ?? row.texts[0];
}
