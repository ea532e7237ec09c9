/**
 * Image types a banner may carry (customer-area §3). Kept apart from the zod schemas so the
 * login page, which shows a banner, can use it without loading zod.
 */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
