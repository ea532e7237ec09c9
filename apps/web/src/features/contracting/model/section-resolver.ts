import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { sectionInput, sectionSchema, type TStepContext } from './step-schemas.ts';
import type { TSectionName, TWizardValues } from './wizard-values.ts';

/**
 * A step form's resolver: the domain's step schema (the one the API runs) over what the fields
 * hold, read through step-input.ts. The errors come back under the fields' own names (the input
 * keeps them), the values the schema answers are what the lead sends. `others` reads the other
 * steps' values when the form is checked: the person step asks for a change of owner only when
 * the installation had an active contract (§5.7).
 */
export function sectionResolver<TValues extends FieldValues>(
  section: TSectionName,
  context: TStepContext,
  others: () => TWizardValues,
): Resolver<TValues, unknown, Record<string, unknown>> {
  return (values, resolverContext, options) => {
    const all = { ...others(), [section]: values } as TWizardValues;
    const resolve = zodResolver(sectionSchema(section, context, all) as never) as unknown as Resolver<
      FieldValues,
      unknown,
      Record<string, unknown>
    >;
    return resolve(sectionInput(section, context, all) as FieldValues, resolverContext, options as never) as ReturnType<
      Resolver<TValues, unknown, Record<string, unknown>>
    >;
  };
}
