import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Test helpers of the contract modules (not a test file: imported by them). */

/** A test app whose stored settings get these private settings (SETTINGS_FILE, as a retailer would). */
export async function createAppWithSettings(privateSettings: Record<string, unknown>): Promise<TestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-contract-settings-'));
  const file = path.join(dir, 'settings.json');
  await writeFile(file, JSON.stringify({ private: privateSettings }));
  return createTestApp({ config: { settingsFile: file } });
}

/** Rows of a raw query; both drivers answer { rows }. */
export async function rows<T = Record<string, unknown>>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(query));
}

export async function scalar<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<Record<string, T>>(database, query);
  return Object.values(row ?? {})[0] as T;
}

export interface ChangeRequest {
  kind: string;
  state: string;
  payload: Record<string, unknown>;
}

/** The change requests recorded for a contract, oldest first: what a change left behind it. */
export function changeRequestsOf(database: DatabaseHandle, contractName: string): Promise<ChangeRequest[]> {
  return rows<ChangeRequest>(
    database,
    sql`select r.kind, r.state, r.payload from contract_modification_requests r join contracts c on c.id = r.contract_id
        where c.name = ${contractName} order by r.id`,
  );
}

/**
 * Every change still waiting for signature (or signed, waiting for staff) is withdrawn (rejected, its files deleted), as the
 * retailer would: a second change of a kind that waits is refused (409), so tests that make one
 * change after another start from a contract with none waiting.
 */
export async function withdrawPendingChanges(database: DatabaseHandle): Promise<void> {
  await database.db.execute(
    sql`delete from attachments where modification_request_id in
        (select id from contract_modification_requests where state in ('waiting_for_signature', 'signed'))`,
  );
  // Their signatures end with them (docs/signatures.md): an unsigned one is cancelled, a signed one rejected.
  await database.db.execute(sql`update signing_requests set state = 'cancelled' where state = 'waiting_for_signature'`);
  await database.db.execute(sql`update signing_requests set state = 'rejected' where state = 'signed'`);
  await database.db.execute(
    sql`update contract_modification_requests set state = 'rejected' where state in ('waiting_for_signature', 'signed')`,
  );
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Contract names of the demo data (seed/demo/demo-contracts.ts). */
export const DEMO = {
  marta: '12345678Z',
  company: 'B58378431',
  newcomer: '87654321X',
  /** Marta's active 2.0TD contract, 4.6 kW, account ES91 2100 0418 4502 0005 1332. */
  active: '0001001',
  /** Marta's active 2.0TD with self-consumption, SIPS opt-out active, an IBAN change waiting for signature. */
  waiting: '0001002',
  gas: '0001003',
  draftSigned: '0001004',
  draftUnsigned: '0001005',
  closed: '0000871',
  cancelledGas: '0000872',
  /** The company's 3.0TD contract with six power periods. */
  sixPeriods: '0002001',
} as const;

/**
 * A new notification address in Girona with every field filled in and valid (the cadastral reference
 * in lower case, as a customer may type it): the body of POST /contracts/:contractName/notification/.
 */
export const NEW_ADDRESS = {
  name: 'Marta Puig Serra',
  dp: '17001',
  ine: '17079',
  state: 'Girona',
  poblacio: 'Girona',
  tv: 'CL',
  nv: 'Ballesteries',
  pnp: '25',
  bq: 'A',
  es: '2',
  pt: '3',
  pu: '1',
  ref_catastral: '0123401vk4702e0003di',
  mobile: '+34 699 111 222',
  email: 'marta.girona@correu.example',
} as const;
