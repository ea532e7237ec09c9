import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  buildPath,
  canEditSubscriberEmails,
  decodeNewsletterParams,
  NEWSLETTER_PARAMS_INVALID,
  paramsAcceptable,
  type TNewsletterCard,
} from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useProfile } from '../../../shared/profile/index.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { getNewsletters } from '../api/get-newsletters.ts';
import { getSubscriber } from '../api/get-subscriber.ts';
import { EmailLookupForm } from '../components/email-lookup-form.tsx';
import { SubscriberEmailForm } from '../components/subscriber-email-form.tsx';
import { SubscriptionsForm } from '../components/subscriptions-form.tsx';
import { paramsOf, searchWithoutParams } from '../model/params-source.ts';

type TNotice = 'newsletters_saved' | 'newsletters_removed' | 'newsletters_mail_saved';
const loadErrorKey = (error: unknown) =>
  isApiError(error) && error.status === 403
    ? NEWSLETTER_PARAMS_INVALID
    : isApiError(error) && error.status === 404
      ? 'newsletter_subscriber_not_found'
      : 'newsletters_load_error';

/**
 * /butlleti (visitor-and-shell §2.8, §4.5, §8; docs/newsletters.md). The signed params of a
 * mailed link (or of the signed-in customer's profile newsletter_url) name the subscriber: its
 * e-mail and newsletters load at once. Without them the visitor types an address, unless
 * `newsletter.jwtParamsRequired`, when the subscriber-data error is all there is. Unsubscribing
 * from everything answers 'removed' and clears the subscriber: the page starts over.
 */
export default function NewsletterPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useAuth((state) => state.isAuthenticated);
  const profile = useProfile(signedIn);
  const [linkParams] = useState(() => paramsOf(location.search, undefined));
  const [cleared, setCleared] = useState(false);
  const [notice, setNotice] = useState<TNotice>();
  const [found, setFound] = useState<{ email: string; newsletters: TNewsletterCard[] }>();

  // The params are read once, kept in memory and taken out of the address (as the reset link's token).
  useEffect(() => {
    if (!new URLSearchParams(location.search).has('params')) return;
    navigate({ pathname: location.pathname, search: searchWithoutParams(location.search), hash: location.hash }, { replace: true });
  }, [location, navigate]);

  const params = cleared ? undefined : (linkParams ?? paramsOf('', profile.data?.newsletter_url));
  const decoded = decodeNewsletterParams(params);
  const subscriberId = decoded?.subscriberId;
  const waitingForProfile = !linkParams && signedIn && profile.isPending;
  // §8: missing or undecodable params are an error only when they are required; otherwise the address field takes over.
  const acceptable = paramsAcceptable(settings, decoded);

  const subscriber = useQuery({
    queryKey: ['newsletters', 'subscriber', subscriberId, params],
    queryFn: () => getSubscriber(subscriberId as number, params),
    enabled: subscriberId !== undefined && acceptable,
    retry: false,
  });
  const list = useQuery({
    queryKey: ['newsletters', 'list', subscriberId, params, language],
    queryFn: () => getNewsletters(subscriberId as number, params),
    enabled: subscriberId !== undefined && acceptable,
    retry: false,
  });

  const saved = (answer: TNewsletterCard[] | 'removed') => {
    if (answer === 'removed') {
      // §4.5: the subscriber is gone; the page forgets it and offers the address field again.
      setCleared(true);
      setFound(undefined);
      queryClient.removeQueries({ queryKey: ['newsletters'] });
      setNotice('newsletters_removed');
      return;
    }
    if (subscriberId !== undefined) queryClient.setQueryData(['newsletters', 'list', subscriberId, params, language], answer);
    else if (found) setFound({ ...found, newsletters: answer });
    setNotice('newsletters_saved');
  };

  const homeButton = signedIn ? (
    <Button component={RouterLink} to={buildPath('home', language)} variant="text" data-testid="newsletters-home">
      {t('newsletters_home')}
    </Button>
  ) : (
    <Button component={RouterLink} to={buildPath('login', language)} variant="text" data-testid="newsletters-login">
      {t('newsletters_login')}
    </Button>
  );

  return (
    <Page title={t('newsletters_title')} siteName={settings.organization.name} testId="newsletter-page" maxWidth="sm">
      {/* The params manage the subscriber without login: no request of the page names the address that carried them. */}
      {params ? <meta name="referrer" content="no-referrer" /> : null}
      <Typography component="p" sx={{ mb: 2 }}>
        {t('newsletters_intro')}
      </Typography>
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(undefined)} data-testid="newsletters-notice">
          {t(notice)}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        {!acceptable ? (
          <Alert severity="error" data-testid="newsletters-params-error">
            {t(NEWSLETTER_PARAMS_INVALID)}
          </Alert>
        ) : waitingForProfile ? (
          <Typography role="status">{t('newsletters_loading')}</Typography>
        ) : subscriberId !== undefined ? (
          <SubscriberView
            subscriberId={subscriberId}
            params={params}
            emails={subscriber.data?.emails}
            newsletters={list.data}
            errorKey={list.isError ? loadErrorKey(list.error) : subscriber.isError ? loadErrorKey(subscriber.error) : undefined}
            editable={canEditSubscriberEmails(settings, subscriberId)}
            onSaved={saved}
            onMailSaved={() => {
              void subscriber.refetch();
              setNotice('newsletters_mail_saved');
            }}
          />
        ) : found ? (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="newsletters-found-email">
                {found.email}
              </Typography>
              <Button size="small" onClick={() => setFound(undefined)} data-testid="newsletters-other-email">
                {t('newsletters_other_email')}
              </Button>
            </Box>
            <ListOrEmpty newsletters={found.newsletters}>
              <SubscriptionsForm
                key={found.email}
                subscriberOrEmail={found.email}
                params={undefined}
                newsletters={found.newsletters}
                onSaved={saved}
              />
            </ListOrEmpty>
          </>
        ) : (
          <EmailLookupForm
            onFound={(email, newsletters) => {
              setNotice(undefined);
              setFound({ email, newsletters });
            }}
          />
        )}
      </Paper>
      <Box sx={{ mt: 2 }}>{homeButton}</Box>
    </Page>
  );
}

