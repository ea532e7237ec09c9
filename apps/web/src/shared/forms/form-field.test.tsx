import '../../test/dom.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useEnglish } from '../../test/render.tsx';
import { FormField } from './form-field.tsx';

beforeAll(useEnglish);
afterEach(cleanup);

/** A select whose value is set while its options are still on their way (a lookup answered first). */
function TariffSelect({ options }: { options: string[] }) {
  const form = useForm<{ tariff: string }>({ defaultValues: { tariff: '' } });
  useEffect(() => form.setValue('tariff', '4'), [form]);
  return (
    <FormField form={form} name="tariff" id="tariff" label="Tariff" select>
      <option value="">Choose…</option>
      {options.map((id) => (
        <option key={id} value={id}>{`T${id}`}</option>
      ))}
    </FormField>
  );
}

describe('FormField select', () => {
  it('shows a value set before its options arrived once they do', () => {
    const { rerender } = render(<TariffSelect options={[]} />);
    expect((screen.getByTestId('field-tariff') as HTMLSelectElement).value).toBe('');
    rerender(<TariffSelect options={['3', '4']} />);
    expect((screen.getByTestId('field-tariff') as HTMLSelectElement).value).toBe('4');
  });
});
