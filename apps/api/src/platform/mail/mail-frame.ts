import { type TLanguage, visibleLine } from '@portal/domain';
import { escapeHtml, safeHref } from './escape.ts';
import type { RenderedMail } from './rendered-mail.ts';
import { FRAME_TEXTS, type FrameTexts } from './texts/index.ts';

/**
 * The frame every mail shares: the greeting, the signature, the automatic note and the HTML and
 * text skeletons around a template's own blocks. Templates keep only their own words and describe
 * their body as blocks, so the look lives in one place and the frame's words in texts/
 * (docs/mail.md, "Adding a mail"). Every value goes into the HTML through `escapeHtml` and
 * every link through `safeHref`: nothing from data ever becomes markup.
 */

/**
 * A subject is one header line: a line break from data would otherwise start a new header or
 * fail; and a line shows as written: controls and bidirectional overrides are replaced (the
 * domain's visibleLine, the rule of file names).
 */
export const oneLine = (value: string): string => visibleLine(value.replace(/\s*[\r\n]+\s*/g, ' ').trim());

/** One piece of a mail's body, in the customer's language; the frame decides how it looks. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** `<strong>label</strong> text`, e.g. "Subject: <the customer's subject>". */
  | { kind: 'labelled'; label: string; text: string }
  /** A button to a portal page; `fallback: false` leaves out the "if the button does not work" sentence. */
  | { kind: 'action'; label: string; url: string; fallback?: boolean }
  /** Text someone wrote (a staff reply), its line breaks kept. */
  | { kind: 'quote'; text: string }
  | { kind: 'strong'; text: string };

export interface MailFrame {
  language: TLanguage;
  /** Made one line here, whatever the template built it from. */
  subject: string;
  /** Whom to greet; blank or missing greets without a name. */
  name?: string | undefined;
  /** The retailer's name, which signs the mail. */
  organisation: string;
  /** For mails whose link carries a secret: the page it opens must not learn it from the referrer. */
  noReferrer?: boolean;
  /** Replaces the frame's automatic note when a template has more to say (where to answer instead). */
  automatic?: string;
}

const p = (content: string, style = '') => `<p style="margin:0 0 16px${style}">${content}</p>`;
const BUTTON = 'display:inline-block;padding:10px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:4px';
const QUOTE = 'margin:0 0 16px;padding:8px 16px;border-left:4px solid #1d4ed8;background:#f3f4f6';

/** The text part of a block: values as they are, for a plain-text reader. */
function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'labelled':
      return `${block.label} ${block.text}`;
    case 'action':
      return `${block.label}: ${block.url}`;
    default:
      return block.text;
  }
}

/** The HTML of a block: every value escaped, the link checked (safeHref throws on a non-http(s) one). */
function blockHtml(block: MailBlock, t: FrameTexts): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [p(escapeHtml(block.text))];
    case 'labelled':
      return [p(`<strong>${escapeHtml(block.label)}</strong> ${escapeHtml(block.text)}`)];
    case 'strong':
      return [p(`<strong>${escapeHtml(block.text)}</strong>`)];
    case 'quote':
      return [`<blockquote style="${QUOTE}">${escapeHtml(block.text).replace(/\r?\n/g, '<br>')}</blockquote>`];
    case 'action': {
      const href = safeHref(block.url);
      const fallback = block.fallback === false ? '' : `${escapeHtml(t.linkFallback)}<br>`;
      return [
        p(`<a href="${href}" style="${BUTTON}">${escapeHtml(block.label)}</a>`),
        p(`${fallback}<a href="${href}">${href}</a>`, ';font-size:13px;color:#4b5563'),
      ];
    }
  }
}

/** The whole mail: the frame's words in `frame.language` around the template's blocks. */
export function renderFramedMail(frame: MailFrame, blocks: readonly MailBlock[]): RenderedMail {
  const t = FRAME_TEXTS[frame.language];
  const subject = oneLine(frame.subject);
  const greeting = t.greeting(frame.name?.trim() || undefined);
  const automatic = frame.automatic ?? t.automatic;
  const referrer = frame.noReferrer ? '<meta name="referrer" content="no-referrer">' : '';

  const text = [
    greeting,
    '',
    ...blocks.flatMap((block) => [blockText(block), '']),
    t.closing,
    frame.organisation,
    '',
    '--',
    automatic,
    '',
  ].join('\n');

  const html = [
    '<!doctype html>',
    `<html lang="${frame.language}">`,
    `<head><meta charset="utf-8">${referrer}<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    p(escapeHtml(greeting)),
    ...blocks.flatMap((block) => blockHtml(block, t)),
    p(`${escapeHtml(t.closing)}<br>${escapeHtml(frame.organisation)}`),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(automatic)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');

  return { subject, html, text };
}
