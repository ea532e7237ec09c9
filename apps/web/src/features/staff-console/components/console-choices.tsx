import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';

/**
 * A list field as checkboxes (a token's scopes, a webhook's events): a fieldset with its legend,
 * one box per option, the value the options ticked in the options' order, its error under it.
 */
export function ConsoleChoices<T extends FieldValues, O extends string>({
  control,
  name,
  legend,
  options,
  optionLabel,
  testId,
}: {
  control: Control<T>;
  name: Path<T>;
  legend: string;
  options: readonly O[];
  optionLabel: (option: O) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as O[];
        const toggle = (option: O, on: boolean) => field.onChange(options.filter((each) => (each === option ? on : chosen.includes(each))));
        return (
          <fieldset
            className="staff-console-choices"
            data-testid={testId}
            aria-describedby={fieldState.error ? `${testId}-error` : undefined}
          >
            <legend>{legend}</legend>
            {options.map((option) => (
              <FormControlLabel
                key={option}
                label={optionLabel(option)}
                control={
                  <Checkbox
                    checked={chosen.includes(option)}
                    onChange={(event) => toggle(option, event.target.checked)}
                    slotProps={{ input: { 'data-testid': `${testId}-${option}` } as object }}
                  />
                }
              />
            ))}
            {fieldState.error?.message ? (
              <FormHelperText error id={`${testId}-error`}>
                {messageText(t, fieldState.error.message)}
              </FormHelperText>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
