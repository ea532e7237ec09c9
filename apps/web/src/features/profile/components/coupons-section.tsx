import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCampaignCoupon, type TCoupon } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../../shared/gates/index.ts';
import { useCataloguePart } from '../../../shared/i18n/use-catalogue-part.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { useCoupons } from '../api/get-coupons.ts';

// Server words are plain text (docs/coupons.md): React renders them as text, never as HTML. Long
// words and addresses wrap rather than widen the page (390 px), line breaks are kept.
const TEXT_SX = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

function ExternalLink({ href, children, testId }: { href: string; children: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
      {children}
      <Box component="span" sx={visuallyHidden}>{` (${t('link_opens_new_window')})`}</Box>
    </Link>
  );
}

function CouponCard({ coupon }: { coupon: TCoupon }) {
  const { t } = useTranslation();
  const titleId = useId();
  const campaign = isCampaignCoupon(coupon);
  const title = campaign ? coupon.campaign.name : coupon.title;
  const description = campaign ? coupon.campaign.description : coupon.description;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, minWidth: 0 }}
      data-testid={campaign ? 'coupon-campaign' : 'coupon-text'}
    >
      <Typography component="h3" variant="subtitle1" id={titleId} sx={{ fontWeight: 600, ...TEXT_SX }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" sx={{ mt: 0.5, ...TEXT_SX }}>
          {description}
        </Typography>
      ) : null}
      {campaign ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mt: 1.5 }}>
          <ExternalLink href={coupon.code_url} testId="coupon-code-link">
            {t('coupons_code_link')}
          </ExternalLink>
          <ExternalLink href={coupon.campaign.url} testId="coupon-campaign-link">
            {t('coupons_campaign_link', { name: coupon.campaign.name })}
          </ExternalLink>
        </Stack>
      ) : null}
    </Paper>
  );
}

function CouponsList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const ready = useCataloguePart('profile');
  const coupons = useCoupons(language);
  const headingId = useId();

  if (!ready || coupons.isPending) {
    return (
      <Box sx={{ mt: 4 }} aria-busy="true" data-testid="profile-coupons-loading">
        <Skeleton width="40%" height={32} />
        <Skeleton variant="rounded" height={96} sx={{ mt: 1 }} />
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }} data-testid="profile-coupons">
      <Typography component="h2" variant="h6" id={headingId} sx={{ mb: 1.5 }}>
        {t('coupons_title')}
      </Typography>
      {coupons.isError ? (
        <Alert severity="error" data-testid="profile-coupons-error">
          {t('coupons_fetch_error')}
        </Alert>
      ) : coupons.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="profile-coupons-none">
          {t('coupons_none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {coupons.data.map((coupon, index) => (
            // The answer has no ids; its order is the retailer's and the list is only read.
            <Box component="li" key={index} sx={{ minWidth: 0 }}>
              <CouponCard coupon={coupon} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The customer's coupons on the profile (visitor-and-shell §3.9, §3.10): shown only
 * while the `coupons` gate is open (features.showCoupons and the server flag coupons.coupon), so
 * neither the call nor the words load otherwise. Its words are in the welcome catalogue part,
 * which loads with the section: a part of its own would have added loaders to the login page.
 */
export function CouponsSection() {
  const open = useGate('coupons');
  return open ? <CouponsList /> : null;
}
