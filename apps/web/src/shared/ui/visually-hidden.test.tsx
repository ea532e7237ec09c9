import '../../test/dom.ts';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visuallyHidden } from './visually-hidden.ts';

describe('visually hidden text', () => {
  it('is one pixel wide, whatever holds it (a bare 1 would be 100% in MUI sx)', () => {
    const { getByText } = render(
      <div style={{ position: 'relative', width: 900 }}>
        <Box component="span" sx={visuallyHidden}>
          (opens in a new window)
        </Box>
      </div>,
    );
    const style = getComputedStyle(getByText('(opens in a new window)'));
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.margin).toBe('-1px');
    expect(style.position).toBe('absolute');
  });
});
