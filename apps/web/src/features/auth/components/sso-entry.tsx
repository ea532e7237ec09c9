import { SsoButton } from './sso-button.tsx';
import { SsoRedirect } from './sso-redirect.tsx';

/**
 * Single sign-on on the login page: the provider's button beside the form or, without the
 * default login, the redirect itself (customer-area §2). Loaded only where the deployment
 * enables it (settings.features.oidc), so the login page of the others does not carry it.
 */
export default function SsoEntry({ redirect }: { redirect: boolean }) {
  return redirect ? <SsoRedirect /> : <SsoButton />;
}
