/** The words' key of a scope or an event (`leads:read`, `lead.created`): i18next reads ':' and '.' as separators. */
export const wordKey = (prefix: string, value: string): string => `${prefix}_${value.replace(/[^a-z]/g, '_')}`;
