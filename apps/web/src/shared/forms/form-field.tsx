import { Children, useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { TextInput, type TTextInputProps } from '../ui/fields/text-input.tsx';

export type TFormFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TTextInputProps,
  'registration' | 'errorKey' | 'id' | 'testId'
> & {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  /** The input's id; `<form's prefix>-<name>` reads well. */
  id: string;
  /** `field-<name>` unless said otherwise (the browser tests find fields by it). */
  testId?: string;
  /** Runs before the registration's onChange, where a field sets another (a contract's kind, a type's subtype). */
  onChange?: (event: { target: { value: string } }) => void;
  /** Another field whose error shows here when this one has none (a hidden field the choice sets). */
  alsoErrorOf?: Path<T>;
};

/**
 * One form field bound to its react-hook-form form: registered by name, with its error (from the
 * schema or placed by the server through useFormSubmit) under it. The labelled input itself is
 * TextInput's.
 */
export function FormField<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  name,
  testId,
  onChange,
  alsoErrorOf,
  ...input
}: TFormFieldProps<T, TOut>) {
  const registration = form.register(name);
  // A native select holds a value only among its options: one set before they arrived (a tariff
  // the CUPS lookup filled while the list loaded, a draft resumed) showed as "choose" though the
  // form had it. Set again once the options are there.
  const options = input.select ? Children.count(input.children) : 0;
  useEffect(() => {
    if (options < 2) return;
    const value = form.getValues(name);
    if (value !== undefined && value !== null && value !== '') form.setValue(name, value as PathValue<T, Path<T>>);
  }, [options, form, name]);
  // By path, so a field of a nested value (`address.dp`) finds its error too; reading through
  // formState subscribes the field to the errors.
  const errorOf = (path: Path<T>) => form.getFieldState(path, form.formState).error?.message;
  const message = errorOf(name) ?? (alsoErrorOf ? errorOf(alsoErrorOf) : undefined);
  return (
    <TextInput
      {...input}
      registration={
        onChange
          ? {
              ...registration,
              onChange: (event) => {
                onChange(event);
                return registration.onChange(event);
              },
            }
          : registration
      }
      errorKey={typeof message === 'string' ? message : undefined}
      testId={testId ?? `field-${name}`}
    />
  );
}
