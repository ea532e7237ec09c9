import { buildPath, type TContractingType } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { contractingKeys } from '../api/contracting-keys.ts';
import { useResumeLead } from '../api/resume-lead.ts';
import { initialWizardState, wizardStore } from '../model/wizard-store.ts';

const RESUME_PARAM = 'resume';
const ROUTES = { electricity: 'electricityContracting', gas: 'gasContracting', dual: 'dualContracting' } as const;

/**
 * The reminder mail's link (docs/contracting.md, "Coming back"): ?resume=<token> is taken out of
 * the address and posted once; the lead it names is then this browser's, so the wizard of that
 * lead's type starts from nothing and asks for its draft. A link of another wizard goes there.
 * A refused link (used, expired, confirmed) is said, and the wizard goes on as it was.
 */
export function useResumeLink(type: TContractingType): { resuming: boolean; failed: boolean } {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const resume = useResumeLead();
  const token = new URLSearchParams(search).get(RESUME_PARAM);
  const [state, setState] = useState<'idle' | 'resuming' | 'failed'>(token ? 'resuming' : 'idle');
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setState('resuming');
    const rest = new URLSearchParams(search);
    rest.delete(RESUME_PARAM);
    const query = rest.toString();
    navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
    resume.mutateAsync(token).then(
      (answer) => {
        queryClient.removeQueries({ queryKey: contractingKeys.draft(answer.type) });
        wizardStore(answer.type).setState(initialWizardState(answer.type));
        if (answer.type !== type) navigate(buildPath(ROUTES[answer.type], language), { replace: true });
        setState('idle');
      },
      () => setState('failed'),
    );
  }, [token]);

  return { resuming: state === 'resuming', failed: state === 'failed' };
}
