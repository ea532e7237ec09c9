import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export interface SmtpTestApp {
  /** The app; its close() stops the SMTP server too. */
  t: TestApp;
  smtp: SmtpTestServer;
}

/**
 * The app with its mail sent to a real SMTP test server, as the tests of every module that mails
 * (contact, customer service, staff, sign-up, password reset) want it. Retries wait a minute, so a
 * test sees each message delivered once, when it asks.
 */
export async function createSmtpTestApp(options: TestAppOptions = {}): Promise<SmtpTestApp> {
  const smtp = await startSmtpTestServer();
  const t = await createTestApp({
    ...options,
    config: { ...options.config, mail: { smtpUrl: smtp.url, from: undefined, retryIntervalMs: 60_000 } },
  });
  const close = async () => {
    await t.close();
    await smtp.close();
  };
  return { t: { ...t, close }, smtp };
}
