// `npm run bench`: every budget of the foundation, printed as figures. The list benchmarks on
// large PostgreSQL data sets take minutes and run on their own: bench/contracts-list.ts and
// bench/invoices-list.ts (2.2 million invoices, generated once into the `bench` database).
import { cpus } from 'node:os';
import { measureDbOutage } from './db-outage.ts';
import { formatTimings, measureDemoInvoicePdf } from './invoice-pdf.ts';
import { measureLoginPageJs } from './login-page-js.ts';
import { measureLogin } from './login-throughput.ts';
import { measureStartup } from './startup-time.ts';

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`);
const js = await measureLoginPageJs();
console.log(
  `login page JavaScript: ${js.arrivalKB.toFixed(1)} KB gzipped on arrival, ${js.gzipKB.toFixed(1)} KB after using the form (target ≤ 200 KB)`,
);
for (const line of await measureStartup()) console.log(line);
const login = await measureLogin();
for (const [db, x] of Object.entries(login)) {
  console.log(`login on ${db}: ${x.rps.toFixed(1)} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms, non-2xx ${x.non2xx} (16 connections, 10 s)`);
}
const pdf = await measureDemoInvoicePdf();
for (const [format, x] of Object.entries(pdf.requests))
  console.log(formatTimings(`invoice PDF: GET ${format} of a demo invoice (PGlite)`, x));
for (const [what, x] of Object.entries(pdf.inProcess)) console.log(formatTimings(`invoice PDF in process, ${what}`, x));
const [outage] = await measureDbOutage();
if (outage) {
  const statuses = Object.entries(outage.counts)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    `database outage (PostgreSQL stopped 1.5 s under 10 writers + 10 readers): ${statuses}; recovered ${Math.round(outage.recoveryMs ?? Number.NaN)} ms after its return; lost writes ${outage.lostWrites.length} (target 0); process ${outage.alive ? 'alive' : outage.exit}`,
  );
}
