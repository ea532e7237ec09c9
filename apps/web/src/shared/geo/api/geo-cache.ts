/** Geographic lookups are cached 30 minutes (customer-area §9): reference data barely changes. */
export const GEO_STALE_TIME_MS = 30 * 60 * 1000;
