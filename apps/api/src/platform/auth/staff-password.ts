import { newPasswordProblem, PASSWORD_MIN_LENGTH_DEFAULT } from '@portal/domain';

/** What each rule broken means, for an operator reading a start-up error rather than a form. */
const REFUSALS: Record<string, string> = {
  change_password_too_short: `needs at least ${PASSWORD_MIN_LENGTH_DEFAULT} characters`,
  change_password_invalid: 'needs a lowercase letter, an uppercase letter, a digit and a symbol',
  change_password_too_common: 'is, or is made of, a common password (docs/sign-in.md, "New passwords")',
};

/**
 * Why a staff account's password is refused, or undefined when it passes: the customers' rules
 * (the domain's newPasswordProblem, list included) at ASVS level 2's 12 characters whatever the
 * setting, since a staff account reads every customer's cases.
 */
export function staffPasswordRefusal(password: string): string | undefined {
  const problem = newPasswordProblem(password, PASSWORD_MIN_LENGTH_DEFAULT);
  return problem ? (REFUSALS[problem] ?? problem) : undefined;
}
