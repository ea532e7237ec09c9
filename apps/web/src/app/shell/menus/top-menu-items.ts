import type { TMenuItem } from './menu-items.ts';

/** In the account menu beside it (and the side menu): left out here to keep the bar's room for the customer's pages. */
const ACCOUNT_ENTRIES = new Set(['profile', 'changePassword']);
const isNewContract = (item: TMenuItem) => item.id.startsWith('new-contract-');

/**
 * The bar's entries: the pages, not the account's. The new-contract entries are left out beside
 * the customer's pages (the contract list's button and the side menu offer them), kept for a new
 * customer, whose menu they are (visitor-and-shell §6).
 */
export function topMenuItems(items: TMenuItem[]): TMenuItem[] {
  const pages = items.filter((item) => (item.to || item.href) && !ACCOUNT_ENTRIES.has(item.id));
  const customerPages = pages.some((item) => !isNewContract(item) && !item.href);
  return customerPages ? pages.filter((item) => !isNewContract(item)) : pages;
}
