import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ConsolePage } from './console-page.tsx';
import { ContentBannersSection } from './content-banners-section.tsx';
import { ContentBlocksSection } from './content-blocks-section.tsx';
import { ContentPagesSection } from './content-pages-section.tsx';

/**
 * Content (supervisors): what the portal shows that the retailer writes, the dynamic pages, the
 * HTML blocks and the banners. Each is edited on a page of its own with a preview of its HTML as
 * visitors get it (cleaned on save by the API).
 */
export function ContentPage() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('staff_content_title')} testId="staff-content">
      <p>{t('staff_content_intro')}</p>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <ContentPagesSection />
        <ContentBlocksSection />
        <ContentBannersSection />
      </Box>
    </ConsolePage>
  );
}
