/**
 * The account rules' refusals in words of their own (docs/staff.md, "Staff accounts"): nobody
 * disables or demotes themselves, the last active supervisor stays one, an address has one account.
 */
export const STAFF_ACCOUNT_REFUSALS = {
  '409:staff_own_account_locked': 'staff_accounts_own_locked',
  '409:staff_last_supervisor': 'staff_accounts_last_supervisor',
  '409:staff_email_in_use': 'staff_accounts_email_in_use',
  '404': 'staff_accounts_not_found',
};
