import { canClickStep, leadStepNumber, type TContractingType, type TStepName } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { contractingKeys } from '../api/contracting-keys.ts';
import { useLeadDniValidation } from '../api/get-lead-dni-validation.ts';
import { useLeadSolvency } from '../api/get-lead-solvency.ts';
import { sectionsToSend, type TSectionData } from '../model/changed-sections.ts';
import { gasStepFromEarlierSteps } from '../model/gas-step-prefill.ts';
import { parseSection, type TStepContext } from '../model/step-schemas.ts';
import { completedCount, stepAfter, stepBefore, stepsOf } from '../model/wizard-navigation.ts';
import { NO_LEAD_ERRORS, resetWizard, type TPersonChecks, wizardStore } from '../model/wizard-store.ts';
import { isSection, type TSectionName } from '../model/wizard-values.ts';
import type { TPostLead } from './step-form.tsx';

/**
 * How the visitor moves through a wizard (visitor-and-shell §2.3, §4.3, §8):
 *
 * - next: the step's form passed its schema; the sections up to it that changed since the lead
 *   last stored them are posted with the step's number (none changed: no call), the lead's id
 *   kept. After the person step the holder is checked (solvency for electricity and dual when
 *   the retailer asks, then the identity): a bad score or an unknown identity stays on the step.
 *   Any failure of a call is the generic error and stops; the confirmation's is its error result.
 * - previous and the stepper's steps: leave the step as it is (its values are kept); a step left
 *   that no longer passes is no longer done, so the stepper cannot skip it.
 * - go home: the flow starts again and the visitor goes to /.
 *
 * `moved` is told every time the step changes by the visitor's hand (the heading takes the focus).
 */
export function useWizardFlow(type: TContractingType, context: TStepContext | undefined, moved: () => void) {
  const store = wizardStore(type);
  const solvency = useLeadSolvency();
  const identity = useLeadDniValidation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const goTo = (target: TStepName) => {
    if (!context) return;
    const state = store.getState();
    const leaving = state.current;
    const stillDone = !isSection(leaving) || !state.done.includes(leaving) || parseSection(leaving, context, state.values) !== undefined;
    store.setState({
      current: target,
      done: stillDone ? state.done : state.done.filter((step) => step !== leaving),
      leadErrors: NO_LEAD_ERRORS,
      confirm: { status: 'pending' },
    });
    moved();
  };

  /** The holder's checks on the lead (§8), made again only for other person data or when they could not be made. */
  const checkPerson = async (leadId: number, signature: string, posted: boolean): Promise<TPersonChecks> => {
    const known = store.getState().personChecks;
    if (!posted && known?.signature === signature) return known;
    const scoring = type !== 'gas' && context?.config.morosityVerificationRequired ? (await solvency.mutateAsync(leadId)).scoring : true;
    const { dni_valid } = await identity.mutateAsync(leadId);
    const checks = { signature, badScore: !scoring, dniInvalid: !dni_valid };
    store.setState({ personChecks: checks });
    return checks;
  };

  const next = async (section: TSectionName, data: TSectionData, post: TPostLead) => {
    // Enter in a field while a step is being sent submits the form again: one post at a time.
    if (!context || store.getState().submitting) return;
    const state = store.getState();
    const steps = stepsOf(type, context.config, state.values);
    const order = steps.slice(0, steps.indexOf(section) + 1).filter(isSection);
    const plan = sectionsToSend(
      order,
      (other) => (other === section ? data : parseSection(other, context, state.values)),
      state,
      section === 'confirmation' ? 'confirmation' : undefined,
    );
    if ('invalid' in plan) {
      // An earlier step no longer passes (edited, then left): back to it.
      store.setState((current) => ({ current: plan.invalid, done: current.done.filter((step) => step !== plan.invalid) }));
      moved();
      return;
    }
    store.setState({ submitting: true, leadErrors: NO_LEAD_ERRORS });
    try {
      let leadId = state.leadId;
      const posting = Object.keys(plan.sections) as TSectionName[];
      let answer: Awaited<ReturnType<TPostLead>>;
      if (posting.length > 0) {
        const step = leadStepNumber(section);
        if (step === undefined) return;
        answer = await post({ ...(leadId === undefined ? {} : { lead_id: leadId }), type, step, ...plan.sections });
        if (!answer) {
          store.setState(
            section === 'confirmation' ? { confirm: { status: 'error' } } : { leadErrors: { ...NO_LEAD_ERRORS, genericError: true } },
          );
          return;
        }
        leadId = answer.answer.lead_id;
        const stored = leadId;
        store.setState((current) => {
          const resumed = { ...current.resumed };
          for (const name of posting) delete resumed[name];
          return { leadId: stored, sent: { ...current.sent, ...plan.signatures }, resumed };
        });
      }
      if (section === 'confirmation') {
        const confirm = answer?.answer.confirm;
        if (confirm?.status === 'OK') {
          store.setState((current) => ({
            confirm: { status: 'ok', result: confirm },
            done: [...current.done.filter((step) => step !== 'confirmation'), 'confirmation'],
            current: 'finish',
          }));
          moved();
        } else {
          store.setState({ confirm: { status: 'error', code: confirm?.result.error ?? undefined } });
        }
        return;
      }
      if (section === 'person' && leadId !== undefined) {
        let checks: TPersonChecks;
        try {
          checks = await checkPerson(leadId, JSON.stringify(data), posting.includes('person'));
        } catch {
          store.setState({ leadErrors: { ...NO_LEAD_ERRORS, genericError: true } });
          return;
        }
        if (checks.badScore || checks.dniInvalid) {
          store.setState({ leadErrors: { badScore: checks.badScore, dniInvalid: checks.dniInvalid, genericError: false } });
          return;
        }
      }
      store.setState((current) => {
        const target = stepAfter(stepsOf(type, context.config, current.values), section);
        const values = type === 'gas' && target === 'gasContract' ? gasStepFromEarlierSteps(current.values) : current.values;
        return { done: [...current.done.filter((step) => step !== section), section], current: target, values };
      });
      moved();
    } finally {
      store.setState({ submitting: false });
    }
  };

  const previous = () => {
    const state = store.getState();
    // The confirmation's error result: previous is the confirmation again, nothing lost (§4.3).
    if (state.current === 'confirmation' && state.confirm.status === 'error') {
      store.setState({ confirm: { status: 'pending' } });
      moved();
      return;
    }
    if (!context) return;
    goTo(stepBefore(stepsOf(type, context.config, state.values), state.current));
  };

  const clickStep = (target: number) => {
    if (!context) return;
    const state = store.getState();
    const steps = stepsOf(type, context.config, state.values);
    const allowed = canClickStep({
      target,
      completedSteps: completedCount(steps, state.done),
      current: steps.indexOf(state.current),
      total: steps.length,
      submitting: state.submitting,
    });
    const step = steps[target];
    if (allowed && step) goTo(step);
  };

  const goHome = () => {
    queryClient.removeQueries({ queryKey: contractingKeys.draft(type) });
    resetWizard(type);
    navigate('/');
  };

  return { next, previous, clickStep, goHome };
}
