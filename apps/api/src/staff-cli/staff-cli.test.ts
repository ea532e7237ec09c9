import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../seed/index.ts';
import { DEMO, rows } from '../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../test/test-app.ts';
import { runStaffCli } from './staff-cli.ts';
import { printable } from './staff-format.ts';
import { fileTokenStore, memoryTokenStore, type TokenStore } from './token-store.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('npm run staff (against a listening portal)', () => {
  let t: TestApp;
  let url: string;
  let number: string;

  // One store for the whole file, as the token file keeps one between commands: one sign-in, not one a command.
  const kept = memoryTokenStore();
  const run = async (argv: string[], env: Record<string, string | undefined> = {}, extra: { stdin?: string; tokens?: TokenStore } = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCli(argv, {
      env: { PORTAL_URL: url, STAFF_EMAIL: DEMO_STAFF.email, STAFF_PASSWORD: DEMO_STAFF.password, ...env },
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      readStdin: async () => extra.stdin ?? '',
      tokens: extra.tokens ?? kept,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const marta = await t.login(DEMO.marta);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contracts/${DEMO.active}/atc/`,
      headers: bearer(marta),
      payload: { contract: DEMO.active, tipus: '1', subtipus: '001', comments: 'El comptador marca massa.\nUs envio una foto.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    number = json<{ result: { case_number: string } }>(res).result.case_number;
  });
  afterAll(() => t?.close());

  it('cases: a table of the open cases with the new one, waiting for an answer', async () => {
    const { code, out, err } = await run(['cases']);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/NUMBER\s+OUTCOME\s+LAST ACTIVITY\s+CUSTOMER\s+TAX ID\s+CONTRACT\s+SUBJECT/);
    expect(out).toMatch(
      new RegExp(`\\* ${number}\\s+in_process\\s+.*Marta Puig Serra\\s+${DEMO.marta}\\s+${DEMO.active}\\s+El comptador marca massa\\.`),
    );
    expect(out).toMatch(/1-\d+ of \d+/);
  });

  it('show: the case and its conversation', async () => {
    const { code, out } = await run(['show', number]);
    expect(code).toBe(0);
    expect(out).toContain(`${number}  atc_claim  in_process`);
    expect(out).toContain(`Customer: Marta Puig Serra (${DEMO.marta})`);
    expect(out).toContain('El comptador marca massa.\nUs envio una foto.');
  });

  it('reply: a staff message with the label, in the database and in show', async () => {
    const { code, out } = await run(['reply', number, 'Hem', 'demanat', 'una', 'revisió.']);
    expect(code).toBe(0);
    expect(out).toBe(`${number}: reply sent; outcome in_process; the customer is told by mail.`);
    const [row] = await rows(
      t.database,
      sql`select m.author_kind, m.staff_label, m.body from case_messages m join cases c on c.id = m.case_id where c.number = ${number} order by m.id desc limit 1`,
    );
    expect(row).toEqual({ author_kind: 'staff', staff_label: 'Atenció al client', body: 'Hem demanat una revisió.' });
    expect((await run(['show', number])).out).toContain('[staff] Atenció al client\nHem demanat una revisió.');
    // "-" reads the reply from standard input, line breaks kept.
    const piped = await run(['reply', number, '-'], {}, { stdin: 'Primera línia\nSegona línia\n' });
    expect(piped.code).toBe(0);
    expect((await run(['show', number])).out).toContain('Primera línia\nSegona línia');
  });

  it('trail: the replies just sent are lines by staff, filtered by action and actor; a bad filter is a usage error', async () => {
    const { code, out } = await run(['trail', '--action', 'case_message', '--actor', 'staff', '--limit', '5']);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^ID\s+WHEN\s+WHO\s+CUSTOMER\s+ACTION\s+ABOUT\s+FROM\s+CHANGES$/);
    expect(out).toContain(number);
    expect(out).toMatch(/staff staff \d+/);
    expect((await run(['trail', '--actor', 'robot'])).code).toBe(2);
  });

  it('accounts, account-create, account-disable: a supervisor manages the staff accounts; refusals in words', async () => {
    const created = await run(['account-create', 'cli.agent@demo.example', 'Atenció al client', 'agent'], {
      STAFF_NEW_PASSWORD: 'Cli-Agent-2026!',
    });
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    const id = /Account (\d+) created: cli\.agent@demo\.example, agent\./.exec(created.out)?.[1];
    expect(id).toBeDefined();
    const list = await run(['accounts']);
    expect(list.out.split('\n')[0]).toMatch(/^ID\s+E-MAIL\s+ROLE\s+STATE\s+LABEL$/);
    expect(list.out).toMatch(new RegExp(`${id}\\s+cli\\.agent@demo\\.example\\s+agent\\s+active`));
    const again = await run(['account-create', 'cli.agent@demo.example', 'X', 'agent'], { STAFF_NEW_PASSWORD: 'Cli-Agent-2026!' });
    expect(again.code).toBe(1);
    expect(again.err).toContain('that address has an account already');
    expect((await run(['account-create', 'x@demo.example', 'X', 'boss'])).code).toBe(2);
    const disabled = await run(['account-disable', id!]);
    expect(disabled.code).toBe(0);
    expect((await run(['accounts'])).out).toMatch(new RegExp(`${id}\\s+cli\\.agent@demo\\.example\\s+agent\\s+disabled`));
    // The agent itself is refused the accounts, in words.
    await run(['account-create', 'cli.agent2@demo.example', 'A', 'agent'], { STAFF_NEW_PASSWORD: 'Cli-Agent-2026!' });
    const agent = await run(
      ['accounts'],
      { STAFF_EMAIL: 'cli.agent2@demo.example', STAFF_PASSWORD: 'Cli-Agent-2026!' },
      { tokens: memoryTokenStore() },
    );
    expect(agent.code).toBe(1);
    expect(agent.err).toContain('only a supervisor may do that');
  });

  it('outcome: persisted; the case leaves the open list and shows among the closed', async () => {
    const { code, out } = await run(['outcome', number, 'accepted']);
    expect(code).toBe(0);
    expect(out).toBe(`${number}: outcome set to accepted; outcome accepted; the customer is told by mail.`);
    expect((await rows(t.database, sql`select outcome from cases where number = ${number}`))[0]).toEqual({ outcome: 'accepted' });
    expect((await run(['cases'])).out).not.toContain(number);
    expect((await run(['cases', '--status', 'closed'])).out).toContain(number);
  });

  it('says what went wrong: wrong password, unknown case, bad outcome, bad usage, no portal', async () => {
    const wrong = await run(['cases'], { STAFF_PASSWORD: 'nope' }, { tokens: memoryTokenStore() });
    expect(wrong).toMatchObject({ code: 1, out: '' });
    expect(wrong.err).toContain('Refused (401 invalid_credentials): wrong staff e-mail or password');
    const unknown = await run(['show', 'ATC-2026-999999']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no case has that number');
    const malformed = await run(['show', 'nonsense']);
    expect(malformed.code).toBe(1);
    expect(malformed.err).toContain('number: field_invalid');
    expect((await run(['outcome', number, 'closed'])).code).toBe(2);
    expect((await run(['frobnicate'])).code).toBe(2);
    expect((await run(['reply', number])).code).toBe(2);
    const missing = await run(['cases'], { STAFF_PASSWORD: undefined }, { tokens: memoryTokenStore() });
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('set STAFF_PASSWORD');
    const away = await run(['cases'], { PORTAL_URL: 'http://127.0.0.1:9' }, { tokens: memoryTokenStore() });
    expect(away.code).toBe(1);
    expect(away.err).toContain('cannot reach the portal at http://127.0.0.1:9');
    // A customer's token in STAFF_TOKEN is refused by the staff API.
    const customer = await run(['cases'], { STAFF_TOKEN: await t.login(DEMO.marta) });
    expect(customer.code).toBe(1);
    expect(customer.err).toContain('401 staff_token_invalid');
  });

  it('signs in again, once, when the kept token is refused', async () => {
    const store = memoryTokenStore();
    store.save(url, DEMO_STAFF.email, 'expired.or.forged', 3600);
    const { code } = await run(['cases'], {}, { tokens: store });
    expect(code).toBe(0);
    expect(store.load(url, DEMO_STAFF.email)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(store.load(url, DEMO_STAFF.email)).not.toBe('expired.or.forged');
  });

  it('the real entry, as npm run staff starts it, prints the open cases and keeps its token in a 0600 file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'staff-cli-'));
    const tokenFile = path.join(dir, 'token');
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', MAIN, 'cases', '--status', 'all', '--limit', '100'],
        {
          env: {
            ...process.env,
            PORTAL_URL: url,
            STAFF_EMAIL: DEMO_STAFF.email,
            STAFF_PASSWORD: DEMO_STAFF.password,
            STAFF_TOKEN_FILE: tokenFile,
          },
        },
      );
      expect(stdout).toContain(number);
      expect((await stat(tokenFile)).mode & 0o777).toBe(0o600);
      expect(fileTokenStore(tokenFile).load(url, DEMO_STAFF.email)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      // Another portal or address does not get it.
      expect(fileTokenStore(tokenFile).load('http://elsewhere.example', DEMO_STAFF.email)).toBeUndefined();
      expect(fileTokenStore(tokenFile).load(url, 'other@demo.example')).toBeUndefined();
      expect(fileTokenStore(tokenFile, () => Date.now() + 11 * 3600_000).load(url, DEMO_STAFF.email)).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('prints no terminal control sequence a customer could have hidden in a text', () => {
    expect(printable('ok\u001b]0;pwned\u0007\u001b[2J done\u009b')).toBe('ok]0;pwned[2J done');
    expect(printable('a\nb\tc', true)).toBe('a\nb\tc');
    expect(printable('a\nb')).toBe('a b');
  });
});
