import { describe, expect, it } from 'vitest';
import {
  TRAIL_ACTIONS,
  TRAIL_ACTOR_KINDS,
  type TTrailEntry,
  ZStaffTrailQuerySchema,
  ZTrailDownloadQuerySchema,
  ZTrailQuerySchema,
} from './trail-model.ts';
import { type TTrailLabels, trailChangesText, trailHeader, trailRows } from './trail-rows.ts';

const labels: TTrailLabels = {
  sheet: 'Trail',
  columns: { at: 'When', action: 'Action', actor: 'Who', subject: 'About', address: 'From', changes: 'What changed' },
  actions: Object.fromEntries(TRAIL_ACTIONS.map((a) => [a, `action ${a}`])) as TTrailLabels['actions'],
  actors: Object.fromEntries(TRAIL_ACTOR_KINDS.map((a) => [a, `actor ${a}`])) as TTrailLabels['actors'],
  empty: '(none)',
};

const entry = (over: Partial<TTrailEntry> = {}): TTrailEntry => ({
  id: 1,
  at: '2025-03-31T10:00:00.000Z',
  actor: 'customer',
  action: 'change_requested',
  subject: 'C-1',
  address: '203.0.113.9',
  changes: {},
  ...over,
});

describe('trail download rows', () => {
  it('writes the moment in Europe/Madrid, the action and who in words, in the order given', () => {
    const rows = trailRows([entry({ id: 2, actor: 'staff_as_customer', action: 'payment' }), entry()], labels, 'es-ES');
    expect(rows.map((r) => [r.atText, r.action, r.actor])).toEqual([
      ['31/03/2025 12:00', 'action payment', 'actor staff_as_customer'],
      ['31/03/2025 12:00', 'action change_requested', 'actor customer'],
    ]);
    expect(rows[0]?.at.toISOString()).toBe('2025-03-31T10:00:00.000Z');
  });

  it('writes what changed field by field, a new field without its before, an empty value in words', () => {
    expect(
      trailChangesText(
        { power: { before: 3450, after: 4600 }, email: { after: 'a@b.c' }, phone: { before: null, after: '600' } },
        '(none)',
      ),
    ).toBe('power: 3450 → 4600; email: a@b.c; phone: (none) → 600');
  });

  it('leaves a missing subject or address empty; the header follows the cells', () => {
    const [row] = trailRows([entry({ subject: null, address: null })], labels, 'en-US');
    expect([row?.subject, row?.address]).toEqual(['', '']);
    expect(trailHeader(labels)).toEqual(['When', 'Action', 'Who', 'About', 'From', 'What changed']);
  });
});

describe('trail queries', () => {
  it('pages newest first by default and bounds the page', () => {
    expect(ZTrailQuerySchema.parse({})).toEqual({ offset: 0, limit: 20 });
    expect(ZTrailQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZTrailQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('downloads CSV unless told xlsx', () => {
    expect(ZTrailDownloadQuerySchema.parse({}).format).toBe('csv');
    expect(ZTrailDownloadQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
  });

  it("reads staff's filters, refusing an unknown kind and a range backwards", () => {
    expect(
      ZStaffTrailQuerySchema.parse({ customer_id: '7', actor: 'staff', action: 'payment', from: '2025-01-01', to: '2025-01-31' }),
    ).toMatchObject({
      customer_id: 7,
      actor: 'staff',
    });
    expect(ZStaffTrailQuerySchema.safeParse({ actor: 'robot' }).success).toBe(false);
    expect(ZStaffTrailQuerySchema.safeParse({ from: '2025-02-01', to: '2025-01-01' }).success).toBe(false);
    expect(ZStaffTrailQuerySchema.safeParse({ customer_id: '0' }).success).toBe(false);
  });
});
