import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { signupCustomer } from '../seed/e2e/signup-customer-ids.ts';
import { rows } from './contracts-test-support.ts';
import type { SmtpTestServer } from './smtp-test-server.ts';
import type { TestApp } from './test-app.ts';

/** What POST signup/confirm answers (customer-area §7). */
export type SignupRender = { result: { render: { errors?: string[]; body?: string } } };

/**
 * The calls and look-ups the sign-up tests share (modules/signup/*.test.ts), over one test app
 * and its real SMTP test server. Each call comes from its own client address unless told, so the
 * per-address throttle counts only what a test means it to.
 */
export function signupTestClient(t: () => TestApp, smtp: () => SmtpTestServer, publicUrl: string, addressPrefix: string) {
  let address = 0;
  const newAddress = () => `${addressPrefix}.${++address}`;
  const linkPattern = new RegExp(`${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^\\s"<]*\\?key=[A-Za-z0-9_-]+`);

  const client = {
    newAddress,
    confirm: (body: Record<string, unknown>, options: { language?: string; ip?: string } = {}) =>
      t().app.inject({
        method: 'POST',
        url: '/api/v1/signup/confirm',
        remoteAddress: options.ip ?? newAddress(),
        headers: { 'accept-language': options.language ?? 'ca-ES' },
        payload: body,
      }),
    activate: (token: string, password: string, ip = newAddress()) =>
      t().app.inject({ method: 'POST', url: '/api/v1/signup/activate', remoteAddress: ip, payload: { token, password, repeat: password } }),
    /** The form of sign-up copy `index` with its e-mail on file, or what `extra` replaces. */
    form: (index: number, extra: Record<string, unknown> = {}) => {
      const { nif, contract, email } = signupCustomer(index);
      return { nif, contract, email, email2: email, accept_conditions: true, accept_gdpr: true, ...extra };
    },
    userOf: async (nif: string) =>
      (
        await rows<{ id: number; email: string; locale: string; has_password: boolean }>(
          t().database,
          sql`select id, email, locale, password_hash is not null as has_password from users where login = ${nif}`,
        )
      )[0],
    /** The outbox rows written to `to` (any case), by template. */
    outboxTo: (to: string, template?: string) =>
      rows<{ template_key: string; subject: string; text: string }>(
        t().database,
        sql`select template_key, subject, text from mail_outbox where lower(to_address) = lower(${to})
              and (${template ?? null}::text is null or template_key = ${template ?? null}) order by id`,
      ),
    /** The `nth` mail (from 1) delivered to `to` from message `from` on; waits for it, as mail leaves after the answer. */
    deliveredTo: async (to: string, options: { from?: number; nth?: number } = {}): Promise<ParsedMail> => {
      const wanted = to.toLowerCase();
      for (let waited = 0; waited < 10_000; waited += 25) {
        const found = smtp()
          .envelopes.map((envelope, i) => ({ envelope, i }))
          .filter(({ envelope, i }) => i >= (options.from ?? 0) && envelope.some((r) => r.toLowerCase() === wanted));
        const hit = found[(options.nth ?? 1) - 1];
        if (hit && smtp().received[hit.i]) return smtp().received[hit.i]!;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to}`);
    },
    linkIn: (mail: ParsedMail | undefined): string => {
      const match = linkPattern.exec(mail?.text ?? '');
      if (!match) throw new Error(`no activation link in ${mail?.text}`);
      return match[0];
    },
    tokenOf: (link: string) => new URL(link).searchParams.get('key') ?? '',
  };
  return client;
}
