import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  BLOCK_DIMENSION_MAX,
  BLOCK_NAME_MAX,
  CONTENT_HTML_MAX,
  GROUP_NAME_MAX,
  type TLanguage,
  type TStaffBlock,
  type TStaffBlockBody,
  type TStaffBlockBodyInput,
  ZStaffBlockBodySchema,
} from '@portal/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { HtmlBlock } from '../../../shared/server-content/index.ts';
import { useContentBlock, useSaveContentBlock } from '../api/content-blocks.ts';
import { useContentPages } from '../api/content-pages.ts';
import { everyLanguage, isWritten, languagesWithErrors, shownText, textFields } from '../model/content-texts.ts';
import { ContentEditorFrame } from './content-editor-frame.tsx';
import { ContentHtmlPreview } from './content-html-preview.tsx';
import { ContentLanguageSelect } from './content-language-select.tsx';

const BLANK = { name: '', html_block: '' };

/**
 * A block: where it shows (a dynamic page, a group of a screen such as Login), its order and
 * size, and its name and HTML in each language, with the preview of the HTML as visitors get it.
 */
function BlockForm({ block, pageId }: { block: TStaffBlock | undefined; pageId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const consoleLanguage = useLanguage();
  const [language, setLanguage] = useState<TLanguage>(consoleLanguage);
  const pages = useContentPages();
  const form = useForm<TStaffBlockBodyInput, unknown, TStaffBlockBody>({
    resolver: zodResolver(ZStaffBlockBodySchema),
    defaultValues: {
      priority: String(block?.priority ?? 0),
      page_id: block ? String(block.page_id ?? '') : pageId,
      group_name: block?.group_name ?? '',
      block_width: block?.block_width ?? '',
      block_height: block?.block_height ?? '',
      texts: everyLanguage(BLANK, block?.texts),
    },
  });
  const [texts, width, height] = useWatch({ control: form.control, name: ['texts', 'block_width', 'block_height'] });
  const failed = languagesWithErrors(form.formState.errors.texts);
  const submit = useFormSubmit({
    mutation: useSaveContentBlock(block?.id),
    setError: form.setError,
    plan: { fields: ['priority', 'page_id', 'group_name', 'block_width', 'block_height', 'texts', ...textFields(['name', 'html_block'])] },
    onSuccess: () => navigate('/staff/content'),
  });
  const name = <F extends keyof typeof BLANK>(field: F) => `texts.${language}.${field}` as const;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        (values) => submit.submit(values),
        (errors) => {
          const withErrors = languagesWithErrors(errors.texts);
          if (withErrors[0] && !withErrors.includes(language)) setLanguage(withErrors[0]);
        },
      )}
      data-testid="staff-content-block-form"
    >
      <FormError errorKey={submit.errorKey ?? form.formState.errors.texts?.message} testId="staff-content-block-form-error" />
      <fieldset className="staff-content-fieldset">
        <legend>{t('staff_content_block_place')}</legend>
        <FormField
          form={form}
          name="page_id"
          id="staff-content-block-page"
          testId="staff-content-block-page"
          label={t('staff_content_block_page')}
          select
        >
          <option value="">{t('staff_content_block_no_page')}</option>
          {(pages.data?.items ?? []).map((page) => (
            <option key={page.id} value={String(page.id)}>
              {`${shownText(page.texts, consoleLanguage)?.btn_title ?? ''} (${page.id})`}
            </option>
          ))}
        </FormField>
        <FormField
          form={form}
          name="group_name"
          id="staff-content-block-group"
          testId="staff-content-block-group"
          label={t('staff_content_block_group')}
          helperText={t('staff_content_block_group_hint')}
          maxLength={GROUP_NAME_MAX}
        />
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <FormField
            form={form}
            name="priority"
            id="staff-content-block-priority"
            testId="staff-content-block-priority"
            label={t('staff_content_block_priority')}
            helperText={t('staff_content_block_priority_hint')}
            inputMode="numeric"
            maxLength={7}
          />
          <FormField
            form={form}
            name="block_width"
            id="staff-content-block-width"
            label={t('staff_content_block_width')}
            helperText={t('staff_content_block_size_hint')}
            maxLength={BLOCK_DIMENSION_MAX}
          />
          <FormField
            form={form}
            name="block_height"
            id="staff-content-block-height"
            label={t('staff_content_block_height')}
            helperText={t('staff_content_block_size_hint')}
            maxLength={BLOCK_DIMENSION_MAX}
          />
        </Box>
      </fieldset>
      <fieldset className="staff-content-fieldset">
        <legend>{t('staff_content_texts')}</legend>
        <ContentLanguageSelect
          id="staff-content-block-language"
          value={language}
          onChange={setLanguage}
          written={(l) => isWritten(texts?.[l])}
          failed={(l) => failed.includes(l)}
        />
        <FormField
          key={name('name')}
          form={form}
          name={name('name')}
          id="staff-content-block-name"
          testId="staff-content-block-name"
          label={t('staff_content_block_name')}
          helperText={t('staff_content_block_name_hint')}
          maxLength={BLOCK_NAME_MAX}
        />
        <FormField
          key={name('html_block')}
          form={form}
          name={name('html_block')}
          id="staff-content-block-html"
          testId="staff-content-block-html"
          label={t('staff_content_html')}
          helperText={t('staff_content_html_hint')}
          maxLength={CONTENT_HTML_MAX}
          multiline
          rows={10}
        />
      </fieldset>
      <ContentHtmlPreview
        html={texts?.[language]?.html_block ?? ''}
        testId="staff-content-block-preview"
        render={(clean) => (
          <HtmlBlock
            element={{
              id: block?.id ?? 0,
              name: texts?.[language]?.name ?? '',
              priority: 0,
              group_name: null,
              page_id: null,
              html_block: clean,
              block_width: width ?? null,
              block_height: height ?? null,
              language,
            }}
          />
        )}
      />
      <Button type="submit" variant="contained" disabled={submit.sending} sx={{ mt: 2 }} data-testid="staff-content-block-save">
        {t('staff_content_save')}
      </Button>
    </form>
  );
}

/** /staff/content/blocks/new (?page= places it on that page) and /staff/content/blocks/:id. */
export function ContentBlockEditor() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  return Number.isInteger(id) && id > 0 ? (
    <EditBlock id={id} />
  ) : (
    <ContentEditorFrame title={t('staff_content_block_new')} testId="staff-content-block">
      {() => <BlockForm block={undefined} pageId={search.get('page') ?? ''} />}
    </ContentEditorFrame>
  );
}

function EditBlock({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <ContentEditorFrame title={t('staff_content_block_edit', { id })} testId="staff-content-block" query={useContentBlock(id)}>
      {(block) => <BlockForm block={block} pageId="" />}
    </ContentEditorFrame>
  );
}
