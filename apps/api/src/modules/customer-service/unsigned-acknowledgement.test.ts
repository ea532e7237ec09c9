import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/runtime/config.ts';
import { simplePdf } from '../../seed/demo/pdf-bytes.ts';
import { DEMO, type FilePart, multipart } from '../../test/contracts-test-support.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { deliveredMail, type SmtpTestServer } from '../../test/smtp-test-server.ts';
import { bearer, json, type TestApp } from '../../test/test-app.ts';
import { unsignedContactClient } from '../../test/unsigned-contact-client.ts';

// The unsigned contact form mails its acknowledgement to whatever address was typed, which nobody
// has proved is the visitor's: the mail must carry the case number and nothing the visitor wrote,
// or the form relays a stranger's words from the retailer's sender (docs/customer-service.md).

const pdf = (filename: string, field: string): FilePart => ({
  field,
  filename,
  contentType: 'application/pdf',
  bytes: simplePdf('Document', [filename]),
});
const UNSIGNED = {
  mobile: '612 345 678',
  category: '10',
  subject: 'Informació de tarifes',
  description: 'Voldria saber quines tarifes teniu.',
};
let ip = 0;
const nextIp = () => `10.30.0.${++ip}`;

describe('the acknowledgement of a visitor’s contact form', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  const client = unsignedContactClient(() => t, nextIp, 'en-US');
  const sendUnsigned = (fields: Record<string, string>, files: FilePart[] = [], language = 'en-US') =>
    client.send(fields, files, { language });
  const mailTo = (address: string, number: string) => deliveredMail(smtp, address, number);

  beforeAll(async () => {
    const base = loadConfig({});
    ({ t, smtp } = await createSmtpTestApp({
      config: {
        unsignedContact: { ...base.unsignedContact, ticketMinAgeMs: 0 },
      },
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    [
      'the issue’s subject',
      { subject: 'Refund pending: confirm your card at https://evil.example' },
      [],
      ['Refund pending', 'evil.example'],
    ],
    [
      'a description with a link',
      { description: 'Your account is suspended. Log in at https://evil.example/login to keep your supply.' },
      [],
      ['suspended', 'evil.example'],
    ],
    ['a file name', {}, [pdf('refund-at-evil.example.pdf', 'attachment')], ['refund-at', 'evil.example']],
  ] as const)('carries the case number and not %s', async (_label, extra, files, hostile) => {
    const email = `victim-${ip + 1}@example.com`;
    const res = await sendUnsigned({ ...UNSIGNED, email, ...extra }, [...files]);
    expect(res.statusCode, res.body).toBe(200);
    const number = json<{ result: { case_number: string } }>(res).result.case_number;
    const mail = await mailTo(email, number);
    expect(mail.subject).toBe(`We have received your enquiry (${number})`);
    expect(mail.text).toContain(number);
    expect(mail.text).toContain('If you did not write to us');
    const everything = [mail.subject ?? '', mail.text ?? '', String(mail.html)].join('\n');
    for (const words of [...hostile, 'https://', UNSIGNED.mobile, UNSIGNED.subject, UNSIGNED.description, 'Subject:']) {
      expect(everything).not.toContain(words);
    }
  });

  it('still quotes a signed-in customer’s own subject to their address on file', async () => {
    const token = await t.login(DEMO.marta);
    const form = multipart(
      { polissa_id: DEMO.active, polissa_type: 'electricity', categ_id: '10', title: 'Factura duplicada', message: 'Dues vegades.' },
      [pdf('a.pdf', 'attachments')],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crm/cases/',
      headers: { ...bearer(token), ...form.headers, 'accept-language': 'en-US' },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const number = json<{ case_number: string }>(res).case_number;
    const mail = await mailTo('marta.puig@correu.example', number);
    expect(mail.text).toContain('Subject: Factura duplicada');
    expect(mail.text).not.toContain('If you did not write to us');
  });
});
