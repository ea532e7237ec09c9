// Public surface of the contract changes: the change dialogs the contract page opens from its
// data sections' buttons (power, IBAN, notification address, SIPS, cadastral reference, invoice delivery).
export { ContractDialogs } from './components/contract-dialogs.tsx';
