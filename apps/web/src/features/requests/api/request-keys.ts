import type { TLanguage } from '@portal/domain';

/** Query keys of the requests mailbox: names (categories, ATC types) come in the page's language. */
export const requestKeys = {
  all: ['requests'] as const,
  list: (language: TLanguage, offset: number, limit: number) => ['requests', 'list', language, offset, limit] as const,
  detail: (language: TLanguage, number: string) => ['requests', 'detail', language, number] as const,
  categories: (language: TLanguage) => ['requests', 'categories', language] as const,
  contracts: () => ['requests', 'contracts'] as const,
};
