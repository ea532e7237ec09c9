/**
 * visitor-and-shell §8: "product fetch, alert fetch, add and delete errors are shown as an alert
 * with message key omip_{type}". The four types, and the key each shows.
 */
export const OMIP_ERROR_TYPES = ['products', 'alerts', 'add', 'delete'] as const;
export type TOmipErrorType = (typeof OMIP_ERROR_TYPES)[number];

export const omipErrorKey = (type: TOmipErrorType) => `omip_${type}` as const;
