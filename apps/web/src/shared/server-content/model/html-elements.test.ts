import { ZHtmlElementSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { blockDimension, htmlElementsFromResponse, isHtmlElement } from './html-elements.ts';

const element = (id: number, priority: number) => ({
  id,
  name: `block ${id}`,
  priority,
  group_name: 'Login',
  html_block: `<p>${id}</p>`,
  block_height: null,
  block_width: '50%',
  page_id: null,
  language: 'ca-ES',
});

describe('HTML elements', () => {
  it('orders by priority, then id, and drops malformed items', () => {
    const items = htmlElementsFromResponse({ items: [element(3, 2), element(1, 5), { id: 'x' }, element(2, 2)] });
    expect(items.map((i) => i.id)).toEqual([2, 3, 1]);
  });

  it('refuses a body of another shape', () => {
    expect(() => htmlElementsFromResponse({ elements: [] })).toThrow();
  });

  it('reads block sizes as CSS, ignoring anything that is not a plain length', () => {
    expect(blockDimension('300')).toBe('300px');
    expect(blockDimension('50%')).toBe('50%');
    expect(blockDimension(' 12rem ')).toBe('12rem');
    expect(blockDimension('calc(1px);background:url(x)')).toBeUndefined();
    expect(blockDimension(null)).toBeUndefined();
  });
});

describe('isHtmlElement checks by hand what the endpoint schema checks of each element', () => {
  const ok = element(1, 1);
  const CASES: unknown[] = [
    ok,
    { ...ok, group_name: null, block_width: null, page_id: 4 },
    { ...ok, extra: true },
    { ...ok, id: 1.5 },
    { ...ok, id: '1' },
    { ...ok, priority: null },
    { ...ok, html_block: 3 },
    { ...ok, block_height: 300 },
    { ...ok, page_id: undefined },
    { ...ok, name: undefined },
    { ...ok, language: 'en-US' },
    { ...ok, language: 'en' },
    { ...ok, language: undefined },
    null,
    [],
  ];
  it.each(CASES)('agrees with ZHtmlElementSchema on %j', (value) => {
    expect(isHtmlElement(value)).toBe(ZHtmlElementSchema.safeParse(value).success);
  });
});
