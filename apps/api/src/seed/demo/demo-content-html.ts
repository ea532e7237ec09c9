import { buildPath, type TLanguage } from '@portal/domain';
import { DEMO_TEXTS, helpLink, PROFILE_BANNER_IMAGE } from './demo-content-texts.ts';

/** The demo's HTML in one language, built from its texts (demo-content-texts.ts). */
export function demoHtml(language: TLanguage, tariffsPageId: number) {
  const t = DEMO_TEXTS[language];
  const [period, energy, power] = t.electricity.headers;
  const tariffsPath = buildPath('dynamicPage', language, { routePath: t.tariffsRoute.routePath, pageId: String(tariffsPageId) });
  return {
    electricity: `<h2>${t.electricity.title}</h2>
<p>${t.electricity.intro}</p>
<table><thead><tr><th scope="col">${period}</th><th scope="col">${energy}</th><th scope="col">${power}</th></tr></thead>
<tbody>${t.electricity.rows.map((r) => `<tr><td>${r.period}</td><td>${r.energy}</td><td>${r.power}</td></tr>`).join('')}</tbody></table>`,
    gas: `<h2>${t.gas.title}</h2>
<p>${t.gas.prices}</p>
<p>${t.gas.question} ${helpLink(t.gas.talk)}</p>`,
    eInvoice: `<h2>${t.eInvoice.title}</h2>
<p>${t.eInvoice.html}</p>`,
    readings: `<h2>${t.readings.title}</h2>
<p>${t.readings.html}</p>`,
    help: `<p>${t.help.html}</p>
<p>${helpLink(t.help.link)}</p>`,
    loginBanner: `<h2>${t.loginBanner.title}</h2>
<p>${t.loginBanner.text}</p>
<p>${helpLink(t.loginBanner.link)}</p>`,
    // The picture says nothing the words do not: it is decorative (alt="").
    profileBanner: `<img src="${PROFILE_BANNER_IMAGE}" alt="" width="960" height="240">
<h2>${t.profileBanner.title}</h2>
<p>${t.profileBanner.text}</p>
<p><a href="${tariffsPath}">${t.profileBanner.link}</a></p>`,
  };
}
