import type {
  TOmipImportReport,
  TStaffAccountListResponse,
  TStaffCaseChangeResponse,
  TStaffCaseDetail,
  TStaffCaseListResponse,
  TStaffContractingLeadListResponse,
  TStaffLeadListResponse,
  TStaffTrailResponse,
} from '@portal/domain';

/**
 * Case texts were typed by customers: a terminal would obey escape sequences hidden in them
 * (colours, cursor moves, a rewritten title). Every C0 and C1 control character but the line
 * break and the tab is dropped before anything is printed.
 */
export function printable(text: string, multiline = false): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const cleaned = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
  return multiline ? cleaned : cleaned.replace(/[\t\n]+/g, ' ');
}

const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** A line of a list's table: each column as wide as its widest cell or heading, two spaces apart. */
function columnLine(header: readonly string[], rows: readonly string[][]): (cells: string[]) => string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
}

/** The cases as a table: the ones waiting longest first, `*` where the customer spoke last. */
export function formatCaseList(list: TStaffCaseListResponse): string {
  if (list.items.length === 0) return 'No cases.';
  const rows = list.items.map((c) => [
    `${c.awaiting_staff ? '*' : ' '} ${c.number}`,
    c.outcome,
    `${when(c.last_activity)} UTC`,
    cut(printable(c.customer.name ?? c.customer.email ?? ''), 24),
    c.customer.tax_id ?? '',
    c.contract ?? '',
    cut(printable(c.subject), 40),
  ]);
  const header = ['  NUMBER', 'OUTCOME', 'LAST ACTIVITY', 'CUSTOMER', 'TAX ID', 'CONTRACT', 'SUBJECT'];
  const line = columnLine(header, rows);
  const last = list.offset + list.items.length;
  return [
    line(header),
    ...rows.map(line),
    '',
    `${list.offset + 1}-${last} of ${list.n_items}${last < list.n_items ? ` (next: --offset ${last})` : ''}; * = waiting for an answer`,
  ].join('\n');
}

