import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  CASE_OUTCOMES,
  CONTRACTING_LEAD_STATES,
  CONTRACTING_TYPES,
  LEAD_KINDS,
  normaliseLanguage,
  STAFF_CASE_STATUSES,
  STAFF_ROLES,
  type TContractingLeadState,
  type TContractingType,
  type TLeadKind,
  TRAIL_ACTIONS,
  TRAIL_ACTOR_KINDS,
  type TTrailAction,
  type TTrailActorKind,
} from '@portal/domain';
import { PortalUnreachableError, StaffApiError, StaffClient } from './staff-client.ts';
import {
  formatAccounts,
  formatCase,
  formatCaseList,
  formatChange,
  formatContractingLeadList,
  formatLeadList,
  formatOmipImport,
  formatTrail,
  printable,
} from './staff-format.ts';
import { memoryTokenStore, type TokenStore } from './token-store.ts';

export const USAGE = `Answer customer-service cases as staff (docs/staff.md)

  npm run staff -- cases [--status open|closed|all] [--offset N] [--limit N]
  npm run staff -- show <number>
  npm run staff -- reply <number> "text"      (text "-" reads it from standard input)
  npm run staff -- outcome <number> <outcome>
  npm run staff -- logout                     (forgets the kept staff token)

Visitors' leads (docs/leads.md):
  npm run staff -- leads [--kind K] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--offset N] [--limit N]
  npm run staff -- leads --csv [--kind K] [--from …] [--to …] [--lang ca-ES] > leads.csv
  npm run staff -- leads invoice <id> <file>  (writes the lead's invoice to a new file)

Contracting wizards' leads (docs/contracting.md):
  npm run staff -- leads contracting [--type T] [--state S] [--offset N] [--limit N]
  npm run staff -- leads contracting --csv [--type T] [--state S] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--lang ca-ES] > contracting-leads.csv
  npm run staff -- leads remind               (reminds the abandoned ones now, as the portal does every 15 minutes)

Staff accounts (a supervisor's; docs/staff.md):
  npm run staff -- accounts
  npm run staff -- account-create <email> "label" agent|supervisor   (the password from STAFF_NEW_PASSWORD, else asked)
  npm run staff -- account-disable <id>

The trail of every action (docs/trail.md):
  npm run staff -- trail [--customer N] [--actor K] [--action A] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--offset N] [--limit N]

OMIP settlement prices (docs/price-alerts.md):
  npm run staff -- omip <file.csv>            (imports them into the portal; fires the price alerts they cross)

Outcomes: ${CASE_OUTCOMES.join(', ')}
Lead kinds: ${LEAD_KINDS.join(', ')}
Trail actors: ${TRAIL_ACTOR_KINDS.join(', ')}; actions: ${TRAIL_ACTIONS.join(', ')}
Contracting types: ${CONTRACTING_TYPES.join(', ')}; states: ${CONTRACTING_LEAD_STATES.join(', ')}

Environment: PORTAL_URL (default http://localhost:8080), STAFF_EMAIL, STAFF_PASSWORD
(asked for when missing and a terminal is attached), or STAFF_TOKEN. After a sign-in the
token is kept in STAFF_TOKEN_FILE (default ~/.portal-staff-token, mode 0600; "none" keeps
nothing) until it expires, so the next commands do not sign in again.`;

export interface StaffCliIo {
  env: Record<string, string | undefined>;
  out: (text: string) => void;
  err: (text: string) => void;
  /** Asks for a value at the terminal (`secret`: not echoed); undefined when nobody can answer. */
  ask?: ((question: string, secret: boolean) => Promise<string>) | undefined;
  /** Standard output as it is (the CSV: its own line ends); `out` with its newline otherwise. */
  write?: ((text: string) => void) | undefined;
  /** Writes a new file (the lead's invoice); refuses to replace one. node:fs by default. */
  writeNewFile?: ((file: string, bytes: Buffer) => Promise<void>) | undefined;
  /** Reads a file as UTF-8 text (the OMIP file); node:fs by default. */
  readTextFile?: ((file: string) => Promise<string>) | undefined;
  /** Standard input as text, for `reply <number> -`. */
  readStdin?: (() => Promise<string>) | undefined;
  /** Where the staff token is kept between commands (main.ts: a file); in memory by default. */
  tokens?: TokenStore | undefined;
}

