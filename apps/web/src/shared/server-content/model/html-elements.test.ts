import { describe, expect, it } from 'vitest';
import { blockDimension, htmlElementsFromResponse } from './html-elements.ts';

const element = (id: number, priority: number) => ({
  id,
  name: `block ${id}`,
  priority,
  group_name: 'Login',
  html_block: `<p>${id}</p>`,
  block_height: null,
  block_width: '50%',
  page_id: null,
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
