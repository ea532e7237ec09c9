import { BANNER_IMAGE_MAX_BYTES, BANNER_IMAGE_TYPES, BANNER_IMAGE_WRONG_TYPE } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';

const isImageType = (type: string): type is (typeof BANNER_IMAGE_TYPES)[number] => (BANNER_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * An image banner's file: read in the browser as base64 (what the banner stores), its type taken
 * from the file. The bytes are checked by the form's schema (base64, size, signature), the same
 * check the API runs; a file of another type is refused here at once.
 */
export function ContentBannerImageField({
  errorKey,
  onPicked,
  onRefused,
}: {
  errorKey: string | undefined;
  onPicked: (image: { mimeType: (typeof BANNER_IMAGE_TYPES)[number]; base64: string }) => void;
  onRefused: (key: string) => void;
}) {
  const { t } = useTranslation();
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!isImageType(file.type)) return onRefused(BANNER_IMAGE_WRONG_TYPE);
    const reader = new FileReader();
    reader.onload = () => {
      const base64 = String(reader.result ?? '').replace(/^data:[^,]*,/, '');
      onPicked({ mimeType: file.type as (typeof BANNER_IMAGE_TYPES)[number], base64 });
    };
    reader.onerror = () => onRefused(BANNER_IMAGE_WRONG_TYPE);
    reader.readAsDataURL(file);
  };
  return (
    <div className="staff-content-file">
      <label htmlFor="staff-content-banner-file">{t('staff_content_banner_file')}</label>
      <input
        id="staff-content-banner-file"
        type="file"
        accept={BANNER_IMAGE_TYPES.join(',')}
        aria-describedby="staff-content-banner-file-hint"
        aria-invalid={errorKey ? true : undefined}
        data-testid="staff-content-banner-file"
        onChange={(event) => pick(event.target.files?.[0])}
      />
      <p
        id="staff-content-banner-file-hint"
        className={errorKey ? 'staff-content-error' : 'staff-content-hint'}
        data-testid="staff-content-banner-file-hint"
      >
        {errorKey ? messageText(t, errorKey) : t('staff_content_banner_file_hint', { kb: BANNER_IMAGE_MAX_BYTES / 1024 })}
      </p>
    </div>
  );
}
