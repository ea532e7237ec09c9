import {
  formatFileSize,
  printableIban,
  type TAttachment,
  type TContract,
  type TContractKind,
  type TLanguage,
  type TVirtualBatteryLink,
} from '@portal/domain';
import type { ContractRow } from './contract-query.ts';

const SIPS_STATES = ['requested', 'active', 'unactive'] as const;

/**
 * The Contract entity of customer-area §3 from one row of selectContracts and its virtual battery
 * links (electricity only; the battery module reads them for a whole page at once).
 */
export function toContract(row: ContractRow, language: TLanguage, batteryLinks: readonly TVirtualBatteryLink[] = []): TContract {
  const kind = row.type as TContractKind;
  const pending = [...new Set(row.pendingKinds)].sort();
  return {
    id: row.id,
    name: row.name,
    type: kind,
    state: row.state,
    sign_date: row.signDate,
    owner_partner: { name: row.ownerName },
    // The payer is the owner unless the contract names another one.
    fiscal_partner: { name: row.payerName ?? row.ownerName, vat: row.payerVat ?? row.ownerTaxId },
    fiscal_address: { full_address: row.fiscalFullAddress ?? '' },
    cups: {
      name: row.cups ?? '',
      street: row.supplyStreet ?? '',
      city: row.supplyCity ?? '',
      full_address: row.supplyFullAddress ?? '',
      ref_catastral: row.refCatastral,
    },
    pricelist: { name: row.priceListName ?? '', nom_comercial: row.nomComercial },
    tariff: { name: row.tariffName ?? '' },
    amount_debt: Number(row.amountDebt),
    contracted_power_period: kind === 'electricity' ? row.powers.map((p) => ({ period: `P${p.period}`, power: p.power_w / 1000 })) : [],
    bank_account: row.bankAccountId !== null && row.iban ? { id: row.bankAccountId, printable_iban: printableIban(row.iban) } : null,
    ref_catastral: row.refCatastral,
    invoice_online: row.invoiceOnline === 'postal' ? 'postal' : 'email',
    notification_address:
      row.notificationAddressId !== null
        ? {
            id: row.notificationAddressId,
            name: row.notificationName ?? '',
            full_address: row.notificationFullAddress ?? '',
            email: row.notificationEmail || null,
            mobile: row.notificationMobile || null,
          }
        : null,
    dso: { name: row.dsoName ?? '', website: row.dsoWebsite || null },
    dso_reference: row.dsoReference || null,
    dso_phone: row.dsoPhone || null,
    is_peninsula: row.isPeninsula ?? true,
    atr_available: row.atrAvailable,
    waitingForSignature: pending,
    no_cession_sips: {
      state: (SIPS_STATES as readonly string[]).includes(row.noCessionSips) ? (row.noCessionSips as (typeof SIPS_STATES)[number]) : null,
      waiting_for_signature: pending.includes('no_cession_sips'),
    },
    bateria_virtual: kind === 'electricity' ? [...batteryLinks] : [],
    attachments: row.attachments.map((attachment) => toAttachment(attachment, language)),
    pressio: kind === 'gas' && row.pressureBar !== null ? Number(row.pressureBar) : null,
    caudal: kind === 'gas' && row.flowRateM3h !== null ? Number(row.flowRateM3h) : null,
  };
}

/** A document's title and category in the customer's language, or as stored when it has none there. */
function toAttachment(a: ContractRow['attachments'][number], language: TLanguage): TAttachment {
  const words = a.texts?.[language] ?? { name: a.name, category: a.category };
  return {
    id: a.id,
    name: words.name,
    created_date: new Date(a.created_at).toISOString(),
    size_text: formatFileSize(Number(a.size), language),
    filename: a.filename,
    category_name: words.category || null,
  };
}
