import type { TStaffBannerListItem } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useContentBanners, useDeleteContentBanner } from '../api/content-banners.ts';
import { ConsoleListState } from './console-list-state.tsx';
import { ContentDeleteDialog } from './content-delete-dialog.tsx';
import { ContentRowActions } from './content-row-actions.tsx';
import { ContentSectionHeader } from './content-section-header.tsx';

const keyOf = (banner: TStaffBannerListItem) => `${banner.code}-${banner.language}`;

function DeleteBanner({ banner, what, onClose }: { banner: TStaffBannerListItem; what: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ContentDeleteDialog
      title={t('staff_content_banner_delete_title')}
      what={what}
      warning={t('staff_content_banner_delete_text')}
      mutation={useDeleteContentBanner(banner.code, banner.language)}
      testId="staff-content-banner-delete"
      onClose={onClose}
    />
  );
}

/** The banners: by code and language, their kind and link. */
export function ContentBannersSection() {
  const { t } = useTranslation();
  const query = useContentBanners();
  const [deleting, setDeleting] = useState<TStaffBannerListItem>();
  const what = (banner: TStaffBannerListItem) => `${banner.code} · ${LANGUAGE_NAMES[banner.language]}`;
  return (
    <section aria-labelledby="staff-content-banners">
      <ContentSectionHeader
        id="staff-content-banners"
        title={t('staff_content_banners_title')}
        intro={t('staff_content_banners_intro')}
        newLabel={t('staff_content_banner_new')}
        newTo="/staff/content/banners/new"
      />
      <ConsoleListState query={query} testId="staff-content-banners-list" empty={t('staff_content_banners_empty')}>
        {(data) => (
          <ResponsiveList<TStaffBannerListItem>
            items={data.items}
            itemKey={keyOf}
            label={t('staff_content_banners_title')}
            testId="staff-content-banners-list"
            itemTestId={(banner) => `staff-content-banner-${keyOf(banner)}`}
            columns={[
              {
                id: 'code',
                header: t('staff_content_banner_code'),
                cell: (banner) => <span className="staff-console-code">{banner.code}</span>,
                rowHeader: true,
                card: 'title',
              },
              { id: 'language', header: t('staff_content_language'), cell: (banner) => LANGUAGE_NAMES[banner.language] },
              {
                id: 'kind',
                header: t('staff_content_banner_kind'),
                cell: (banner) => (banner.kind === 'html' ? t('staff_content_banner_kind_html') : t('staff_content_banner_kind_image')),
                card: 'badge',
              },
              {
                id: 'link',
                header: t('staff_content_banner_link'),
                cell: (banner) => <span style={{ overflowWrap: 'anywhere' }}>{banner.link ?? '—'}</span>,
              },
              {
                id: 'actions',
                header: t('staff_accounts_actions'),
                cell: (banner) => (
                  <ContentRowActions
                    to={`/staff/content/banners/${encodeURIComponent(banner.code)}/${banner.language}`}
                    what={what(banner)}
                    testId={`staff-content-banner-${keyOf(banner)}`}
                    onDelete={() => setDeleting(banner)}
                  />
                ),
                card: 'actions',
              },
            ]}
          />
        )}
      </ConsoleListState>
      {deleting ? <DeleteBanner banner={deleting} what={what(deleting)} onClose={() => setDeleting(undefined)} /> : null}
    </section>
  );
}
