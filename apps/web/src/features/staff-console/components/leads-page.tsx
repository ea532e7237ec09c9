import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ConsolePage } from './console-page.tsx';
import { ContractingLeadsSection } from './contracting-leads-section.tsx';
import { VisitorLeadsSection } from './visitor-leads-section.tsx';

/** The sales team's leads: the comparators' and the calculator's, then the contracting wizards'. */
export function LeadsPage() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('staff_leads_title')} testId="staff-leads">
      <Box sx={{ display: 'grid', gap: 4 }}>
        <VisitorLeadsSection />
        <ContractingLeadsSection />
      </Box>
    </ConsolePage>
  );
}