class UsageError extends Error {}

/** `npm run staff -- <command> …`; answers the exit code (0 done, 1 refused or failed, 2 bad usage). */
export async function runStaffCli(argv: readonly string[], io: StaffCliIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        offset: { type: 'string' },
        limit: { type: 'string' },
        kind: { type: 'string' },
        type: { type: 'string' },
        state: { type: 'string' },
        customer: { type: 'string' },
        actor: { type: 'string' },
        action: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        csv: { type: 'boolean' },
        lang: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help || !command || command === 'help') {
      io.out(USAGE);
      return command || values.help ? 0 : 2;
    }
    const portal = io.env.PORTAL_URL?.trim() || 'http://localhost:8080';
    const store = io.tokens ?? memoryTokenStore();
    if (command === 'logout') {
      store.clear();
      io.out('The kept staff token is forgotten.');
      return 0;
    }
    const client = new StaffClient(portal, io.env.STAFF_TOKEN?.trim() || undefined);
    let kept = false;
    const signIn = async () => {
      if (io.env.STAFF_TOKEN?.trim()) return;
      const email = io.env.STAFF_EMAIL?.trim() || (await ask(io, 'Staff e-mail: ', false));
      const token = store.load(portal, email.toLowerCase());
      if (token) {
        client.useToken(token);
        kept = true;
        return;
      }
      const password = io.env.STAFF_PASSWORD || (await ask(io, 'Password: ', true));
      const answer = await client.login(email, password);
      store.save(portal, email.toLowerCase(), answer.token, answer.expires_in);
    };
    // A kept token the portal refuses (expired, account disabled, another TOKEN_SECRET): forget it and sign in once more.
    const signedIn = async <T>(work: () => Promise<T>): Promise<T> => {
      await signIn();
      try {
        return await work();
      } catch (error) {
        if (!(kept && error instanceof StaffApiError && error.status === 401)) throw error;
        store.clear();
        kept = false;
        await signIn();
        return work();
      }
    };
    switch (command) {
      case 'cases': {
        if (rest.length > 0) throw new UsageError(`cases takes no argument (got ${rest.join(' ')})`);
        const status = values.status ?? 'open';
        if (!(STAFF_CASE_STATUSES as readonly string[]).includes(status))
          throw new UsageError(`--status must be one of ${STAFF_CASE_STATUSES.join(', ')}`);
        const list = await signedIn(() =>
          client.cases({
            status: status as (typeof STAFF_CASE_STATUSES)[number],
            ...(values.offset !== undefined ? { offset: values.offset } : {}),
            ...(values.limit !== undefined ? { limit: values.limit } : {}),
          }),
        );
        io.out(formatCaseList(list));
        return 0;
      }
      case 'show': {
        const [number] = exactly(rest, 1, 'show <number>') as [string];
        io.out(formatCase(await signedIn(() => client.show(number))));
        return 0;
      }
      case 'reply': {
        if (rest.length < 2) throw new UsageError('reply <number> "text"');
        const [number, ...words] = rest as [string, ...string[]];
        const text = words.length === 1 && words[0] === '-' ? await stdin(io) : words.join(' ');
        io.out(formatChange(await signedIn(() => client.reply(number, text)), 'reply sent'));
        return 0;
      }
      case 'outcome': {
        const [number, outcome] = exactly(rest, 2, `outcome <number> <${CASE_OUTCOMES.join('|')}>`) as [string, string];
        if (!(CASE_OUTCOMES as readonly string[]).includes(outcome))
          throw new UsageError(`the outcome must be one of ${CASE_OUTCOMES.join(', ')}`);
        io.out(formatChange(await signedIn(() => client.outcome(number, outcome)), `outcome set to ${outcome}`));
        return 0;
      }
      case 'leads': {
        if (rest[0] === 'invoice') {
          const [id, file] = exactly(rest.slice(1), 2, 'leads invoice <id> <file>') as [string, string];
          const bytes = await signedIn(() => client.leadInvoice(id));
          await (io.writeNewFile ?? ((f: string, b: Buffer) => writeFile(f, b, { flag: 'wx' })))(file, bytes);
          io.out(`Lead ${id}: invoice written to ${file} (${bytes.length} bytes).`);
          return 0;
        }
        if (rest[0] === 'contracting') {
          if (rest.length > 1) throw new UsageError(`leads contracting takes no argument (got ${rest.slice(1).join(' ')})`);
          const { type, state } = values;
          if (type !== undefined && !(CONTRACTING_TYPES as readonly string[]).includes(type))
            throw new UsageError(`--type must be one of ${CONTRACTING_TYPES.join(', ')}`);
          if (state !== undefined && !(CONTRACTING_LEAD_STATES as readonly string[]).includes(state))
            throw new UsageError(`--state must be one of ${CONTRACTING_LEAD_STATES.join(', ')}`);
          const filter = {
            ...(type !== undefined ? { type: type as TContractingType } : {}),
            ...(state !== undefined ? { state: state as TContractingLeadState } : {}),
          };
          if (values.csv) {
            // The CSV is every lead of the filter (up to the portal's bound), so days narrow it where pages cannot.
            const days = {
              ...(values.from !== undefined ? { from: values.from } : {}),
              ...(values.to !== undefined ? { to: values.to } : {}),
            };
            const language = normaliseLanguage(values.lang ?? io.env.LANG?.split('.')[0]);
            const csv = await signedIn(() => client.contractingLeadsCsv({ ...filter, ...days }, language));
            (io.write ?? io.out)(csv.toString('utf8'));
            return 0;
          }
          // The list has no days: refused rather than ignored, so staff never read a list they think is filtered.
          if (values.from !== undefined || values.to !== undefined) throw new UsageError('--from and --to go with leads contracting --csv');
          const list = await signedIn(() =>
            client.contractingLeads({
              ...filter,
              ...(values.offset !== undefined ? { offset: values.offset } : {}),
              ...(values.limit !== undefined ? { limit: values.limit } : {}),
            }),
          );
          io.out(formatContractingLeadList(list));
          return 0;
        }
        if (rest[0] === 'remind') {
          exactly(rest.slice(1), 0, 'leads remind');
          const { reminded } = await signedIn(() => client.contractingReminders());
          io.out(`${reminded} abandoned ${reminded === 1 ? 'lead' : 'leads'} reminded.`);
          return 0;
        }
        if (rest.length > 0)
          throw new UsageError(`leads takes no argument but "invoice", "contracting" or "remind" (got ${rest.join(' ')})`);
        const kind = values.kind;
        if (kind !== undefined && !(LEAD_KINDS as readonly string[]).includes(kind))
          throw new UsageError(`--kind must be one of ${LEAD_KINDS.join(', ')}`);
        const filter = {
          ...(kind !== undefined ? { kind: kind as TLeadKind } : {}),
          ...(values.from !== undefined ? { from: values.from } : {}),
          ...(values.to !== undefined ? { to: values.to } : {}),
        };
        if (values.csv) {
          const language = normaliseLanguage(values.lang ?? io.env.LANG?.split('.')[0]);
          const csv = await signedIn(() => client.leadsCsv(filter, language));
          (io.write ?? io.out)(csv.toString('utf8'));
          return 0;
        }
        const list = await signedIn(() =>
          client.leads({
            ...filter,
            ...(values.offset !== undefined ? { offset: values.offset } : {}),
            ...(values.limit !== undefined ? { limit: values.limit } : {}),
          }),
        );
        io.out(formatLeadList(list));
        return 0;
      }
      case 'trail': {
        exactly(rest, 0, 'trail');
        const { actor, action } = values;
        if (actor !== undefined && !(TRAIL_ACTOR_KINDS as readonly string[]).includes(actor))
          throw new UsageError(`--actor must be one of ${TRAIL_ACTOR_KINDS.join(', ')}`);
        if (action !== undefined && !(TRAIL_ACTIONS as readonly string[]).includes(action))
          throw new UsageError(`--action must be one of ${TRAIL_ACTIONS.join(', ')}`);
        const list = await signedIn(() =>
          client.trail({
            ...(values.customer !== undefined ? { customer_id: values.customer } : {}),
            ...(actor !== undefined ? { actor: actor as TTrailActorKind } : {}),
            ...(action !== undefined ? { action: action as TTrailAction } : {}),
            ...(values.from !== undefined ? { from: values.from } : {}),
            ...(values.to !== undefined ? { to: values.to } : {}),
            ...(values.offset !== undefined ? { offset: values.offset } : {}),
            ...(values.limit !== undefined ? { limit: values.limit } : {}),
          }),
        );
        io.out(formatTrail(list));
        return 0;
      }
      case 'accounts': {
        exactly(rest, 0, 'accounts');
        io.out(formatAccounts(await signedIn(() => client.accounts())));
        return 0;
      }
      case 'account-create': {
        const [email, label, role] = exactly(rest, 3, 'account-create <email> "label" agent|supervisor') as [string, string, string];
        if (!(STAFF_ROLES as readonly string[]).includes(role)) throw new UsageError(`the role must be one of ${STAFF_ROLES.join(', ')}`);
        const password = io.env.STAFF_NEW_PASSWORD || (await ask(io, `Password for ${email}: `, true));
        const account = await signedIn(() => client.accountCreate({ email, label, role, password }));
        io.out(`Account ${account.id} created: ${printable(account.email)}, ${account.role}.`);
        return 0;
      }
      case 'account-disable': {
        const [id] = exactly(rest, 1, 'account-disable <id>') as [string];
        const account = await signedIn(() => client.accountUpdate(id, { active: false }));
        io.out(`Account ${account.id} (${printable(account.email)}) disabled: it signs in no more, and its tokens stop now.`);
        return 0;
      }
      case 'omip': {
        const [file] = exactly(rest, 1, 'omip <file.csv>') as [string];
        const text = await (io.readTextFile ?? ((f: string) => readFile(f, 'utf8')))(file);
        io.out(formatOmipImport(file, await signedIn(() => client.omipPrices(text))));
        return 0;
      }
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } catch (error) {
    return report(error, io);
  }
}

