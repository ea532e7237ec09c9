import Box from '@mui/material/Box';
import { normaliseCups, type TContractingLeadRequest, type TContractingLeadResponse, type TContractingType } from '@portal/domain';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type DefaultValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useCreateGasLead } from '../api/create-gas-lead.ts';
import { useCreateLead } from '../api/create-lead.ts';
import { sectionFields } from '../model/section-fields.ts';
import { sectionResolver } from '../model/section-resolver.ts';
import type { TStepContext } from '../model/step-schemas.ts';
import { NO_LEAD_ERRORS, wizardStore } from '../model/wizard-store.ts';
import type { TSectionName, TWizardValues } from '../model/wizard-values.ts';

/** The step's form: its fields' values in, the schema's checked data out. */
export type TStepForm<S extends TSectionName> = UseFormReturn<TWizardValues[S], unknown, Record<string, unknown>>;

/** Sends the lead request through the form's submit, which places the server's field errors; undefined after a failure. */
export type TPostLead = (request: TContractingLeadRequest) => Promise<{ answer: TContractingLeadResponse } | undefined>;

export const STEP_FORM_ID = 'contracting-step-form';

/** The API's refusal of a CUPS the registry holds as not contractable (docs/contracting.md, "What only the server checks"). */
const CUPS_NOT_AVAILABLE = 'cups_not_available';

export interface TStepFormProps<S extends TSectionName> {
  type: TContractingType;
  section: S;
  context: TStepContext;
  /** Checked and valid: the wizard sends what changed and moves on. */
  onValid: (section: S, data: Record<string, unknown>, post: TPostLead) => Promise<void>;
  /** The schema refused a field: the wizard says so. */
  onInvalid: () => void;
  children: (form: TStepForm<S>) => ReactNode;
}

/**
 * One step's form (visitor-and-shell §2.3, §4.3): react-hook-form over what the session's store
 * holds for the step, checked by the domain's step schema (section-resolver.ts), sent through
 * the shared useFormSubmit so the server's field errors land under their fields. Every change is
 * written back to the store at once, so leaving the step by any way keeps what was typed, and it
 * clears the lead errors (§4.3: cleared when the visitor edits a step).
 */
export function StepForm<S extends TSectionName>({ type, section, context, onValid, onInvalid, children }: TStepFormProps<S>) {
  const store = wizardStore(type);
  const resolver = useMemo(
    () => sectionResolver<TWizardValues[S]>(section, context, () => store.getState().values),
    [section, context, store],
  );
  const form = useForm<TWizardValues[S], unknown, Record<string, unknown>>({
    resolver,
    defaultValues: store.getState().values[section] as DefaultValues<TWizardValues[S]>,
  });
  const electricityLead = useCreateLead();
  const gasLead = useCreateGasLead();
  const submit = useFormSubmit({
    mutation: type === 'gas' ? gasLead : electricityLead,
    setError: form.setError,
    plan: { fields: sectionFields(section, store.getState().values[section]) },
    // The registry may hold the point as not contractable where the lookup could not tell: the wizard stops there too (§5.6).
    onFailure: (sorted) => {
      if (sorted.fields.cups !== CUPS_NOT_AVAILABLE) return;
      const point = { cups: normaliseCups(String(form.getValues('cups' as Path<TWizardValues[S]>) ?? '')), available: false };
      store.setState(section === 'gasContract' ? { gasSupplyPoint: point } : { supplyPoint: point });
    },
  });

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      store.setState((state) => ({
        values: { ...state.values, [section]: values as TWizardValues[S] },
        ...(name && (state.leadErrors.badScore || state.leadErrors.dniInvalid || state.leadErrors.genericError)
          ? { leadErrors: NO_LEAD_ERRORS }
          : {}),
      }));
    });
    return () => subscription.unsubscribe();
  }, [form, store, section]);

  // The next button sits outside the form (in the bottom bar on a phone) and submits it by its id.
  const send = form.handleSubmit((data) => onValid(section, data, submit.submit), onInvalid);

  return (
    <Box component="form" id={STEP_FORM_ID} noValidate onSubmit={send} aria-busy={submit.sending} data-testid={`step-form-${section}`}>
      {children(form)}
    </Box>
  );
}
