import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Redirect } from '../../../shared/routing/redirect.tsx';
import { useSearch } from '../../../shared/routing/use-search.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useHasMultipointInvoices } from '../api/has-multipoint-invoices.ts';
import { InvoiceList } from '../components/invoice-list.tsx';
import { InvoiceTypeTabs } from '../components/invoice-type-tabs.tsx';
import { useLogoutOnUnauthorised } from '../components/use-logout-on-unauthorised.ts';
import { enabledInvoiceKinds, shownInvoiceKinds, showsInvoiceTabs } from '../model/invoice-kinds.ts';
import { ACTION_PARAM, invoiceListPath, readInvoiceRequest } from '../model/invoice-location.ts';
import { usePaymentIntentReturn } from '../payment/index.ts';

/**
 * The invoice screen (customer-area §2) for its five routes: /invoices, /invoices/:action,
 * /invoices-multipoint and the invoices of one contract (electricity and gas). Tabs for the
 * lists shown; contractType picks the tab, contractName filters the list to one contract.
 */
export default function InvoicesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const request = readInvoiceRequest(pathname, search);
  const multipointEnabled = enabledInvoiceKinds(settings).includes('multipoint');
  const probe = useHasMultipointInvoices(multipointEnabled);
  useLogoutOnUnauthorised(probe.error);
  const kinds = shownInvoiceKinds(settings, probe.data === true);
  const kind = request.kind ?? kinds[0] ?? 'electricity';
  const [, setSearch] = useSearch();
  // Consumed: the address becomes the plain list, the page (and what the action opened) stays.
  // The action replaces its history entry: Back does not pay again.
  const onActionRoute = request.onActionRoute;
  const actionDone = useCallback(() => {
    if (onActionRoute) {
      navigate(invoiceListPath(language, { kind: request.kind, contractName: request.contractName }), { replace: true });
      return;
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACTION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [navigate, setSearch, onActionRoute, language, request.kind, request.contractName]);
  // An action the portal does not know has nothing to do: it only leaves the address.
  const unknownQueryAction = request.actionInQuery === true && !request.action;
  useEffect(() => {
    if (unknownQueryAction) actionDone();
  }, [unknownQueryAction, actionDone]);
  // Back from the card provider's authentication (?payment_intent=): the payment is finalised here.
  const paymentReturn = usePaymentIntentReturn();
  const title = t('invoices_title');

  if (multipointEnabled && probe.isPending) {
    return (
      <Page title={title} siteName={settings.organization.name} testId="invoices-page" maxWidth="lg">
        <Spinner label={t('invoices_loading')} testId="invoices-loading" fullHeight />
      </Page>
    );
  }
  // A list this customer does not have, or an action the portal does not know: the default list.
  if (!kinds.includes(kind) || (request.onActionRoute && !request.action)) {
    return <Redirect to={invoiceListPath(language)} />;
  }
  return (
    <Page title={title} siteName={settings.organization.name} testId="invoices-page" maxWidth="lg">
      {showsInvoiceTabs(kinds) ? (
        <InvoiceTypeTabs kinds={kinds} current={kind} hrefOf={(k) => invoiceListPath(language, { kind: k })} />
      ) : null}
      {/* Keyed: another list or contract starts afresh (first page, its own filters). */}
      <InvoiceList
        key={`${kind}:${request.contractName ?? ''}`}
        kind={kind}
        contractName={request.contractName}
        action={request.action}
        onActionDone={actionDone}
      />
      {paymentReturn.dialog}
    </Page>
  );
}