function exactly(args: string[], count: number, usage: string): string[] {
  if (args.length !== count) throw new UsageError(usage);
  return args;
}

async function ask(io: StaffCliIo, question: string, secret: boolean): Promise<string> {
  if (!io.ask) throw new UsageError(`set ${secret ? 'STAFF_PASSWORD' : 'STAFF_EMAIL'} (no terminal to ask at)`);
  return io.ask(question, secret);
}

async function stdin(io: StaffCliIo): Promise<string> {
  if (!io.readStdin) throw new UsageError('no standard input to read the reply from');
  return io.readStdin();
}

/** What went wrong, in words staff can act on; the exit code. */
function report(error: unknown, io: StaffCliIo): number {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    io.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (error instanceof PortalUnreachableError) {
    io.err(`${error.message}. Is the portal running? Set PORTAL_URL to its address.`);
    return 1;
  }
  if (error instanceof StaffApiError) {
    const why: Record<string, string> = {
      invalid_credentials: 'wrong staff e-mail or password',
      too_many_attempts: 'too many sign-in attempts; wait a minute',
      case_not_found: 'no case has that number',
      attachment_not_found: 'no such file in that case',
      not_found: 'not found (a lead without an invoice, or no such lead)',
      staff_role_required: 'only a supervisor may do that',
      staff_email_in_use: 'that address has an account already',
      staff_own_account_locked: 'you cannot disable or demote your own account',
      staff_last_supervisor: 'the last active supervisor cannot be disabled or demoted',
      staff_account_not_found: 'no staff account has that id',
      omip_file_unreadable: 'not an OMIP settlement file: its header names no date, contract or reference price D column',
    };
    const fields = Object.entries(error.errors ?? {}).map(([field, keys]) => `  ${field}: ${keys.join(', ')}`);
    const expired =
      error.status === 401 && !why[error.code] ? 'the staff token is not valid (expired or disabled account); sign in again' : undefined;
    io.err([`Refused (${error.status} ${error.code}): ${why[error.code] ?? expired ?? 'see the fields below'}`, ...fields].join('\n'));
    return 1;
  }
  if ((error as { code?: unknown }).code === 'EEXIST') {
    io.err(`${(error as Error).message}: the file exists; name a new one`);
    return 1;
  }
  io.err(error instanceof Error ? error.message : String(error));
  return 1;
}
