import type { TLanguage } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { couponCampaigns, couponCampaignTexts, customerCoupons, customerCouponTexts, customers } from '../../db/schema/index.ts';
import { DEMO_DOMESTIC_TAX_ID } from './demo-invoices-data.ts';

const SITE = 'https://www.energiademo.example';

/** The referral campaign: bring a friend, both get a discount (plain text, per language). */
export const DEMO_FRIEND_CAMPAIGN: Record<TLanguage, { name: string; description: string; url: string }> = {
  'ca-ES': {
    name: 'Descompte amic',
    description:
      'Comparteix el teu codi: quan un amic contracti la llum o el gas amb nosaltres, tots dos tindreu 25 € de descompte a la factura següent.',
    url: `${SITE}/ca/descompte-amic`,
  },
  'es-ES': {
    name: 'Descuento amigo',
    description:
      'Comparte tu código: cuando un amigo contrate la luz o el gas con nosotros, ambos tendréis 25 € de descuento en la siguiente factura.',
    url: `${SITE}/es/descuento-amigo`,
  },
  'en-US': {
    name: 'Friend discount',
    description: 'Share your code: when a friend signs up for electricity or gas with us, you both get €25 off your next invoice.',
    url: `${SITE}/en/friend-discount`,
  },
  'gl-ES': {
    name: 'Desconto amigo',
    description:
      'Comparte o teu código: cando un amigo contrate a luz ou o gas connosco, os dous teredes 25 € de desconto na seguinte factura.',
    url: `${SITE}/gl/desconto-amigo`,
  },
  'fr-FR': {
    name: 'Remise parrainage',
    description:
      'Partagez votre code : lorsqu’un ami souscrit l’électricité ou le gaz chez nous, vous bénéficiez tous les deux de 25 € de remise sur votre prochaine facture.',
    url: `${SITE}/fr/remise-parrainage`,
  },
  'de-DE': {
    name: 'Freundschaftsrabatt',
    description:
      'Teilen Sie Ihren Code: Wenn ein Freund Strom oder Gas bei uns abschließt, erhalten Sie beide 25 € Rabatt auf die nächste Rechnung.',
    url: `${SITE}/de/freundschaftsrabatt`,
  },
};

/** A coupon told in words: a winter discount on the energy term (plain text, per language). */
export const DEMO_TEXT_COUPON: Record<TLanguage, { title: string; description: string }> = {
  'ca-ES': {
    title: "Hivern: 10 % de descompte en l'energia",
    description: "Un 10 % de descompte en el terme d'energia de les factures de gener i febrer. S'aplica sol, no cal fer res.",
  },
  'es-ES': {
    title: 'Invierno: 10 % de descuento en la energía',
    description:
      'Un 10 % de descuento en el término de energía de las facturas de enero y febrero. Se aplica solo, no hace falta hacer nada.',
  },
  'en-US': {
    title: 'Winter: 10% off energy',
    description: '10% off the energy term of your January and February invoices. It applies by itself; there is nothing to do.',
  },
  'gl-ES': {
    title: 'Inverno: 10 % de desconto na enerxía',
    description: 'Un 10 % de desconto no termo de enerxía das facturas de xaneiro e febreiro. Aplícase só, non fai falta facer nada.',
  },
  'fr-FR': {
    title: 'Hiver : 10 % de remise sur l’énergie',
    description:
      '10 % de remise sur le terme d’énergie de vos factures de janvier et février. Elle s’applique automatiquement, vous n’avez rien à faire.',
  },
  'de-DE': {
    title: 'Winter: 10 % Rabatt auf die Energie',
    description:
      '10 % Rabatt auf den Arbeitspreis Ihrer Rechnungen für Januar und Februar. Er wird automatisch angerechnet, Sie müssen nichts tun.',
  },
};

/** The household's referral code; a test customer's copy gets its own (codes are unique). */
export const DEMO_FRIEND_CODE = 'AMIC-7Q4K2M';
const codeOf = (taxId: string, position: number) =>
  taxId === DEMO_DOMESTIC_TAX_ID ? DEMO_FRIEND_CODE : `AMIC-T${String(position).padStart(4, '0')}`;
export const friendCodeUrl = (code: string) => `${SITE}/amic?codi=${encodeURIComponent(code)}`;

/**
 * The coupons (docs/coupons.md): one referral campaign, and for the household persona (and each
 * test customer, a copy of it) one coupon of each shape: its friend code, and the winter discount.
 */
export async function seedDemoCoupons(tx: Executor, testTaxIds: readonly string[] = []): Promise<void> {
  const taxIds = [DEMO_DOMESTIC_TAX_ID, ...testTaxIds];
  const owners = await tx.select({ id: customers.id, taxId: customers.taxId }).from(customers).where(inArray(customers.taxId, taxIds));
  if (owners.length === 0) return;
  const [campaign] = await tx.insert(couponCampaigns).values({}).returning({ id: couponCampaigns.id });
  if (!campaign) throw new Error('coupon campaign insert returned nothing');
  await tx
    .insert(couponCampaignTexts)
    .values(Object.entries(DEMO_FRIEND_CAMPAIGN).map(([language, text]) => ({ campaignId: campaign.id, language, ...text })));
  for (const taxId of taxIds) {
    const owner = owners.find((o) => o.taxId === taxId);
    if (!owner) continue;
    const code = codeOf(taxId, taxIds.indexOf(taxId));
    await tx.insert(customerCoupons).values({ customerId: owner.id, campaignId: campaign.id, code, codeUrl: friendCodeUrl(code) });
    const [textCoupon] = await tx.insert(customerCoupons).values({ customerId: owner.id }).returning({ id: customerCoupons.id });
    if (!textCoupon) throw new Error('coupon insert returned nothing');
    await tx
      .insert(customerCouponTexts)
      .values(Object.entries(DEMO_TEXT_COUPON).map(([language, text]) => ({ couponId: textCoupon.id, language, ...text })));
  }
}
