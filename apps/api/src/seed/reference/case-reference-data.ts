import { AUTOREADS_CATEGORY_ID, LANGUAGES } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import { atcSubtypeDescriptions, atcSubtypes, atcTypeLabels, atcTypes, caseCategories, caseCategoryNames } from '../../db/schema/index.ts';

/** Texts in the order of LANGUAGES: ca-ES, es-ES, en-US, gl-ES, fr-FR, de-DE. */
type TSix = readonly [string, string, string, string, string, string];

interface TAtcTypeData {
  id: number;
  code: string;
  label: TSix;
  /** name (the code the claim sends) and its description. */
  subtypes: ReadonlyArray<{ name: string; desc: TSix }>;
}

/**
 * Customer-service (ATC) claim types and subtypes (customer-area §3), after the kinds of claim a
 * Spanish retailer files with the distributor or answers itself (billing, contracting, meter
 * reading, supply quality, payments). Ids and names are fixed: claims refer to them.
 */
export const ATC_TYPES: readonly TAtcTypeData[] = [
  {
    id: 1,
    code: 'billing',
    label: ['Facturació', 'Facturación', 'Billing', 'Facturación', 'Facturation', 'Abrechnung'],
    subtypes: [
      {
        name: '001',
        desc: [
          'Import facturat incorrecte',
          'Importe facturado incorrecto',
          'Wrong amount billed',
          'Importe facturado incorrecto',
          'Montant facturé incorrect',
          'Falscher Rechnungsbetrag',
        ],
      },
      {
        name: '002',
        desc: [
          'Factura no rebuda',
          'Factura no recibida',
          'Invoice not received',
          'Factura non recibida',
          'Facture non reçue',
          'Rechnung nicht erhalten',
        ],
      },
      {
        name: '003',
        desc: [
          'Preu o tarifa aplicats',
          'Precio o tarifa aplicados',
          'Price or tariff applied',
          'Prezo ou tarifa aplicados',
          'Prix ou tarif appliqués',
          'Angewandter Preis oder Tarif',
        ],
      },
      {
        name: '004',
        desc: [
          'Impostos o descomptes',
          'Impuestos o descuentos',
          'Taxes or discounts',
          'Impostos ou descontos',
          'Taxes ou remises',
          'Steuern oder Rabatte',
        ],
      },
    ],
  },
  {
    id: 2,
    code: 'contracting',
    label: ['Contractació', 'Contratación', 'Contracting', 'Contratación', 'Contrat', 'Vertrag'],
    subtypes: [
      {
        name: '101',
        desc: [
          'Alta o canvi de comercialitzadora',
          'Alta o cambio de comercializadora',
          'New supply or change of retailer',
          'Alta ou cambio de comercializadora',
          'Mise en service ou changement de fournisseur',
          'Neuanschluss oder Anbieterwechsel',
        ],
      },
      {
        name: '102',
        desc: [
          'Modificació contractual (potència, titular)',
          'Modificación contractual (potencia, titular)',
          'Contract change (power, holder)',
          'Modificación contractual (potencia, titular)',
          'Modification du contrat (puissance, titulaire)',
          'Vertragsänderung (Leistung, Inhaber)',
        ],
      },
      {
        name: '103',
        desc: [
          'Baixa del contracte',
          'Baja del contrato',
          'Contract termination',
          'Baixa do contrato',
          'Résiliation du contrat',
          'Vertragskündigung',
        ],
      },
    ],
  },
  {
    id: 3,
    code: 'meter_reading',
    label: [
      'Lectura i comptador',
      'Lectura y contador',
      'Meter reading',
      'Lectura e contador',
      'Relevé et compteur',
      'Zählerstand und Zähler',
    ],
    subtypes: [
      {
        name: '201',
        desc: [
          'Lectura estimada o incorrecta',
          'Lectura estimada o incorrecta',
          'Estimated or wrong reading',
          'Lectura estimada ou incorrecta',
          'Relevé estimé ou incorrect',
          'Geschätzter oder falscher Zählerstand',
        ],
      },
      {
        name: '202',
        desc: ['Comptador avariat', 'Contador averiado', 'Faulty meter', 'Contador avariado', 'Compteur défectueux', 'Defekter Zähler'],
      },
      {
        name: '203',
        desc: [
          'Verificació del comptador',
          'Verificación del contador',
          'Meter verification',
          'Verificación do contador',
          'Vérification du compteur',
          'Zählerprüfung',
        ],
      },
    ],
  },
  {
    id: 4,
    code: 'supply_quality',
    label: [
      'Qualitat del subministrament',
      'Calidad del suministro',
      'Supply quality',
      'Calidade da subministración',
      'Qualité de la fourniture',
      'Versorgungsqualität',
    ],
    subtypes: [
      {
        name: '301',
        desc: [
          'Interrupció del subministrament',
          'Interrupción del suministro',
          'Supply interruption',
          'Interrupción da subministración',
          'Coupure de fourniture',
          'Versorgungsunterbrechung',
        ],
      },
      {
        name: '302',
        desc: [
          'Variacions de tensió',
          'Variaciones de tensión',
          'Voltage fluctuations',
          'Variacións de tensión',
          'Variations de tension',
          'Spannungsschwankungen',
        ],
      },
      {
        name: '303',
        desc: [
          'Danys a aparells',
          'Daños en aparatos',
          'Damage to appliances',
          'Danos en aparellos',
          'Dommages aux appareils',
          'Schäden an Geräten',
        ],
      },
    ],
  },
  {
    id: 5,
    code: 'payment',
    label: ['Cobraments i pagaments', 'Cobros y pagos', 'Payments', 'Cobros e pagamentos', 'Paiements', 'Zahlungen'],
    subtypes: [
      {
        name: '401',
        desc: [
          'Càrrec bancari indegut',
          'Cargo bancario indebido',
          'Undue bank charge',
          'Cargo bancario indebido',
          'Prélèvement indu',
          'Unberechtigte Abbuchung',
        ],
      },
      {
        name: '402',
        desc: [
          'Pagament no aplicat',
          'Pago no aplicado',
          'Payment not applied',
          'Pagamento non aplicado',
          'Paiement non pris en compte',
          'Zahlung nicht verbucht',
        ],
      },
      {
        name: '403',
        desc: [
          'Fraccionament del deute',
          'Fraccionamiento de la deuda',
          'Payment plan for a debt',
          'Fraccionamento da débeda',
          'Échelonnement de la dette',
          'Ratenzahlung einer Schuld',
        ],
      },
    ],
  },
  {
    id: 6,
    code: 'other',
    label: ['Altres', 'Otros', 'Other', 'Outros', 'Autres', 'Sonstiges'],
    subtypes: [
      {
        name: '901',
        desc: ['Atenció rebuda', 'Atención recibida', 'Service received', 'Atención recibida', 'Service reçu', 'Erhaltener Service'],
      },
      {
        name: '902',
        desc: ['Altres motius', 'Otros motivos', 'Other reasons', 'Outros motivos', 'Autres motifs', 'Andere Gründe'],
      },
    ],
  },
];

