import { formatDateTime } from '@portal/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** A moment as the console's language writes it, in the retailer's time zone. */
export function ConsoleDate({ at }: { at: string | null }) {
  const language = useLanguage();
  return at ? <time dateTime={at}>{formatDateTime(at, language, 'Europe/Madrid')}</time> : <>—</>;
}
