import type { TBanner } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import { useBanner } from '../api/get-banner.ts';
import { bannerImageSource, safeBannerLink } from '../model/banner-image.ts';

/**
 * A banner by code: a base64 image (png, jpeg, gif, webp) or sanitised HTML, optionally a
 * link. Shows nothing while loading or after a failure (the error stays in the query state).
 */
export function Banner({ code, alt }: { code: string; alt?: string }) {
  const { data: banner } = useBanner(code);
  if (!banner) return null;
  return <BannerView banner={banner} alt={alt} testId={`banner-${code}`} />;
}

/** A banner as pages draw it: the staff console's preview draws one being edited with it too. */
export function BannerView({ banner, alt, testId }: { banner: TBanner; alt?: string | undefined; testId: string }) {
  const { t } = useTranslation();
  const link = safeBannerLink(banner.link);
  let content: ReactElement | null;
  if (banner.kind === 'image') {
    const src = bannerImageSource(banner);
    content = src ? (
      <img src={src} alt={alt ?? t('banner_alt')} lang={banner.language} style={{ display: 'block', maxWidth: '100%', height: 'auto' }} />
    ) : null;
  } else {
    content = <SanitisedHtml html={banner.content} lang={banner.language} />;
  }
  if (!content) return null;
  return (
    <div data-testid={testId} style={{ marginTop: 16, marginBottom: 16 }}>
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer" style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
          {content}
        </a>
      ) : (
        content
      )}
    </div>
  );
}
