import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DescriptionIcon from '@mui/icons-material/Description';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The three concept cards (visitor-and-shell §2.2): supply, invoices, modify. */
const CONCEPTS = [
  { id: 'supply', Icon: DescriptionIcon },
  { id: 'invoices', Icon: ReceiptLongIcon },
  { id: 'modify', Icon: EditNoteIcon },
] as const;

export interface THomeHeroProps {
  /** Scrolls to the actions block and moves the focus there. */
  onBegin: () => void;
  /** The login page, when it is open. */
  loginPath: string | undefined;
}

/**
 * The visitor's welcome above the actions (visitor-and-shell §2.2, `home.hero`): the headline,
 * the subheader, 'begin' (down to the actions) and 'login', then what the customer area is for in
 * three cards. White on the primary colour is 6.6:1; the focus ring turns white on it.
 */
export function HomeHero({ onBegin, loginPath }: THomeHeroProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-hero-title"
        data-testid="home-hero"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          py: { xs: 4, md: 7 },
          '& .Mui-focusVisible, & :focus-visible': { outlineColor: '#fff' },
        }}
      >
        <Container maxWidth="lg">
          <Typography
            variant="h3"
            component="h1"
            id="home-hero-title"
            sx={{ fontWeight: 700, fontSize: { xs: '1.9rem', md: '2.75rem' }, overflowWrap: 'anywhere', mb: 2 }}
          >
            {t('home_hero_headline')}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, maxWidth: '46rem', mb: 3 }}>{t('home_hero_subheader')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              size="large"
              variant="contained"
              onClick={onBegin}
              endIcon={<ArrowDownwardIcon aria-hidden="true" />}
              aria-controls="home-actions-title"
              data-testid="home-hero-begin"
              sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
            >
              {t('home_hero_begin')}
            </Button>
            {loginPath ? (
              <Button
                size="large"
                variant="outlined"
                color="inherit"
                component={RouterLink}
                to={loginPath}
                data-testid="home-hero-login"
                sx={{ borderColor: 'rgba(255, 255, 255, 0.8)' }}
              >
                {t('home_hero_login')}
              </Button>
            ) : null}
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
        <Box
          component="ul"
          data-testid="home-concepts"
          sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {CONCEPTS.map(({ id, Icon }) => (
            <Paper key={id} component="li" variant="outlined" sx={{ listStyle: 'none', p: 2.5 }} data-testid={`home-concept-${id}`}>
              <Icon aria-hidden="true" color="primary" fontSize="large" />
              <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 0.5 }}>
                {t(`home_concept_${id}_title`)}
              </Typography>
              <Typography color="text.secondary">{t(`home_concept_${id}_text`)}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </>
  );
}