/**
 * Case categories of the contact forms (customer-area §3). `unsigned`: offered to visitors too.
 * Id 20 is meter readings, the category the autoreads mode selects (§9).
 */
export const CASE_CATEGORIES: ReadonlyArray<{ id: number; code: string; unsigned: boolean; name: TSix }> = [
  {
    id: 10,
    code: 'invoices',
    unsigned: true,
    name: ['Factures', 'Facturas', 'Invoices', 'Facturas', 'Factures', 'Rechnungen'],
  },
  {
    id: 11,
    code: 'contract_changes',
    unsigned: false,
    name: [
      'Canvis al contracte',
      'Cambios en el contrato',
      'Contract changes',
      'Cambios no contrato',
      'Modifications du contrat',
      'Vertragsänderungen',
    ],
  },
  {
    id: AUTOREADS_CATEGORY_ID,
    code: 'meter_readings',
    unsigned: false,
    name: [
      'Lectures del comptador',
      'Lecturas del contador',
      'Meter readings',
      'Lecturas do contador',
      'Relevés du compteur',
      'Zählerstände',
    ],
  },
  {
    id: 30,
    code: 'new_contract',
    unsigned: true,
    name: ['Nova contractació', 'Nueva contratación', 'New contract', 'Nova contratación', 'Nouveau contrat', 'Neuer Vertrag'],
  },
  {
    id: 40,
    code: 'self_consumption',
    unsigned: false,
    name: ['Autoconsum', 'Autoconsumo', 'Self-consumption', 'Autoconsumo', 'Autoconsommation', 'Eigenverbrauch'],
  },
  {
    id: 50,
    code: 'web_portal',
    unsigned: true,
    name: ['Oficina virtual', 'Oficina virtual', 'Customer portal', 'Oficina virtual', 'Espace client', 'Kundenportal'],
  },
  {
    id: 90,
    code: 'other',
    unsigned: true,
    name: ['Altres consultes', 'Otras consultas', 'Other questions', 'Outras consultas', 'Autres questions', 'Sonstige Anfragen'],
  },
];

const perLanguage = <T>(texts: TSix, row: (language: (typeof LANGUAGES)[number], text: string) => T): T[] =>
  LANGUAGES.map((language, index) => row(language, texts[index]!));

/**
 * Writes the ATC types, subtypes and case categories, in every language, where they are missing.
 * Reference data, not demo data: every start runs it (start/prepare-database.ts), so an existing
 * database gets them too, and a row the retailer edited is left as it is. One statement per table:
 * on the embedded database a statement costs a few milliseconds, and one per row (86 of them) was
 * half a second of every restart (docs/performance.md, "The embedded database").
 */
export async function seedCaseReferenceData(db: Executor): Promise<void> {
  await db
    .insert(atcTypes)
    .values(ATC_TYPES.map((type, position) => ({ id: type.id, code: type.code, position })))
    .onConflictDoNothing();
  await db
    .insert(atcTypeLabels)
    .values(ATC_TYPES.flatMap((type) => perLanguage(type.label, (language, label) => ({ typeId: type.id, language, label }))))
    .onConflictDoNothing();
  // In the order of the list, so a new database numbers the subtypes as it always has.
  await db
    .insert(atcSubtypes)
    .values(ATC_TYPES.flatMap((type) => type.subtypes.map((subtype, position) => ({ typeId: type.id, name: subtype.name, position }))))
    .onConflictDoNothing();
  // The descriptions name their subtype by its name (its id is the database's).
  const ids = new Map(
    (await db.select({ id: atcSubtypes.id, name: atcSubtypes.name }).from(atcSubtypes)).map((row) => [row.name, row.id] as const),
  );
  await db
    .insert(atcSubtypeDescriptions)
    .values(
      ATC_TYPES.flatMap((type) =>
        type.subtypes.flatMap((subtype) =>
          perLanguage(subtype.desc, (language, description) => ({ subtypeId: ids.get(subtype.name)!, language, description })),
        ),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(caseCategories)
    .values(CASE_CATEGORIES.map((category, position) => ({ id: category.id, code: category.code, unsigned: category.unsigned, position })))
    .onConflictDoNothing();
  await db
    .insert(caseCategoryNames)
    .values(
      CASE_CATEGORIES.flatMap((category) => perLanguage(category.name, (language, name) => ({ categoryId: category.id, language, name }))),
    )
    .onConflictDoNothing();
}
