import type { TStaffBlock, TStaffPage } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useContentBlocks, useDeleteContentBlock } from '../api/content-blocks.ts';
import { useContentPages } from '../api/content-pages.ts';
import { shownText } from '../model/content-texts.ts';
import { ConsoleListState } from './console-list-state.tsx';
import { ContentDeleteDialog } from './content-delete-dialog.tsx';
import { ContentRowActions } from './content-row-actions.tsx';
import { ContentSectionHeader } from './content-section-header.tsx';

function DeleteBlock({ block, what, onClose }: { block: TStaffBlock; what: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ContentDeleteDialog
      title={t('staff_content_block_delete_title')}
      what={what}
      warning={t('staff_content_block_delete_text')}
      mutation={useDeleteContentBlock(block.id)}
      testId="staff-content-block-delete"
      onClose={onClose}
    />
  );
}

/** The blocks: each one's name, where it shows (a page, a group), its order and its languages. */
export function ContentBlocksSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useContentBlocks();
  const pages = useContentPages();
  const [deleting, setDeleting] = useState<TStaffBlock>();
  const name = (block: TStaffBlock) => shownText(block.texts, language)?.name || String(block.id);
  const pageTitle = (id: number) => {
    const page = pages.data?.items.find((p: TStaffPage) => p.id === id);
    return page ? (shownText(page.texts, language)?.btn_title ?? String(id)) : String(id);
  };
  const where = (block: TStaffBlock) =>
    [
      block.page_id !== null ? t('staff_content_block_on_page', { page: pageTitle(block.page_id) }) : null,
      block.group_name !== null ? t('staff_content_block_in_group', { group: block.group_name }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <section aria-labelledby="staff-content-blocks">
      <ContentSectionHeader
        id="staff-content-blocks"
        title={t('staff_content_blocks_title')}
        intro={t('staff_content_blocks_intro')}
        newLabel={t('staff_content_block_new')}
        newTo="/staff/content/blocks/new"
      />
      <ConsoleListState query={query} testId="staff-content-blocks-list" empty={t('staff_content_blocks_empty')}>
        {(data) => (
          <ResponsiveList<TStaffBlock>
            items={data.items}
            itemKey={(block) => block.id}
            label={t('staff_content_blocks_title')}
            testId="staff-content-blocks-list"
            itemTestId={(block) => `staff-content-block-${block.id}`}
            columns={[
              { id: 'name', header: t('staff_content_block_name'), cell: name, rowHeader: true, card: 'title' },
              { id: 'where', header: t('staff_content_block_place'), cell: where },
              { id: 'priority', header: t('staff_content_block_priority'), cell: (block) => String(block.priority), nowrap: true },
              { id: 'languages', header: t('staff_content_languages'), cell: (block) => Object.keys(block.texts).join(', ') },
              {
                id: 'actions',
                header: t('staff_accounts_actions'),
                cell: (block) => (
                  <ContentRowActions
                    to={`/staff/content/blocks/${block.id}`}
                    what={name(block)}
                    testId={`staff-content-block-${block.id}`}
                    onDelete={() => setDeleting(block)}
                  />
                ),
                card: 'actions',
              },
            ]}
          />
        )}
      </ConsoleListState>
      {deleting ? <DeleteBlock block={deleting} what={name(deleting)} onClose={() => setDeleting(undefined)} /> : null}
    </section>
  );
}