/** One case: what it is about, then its conversation in order. */
export function formatCase(c: TStaffCaseDetail): string {
  const who = c.customer.name ? `${c.customer.name} (${c.customer.tax_id ?? ''})` : `${c.customer.email ?? ''} ${c.customer.mobile ?? ''}`;
  const about = [c.atc_type && `ATC type ${c.atc_type}/${c.atc_subtype ?? ''}`, c.category && `category ${c.category}`].filter(Boolean);
  const lines = [
    `${c.number}  ${c.kind}  ${c.outcome}${c.open ? '' : ' (closed)'}`,
    `Customer: ${printable(who.trim())}`,
    ...(c.contract ? [`Contract: ${c.contract}`] : []),
    ...(about.length ? [`About:    ${about.join(', ')}`] : []),
    `Subject:  ${printable(c.subject)}`,
    `Filed:    ${when(c.created_at)} UTC   last activity ${when(c.last_activity)} UTC`,
    '',
  ];
  for (const m of c.messages) {
    lines.push(`--- ${when(m.created_at)} UTC  ${m.author_kind === 'staff' ? '[staff] ' : ''}${printable(m.author)}`);
    lines.push(printable(m.body, true));
    for (const file of m.attachments) {
      lines.push(`  [file ${file.id}] ${printable(file.filename)} (${file.mime_type}, ${file.size} bytes)`);
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}

export function formatChange(change: TStaffCaseChangeResponse, what: string): string {
  const told = change.customer_notified ? 'the customer is told by mail' : 'no mail sent';
  return `${change.case.number}: ${what}; outcome ${change.case.outcome}; ${told}.`;
}

/** The leads as a table, newest first: who, how to reach them and when, what they used; `+` where an invoice came with it. */
export function formatLeadList(list: TStaffLeadListResponse): string {
  if (list.items.length === 0) return 'No leads.';
  const rows = list.items.map((l) => [
    `${l.invoice ? '+' : ' '} ${l.id}`,
    `${when(l.created_at)} UTC`,
    l.kind,
    l.mode,
    cut(printable([l.name, l.surname1, l.surname2 ?? ''].join(' ').trim()), 28),
    cut(printable(l.email), 32),
    printable(l.telephone),
    l.contact_hours,
    l.language,
    l.cups,
  ]);
  const header = ['  ID', 'RECEIVED', 'KIND', 'MODE', 'NAME', 'EMAIL', 'PHONE', 'HOURS', 'LANGUAGE', 'CUPS'];
  const line = columnLine(header, rows);
  const last = list.offset + list.items.length;
  return [
    line(header),
    ...rows.map(line),
    '',
    `${list.offset + 1}-${last} of ${list.total}${last < list.total ? ` (next: --offset ${last})` : ''}; + = an invoice came with it (leads invoice <id> <file>)`,
  ].join('\n');
}

/** The contracting wizards' leads: where each got to, whose it is, what became of it (docs/contracting.md). */
export function formatContractingLeadList(list: TStaffContractingLeadListResponse): string {
  if (list.items.length === 0) return 'No contracting leads.';
  const rows = list.items.map((l) => [
    String(l.id),
    l.type,
    `${l.step}/5`,
    l.state,
    printable(l.vat ?? '-'),
    cut(printable(l.email ?? '-'), 32),
    `${when(l.created_at)} UTC`,
    `${when(l.updated_at)} UTC`,
    l.reminder_sent_at ? 'reminded' : l.leads_consent ? 'consent' : '-',
    l.contracts.join(' ') || '-',
  ]);
  const header = ['ID', 'TYPE', 'STEP', 'STATE', 'VAT', 'EMAIL', 'CREATED', 'UPDATED', 'REMINDER', 'CONTRACTS'];
  const line = columnLine(header, rows);
  const last = list.offset + list.items.length;
  return [
    line(header),
    ...rows.map(line),
    '',
    `${list.offset + 1}-${last} of ${list.total}${last < list.total ? ` (next: --offset ${last})` : ''}; abandoned = unconfirmed and untouched for a day`,
  ].join('\n');
}

/** What an OMIP import did: each skipped line with its number and reason, then the counts (docs/price-alerts.md). */
export function formatOmipImport(file: string, report: TOmipImportReport): string {
  const skipped = report.rejected_lines.map((r) => `line ${r.line}: skipped (${r.reason}): ${printable(r.detail)}`);
  if (report.rejected > report.rejected_lines.length)
    skipped.push(`… and ${report.rejected - report.rejected_lines.length} more skipped lines`);
  return [
    ...skipped,
    `${printable(file)}: ${report.stored} settlement prices stored for ${report.products.length} products, ${report.rejected} lines skipped ` +
      `(${report.lines} lines); ${report.fired} alerts fired, ${report.mailed} mails written`,
  ].join('\n');
}

/** The trail of every action: when, who (kind and ids), which customer, what, about what, from where (docs/trail.md). */
export function formatTrail(list: TStaffTrailResponse): string {
  if (list.items.length === 0) return 'No lines.';
  const who = (l: TStaffTrailResponse['items'][number]) =>
    [l.actor, l.staff_id !== null ? `staff ${l.staff_id}` : '', l.user_id !== null ? `user ${l.user_id}` : ''].filter(Boolean).join(' ');
  const rows = list.items.map((l) => [
    String(l.id),
    `${when(l.at)} UTC`,
    who(l),
    l.customer_id === null ? '-' : String(l.customer_id),
    l.action,
    cut(printable(l.subject ?? ''), 24),
    l.address ?? '',
    cut(printable(JSON.stringify(l.changes)), 60),
  ]);
  const header = ['ID', 'WHEN', 'WHO', 'CUSTOMER', 'ACTION', 'ABOUT', 'FROM', 'CHANGES'];
  const line = columnLine(header, rows);
  const last = list.offset + list.items.length;
  return [
    line(header),
    ...rows.map(line),
    '',
    `${list.offset + 1}-${last} of ${list.total}${last < list.total ? ` (next: --offset ${last})` : ''}`,
  ].join('\n');
}

/** The staff accounts, one a line: id, address, role, active or disabled, label. */
export function formatAccounts(list: TStaffAccountListResponse): string {
  if (list.items.length === 0) return 'No accounts.';
  const rows = list.items.map((a) => [
    String(a.id),
    printable(a.email),
    a.role,
    a.active ? 'active' : 'disabled',
    cut(printable(a.label), 40),
  ]);
  const header = ['ID', 'E-MAIL', 'ROLE', 'STATE', 'LABEL'];
  const line = columnLine(header, rows);
  return [line(header), ...rows.map(line)].join('\n');
}
