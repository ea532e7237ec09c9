/**
 * Who owns each table of the schema (ARCHITECTURE.md, "Who owns each table"): the one folder of
 * apps/api/src (or the one file) whose code may insert into, update or delete from it. Anyone may read a table;
 * another module that must change one asks the owner's service (exported from its index.ts).
 * table-owners.test.ts fails when a table of the schema has no owner here, or when code outside
 * the owner writes it; the demo seed and the tests, which build whole data sets, are not checked.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // Accounts: customers, their users and how they sign in.
  customers: 'modules/auth',
  users: 'modules/auth',
  oidc_identities: 'modules/auth',
  api_clients: 'modules/auth',
  sessions: 'db/session-repo.ts',
  // Which build last prepared the database at start-up: a restart of the same build checks nothing.
  database_preparation: 'start/preparation-mark.ts',
  // Where the write-ahead log stood after a user's last change: which of their reads the replica may answer.
  read_your_writes: 'db/read-routing.ts',
  password_reset_tokens: 'modules/password-reset',
  signup_activations: 'modules/signup',
  signup_warnings: 'modules/signup',
  staff_accounts: 'modules/staff',
  // The trail of every action: only its recorder appends, and the database refuses any other write.
  trail_entries: 'modules/trail',

  // Cases: every form of customer service, the mailbox and staff write them through the cases module.
  cases: 'modules/cases',
  case_messages: 'modules/cases',
  case_attachments: 'modules/cases',
  case_attachment_chunks: 'modules/cases',
  case_categories: 'modules/cases',
  case_category_names: 'modules/cases',
  atc_types: 'modules/customer-service',
  atc_type_labels: 'modules/customer-service',
  atc_subtypes: 'modules/customer-service',
  atc_subtype_descriptions: 'modules/customer-service',

  // The contract, its supply point, its reference data and the changes a customer asks for.
  contracts: 'modules/contracts',
  contracted_powers: 'modules/contracts',
  notification_addresses: 'modules/contracts',
  supply_points: 'modules/contracts',
  tariffs: 'modules/contracts',
  price_lists: 'modules/contracts',
  price_list_prices: 'modules/contracts',
  distributors: 'modules/contracts',
  contract_modification_requests: 'modules/contract-changes',
  attachments: 'modules/contract-changes',
  attachment_chunks: 'modules/contract-changes',
  attachment_texts: 'modules/contract-changes',
  // The customer's signatures of changes and draft contracts, and their evidence (docs/signatures.md).
  signing_requests: 'modules/signatures',
  // The retailer's systems: their tokens, the webhook endpoints, their deliveries and log (docs/integration.md).
  integration_tokens: 'modules/integration',
  webhook_endpoints: 'modules/integration',
  webhook_deliveries: 'modules/integration',
  webhook_attempts: 'modules/integration',
  price_list_options: 'modules/tariff-options',
  contract_tariff_options: 'modules/tariff-options',
  addresses: 'modules/addresses',
  bank_accounts: 'modules/bank-accounts',
  consumption_days: 'modules/consumption',
  consumption_month_versions: 'modules/consumption',
  consumption_months: 'modules/consumption',
  virtual_batteries: 'modules/virtual-batteries',
  virtual_battery_links: 'modules/virtual-batteries',
  virtual_battery_ledger: 'modules/virtual-batteries',
  virtual_battery_changes: 'modules/virtual-batteries',

  // Any supply point of the market, as the SIPS describes it (comparators and wizards look CUPS up in it).
  registry_supply_points: 'modules/supply-point-registry',
  // The comparators' reference data (the access tariffs they list are modules/contracts').
  origin_suppliers: 'modules/comparator',

  // The contracting wizards (docs/contracting.md): what they offer (cnaes, products) and the leads they keep.
  cnaes: 'modules/contracting-catalogue',
  cnae_texts: 'modules/contracting-catalogue',
  product_offers: 'modules/contracting-catalogue',
  product_offer_texts: 'modules/contracting-catalogue',
  contracting_leads: 'modules/contracting',
  contracting_lead_files: 'modules/contracting',
  contracting_lead_file_chunks: 'modules/contracting',
  defaulted_tax_ids: 'modules/contracting',

  // Wholesale price alerts: OMIP's products and settlements, the customers' alerts (docs/price-alerts.md).
  omip_products: 'modules/price-alerts',
  omip_settlement_prices: 'modules/price-alerts',
  price_alerts: 'modules/price-alerts',

  // Money.
  invoices: 'modules/invoices',
  invoice_points: 'modules/invoices',
  invoice_counts: 'modules/invoices',
  invoice_month_counts: 'modules/invoices',
  invoice_filter_values: 'modules/invoices',
  payments: 'modules/payments',
  payment_idempotency_keys: 'modules/payments',
  sandbox_payment_methods: 'modules/payments',
  sandbox_payment_intents: 'modules/payments',
  coupon_campaigns: 'modules/coupons',
  coupon_campaign_texts: 'modules/coupons',
  customer_coupons: 'modules/coupons',
  customer_coupon_texts: 'modules/coupons',

  // Visitors' leads from the comparators and the power calculator, for the sales team.
  leads: 'modules/leads',
  lead_invoices: 'modules/leads',
  lead_invoice_chunks: 'modules/leads',

  // The newsletter page's subscribers and what they receive.
  newsletters: 'modules/newsletters',
  newsletter_texts: 'modules/newsletters',
  newsletter_subscribers: 'modules/newsletters',
  newsletter_subscriber_emails: 'modules/newsletters',
  newsletter_subscriptions: 'modules/newsletters',

  // The portal's own customisation and mail.
  settings: 'modules/settings',
  feature_flags: 'modules/settings',
  html_routes: 'modules/html-blocks',
  html_route_texts: 'modules/html-blocks',
  html_elements: 'modules/html-blocks',
  html_element_texts: 'modules/html-blocks',
  banners: 'modules/html-blocks',
  mail_outbox: 'db/mail-outbox-repo.ts',
  // Which notifications each customer receives by mail (docs/communications.md).
  notification_preferences: 'modules/communications',
};

/**
 * Shared mechanisms that write a table on behalf of its owner: db/staged-files.ts stages an
 * uploaded file's row and chunks before the owner's transaction links them (the cases module, the
 * contract changes, the leads and the contracting wizards call it, each for its own files), and the start-up sweep removes what a
 * killed process left unlinked of both.
 */
export const WRITES_ON_BEHALF: Readonly<Record<string, readonly string[]>> = {
  'db/staged-files.ts': [
    'case_attachments',
    'case_attachment_chunks',
    'attachments',
    'attachment_chunks',
    'lead_invoices',
    'lead_invoice_chunks',
    'contracting_lead_files',
    'contracting_lead_file_chunks',
  ],
};
