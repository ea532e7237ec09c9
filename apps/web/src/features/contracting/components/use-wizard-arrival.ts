import type { TContractingType } from '@portal/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { useContractingConfig } from '../api/get-contracting-config.ts';
import { useLeadDraft } from '../api/get-lead-draft.ts';
import { prefilledPerson, withPromotionalCode } from '../model/arrival-values.ts';
import { resumeFromDraft } from '../model/draft-values.ts';
import { stepsOf } from '../model/wizard-navigation.ts';
import { type TWizardState, wizardStore } from '../model/wizard-store.ts';
import { useResumeLink } from './use-resume-link.ts';

const PROMOCODE_PARAM = 'promocode';

/**
 * What the wizard does when the visitor arrives (§2.3, §3.9, docs/contracting.md "Coming back"):
 * the config first; a browser whose session holds nothing of this wizard resumes the lead it left
 * (GET leads/draft); a signed-in customer's person step is prefilled from the config;
 * ?promocode= is read once into the promotional code and removed from the address; a reminder's
 * ?resume= link is taken up first (use-resume-link.ts). Answers the config query, whether the
 * wizard may show its steps, and whether a resume link was refused.
 */
export function useWizardArrival(type: TContractingType) {
  const store = wizardStore(type);
  const config = useContractingConfig();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const arrived = useStore(store, (state) => state.arrived);
  const fresh = useStore(store, (state) => state.leadId === undefined && state.done.length === 0);
  const link = useResumeLink(type);
  const draft = useLeadDraft(type, !arrived && fresh && !link.resuming);

  useEffect(() => {
    const rules = config.data;
    if (!rules || link.resuming) return;
    const state = store.getState();
    const patch: Partial<TWizardState> = {};
    let values = state.values;
    let fromOutside = false;
    if (!state.arrived) {
      if (fresh && draft.status === 'pending') return;
      if (fresh && draft.data) {
        const resumed = resumeFromDraft(draft.data, values, (filled) => stepsOf(type, rules, filled), language);
        Object.assign(patch, { leadId: draft.data.lead_id, done: resumed.done, current: resumed.current, resumed: resumed.resumed });
        values = resumed.values;
        fromOutside = true;
      }
      patch.arrived = true;
    }
    if (!state.prefilled && rules.prefill) {
      values = prefilledPerson(values, rules.prefill);
      patch.prefilled = true;
      fromOutside = true;
    }
    const query = new URLSearchParams(search);
    const code = query.get(PROMOCODE_PARAM);
    if (code !== null) {
      values = withPromotionalCode(type, values, code);
      fromOutside = true;
      query.delete(PROMOCODE_PARAM);
      const rest = query.toString();
      navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    }
    if (Object.keys(patch).length === 0 && !fromOutside) return;
    store.setState({ ...patch, values, ...(fromOutside ? { formVersion: state.formVersion + 1 } : {}) });
  }, [config.data, draft.status, draft.data, fresh, search, store, type, language, pathname, hash, navigate, link.resuming]);

  return { config, ready: Boolean(config.data) && arrived && !link.resuming, resumeFailed: link.failed };
}
