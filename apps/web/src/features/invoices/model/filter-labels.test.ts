import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { useEnglishInvoices } from '../test/invoice-fixture.ts';
import { conditionLabel } from './filter-labels.ts';

beforeAll(useEnglishInvoices);

// Intl writes a no-break space before the euro sign.
const label = (category: string, operator: string, values: string[]) =>
  conditionLabel({ id: 'x', category, operator, values, active: true } as Parameters<typeof conditionLabel>[0], i18n.t, 'en-US').replace(
    /\u00a0/g,
    ' ',
  );

describe('filter chip labels', () => {
  it('name the category and the values as the portal writes them', () => {
    expect(label('contract', 'exact', ['C1001', 'C1002'])).toBe('Contract: C1001, C1002');
    expect(label('name', 'contains', ['2025'])).toBe('Invoice number contains “2025”');
    expect(label('date', 'between', ['1/2/2025', '28/02/2025'])).toBe('Invoice date: 02/01/2025 – 02/28/2025');
    expect(label('import', 'exact', ['12.5'])).toBe('Total amount: €12.50');
    expect(label('paid', 'exact', ['open'])).toBe('Payment state: Pending');
  });

  it('write dates and amounts in the language’s own format, as the list does', () => {
    const galician = (category: string, values: string[]) =>
      conditionLabel(
        { id: 'x', category, operator: 'between', values, active: true } as Parameters<typeof conditionLabel>[0],
        i18n.t,
        'gl-ES',
      );
    expect(galician('date', ['1/2/2025', '28/02/2025'])).toBe('Invoice date: 01/02/2025 – 28/02/2025');
    expect(galician('import', ['1234.5', '2000'])).toBe('Total amount: 1.234,50\u00a0€ – 2.000,00\u00a0€');
  });
});
