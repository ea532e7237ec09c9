import { homedir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { runStaffCli } from './staff-cli.ts';
import { fileTokenStore, memoryTokenStore } from './token-store.ts';

/**
 * `npm run staff -- <command>`: customer service answers cases from a terminal, through the
 * staff API of a running portal (PORTAL_URL). See staff-cli.ts for the commands, docs/staff.md.
 */
async function ask(question: string, secret: boolean): Promise<string> {
  let muted = false;
  // The password is typed without echo: the prompt is written, then what is typed is swallowed.
  // On standard error, so `leads --csv > leads.csv` keeps the prompts out of the file.
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = secret;
    return (await answer).trim();
  } finally {
    rl.close();
    if (secret) process.stderr.write('\n');
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const tokenFile = process.env.STAFF_TOKEN_FILE?.trim() || path.join(homedir(), '.portal-staff-token');

process.exitCode = await runStaffCli(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(`${text}\n`),
  write: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(`${text}\n`),
  ask: process.stdin.isTTY ? ask : undefined,
  readStdin,
  tokens: tokenFile === 'none' ? memoryTokenStore() : fileTokenStore(tokenFile),
});
