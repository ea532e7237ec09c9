import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import {
  BUTTON_DESCRIPTION_MAX,
  BUTTON_TITLE_MAX,
  ROUTE_PATH_MAX,
  type TLanguage,
  type TStaffPage,
  type TStaffPageBody,
  type TStaffPageBodyInput,
  ZStaffPageBodySchema,
} from '@portal/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useContentPage, useSaveContentPage } from '../api/content-pages.ts';
import { everyLanguage, isWritten, languagesWithErrors, textFields } from '../model/content-texts.ts';
import { ContentEditorFrame } from './content-editor-frame.tsx';
import { ContentLanguageSelect } from './content-language-select.tsx';

const BLANK = { route_path: '', btn_title: '', btn_description: '' };

/** A dynamic page's menu entry in each language: its address word, its title and its description. */
function PageForm({ page }: { page: TStaffPage | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [language, setLanguage] = useState<TLanguage>(useLanguage());
  const form = useForm<TStaffPageBodyInput, unknown, TStaffPageBody>({
    resolver: zodResolver(ZStaffPageBodySchema),
    defaultValues: { texts: everyLanguage(BLANK, page?.texts) },
  });
  const texts = useWatch({ control: form.control, name: 'texts' });
  const failed = languagesWithErrors(form.formState.errors.texts);
  const submit = useFormSubmit({
    mutation: useSaveContentPage(page?.id),
    setError: form.setError,
    plan: { fields: ['texts', ...textFields(['route_path', 'btn_title', 'btn_description'])] },
    onSuccess: () => navigate('/staff/content'),
  });
  const name = <F extends keyof typeof BLANK>(field: F) => `texts.${language}.${field}` as const;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        (values) => submit.submit(values),
        (errors) => {
          const [first] = languagesWithErrors(errors.texts);
          if (first && !languagesWithErrors(errors.texts).includes(language)) setLanguage(first);
        },
      )}
      data-testid="staff-content-page-form"
    >
      <FormError errorKey={submit.errorKey ?? form.formState.errors.texts?.message} testId="staff-content-page-form-error" />
      <ContentLanguageSelect
        id="staff-content-page-language"
        value={language}
        onChange={setLanguage}
        written={(l) => isWritten(texts?.[l])}
        failed={(l) => failed.includes(l)}
      />
      <FormField
        key={name('btn_title')}
        form={form}
        name={name('btn_title')}
        id="staff-content-page-title"
        testId="staff-content-page-title"
        label={t('staff_content_page_title_field')}
        helperText={t('staff_content_page_title_hint')}
        maxLength={BUTTON_TITLE_MAX}
      />
      <FormField
        key={name('route_path')}
        form={form}
        name={name('route_path')}
        id="staff-content-page-path"
        testId="staff-content-page-path"
        label={t('staff_content_page_path')}
        helperText={t('staff_content_page_path_hint')}
        maxLength={ROUTE_PATH_MAX}
      />
      <FormField
        key={name('btn_description')}
        form={form}
        name={name('btn_description')}
        id="staff-content-page-description"
        testId="staff-content-page-description"
        label={t('staff_content_page_description')}
        maxLength={BUTTON_DESCRIPTION_MAX}
      />
      <Button type="submit" variant="contained" disabled={submit.sending} sx={{ mt: 2 }} data-testid="staff-content-page-save">
        {t('staff_content_save')}
      </Button>
    </form>
  );
}

/** /staff/content/pages/new and /staff/content/pages/:id. */
export function ContentPageEditor() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? (
    <EditPage id={id} />
  ) : (
    <ContentEditorFrame title={t('staff_content_page_new')} testId="staff-content-page">
      {() => <PageForm page={undefined} />}
    </ContentEditorFrame>
  );
}

function EditPage({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <ContentEditorFrame title={t('staff_content_page_edit', { id })} testId="staff-content-page" query={useContentPage(id)}>
      {(page) => <PageForm page={page} />}
    </ContentEditorFrame>
  );
}
