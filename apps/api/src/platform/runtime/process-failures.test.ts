import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./process-failures.ts', import.meta.url));

/** Runs `body` in a fresh Node process with the handlers installed; answers its exit code and output. */
function runWithHandlers(body: string): Promise<{ code: number | null; out: string }> {
  const script = [
    "import pino from 'pino';",
    `import { handleProcessFailures } from ${JSON.stringify(MODULE)};`,
    "handleProcessFailures(pino({ level: 'info' }));",
    body,
  ].join('\n');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('handleProcessFailures', () => {
  it('logs an unhandled rejection and keeps the process running, without a database error’s parameters', async () => {
    const { code, out } = await runWithHandlers(`
      const failed = Object.assign(new Error('Failed query: select $1\\nparams: marta@correu.example'), { query: 'select $1', params: ['marta@correu.example'] });
      Promise.reject(failed);
      setTimeout(() => { console.log('still serving'); process.exit(0); }, 300);
    `);
    expect(out).toContain('still serving');
    expect(code).toBe(0);
    const logged = out.split('\n').find((l) => l.includes('unhandled promise rejection'));
    expect(JSON.parse(logged!)).toMatchObject({ level: 50, database: { statement: { operation: 'select' } } });
    expect(out).not.toContain('marta@correu.example');
  });

  it('logs an uncaught exception and ends the process with 1, for the supervisor to restart it', async () => {
    const { code, out } = await runWithHandlers(`
      setTimeout(() => { throw new Error('a bug'); }, 10);
      setTimeout(() => console.log('still serving'), 300);
    `);
    expect(code).toBe(1);
    expect(out).not.toContain('still serving');
    const logged = out.split('\n').find((l) => l.includes('uncaught exception'));
    expect(JSON.parse(logged!)).toMatchObject({ level: 60, origin: 'uncaughtException', err: { message: 'a bug' } });
  });
});
