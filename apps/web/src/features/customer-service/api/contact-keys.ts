import type { TLanguage } from '@portal/domain';

/** Query keys of the contact pages: categories per language and audience, the unsigned form's ticket. */
export const contactKeys = {
  categories: (language: TLanguage, unsigned: boolean) => ['contact', 'categories', language, unsigned] as const,
  ticket: () => ['contact', 'ticket'] as const,
};
