// Public surface of the contracts feature: the list page (mounted by app/router), and what the
// contract page that app/contract-page composes takes from it: the contract, its header and
// data sections, the way back and the actions a link may ask.
export { useContract } from './api/get-contract.ts';
export { AttachmentsSection } from './components/attachments-section.tsx';
export { ContactDataSection } from './components/contact-data-section.tsx';
export { ContractDataSection } from './components/contract-data-section.tsx';
export { ContractSelector } from './components/contract-selector.tsx';
export { ContractStatusChip } from './components/contract-status-chip.tsx';
export { ContractSummary } from './components/contract-summary.tsx';
export { SignatureNotice } from './components/signature-notice.tsx';
export { SupplyPointSection } from './components/supply-point-section.tsx';
export { useReportDownload } from './components/use-report-download.ts';
export { ACTION_PARAM, actionEffect, parseContractAction, searchWithoutAction, type TActionEffect } from './model/contract-action.ts';
export { contractDetailPath, contractListPath } from './model/contract-paths.ts';
export { defaultContractKind } from './model/contract-types.ts';
