import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ConsolePage } from './console-page.tsx';
import { IntegrationTokensSection } from './integration-tokens-section.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/** Integration (supervisors): the tokens the retailer's systems call the API with, and the webhooks that tell them of events. */
export function IntegrationPage() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('staff_integration_title')} testId="staff-integration">
      <Box sx={{ display: 'grid', gap: 4 }}>
        <IntegrationTokensSection />
        <WebhooksSection />
      </Box>
    </ConsolePage>
  );
}
