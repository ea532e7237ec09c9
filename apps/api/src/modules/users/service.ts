import type { TProfile } from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { UsersRepo } from './repo.ts';

export class UsersService {
  constructor(private readonly repo: UsersRepo) {}

  async profile(userId: number): Promise<TProfile> {
    const row = await this.repo.findProfile(userId);
    // A valid signature for a user who no longer exists: the session is over.
    if (!row) throw new ApiError(401, 'token_invalid', 'token_invalid');
    return {
      name: row.name,
      email: row.email,
      vat: row.taxId,
      // Newsletter subscriptions are a later feature; until then there is no page to link.
      newsletter_url: null,
      new_customer: !row.hasContracts,
      change_password: row.changePassword,
    };
  }
}
