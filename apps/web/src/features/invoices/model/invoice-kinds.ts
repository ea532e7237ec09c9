import { contractTypeFromSlug, displayedTypes, type TDisplaySettings, type TInvoiceKind } from '@portal/domain';

/** The spec's tab order (customer-area §2: "tabs multipoint, electricity, gas"). */
const TAB_ORDER: readonly TInvoiceKind[] = ['multipoint', 'electricity', 'gas'];

/**
 * Invoice lists the deployment enables: the invoice kinds whose display gate is open
 * (shell/gates.ts), in tab order. A deployment configured with none of them still has the
 * electricity list.
 */
export function enabledInvoiceKinds(settings: TDisplaySettings): TInvoiceKind[] {
  const displayed = displayedTypes(settings, TAB_ORDER);
  const enabled = TAB_ORDER.filter((kind) => displayed.includes(kind));
  return enabled.length > 0 ? enabled : ['electricity'];
}

/**
 * The lists shown to this customer. Multipoint is enabled per deployment but only some
 * customers (companies with several supplies) have multipoint invoices: the tab shows when the
 * probe found at least one, or when it is the only list the deployment has.
 */
export function shownInvoiceKinds(settings: TDisplaySettings, hasMultipoint: boolean): TInvoiceKind[] {
  const enabled = enabledInvoiceKinds(settings);
  const shown = enabled.filter((kind) => kind !== 'multipoint' || hasMultipoint);
  return shown.length > 0 ? shown : enabled;
}

/** A single list shows no tab bar (customer-area §2). */
export const showsInvoiceTabs = (kinds: readonly TInvoiceKind[]) => kinds.length > 1;

/** The kind named by a contractType value: the neutral name or a slug of any language. */
export function parseInvoiceKind(value: string | null | undefined): TInvoiceKind | undefined {
  return value ? contractTypeFromSlug(value) : undefined;
}
