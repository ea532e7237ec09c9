import type { TSectionName } from './wizard-values.ts';

/**
 * How the server's field errors find the step's fields (shared/forms/server-errors.ts): the lead
 * request nests each step under its section (`installation.address.dp`), the step's schema names
 * the field alone (`address.dp`); both lead to the field of that name.
 */
export function sectionFields(section: TSectionName, values: object): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (path: string) => {
    fields[path] = path;
    fields[`${section}.${path}`] = path;
  };
  for (const [name, value] of Object.entries(values)) {
    add(name);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) for (const part of Object.keys(value)) add(`${name}.${part}`);
  }
  return fields;
}
