import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * SETTINGS_FILE: how a retailer configures the portal without touching the database.
 * {"public": {...}, "private": {...}, "feature_flags": {"name": true}}; every part optional.
 */
export const ZSettingsFileSchema = z
  .object({
    public: z.record(z.string(), z.unknown()).optional(),
    private: z.record(z.string(), z.unknown()).optional(),
    feature_flags: z.record(z.string().min(1).max(128), z.boolean()).optional(),
  })
  .strict();
export type TSettingsFile = z.infer<typeof ZSettingsFileSchema>;

export async function readSettingsFile(file: string): Promise<TSettingsFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`SETTINGS_FILE ${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  const parsed = ZSettingsFileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`SETTINGS_FILE ${file} is not valid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
