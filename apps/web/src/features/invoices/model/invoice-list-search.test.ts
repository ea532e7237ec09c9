import { singleContractCondition, type TInvoiceFilterCondition } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { decodeCondition, encodeCondition, readListView, writeListView } from './invoice-list-search.ts';

const paidOpen: TInvoiceFilterCondition = { id: 'a', category: 'paid', operator: 'exact', values: ['open'], active: true };
const dates: TInvoiceFilterCondition = {
  id: 'b',
  category: 'date',
  operator: 'between',
  values: ['01/01/2025', '31/12/2025'],
  active: false,
};
const contracts: TInvoiceFilterCondition = { id: 'c', category: 'contract', operator: 'exact', values: ['A,1', '50%:x'], active: true };
const none = { conditions: [], size: 100 };

describe('invoice list in the address', () => {
  it('round-trips chips, switched-off ones and values with commas, percents and colons', () => {
    const search = writeListView(
      new URLSearchParams('contractType=gas'),
      { conditions: [paidOpen, dates, contracts], page: 2, size: 25 },
      none,
    );
    expect(search.getAll('filter')).toEqual(['paid:exact:open', '!date:between:01/01/2025,31/12/2025', 'contract:exact:A%2C1,50%25:x']);
    expect(search.get('contractType')).toBe('gas');
    // Through the address bar and back.
    const view = readListView(new URLSearchParams(search.toString()));
    expect(view.conditions?.map(({ id: _, ...rest }) => rest)).toEqual([paidOpen, dates, contracts].map(({ id: _, ...rest }) => rest));
    expect(view.page).toBe(2);
    expect(view.size).toBe(25);
    expect(search.get('page')).toBe('3');
  });

  it('writes nothing for the defaults: first page, configured size, the route’s own chips', () => {
    const defaults = { conditions: [singleContractCondition('C1')], size: 100 };
    const search = writeListView(
      new URLSearchParams('page=4&size=10'),
      { conditions: [singleContractCondition('C1')], page: 0, size: 100 },
      defaults,
    );
    expect(search.toString()).toBe('');
    expect(readListView(search)).toEqual({ conditions: undefined, page: 0, size: undefined });
  });

  it('records "no chips" where the route would add one, so a reload does not bring it back', () => {
    const search = writeListView(new URLSearchParams(), { conditions: [] }, { conditions: [singleContractCondition('C1')], size: 100 });
    expect(search.getAll('filter')).toEqual(['']);
    expect(readListView(search).conditions).toEqual([]);
  });

  it('drops what the filter form could not have made, and clamps the page', () => {
    const view = readListView(
      new URLSearchParams(
        'filter=nope:exact:x&filter=paid:between:open&filter=date:exact:31/02/2025&filter=paid:exact:%E0&page=-3&size=abc',
      ),
    );
    expect(view).toEqual({ conditions: [], page: 0, size: undefined });
    expect(readListView(new URLSearchParams('page=0')).page).toBe(0);
    expect(decodeCondition(encodeCondition(paidOpen), 'x')).toEqual({ ...paidOpen, id: 'x' });
  });
});
