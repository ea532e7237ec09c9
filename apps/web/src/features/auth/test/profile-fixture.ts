import type { TProfile } from '@portal/domain';

/** Ada's profile as GET /users/ answers it: a customer who has nothing to finish before the portal opens. */
export const PROFILE: TProfile = {
  name: 'Ada',
  email: 'ada@example.com',
  vat: '12345678Z',
  newsletter_url: null,
  new_customer: false,
  change_password: false,
};
