import type { TStaffPage } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useContentPages, useDeleteContentPage } from '../api/content-pages.ts';
import { shownText } from '../model/content-texts.ts';
import { ConsoleListState } from './console-list-state.tsx';
import { ContentDeleteDialog } from './content-delete-dialog.tsx';
import { ContentRowActions } from './content-row-actions.tsx';
import { ContentSectionHeader } from './content-section-header.tsx';

const languagesOf = (texts: object) => Object.keys(texts).join(', ');

function DeletePage({ page, what, onClose }: { page: TStaffPage; what: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ContentDeleteDialog
      title={t('staff_content_page_delete_title')}
      what={what}
      warning={t('staff_content_page_delete_text', { count: page.blocks })}
      mutation={useDeleteContentPage(page.id)}
      testId="staff-content-page-delete"
      onClose={onClose}
    />
  );
}

/** The dynamic pages: each one's menu title, address word, languages written and blocks. */
export function ContentPagesSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useContentPages();
  const [deleting, setDeleting] = useState<TStaffPage>();
  const title = (page: TStaffPage) => shownText(page.texts, language)?.btn_title ?? String(page.id);
  return (
    <section aria-labelledby="staff-content-pages">
      <ContentSectionHeader
        id="staff-content-pages"
        title={t('staff_content_pages_title')}
        intro={t('staff_content_pages_intro')}
        newLabel={t('staff_content_page_new')}
        newTo="/staff/content/pages/new"
      />
      <ConsoleListState query={query} testId="staff-content-pages-list" empty={t('staff_content_pages_empty')}>
        {(data) => (
          <ResponsiveList<TStaffPage>
            items={data.items}
            itemKey={(page) => page.id}
            label={t('staff_content_pages_title')}
            testId="staff-content-pages-list"
            itemTestId={(page) => `staff-content-page-${page.id}`}
            columns={[
              { id: 'title', header: t('staff_content_page_title_field'), cell: title, rowHeader: true, card: 'title' },
              {
                id: 'path',
                header: t('staff_content_page_path'),
                cell: (page) => (
                  <span className="staff-console-code">{`/d/${shownText(page.texts, language)?.route_path ?? ''}/${page.id}`}</span>
                ),
              },
              { id: 'languages', header: t('staff_content_languages'), cell: (page) => languagesOf(page.texts) },
              { id: 'blocks', header: t('staff_content_page_blocks'), cell: (page) => String(page.blocks), nowrap: true },
              {
                id: 'actions',
                header: t('staff_accounts_actions'),
                cell: (page) => (
                  <ContentRowActions
                    to={`/staff/content/pages/${page.id}`}
                    what={title(page)}
                    testId={`staff-content-page-${page.id}`}
                    onDelete={() => setDeleting(page)}
                  />
                ),
                card: 'actions',
              },
            ]}
          />
        )}
      </ConsoleListState>
      {deleting ? <DeletePage page={deleting} what={title(deleting)} onClose={() => setDeleting(undefined)} /> : null}
    </section>
  );
}
