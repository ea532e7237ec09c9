import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Migration 0009 on content stored before it: the rest of the suite only sees databases seeded after it.
const folder = new URL('./migrations/', import.meta.url);
const TAG = '0009_html_blocks_language';

async function migrate(db: PGlite, tags: string[]): Promise<void> {
  for (const tag of tags) {
    const text = await readFile(new URL(`${tag}.sql`, folder), 'utf8');
    for (const statement of text.split('--> statement-breakpoint').map((s) => s.trim())) if (statement) await db.exec(statement);
  }
}

async function before(defaultLanguage: string | null): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  const journal = JSON.parse(await readFile(new URL('meta/_journal.json', folder), 'utf8')) as { entries: Array<{ tag: string }> };
  const tags = journal.entries.map((e) => e.tag);
  await migrate(db, tags.slice(0, tags.indexOf(TAG)));
  if (defaultLanguage) {
    await db.query(`INSERT INTO settings (scope, data) VALUES ('public', $1)`, [
      JSON.stringify({ language: { default: defaultLanguage } }),
    ]);
  }
  await db.exec(`
    INSERT INTO html_routes (id, route_path, btn_title, btn_description) VALUES (3, 'precios', 'Precios', 'Lo que cobramos');
    INSERT INTO html_elements (id, name, priority, group_name, html_block, page_id) VALUES
      (5, 'Hola', 10, 'Login', '<p>Hola</p>', NULL),
      (6, 'Tabla', 20, NULL, '<table></table>', 3);
    INSERT INTO banners (code, kind, mime_type, content, link) VALUES ('login', 'html', NULL, '<p>Bienvenida</p>', NULL);`);
  await migrate(db, [TAG]);
  return db;
}

describe(`migration ${TAG}`, () => {
  let spanish: PGlite;
  let unset: PGlite;
  beforeAll(async () => {
    [spanish, unset] = await Promise.all([before('es-ES'), before(null)]);
  });
  afterAll(async () => {
    await spanish?.close();
    await unset?.close();
  });

  it('keeps stored texts as the default language’s, with the same page and block ids', async () => {
    expect((await spanish.query('select * from html_route_texts')).rows).toEqual([
      { route_id: 3, language: 'es-ES', route_path: 'precios', btn_title: 'Precios', btn_description: 'Lo que cobramos' },
    ]);
    expect((await spanish.query('select * from html_element_texts order by element_id')).rows).toEqual([
      { element_id: 5, language: 'es-ES', name: 'Hola', html_block: '<p>Hola</p>' },
      { element_id: 6, language: 'es-ES', name: 'Tabla', html_block: '<table></table>' },
    ]);
    expect((await spanish.query('select id, priority, group_name, page_id from html_elements order by id')).rows).toEqual([
      { id: 5, priority: 10, group_name: 'Login', page_id: null },
      { id: 6, priority: 20, group_name: null, page_id: 3 },
    ]);
    expect((await spanish.query('select code, language, content from banners')).rows).toEqual([
      { code: 'login', language: 'es-ES', content: '<p>Bienvenida</p>' },
    ]);
  });

  it('uses the built-in default, Catalan, when the settings name none', async () => {
    expect((await unset.query('select language from html_route_texts')).rows).toEqual([{ language: 'ca-ES' }]);
    expect((await unset.query('select distinct language from html_element_texts')).rows).toEqual([{ language: 'ca-ES' }]);
    expect((await unset.query('select language from banners')).rows).toEqual([{ language: 'ca-ES' }]);
  });

  it('lets a banner code exist once per language, and only in the portal’s languages', async () => {
    await spanish.exec(`INSERT INTO banners (code, language, kind, content) VALUES ('login', 'en-US', 'html', '<p>Welcome</p>')`);
    await expect(
      spanish.exec(`INSERT INTO banners (code, language, kind, content) VALUES ('login', 'en-US', 'html', 'again')`),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      spanish.exec(`INSERT INTO banners (code, language, kind, content) VALUES ('login', 'pt-PT', 'html', 'x')`),
    ).rejects.toThrow(/banners_language_check/);
    await expect(spanish.exec(`INSERT INTO html_element_texts VALUES (5, 'xx', 'x', 'x')`)).rejects.toThrow(
      /html_element_texts_language_check/,
    );
  });

  it('drops the texts of a page or block with it', async () => {
    await spanish.exec('DELETE FROM html_routes WHERE id = 3');
    expect((await spanish.query('select count(*)::int as n from html_route_texts')).rows).toEqual([{ n: 0 }]);
    // The page's block went with the page (page_id cascades), and its texts with the block.
    expect((await spanish.query('select element_id from html_element_texts')).rows).toEqual([{ element_id: 5 }]);
  });
});
