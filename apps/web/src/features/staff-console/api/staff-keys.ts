/** The console's query keys, all under `staff`: sign-out removes every one of them. */
export const staffKeys = {
  all: ['staff'] as const,
  cases: (query: object) => ['staff', 'cases', query] as const,
  case: (number: string) => ['staff', 'case', number] as const,
  leads: (query: object) => ['staff', 'leads', query] as const,
  contractingLeads: (query: object) => ['staff', 'contracting-leads', query] as const,
  signings: (query: object) => ['staff', 'signings', query] as const,
  signing: (id: number) => ['staff', 'signing', id] as const,
  trail: (query: object) => ['staff', 'trail', query] as const,
  customers: (q: string) => ['staff', 'customers', q] as const,
  customer: (id: number) => ['staff', 'customer', id] as const,
  accounts: ['staff', 'accounts'] as const,
  integrationTokens: ['staff', 'integration-tokens'] as const,
  webhooks: ['staff', 'webhooks'] as const,
  settings: ['staff', 'settings'] as const,
  webhookAttempts: (id: number, query: object) => ['staff', 'webhook-attempts', id, query] as const,
};
