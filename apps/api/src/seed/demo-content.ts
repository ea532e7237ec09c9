import type { Executor } from '../db/database.ts';
import { banners, featureFlags, htmlElements, htmlRoutes, settings } from '../db/schema/index.ts';
import { demoBannerPng } from './png.ts';

/** The demo retailer's public settings; everything else keeps the built-in defaults. */
export const DEMO_PUBLIC_SETTINGS = {
  // The company persona has multipoint invoices; the tab shows only to customers that have some.
  features: { displayTypes: ['multipoint', 'electricity', 'gas'] },
  organization: {
    name: 'Energia Demo',
    phone_crm: '900 828 282',
    email: 'atencio@energiademo.example',
    schedule: { from: '8h', to: '20h' },
  },
  links: {
    conditions: 'https://www.energiademo.example/condicions-generals',
    gdpr: 'https://www.energiademo.example/politica-de-privacitat',
    cookies: 'https://www.energiademo.example/politica-de-galetes',
    calculatorConditions: 'https://www.energiademo.example/calculadora-condicions',
  },
};

export const DEMO_FEATURE_FLAGS = { 'coupons.coupon': false, 'crm.case': true };

export async function seedDemoContent(tx: Executor): Promise<void> {
  await tx.insert(settings).values({ scope: 'public', data: DEMO_PUBLIC_SETTINGS });
  await tx.insert(featureFlags).values(Object.entries(DEMO_FEATURE_FLAGS).map(([name, enabled]) => ({ name, enabled })));

  const [tariffs] = await tx
    .insert(htmlRoutes)
    .values({ routePath: 'tarifes', btnTitle: 'Les nostres tarifes', btnDescription: "Preus vigents d'electricitat i gas" })
    .returning({ id: htmlRoutes.id });
  if (!tariffs) throw new Error('html route insert returned nothing');

  await tx.insert(htmlElements).values([
    {
      name: 'Tarifa 2.0TD',
      priority: 10,
      pageId: tariffs.id,
      blockWidth: '100%',
      htmlBlock: `<h2>Tarifa domèstica 2.0TD</h2>
<p>Per a subministraments de fins a 15 kW. Preus sense impostos.</p>
<table><thead><tr><th>Període</th><th>Energia (€/kWh)</th><th>Potència (€/kW dia)</th></tr></thead>
<tbody><tr><td>P1 punta</td><td>0,1890</td><td>0,0813</td></tr><tr><td>P2 pla</td><td>0,1321</td><td>0,0813</td></tr><tr><td>P3 vall</td><td>0,0987</td><td>0,0027</td></tr></tbody></table>`,
    },
    {
      name: 'Tarifa de gas RL.1',
      priority: 20,
      pageId: tariffs.id,
      blockWidth: '100%',
      htmlBlock: `<h2>Gas natural RL.1</h2>
<p>Terme fix: 4,12 €/mes. Terme variable: 0,0712 €/kWh.</p>
<p><a href="https://www.energiademo.example/gas" target="_blank">Condicions completes</a></p>`,
    },
    // Inserted before the others, shown after them: order comes from priority.
    {
      name: 'Xat d’atenció',
      priority: 30,
      groupName: 'Login',
      blockHeight: '120px',
      // As pasted from a chat vendor's "embed code": the script and handler must never run.
      htmlBlock: `<div class="chat-invite"><p><strong>Necessites ajuda per accedir?</strong> Parla amb nosaltres de 8 h a 20 h.</p>
<script src="https://xat.energiademo.example/widget.js"></script>
<button onclick="openChat()">Obre el xat</button></div>`,
    },
    {
      name: 'Factura electrònica',
      priority: 10,
      groupName: 'Login',
      htmlBlock: `<p>Activa la <strong>factura electrònica</strong> a l'àrea de client i estalvia paper: la rebràs per correu el mateix dia que s'emeti.</p>`,
    },
    {
      name: 'Avís de lectures',
      priority: 20,
      groupName: 'Login',
      htmlBlock: `<p>Les dades de consum es mostren amb uns <em>3 dies</em> de retard respecte a la lectura del comptador.</p>
<p><a href="javascript:alert(1)">Més informació</a></p>`,
    },
  ]);

  await tx.insert(banners).values([
    {
      code: 'home',
      kind: 'image',
      mimeType: 'image/png',
      content: demoBannerPng().toString('base64'),
      link: 'https://www.energiademo.example/autoconsum',
    },
    {
      code: 'login',
      kind: 'html',
      content: `<div class="banner"><h3>Passa't a l'autoconsum</h3><p>Estudi gratuït per a la teva coberta. <a href="https://www.energiademo.example/autoconsum">Demana'l</a></p><img src="x" onerror="alert('xss')"></div>`,
      link: null,
    },
  ]);
}