/** §8: the empty list says so. */
function ListOrEmpty({ newsletters, children }: { newsletters: TNewsletterCard[]; children: React.ReactNode }) {
  const { t } = useTranslation();
  if (newsletters.length === 0) {
    return (
      <Alert severity="info" data-testid="newsletters-empty">
        {t('newsletters_empty')}
      </Alert>
    );
  }
  return children;
}

interface TSubscriberViewProps {
  subscriberId: number;
  params: string | undefined;
  emails: string[] | undefined;
  newsletters: TNewsletterCard[] | undefined;
  errorKey: string | undefined;
  editable: boolean;
  onSaved: (answer: TNewsletterCard[] | 'removed') => void;
  onMailSaved: () => void;
}

/** A subscriber the params name: its e-mail, then its newsletters, each as it loads (§4.5). */
function SubscriberView({ subscriberId, params, emails, newsletters, errorKey, editable, onSaved, onMailSaved }: TSubscriberViewProps) {
  const { t } = useTranslation();
  if (errorKey) {
    return (
      <Alert severity="error" data-testid={errorKey === NEWSLETTER_PARAMS_INVALID ? 'newsletters-params-error' : 'newsletters-load-error'}>
        {t(errorKey)}
      </Alert>
    );
  }
  if (!emails || !newsletters) return <Typography role="status">{t('newsletters_loading')}</Typography>;
  return (
    <>
      <SubscriberEmailForm
        key={emails.join(',')}
        subscriberId={subscriberId}
        emails={emails}
        params={params}
        editable={editable}
        onSaved={onMailSaved}
      />
      <ListOrEmpty newsletters={newsletters}>
        <SubscriptionsForm
          key={newsletters.map((n) => `${n.id}:${n.subscribed}`).join(',')}
          subscriberOrEmail={subscriberId}
          params={params}
          newsletters={newsletters}
          onSaved={onSaved}
        />
      </ListOrEmpty>
    </>
  );
}
