import { LANGUAGES, type TLanguage } from '@portal/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadCataloguePart } from '../../i18n/i18n.ts';
import { DateField } from './date-field.tsx';

const PATTERNS: Record<TLanguage, { pattern: string; shown: string; typed: string }> = {
  'ca-ES': { pattern: 'dd/mm/aaaa', shown: '05/03/2026', typed: '15/3/2026' },
  'es-ES': { pattern: 'dd/mm/aaaa', shown: '05/03/2026', typed: '15/03/2026' },
  'gl-ES': { pattern: 'dd/mm/aaaa', shown: '05/03/2026', typed: '15/03/2026' },
  'fr-FR': { pattern: 'jj/mm/aaaa', shown: '05/03/2026', typed: '15/03/2026' },
  'de-DE': { pattern: 'TT.MM.JJJJ', shown: '05.03.2026', typed: '15.03.2026' },
  'en-US': { pattern: 'mm/dd/yyyy', shown: '03/05/2026', typed: '03/15/2026' },
};

function Field({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      id="day"
      label="Day"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      testId="day"
    />
  );
}

async function show(language: TLanguage, initial = '2026-03-05') {
  await act(async () => {
    await changeLanguage(language, { persist: false });
    await loadCataloguePart('shared');
  });
  const seen: string[] = [];
  render(<Field initial={initial} seen={seen} />);
  return { input: screen.getByTestId('day') as HTMLInputElement, seen };
}

describe('DateField', () => {
  afterEach(cleanup);

  it.each(LANGUAGES)('%s: shows and reads the day in the portal’s language, whatever the browser’s', async (language) => {
    const { pattern, shown, typed } = PATTERNS[language];
    const { input, seen } = await show(language);
    expect(input.type).toBe('text');
    expect(input.value).toBe(shown);
    expect(input.placeholder).toBe(pattern);
    expect(screen.getByText(pattern)).toBeTruthy();
    fireEvent.change(input, { target: { value: typed } });
    expect(seen.at(-1)).toBe('2026-03-15');
    expect(input.value).toBe(typed);
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it.each(LANGUAGES)('%s: a text that is no day keeps what was typed and, once left, says how to write it', async (language) => {
    const { input, seen } = await show(language, '');
    fireEvent.change(input, { target: { value: '31/31/2026' } });
    expect(seen.at(-1)).toBe('31/31/2026');
    expect(screen.queryByTestId('day-error')).toBeNull();
    fireEvent.blur(input);
    const error = screen.getByTestId('day-error').textContent ?? '';
    expect(error).toContain(PATTERNS[language].pattern);
    expect(error).toMatch(language === 'en-US' ? /12\/31\/2026/ : language === 'de-DE' ? /31\.12\.2026/ : /31\/12\/2026/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('day-error').id);
    expect(input.value).toBe('31/31/2026');
  });

  it('answers the English order with an error in Catalan, where 03/15 is no day', async () => {
    const { input, seen } = await show('ca-ES', '');
    fireEvent.change(input, { target: { value: '03/15/2026' } });
    fireEvent.blur(input);
    expect(seen.at(-1)).toBe('03/15/2026');
    expect(screen.getByTestId('day-error').textContent).toBe('Escriu la data com dd/mm/aaaa, per exemple 31/12/2026.');
  });
});
