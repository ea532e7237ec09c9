import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type TLanguage } from '@portal/domain';
import { wrongFormOfAddress } from '@portal/domain/i18n/voice';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CASES } from './seed/demo/demo-cases.ts';
import { DEMO_TEXTS } from './seed/demo/demo-content-texts.ts';
import { DEMO_FRIEND_CAMPAIGN, DEMO_TEXT_COUPON } from './seed/demo/demo-coupons.ts';
import { DEMO_PRODUCT_OFFERS } from './seed/demo/demo-product-offers.ts';
import { ATC_TYPES, CASE_CATEGORIES } from './seed/reference/case-reference-data.ts';

const API_SRC = fileURLToPath(new URL('./', import.meta.url));

// Every module's words, one file per language (texts/<language>.ts): PDFs, mails, answers.
const TEXT_FILES: Record<string, unknown> = {};
beforeAll(async () => {
  const files = (await readdir(API_SRC, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => LANGUAGES.some((language) => file.endsWith(`/texts/${language}.ts`)));
  for (const file of files) TEXT_FILES[`./${file}`] = await import(path.join(API_SRC, file));
});

/** Every string a value holds; a function (a text with figures) is called with sample values. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (typeof value === 'function') yield* strings(value(2, 2, 2, 2), `${path}()`);
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${path}[${i}]`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
}

/** The words of each language: the texts/ files and the demo content a customer reads. */
function wordsOf(language: TLanguage): Array<[string, string]> {
  const words: Array<[string, string]> = [];
  for (const [file, module] of Object.entries(TEXT_FILES)) if (file.endsWith(`/${language}.ts`)) words.push(...strings(module, file));
  const index = LANGUAGES.indexOf(language);
  words.push(...strings(DEMO_TEXTS[language], 'seed DEMO_TEXTS'));
  words.push(...strings(DEMO_FRIEND_CAMPAIGN[language], 'seed DEMO_FRIEND_CAMPAIGN'));
  words.push(...strings(DEMO_TEXT_COUPON[language], 'seed DEMO_TEXT_COUPON'));
  for (const offer of DEMO_PRODUCT_OFFERS) words.push(...strings(offer.texts[language], `seed product offer ${offer.key}`));
  for (const type of ATC_TYPES) {
    words.push([`seed ATC type ${type.code}`, type.label[index]!]);
    for (const subtype of type.subtypes) words.push([`seed ATC subtype ${subtype.name}`, subtype.desc[index]!]);
  }
  for (const category of CASE_CATEGORIES) words.push([`seed case category ${category.code}`, category.name[index]!]);
  // The demo conversations are the Catalan persona's; staff's replies speak to the customer.
  if (language === 'ca-ES')
    for (const demo of DEMO_CASES)
      for (const message of demo.messages) if (message.author === 'staff') words.push([`seed case "${demo.subject}"`, message.body]);
  return words;
}

/**
 * Texts where a word of the other form is right: `language path` → the word. The referral
 * coupon speaks to the customer and the friend together (a true plural, "tindreu"), and "cuando
 * un amigo contrate" is the friend's verb, not an imperative.
 */
const ALLOWED: Record<string, string> = {
  'ca-ES seed DEMO_FRIEND_CAMPAIGN.description': 'tindreu',
  'es-ES seed DEMO_FRIEND_CAMPAIGN.description': 'contrate',
  'gl-ES seed DEMO_FRIEND_CAMPAIGN.description': 'contrate',
};

describe('the voice of the API (docs/decisions.md, "Voice")', () => {
  it('reads the words of every module', () => {
    const modules = new Set(Object.keys(TEXT_FILES).map((file) => file.split('/texts/')[0]));
    expect([...modules].sort()).toContain('./platform/mail');
    expect(modules.size).toBeGreaterThanOrEqual(10);
  });

  it.each(LANGUAGES)('every %s text keeps its one form of address', (language) => {
    const slips = wordsOf(language)
      .map(([path, text]) => [`${language} ${path}`, text, wrongFormOfAddress(language, text)] as const)
      .filter(([id, , found]) => found && ALLOWED[id] !== found)
      .map(([id, text, found]) => `${id} («${found}»): ${text}`);
    expect(slips).toEqual([]);
  });
});
