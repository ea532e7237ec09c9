import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { buildPath, formatMoney, type TConfirmResult } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isRouteOpen } from '../../../shared/routing/route-open.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { SanitisedHtml } from '../../../shared/ui/sanitised-html.tsx';

/**
 * The finish step (§2.3, §4.3): the contracts made, the retailer's words of the answer (render),
 * for a visitor that a mail was sent to activate their account and set their password, and the
 * initial payment of each product that asks for one (docs/contracting.md, "The initial
 * payment"): a pending invoice of its contract, paid by card through the payment module. A
 * signed-in customer pays it at once from the invoices page (its "payOnline" action opens the
 * payment of the contract's newest payable invoice, and the provider's return with
 * ?payment_intent= is finalised there); a visitor, who has no session yet, finds it among their
 * invoices once the account is activated.
 */
export function FinishStep({ result, authenticated }: { result: TConfirmResult['result']; authenticated: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const { contracts, render, payments } = result;
  const payOnline = authenticated && settings.invoices.enablePayment && isRouteOpen('invoices', settings);
  // The invoices page's own address for "pay this contract's invoice" (docs/invoices.md: ?action=payOnline).
  const payPath = (contract: { contractType: string; contractName: string }) =>
    `${buildPath('invoices', language)}?${new URLSearchParams({ contractType: contract.contractType, contractName: contract.contractName, action: 'payOnline' })}`;
  return (
    <Box data-testid="contracting-finish">
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('contracting_finish_done')}
      </Alert>
      {contracts.length > 0 ? (
        <Box component="ul" sx={{ pl: 3, my: 1 }} data-testid="finish-contracts">
          {contracts.map((contract) => (
            <li key={contract.name}>
              {t(contract.type === 'gas' ? 'contracting_finish_gas_contract' : 'contracting_finish_electricity_contract', {
                name: contract.name,
              })}
            </li>
          ))}
        </Box>
      ) : null}
      {render?.body ? (
        render.format === 'html' ? (
          <SanitisedHtml html={render.body} testId="finish-render" />
        ) : (
          <Typography sx={{ whiteSpace: 'pre-line', my: 1 }} data-testid="finish-render">
            {render.body}
          </Typography>
        )
      ) : null}
      {authenticated ? null : (
        <Typography sx={{ my: 2 }} data-testid="finish-activation">
          {t('contracting_finish_activation_mail')}
        </Typography>
      )}
      {payments.map((payment) => (
        <Alert severity="info" sx={{ my: 2 }} data-testid="finish-payment" key={payment.invoiceId}>
          {t('contracting_finish_payment', { contract: payment.contractName, amount: formatMoney(payment.amount, language) })}{' '}
          {payOnline ? (
            <Box sx={{ mt: 1 }}>
              <Button variant="contained" component={RouterLink} to={payPath(payment)} data-testid="finish-pay">
                {t('contracting_finish_pay')}
              </Button>
            </Box>
          ) : (
            t('contracting_finish_payment_later')
          )}
        </Alert>
      ))}
    </Box>
  );
}
