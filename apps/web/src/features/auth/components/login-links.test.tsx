import '../../../test/dom.ts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { LoginLinks } from './login-links.tsx';

beforeAll(useEnglish);

describe('the login page links (customer-area §2)', () => {
  it('shows the reset-password link now that /recordar-clau is mounted, in the current language', () => {
    renderWithApp(<LoginLinks />);
    const link = screen.getByTestId('login-reset-password-link');
    expect(link.getAttribute('href')).toBe('/reset-password');
    expect(link.textContent).toBe('Forgot your password?');
  });
});
