import type { TLanguage, TProfile } from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { UsersRepo } from './repo.ts';

/** The page link that manages the user's newsletters, null when the user is no subscriber. */
export type NewsletterUrlOf = (userId: number, language: TLanguage) => Promise<string | null>;

export class UsersService {
  constructor(
    private readonly repo: UsersRepo,
    private readonly newsletterUrl: NewsletterUrlOf = async () => null,
  ) {}

  async profile(userId: number, language: TLanguage): Promise<TProfile> {
    const row = await this.repo.findProfile(userId);
    // A valid signature for a user who no longer exists: the session is over.
    if (!row) throw new ApiError(401, 'token_invalid', 'token_invalid');
    return {
      name: row.name,
      email: row.email,
      vat: row.taxId,
      // The signed link of the user's subscriber (docs/newsletters.md), null when there is none.
      newsletter_url: await this.newsletterUrl(userId, language),
      new_customer: !row.hasContracts,
      change_password: row.changePassword,
    };
  }
}
