import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  BANNER_LINK_MAX,
  CONTENT_HTML_MAX,
  isLanguage,
  LANGUAGES,
  type TBanner,
  type TLanguage,
  type TStaffBanner,
  type TStaffBannerCreateInput,
  ZStaffBannerBodySchema,
  ZStaffBannerCreateSchema,
} from '@portal/domain';
import { useRef } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { BannerView } from '../../../shared/server-content/index.ts';
import { useContentBanner, useSaveContentBanner } from '../api/content-banners.ts';
import { ContentBannerImageField } from './content-banner-image-field.tsx';
import { ContentEditorFrame } from './content-editor-frame.tsx';
import { ContentHtmlPreview } from './content-html-preview.tsx';

/** The form's values: one shape for both kinds (the schema reads the fields of the kind chosen). */
type TBannerForm = { code: string; language: TLanguage; kind: 'html' | 'image'; mime_type: string; content: string; link: string };
type TKind = TBannerForm['kind'];

function BannerForm({ banner }: { banner: TStaffBanner | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const consoleLanguage = useLanguage();
  const form = useForm<TBannerForm>({
    // The domain's schemas, whose input is a union of the two kinds: the flat form is either.
    resolver: zodResolver(banner ? ZStaffBannerBodySchema : ZStaffBannerCreateSchema) as unknown as Resolver<TBannerForm>,
    defaultValues: {
      code: banner?.code ?? '',
      language: banner?.language ?? consoleLanguage,
      kind: banner?.kind ?? 'html',
      mime_type: banner?.mime_type ?? '',
      content: banner?.content ?? '',
      link: banner?.link ?? '',
    },
  });
  const submit = useFormSubmit({
    mutation: useSaveContentBanner(banner ? { code: banner.code, language: banner.language } : undefined),
    setError: form.setError,
    plan: {
      fields: ['code', 'language', 'kind', 'mime_type', 'content', 'link'],
      refusals: { '409:banner_exists': 'staff_content_banner_exists' },
    },
    onSuccess: () => navigate('/staff/content'),
  });
  const [kind, content, mimeType, language, link] = useWatch({
    control: form.control,
    name: ['kind', 'content', 'mime_type', 'language', 'link'],
  });
  // What was typed for one kind comes back when the other is tried and left.
  const kept = useRef<Record<TKind, { content: string; mime_type: string }>>({
    html: { content: '', mime_type: '' },
    image: { content: '', mime_type: '' },
  });
  const switchKind = (next: TKind) => {
    if (next === kind) return;
    kept.current[kind] = { content, mime_type: mimeType };
    form.setValue('content', kept.current[next].content);
    form.setValue('mime_type', kept.current[next].mime_type);
    form.clearErrors(['content', 'mime_type']);
  };
  const shown = (clean: string): TBanner =>
    kind === 'image'
      ? {
          code: 'preview',
          kind: 'image',
          mime_type: mimeType as Extract<TBanner, { kind: 'image' }>['mime_type'],
          content: clean,
          link: link || null,
          language,
        }
      : { code: 'preview', kind: 'html', content: clean, link: link || null, language };
  const contentError = form.formState.errors.content?.message ?? form.formState.errors.mime_type?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => submit.submit(values as unknown as TStaffBannerCreateInput))}
      data-testid="staff-content-banner-form"
    >
      <FormError errorKey={submit.errorKey} testId="staff-content-banner-form-error" />
      {banner ? null : (
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormField
            form={form}
            name="code"
            id="staff-content-banner-code"
            testId="staff-content-banner-code"
            label={t('staff_content_banner_code')}
            helperText={t('staff_content_banner_code_hint')}
            maxLength={64}
            required
          />
          <FormField
            form={form}
            name="language"
            id="staff-content-banner-language"
            testId="staff-content-banner-language"
            label={t('staff_content_language')}
            select
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </FormField>
        </Box>
      )}
      <FormField
        form={form}
        name="kind"
        id="staff-content-banner-kind"
        testId="staff-content-banner-kind"
        label={t('staff_content_banner_kind')}
        select
        onChange={(event) => switchKind(event.target.value as TKind)}
      >
        <option value="html">{t('staff_content_banner_kind_html')}</option>
        <option value="image">{t('staff_content_banner_kind_image')}</option>
      </FormField>
      {kind === 'html' ? (
        <FormField
          key="html"
          form={form}
          name="content"
          id="staff-content-banner-html"
          testId="staff-content-banner-html"
          label={t('staff_content_html')}
          helperText={t('staff_content_html_hint')}
          maxLength={CONTENT_HTML_MAX}
          multiline
          rows={8}
        />
      ) : (
        <ContentBannerImageField
          errorKey={contentError}
          onPicked={({ mimeType: type, base64 }) => {
            form.setValue('mime_type', type);
            form.setValue('content', base64, { shouldValidate: true });
          }}
          onRefused={(key) => form.setError('content', { type: 'manual', message: key })}
        />
      )}
      <FormField
        form={form}
        name="link"
        id="staff-content-banner-link"
        testId="staff-content-banner-link"
        label={t('staff_content_banner_link')}
        helperText={t('staff_content_banner_link_hint')}
        maxLength={BANNER_LINK_MAX}
      />
      {kind === 'html' ? (
        <ContentHtmlPreview
          html={content}
          testId="staff-content-banner-preview"
          render={(clean) => <BannerView banner={shown(clean)} testId="staff-content-banner-shown" />}
        />
      ) : content && !contentError ? (
        <section aria-labelledby="staff-content-banner-preview-title" className="staff-content-preview">
          <h2 id="staff-content-banner-preview-title" className="staff-console-h3">
            {t('staff_content_preview_title')}
          </h2>
          <div className="staff-content-preview-frame">
            <BannerView banner={shown(content)} alt={t('staff_content_banner_image_alt')} testId="staff-content-banner-shown" />
          </div>
        </section>
      ) : null}
      <Button type="submit" variant="contained" disabled={submit.sending} sx={{ mt: 2 }} data-testid="staff-content-banner-save">
        {t('staff_content_save')}
      </Button>
    </form>
  );
}

/** /staff/content/banners/new and /staff/content/banners/:code/:language. */
export function ContentBannerEditor() {
  const { t } = useTranslation();
  const { code, language } = useParams();
  return code && isLanguage(language) ? (
    <EditBanner code={code} language={language} />
  ) : (
    <ContentEditorFrame title={t('staff_content_banner_new')} testId="staff-content-banner">
      {() => <BannerForm banner={undefined} />}
    </ContentEditorFrame>
  );
}

function EditBanner({ code, language }: { code: string; language: TLanguage }) {
  const { t } = useTranslation();
  return (
    <ContentEditorFrame
      title={t('staff_content_banner_edit', { code, language: LANGUAGE_NAMES[language] })}
      testId="staff-content-banner"
      query={useContentBanner(code, language)}
    >
      {(banner) => <BannerForm banner={banner} />}
    </ContentEditorFrame>
  );
}
