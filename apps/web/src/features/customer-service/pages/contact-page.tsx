import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { UnsignedContactForm } from '../components/unsigned-contact-form.tsx';

/** /contacte (customer-area §2; public, gated by features.unsignedContact): a visitor's unsigned contact form. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('contact_unsigned_title')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
        <Typography component="p" variant="body2" sx={{ mb: 2 }}>
          {t('contact_unsigned_intro')}
        </Typography>
        <UnsignedContactForm />
      </Paper>
    </Page>
  );
}
