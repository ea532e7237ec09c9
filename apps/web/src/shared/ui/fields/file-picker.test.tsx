import '../../../test/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { FilePicker } from './file-picker.tsx';

beforeAll(useEnglish);

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const show = (count: number) =>
  renderWithApp(
    <FilePicker
      label="Documents"
      files={Array.from({ length: count }, (_, i) => pdf(`f${i}.pdf`))}
      onChange={() => undefined}
      limitBytes={15_000_000}
    />,
  );

describe('file picker: a full selection says why it takes no more', () => {
  it('six files: Add files is disabled, with the limit as its tooltip', async () => {
    show(6);
    const add = screen.getByRole('button', { name: 'Add files' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.mouseOver(screen.getByTestId('field-files-add-tooltip'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('At most 6 files can be attached.');
  });

  it('fewer: enabled, no tooltip', () => {
    show(5);
    expect((screen.getByRole('button', { name: 'Add files' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('field-files-add-tooltip')).toBeNull();
  });
});
