import { buildPath, type TLanguage } from '@portal/domain';
import { DEMO_TEXTS, helpLink, PROFILE_BANNER_IMAGE } from './demo-content-texts.ts';
import { formatTariffPrice, type TTariffPagePrices } from './demo-tariff-page-prices.ts';

/** A table of one term's prices by period: a row per period the price list has. */
const priceTable = (caption: string, headers: [string, string], periods: readonly string[], prices: readonly string[]) =>
  `<table><caption>${caption}</caption><thead><tr><th scope="col">${headers[0]}</th><th scope="col">${headers[1]}</th></tr></thead>
<tbody>${prices.map((price, i) => `<tr><th scope="row">${periods[i] ?? `P${i + 1}`}</th><td>${price}</td></tr>`).join('')}</tbody></table>`;

/**
 * The demo's HTML in one language, built from its texts (demo-content-texts.ts) and, for the
 * tariffs page, the prices in force (demo-tariff-page-prices.ts).
 */
export function demoHtml(language: TLanguage, tariffsPageId: number, prices: TTariffPagePrices) {
  const t = DEMO_TEXTS[language];
  const [period, energy, power] = t.electricity.headers;
  const figure = (price: number) => formatTariffPrice(price, language);
  const tariffsPath = buildPath('dynamicPage', language, { routePath: t.tariffsRoute.routePath, pageId: String(tariffsPageId) });
  return {
    electricity: `<h2>${t.electricity.title}</h2>
<p>${t.electricity.intro}</p>
${priceTable(energy, [period, energy], t.electricity.energyPeriods, prices.energy.map(figure))}
${priceTable(power, [period, power], t.electricity.powerPeriods, prices.power.map(figure))}`,
    gas: `<h2>${t.gas.title}</h2>
<p>${t.gas.prices(figure(prices.gas.fixed), figure(prices.gas.variable))}</p>
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
