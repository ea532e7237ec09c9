// The login page's JavaScript, on arrival and after using the form: the login page of
// bench/page-js.ts, which measures the invoices and contract pages too and holds every page's
// budget (PAGE_JS_BUDGETS_KB). Kept for `npm run bench` (run-all.ts) and the figures the docs quote.
//   node --import tsx bench/login-page-js.ts

import { chunkNames, measurePageJs, PAGE_JS_BUDGETS_KB } from './page-js.ts';

export async function measureLoginPageJs() {
  const { pages, loginAfterUse } = await measurePageJs(['login']);
  const [arrival] = pages;
  if (!arrival || !loginAfterUse) throw new Error('the login page was not measured');
  return {
    scripts: loginAfterUse.scripts,
    onArrival: arrival.files,
    arrivalKB: arrival.gzipBytes / 1024,
    gzipKB: loginAfterUse.gzipBytes / 1024,
    rawKB: loginAfterUse.scripts.reduce((total, script) => total + script.raw, 0) / 1024,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureLoginPageJs();
  const names = chunkNames();
  for (const s of r.scripts) {
    console.log(`  ${s.url} (${names.get(s.url) ?? '?'})  ${(s.gzip / 1024).toFixed(1)} KB gzip (${(s.raw / 1024).toFixed(1)} KB raw)`);
  }
  console.log(
    `login page JavaScript on arrival: ${r.arrivalKB.toFixed(1)} KB gzipped (${Math.round(r.arrivalKB * 1024)} bytes) in ${r.onArrival} files (budget ${PAGE_JS_BUDGETS_KB.login} KB: bench/page-js.ts)`,
  );
  console.log(`after using the form (validation loaded): ${r.gzipKB.toFixed(1)} KB gzipped in ${r.scripts.length} files`);
}
