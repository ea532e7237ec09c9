import { describe, expect, it } from 'vitest';
import { topMenuItems } from './top-menu-items.ts';

const item = (id: string) => ({ id, to: `/${id}` });

describe('the top menu keeps the bar for the pages', () => {
  it("leaves out the account's entries, logout and, beside the customer's pages, the new-contract ones", () => {
    const items = [
      item('invoices'),
      item('profile'),
      item('changePassword'),
      item('new-contract-dual'),
      { id: 'logout', action: 'logout' as const },
    ];
    expect(topMenuItems(items).map((i) => i.id)).toEqual(['invoices']);
  });

  it("keeps the new-contract entries of a new customer, whose menu they are, beside the retailer's links", () => {
    expect(topMenuItems([item('new-contract-electricity'), item('new-contract-dual')]).map((i) => i.id)).toEqual([
      'new-contract-electricity',
      'new-contract-dual',
    ]);
    expect(topMenuItems([item('new-contract-dual'), { id: 'header-link-0', href: 'https://energia.example' }]).map((i) => i.id)).toEqual([
      'new-contract-dual',
      'header-link-0',
    ]);
  });
});
