/**
 * What the rooms of the contract page agree on: app/ composes the page from the sections of
 * contracts, consumption, virtual-batteries and tariff-options and the dialogs of
 * contract-changes, which may not import each other.
 */

/** The change dialogs a data section's button opens (contract-changes mounts them). */
export type TContractDialog = 'power' | 'iban' | 'notificationAddress' | 'sips' | 'cadastralReference' | 'invoiceDelivery';

/** The element the consumption action scrolls to (customer-area §2: page hash #consumption). */
export const CONSUMPTION_ANCHOR = 'consumption';
